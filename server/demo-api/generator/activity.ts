// The block-by-block pass: every active block of the span gets its events in chain order (Initialization, the
// timestamp inherent, signed extrinsics, Finalization), and the records other tables keep are made from the same
// draws: a stake added or removed is a pool swap, a registration into a full subnet deregisters a neuron, an
// Ethereum.transact extrinsic is an EVM transaction. So every table tells one consistent story.
import { blockTimeMs, HEAD_BLOCK } from '../chain';
import type { DeregistrationRow, EventRow, EvmTransactionRow, PoolBarRow, SwapRow } from '../store/schema';
import { EvmWorld } from './evm';
import { BarBuilder, Pool, type Swap } from './pools';
import { Random, WeightedPicker, zipfWeights } from './random';
import { newKey, SPAN_START_BLOCK, type ChainEventSpec, type ScheduledActivity, type World } from './world';

export interface ActivitySink {
  event: (row: EventRow) => void;
  swap: (row: SwapRow<bigint>) => void;
  bar: (bar: PoolBarRow) => void;
  evmTransaction: (row: EvmTransactionRow) => void;
  deregistration: (row: DeregistrationRow<bigint>) => void;
}

/** Signed extrinsics per block at scale 1, rising through the span as the network grows. */
const EXTRINSICS_PER_BLOCK = 0.055;

/** The rate the span ends at: live blocks after it keep it (live.ts). */
export function extrinsicRate(block: number, scale: number): number {
  return (
    EXTRINSICS_PER_BLOCK *
    scale *
    (0.6 + (0.8 * (block - SPAN_START_BLOCK)) / (HEAD_BLOCK - SPAN_START_BLOCK))
  );
}

const KINDS = ['swap', 'transfer', 'weights', 'axon', 'register', 'evm', 'batch', 'proxy', 'sudo'] as const;
type Kind = (typeof KINDS)[number];
const kindPicker = new WeightedPicker([40, 14, 16, 5, 5, 7, 4, 3, 0.2]);

const SUBTENSOR_ERRORS = ['0x0b000000', '0x1a000000', '0x06000000', '0x24000000', '0x10000000'];
const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

interface Subnet {
  capacity: number;
  hotkeys: string[];
  coldkeys: string[];
}

/** A zero-truncated Poisson draw: how many extrinsics an active block holds. */
export function extrinsicCount(random: Random, rate: number): number {
  const p0 = Math.exp(-rate);
  const u = p0 + random.next() * (1 - p0);
  let k = 0;
  let p = p0;
  let cdf = p0;
  while (u > cdf && k < 50) {
    k++;
    p *= rate / k;
    cdf += p;
  }
  return Math.max(1, k);
}

/** An amount in rao around `medianTao`: six decimals drawn from the float, the last three digits drawn. */
export function taoAmount(random: Random, medianTao: number, sigma: number): bigint {
  return BigInt(Math.round(random.logNormal(medianTao, sigma) * 1e6)) * 1000n + BigInt(random.int(1000));
}

const pad4 = (n: number) => String(n).padStart(4, '0');

/** Writes one event of the block being built, at the block's next index. */
export type EventWriter = (
  phase: string,
  ext: number | null,
  spec: ChainEventSpec,
  callId: string | null,
) => void;

export const extrinsicIdOf = (block: number, ext: number) => `${block}-${pad4(ext)}`;

export function dispatchInfo(random: Random, kind: 'Normal' | 'Mandatory' | 'Operational') {
  return {
    weight: {
      refTime: String(random.between(150_000_000, 6_000_000_000)),
      proofSize: String(random.between(1_500, 40_000)),
    },
    class: { __kind: kind },
    paysFee: { __kind: 'Yes' },
  };
}

/** The writers of one block's events, each event at the block's next index (`nextIndex`, the next one's). */
export function blockEvents(block: number, write: (row: EventRow) => void) {
  let idx = 0;
  const event: EventWriter = (phase, ext, spec, callId) =>
    write({
      block_number: block,
      idx: idx++,
      extrinsic_index: ext,
      phase,
      pallet: spec.pallet,
      name: spec.name,
      args: JSON.stringify(spec.args),
      call_id: callId,
    });
  const callEvent = (ext: number, callId: string, pallet: string, name: string, args: unknown) =>
    event('ApplyExtrinsic', ext, { pallet, name, args }, callId);
  return { event, callEvent, nextIndex: () => idx };
}
export type BlockEvents = ReturnType<typeof blockEvents>;

/** The timestamp inherent: extrinsic 0 of every block. */
export function timestampInherent(random: Random, event: EventWriter): void {
  event(
    'ApplyExtrinsic',
    0,
    {
      pallet: 'System',
      name: 'ExtrinsicSuccess',
      args: { dispatchInfo: dispatchInfo(random, 'Mandatory') },
    },
    null,
  );
}

/** The block author's share of fees, which arrives (in one block of five) as the block is finalized. */
export function authorFees(random: Random, event: EventWriter, author: () => string): void {
  if (!random.chance(0.2)) return;
  event(
    'Finalization',
    null,
    {
      pallet: 'Balances',
      name: 'Deposit',
      args: { who: author(), amount: String(random.between(10_000, 900_000)) },
    },
    null,
  );
}

/** A swap made by extrinsic `ext` of `block`, inside its call `callId`. */
export interface SwapCall {
  block: number;
  ext: number;
  callId: string;
  netuid: number;
  maker: string;
  hotkey: string;
  swap: Swap;
}

/** A swap's records in chain order: its row, the pool's bars, then its StakeAdded or StakeRemoved event. */
export function writeSwap(
  random: Random,
  events: BlockEvents,
  { block, ext, callId, netuid, maker, hotkey, swap }: SwapCall,
  write: { swap: (row: SwapRow<bigint>) => void; bars: (swap: Swap) => void },
): void {
  const fee = String(random.between(50_000, 500_000));
  write.swap({
    block_number: block,
    extrinsic_index: ext,
    event_index: events.nextIndex(),
    netuid,
    maker,
    tao_in: swap.taoIn ? 1 : 0,
    tao_amount: swap.tao,
    alpha_amount: swap.alpha,
    price_nano: swap.priceNano,
    tao_reserve: swap.taoReserve,
    alpha_reserve: swap.alphaReserve,
  });
  write.bars(swap);
  events.callEvent(ext, callId, 'SubtensorModule', swap.taoIn ? 'StakeAdded' : 'StakeRemoved', [
    maker,
    hotkey,
    swap.tao.toString(),
    swap.alpha.toString(),
    netuid,
    fee,
  ]);
}

/** A signed extrinsic: fee withdrawn, the call's events (unless it fails), fee paid, success or failure. */
export function signedExtrinsic(
  random: Random,
  event: EventWriter,
  block: number,
  ext: number,
  signer: string,
  call: (callId: string) => void,
): void {
  const fee = String(random.between(60_000, 2_500_000));
  event(
    'ApplyExtrinsic',
    ext,
    { pallet: 'Balances', name: 'Withdraw', args: { who: signer, amount: fee } },
    null,
  );
  const fails = random.chance(0.04);
  if (!fails) call(extrinsicIdOf(block, ext));
  event(
    'ApplyExtrinsic',
    ext,
    {
      pallet: 'TransactionPayment',
      name: 'TransactionFeePaid',
      args: { who: signer, actualFee: fee, tip: '0' },
    },
    null,
  );
  const info = dispatchInfo(random, 'Normal');
  const result = fails
    ? {
        pallet: 'System',
        name: 'ExtrinsicFailed',
        args: {
          dispatchError: { __kind: 'Module', value: { error: random.pick(SUBTENSOR_ERRORS), index: 7 } },
          dispatchInfo: info,
        },
      }
    : { pallet: 'System', name: 'ExtrinsicSuccess', args: { dispatchInfo: info } };
  // The outcome names the top-level call, so that about half the events carry a call id, as the real
  // service's do; the fee events around the call carry none.
  event('ApplyExtrinsic', ext, result, extrinsicIdOf(block, ext));
}

/**
 * An incentive below 0.004 from one draw, written as the real service writes incentives: up to 20 decimals
 * ("0.00205996795605401694"), more than a JavaScript number holds. A draw is a whole number of 2^-32 steps, so the
 * product is computed exactly in BigInt, and one draw keeps the rest of the stream as it was.
 */
function incentive(draw: number): string {
  const units = (BigInt(draw * 2 ** 32) * 4n * 10n ** 17n) / 2n ** 32n; // 0.004 = 4·10^17 units of 10^-20
  return `0.${units.toString().padStart(20, '0')}`.replace(/\.?0+$/, '');
}

export function generateActivity(world: World, seed: number, scale: number, sink: ActivitySink): void {
  const random = new Random(seed, 'activity');
  const evm = new EvmWorld(new Random(seed, 'evm'), scale);
  const bars = new BarBuilder((bar) => sink.bar(bar));
  const coldkey = () => (world.coldkeys[world.coldkeyActivity.pick(random)] as { hex: string }).hex;
  const amount = (medianTao: number, sigma: number) => taoAmount(random, medianTao, sigma);

  const subnets = new Map<number, Subnet>();
  const pools = new Map<number, Pool>();
  const registerSubnet = (netuid: number, owner: string, full: boolean) => {
    const capacity = netuid === 0 ? 64 : 256;
    const subnet: Subnet = { capacity, hotkeys: [newKey(random)], coldkeys: [owner] };
    while (full && subnet.hotkeys.length < capacity) {
      subnet.hotkeys.push(newKey(random));
      subnet.coldkeys.push(coldkey());
    }
    subnets.set(netuid, subnet);
    if (netuid !== 0) pools.set(netuid, Pool.draw(random));
  };
  const ownerOf = (netuid: number, block: number) =>
    world.ownerLog.findLast((row) => row.netuid === netuid && row.block <= block)?.owner ?? coldkey();
  let nextRegistration = 0;
  const registerUpTo = (block: number) => {
    for (; nextRegistration < world.registrations.length; nextRegistration++) {
      const registration = world.registrations[nextRegistration] as World['registrations'][number];
      if (registration.block > block) break;
      registerSubnet(
        registration.netuid,
        ownerOf(registration.netuid, registration.block),
        registration.block < SPAN_START_BLOCK,
      );
    }
  };
  registerUpTo(SPAN_START_BLOCK - 1);

  // Pool popularity: a few pools take most of the volume.
  const poolOrder = Array.from({ length: 128 }, (_, i) => i + 1);
  for (let i = poolOrder.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [poolOrder[i], poolOrder[j]] = [poolOrder[j] as number, poolOrder[i] as number];
  }
  const poolPicker = new WeightedPicker(zipfWeights(poolOrder.length, 1.2));
  const registeredNetuids = () => [...subnets.keys()];

  function emitBlock(block: number, userExtrinsics: number, scheduled: ScheduledActivity[]) {
    registerUpTo(block);
    const time = blockTimeMs(block);
    const extrinsicId = (ext: number) => extrinsicIdOf(block, ext);
    let evmIndex = 0;
    let evmGas = 0n;
    const events = blockEvents(block, sink.event);
    const { event, callEvent } = events;
    const signed = (ext: number, signer: string, call: (callId: string) => void) =>
      signedExtrinsic(random, event, block, ext, signer, call);

    const transfer = (ext: number, callId: string, from: string) =>
      callEvent(ext, callId, 'Balances', 'Transfer', {
        from,
        to: coldkey(),
        amount: amount(3, 2).toString(),
      });

    const anyNeuron = () => {
      const netuids = registeredNetuids();
      const netuid = random.pick(netuids);
      const subnet = subnets.get(netuid) as Subnet;
      const uid = random.int(subnet.hotkeys.length);
      return { netuid, uid, hotkey: subnet.hotkeys[uid] as string };
    };

    function userExtrinsic(ext: number, kind: Kind) {
      switch (kind) {
        case 'swap': {
          // Pools registered later in the span are drawn again until one exists (64 exist from the start).
          let netuid = poolOrder[poolPicker.pick(random)] as number;
          while (!pools.has(netuid)) netuid = poolOrder[poolPicker.pick(random)] as number;
          const pool = pools.get(netuid) as Pool;
          const subnet = subnets.get(netuid) as Subnet;
          const maker = coldkey();
          const hotkey = random.pick(subnet.hotkeys);
          signed(ext, maker, (callId) =>
            writeSwap(
              random,
              events,
              { block, ext, callId, netuid, maker, hotkey, swap: pool.swap(random) },
              {
                swap: sink.swap,
                bars: (swap) => bars.add(netuid, Math.floor(time / 1000), swap),
              },
            ),
          );
          return;
        }
        case 'transfer': {
          const from = coldkey();
          signed(ext, from, (callId) => transfer(ext, callId, from));
          return;
        }
        case 'weights': {
          const { netuid, uid, hotkey } = anyNeuron();
          signed(ext, hotkey, (callId) =>
            callEvent(ext, callId, 'SubtensorModule', 'WeightsSet', [netuid, uid]),
          );
          return;
        }
        case 'axon': {
          const { netuid, hotkey } = anyNeuron();
          signed(ext, hotkey, (callId) =>
            callEvent(ext, callId, 'SubtensorModule', 'AxonServed', [netuid, hotkey]),
          );
          return;
        }
        case 'register': {
          const netuid = random.pick(registeredNetuids());
          const subnet = subnets.get(netuid) as Subnet;
          const owner = coldkey();
          const hotkey = newKey(random);
          signed(ext, owner, (callId) => {
            let uid = subnet.hotkeys.length;
            if (uid >= subnet.capacity) {
              // The subnet is full: the new neuron takes the uid of one with the lowest pruning score.
              uid = random.int(subnet.capacity);
              const earning = random.chance(0.45);
              sink.deregistration({
                block_number: block,
                netuid,
                uid,
                hotkey: subnet.hotkeys[uid] as string,
                coldkey: subnet.coldkeys[uid] as string,
                incentive: earning ? incentive(random.next()) : '0',
                emission: earning ? amount(0.4, 1.5) : 0n,
                was_drained: random.chance(0.35) ? 1 : 0,
              });
            }
            subnet.hotkeys[uid] = hotkey;
            subnet.coldkeys[uid] = owner;
            callEvent(ext, callId, 'SubtensorModule', 'NeuronRegistered', [netuid, uid, hotkey]);
          });
          return;
        }
        case 'evm': {
          const tx = evm.transaction(block, evmIndex++, evmGas, () => anyNeuron().hotkey);
          evmGas = BigInt(tx.cumulative_gas_used);
          sink.evmTransaction(tx);
          const target = tx.to_address ?? tx.contract_created;
          if (tx.success && tx.method_name?.startsWith('transfer')) {
            const args = JSON.parse(tx.args as string) as Record<string, string>;
            callEvent(ext, extrinsicId(ext), 'EVM', 'Log', {
              log: {
                address: target,
                topics: [
                  ERC20_TRANSFER_TOPIC,
                  `0x${tx.from_address.slice(2).padStart(64, '0')}`,
                  `0x${(args.to ?? '').slice(2).padStart(64, '0')}`,
                ],
                data: `0x${BigInt(args.amount ?? '0')
                  .toString(16)
                  .padStart(64, '0')}`,
              },
            });
          }
          callEvent(ext, extrinsicId(ext), 'Ethereum', 'Executed', {
            from: tx.from_address,
            to: target,
            transactionHash: tx.hash,
            exitReason: tx.success
              ? { __kind: 'Succeed', value: { __kind: tx.contract_created ? 'Returned' : 'Stopped' } }
              : { __kind: 'Revert', value: { __kind: 'Reverted' } },
            extraData: '0x',
          });
          event(
            'ApplyExtrinsic',
            ext,
            {
              pallet: 'System',
              name: 'ExtrinsicSuccess',
              args: { dispatchInfo: dispatchInfo(random, 'Normal') },
            },
            null,
          );
          return;
        }
        case 'batch': {
          const from = coldkey();
          const items = random.between(2, 6);
          signed(ext, from, (callId) => {
            for (let i = 0; i < items; i++) {
              transfer(ext, `${callId}-0-${i}`, from);
              callEvent(ext, `${callId}-0-${i}`, 'Utility', 'ItemCompleted', {});
            }
            callEvent(ext, callId, 'Utility', 'BatchCompleted', {});
          });
          return;
        }
        case 'proxy': {
          // A proxy account acting for another; some proxied calls are batches, whose items nest one level deeper.
          const real = coldkey();
          signed(ext, coldkey(), (callId) => {
            if (random.chance(0.5)) {
              transfer(ext, `${callId}-0`, real);
            } else {
              const items = random.between(2, 20);
              for (let i = 0; i < items; i++) transfer(ext, `${callId}-0-0-${i}`, real);
              callEvent(ext, `${callId}-0`, 'Utility', 'BatchCompleted', {});
            }
            callEvent(ext, callId, 'Proxy', 'ProxyExecuted', { result: { __kind: 'Ok' } });
          });
          return;
        }
        case 'sudo': {
          signed(ext, world.ownerLog[0]?.owner ?? coldkey(), (callId) =>
            callEvent(ext, callId, 'Sudo', 'Sudid', { sudoResult: { __kind: 'Ok' } }),
          );
          return;
        }
      }
    }

    for (const activity of scheduled.filter((a) => a.phase === 'Initialization')) {
      for (const spec of activity.events) event('Initialization', null, spec, null);
    }
    timestampInherent(random, event);
    let ext = 1;
    for (const activity of scheduled.filter((a) => a.phase === 'ApplyExtrinsic')) {
      const index = ext++;
      signed(index, activity.signer, (callId) => {
        for (const spec of activity.events) event('ApplyExtrinsic', index, spec, callId);
      });
    }
    for (let i = 0; i < userExtrinsics; i++) userExtrinsic(ext++, KINDS[kindPicker.pick(random)] as Kind);
    authorFees(random, event, coldkey);
  }

  // Walk the span from one active block to the next: the gap between blocks with signed extrinsics is geometric.
  // Scheduled activity (subnet registrations, coldkey swaps) joins its block, or gets one of its own.
  const scheduled = world.scheduled.filter((a) => a.block <= HEAD_BLOCK);
  let nextScheduled = 0;
  const takeScheduled = (block: number) => {
    const group: ScheduledActivity[] = [];
    while (scheduled[nextScheduled]?.block === block)
      group.push(scheduled[nextScheduled++] as ScheduledActivity);
    return group;
  };
  let block = SPAN_START_BLOCK - 1;
  for (;;) {
    const rate = extrinsicRate(block, scale);
    const next = block + 1 + random.geometric(1 - Math.exp(-rate));
    for (
      let at = scheduled[nextScheduled]?.block;
      at !== undefined && at < next;
      at = scheduled[nextScheduled]?.block
    ) {
      emitBlock(at, 0, takeScheduled(at));
    }
    if (next > HEAD_BLOCK) break;
    emitBlock(next, extrinsicCount(random, rate), takeScheduled(next));
    block = next;
  }
  bars.finish();
}
