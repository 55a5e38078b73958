// The block-by-block pass over the span: every active block gets its events in chain order (Initialization, the
// timestamp inherent, signed extrinsics, Finalization), and the records other tables keep are made from the same
// draws: a stake added or removed is a pool swap, a registration into a full subnet deregisters a neuron, an
// Ethereum.transact extrinsic is an EVM transaction. So every table tells one consistent story. Each kind of
// extrinsic is written by its own module (extrinsics/); this one decides which, where and when.
import { blockTimeMs, HEAD_BLOCK } from '../chain';
import type { DeregistrationRow, EventRow, EvmTransactionRow, PoolBarRow, SwapRow } from '../store/schema';
import { BlockBuilder } from './block';
import { EvmWorld } from './evm';
import { batchExtrinsic } from './extrinsics/batch';
import { ethereumExtrinsic } from './extrinsics/ethereum';
import { axonExtrinsic, weightsExtrinsic } from './extrinsics/neurons';
import { proxyExtrinsic } from './extrinsics/proxy';
import { registrationExtrinsic, type SubnetNeurons } from './extrinsics/registration';
import { initializationEvents, scheduledExtrinsic } from './extrinsics/scheduled';
import { stakeExtrinsic } from './extrinsics/stake';
import { sudoExtrinsic } from './extrinsics/sudo';
import { transferExtrinsic } from './extrinsics/transfer';
import { BarBuilder, type Pool } from './pools';
import { Random, WeightedPicker } from './random';
import { PoolPopularity, SpanSubnets } from './subnets';
import { extrinsicCount, extrinsicRate, KIND_WEIGHTS, KINDS, type Kind } from './traffic';
import { newKey, pickColdkey, SPAN_START_BLOCK, type ScheduledActivity, type World } from './world';

export interface ActivitySink {
  event: (row: EventRow) => void;
  swap: (row: SwapRow<bigint>) => void;
  bar: (bar: PoolBarRow) => void;
  evmTransaction: (row: EvmTransactionRow) => void;
  deregistration: (row: DeregistrationRow<bigint>) => void;
}

/** What the pass carries from block to block. All draws come from one stream, in chain order. */
interface Span {
  random: Random;
  world: World;
  sink: ActivitySink;
  subnets: SpanSubnets;
  popularity: PoolPopularity;
  kinds: WeightedPicker;
  evm: EvmWorld;
  bars: BarBuilder;
  coldkey: () => string;
}

/** The EVM transactions of one block so far: their count and the gas they used. */
interface EvmBlock {
  index: number;
  gas: bigint;
}

function stake(span: Span, block: BlockBuilder, ext: number): void {
  const { random, subnets } = span;
  const netuid = span.popularity.pick(random, subnets.pools);
  const pool = subnets.pools.get(netuid) as Pool;
  const maker = span.coldkey();
  const hotkey = random.pick((subnets.neurons.get(netuid) as SubnetNeurons).hotkeys);
  const time = Math.floor(blockTimeMs(block.number) / 1000);
  stakeExtrinsic(
    block,
    ext,
    { netuid, maker, hotkey, swap: () => pool.swap(random) },
    { swap: span.sink.swap, bars: (pool, swap) => span.bars.add(pool, time, swap) },
  );
}

function register(span: Span, block: BlockBuilder, ext: number): void {
  const { random, subnets } = span;
  const netuid = random.pick(subnets.netuids());
  const subnet = subnets.neurons.get(netuid) as SubnetNeurons;
  const owner = span.coldkey();
  const hotkey = newKey(random);
  registrationExtrinsic(block, ext, { netuid, subnet, owner, hotkey }, span.sink.deregistration);
}

function ethereum(span: Span, block: BlockBuilder, ext: number, evmBlock: EvmBlock): void {
  const tx = span.evm.transaction(
    block.number,
    evmBlock.index++,
    evmBlock.gas,
    () => span.subnets.anyNeuron().hotkey,
  );
  evmBlock.gas = BigInt(tx.cumulative_gas_used);
  span.sink.evmTransaction(tx);
  ethereumExtrinsic(block, ext, tx);
}

type UserExtrinsic = (span: Span, block: BlockBuilder, ext: number, evmBlock: EvmBlock) => void;

/** Each kind's extrinsic, with the draws that pick who sends it and where. */
const USER_EXTRINSICS: Record<Kind, UserExtrinsic> = {
  swap: stake,
  transfer: (span, block, ext) => transferExtrinsic(block, ext, span.coldkey(), span.coldkey),
  weights: (span, block, ext) => weightsExtrinsic(block, ext, span.subnets.anyNeuron()),
  axon: (span, block, ext) => axonExtrinsic(block, ext, span.subnets.anyNeuron()),
  register,
  evm: ethereum,
  batch: (span, block, ext) => batchExtrinsic(block, ext, span.coldkey(), span.coldkey),
  proxy: (span, block, ext) =>
    proxyExtrinsic(block, ext, { real: span.coldkey(), proxy: span.coldkey() }, span.coldkey),
  sudo: (span, block, ext) => sudoExtrinsic(block, ext, span.world.ownerLog[0]?.owner ?? span.coldkey()),
};

function spanBlock(span: Span, number: number, userExtrinsics: number, scheduled: ScheduledActivity[]): void {
  span.subnets.registerUpTo(number, SPAN_START_BLOCK);
  const block = new BlockBuilder(number, span.random, span.sink.event);
  for (const activity of scheduled.filter((a) => a.phase === 'Initialization')) {
    initializationEvents(block, activity);
  }
  block.timestampInherent();
  let ext = 1;
  for (const activity of scheduled.filter((a) => a.phase === 'ApplyExtrinsic')) {
    scheduledExtrinsic(block, ext++, activity);
  }
  const evmBlock = { index: 0, gas: 0n };
  for (let i = 0; i < userExtrinsics; i++) {
    const index = ext++;
    USER_EXTRINSICS[KINDS[span.kinds.pick(span.random)] as Kind](span, block, index, evmBlock);
  }
  block.authorFees(span.coldkey);
}

export function generateActivity(world: World, seed: number, scale: number, sink: ActivitySink): void {
  const random = new Random(seed, 'activity');
  const evm = new EvmWorld(new Random(seed, 'evm'), scale);
  const bars = new BarBuilder((bar) => sink.bar(bar));
  const subnets = new SpanSubnets(world, random);
  subnets.registerUpTo(SPAN_START_BLOCK - 1, SPAN_START_BLOCK);
  const span: Span = {
    random,
    world,
    sink,
    subnets,
    popularity: new PoolPopularity(random),
    kinds: new WeightedPicker(Object.values(KIND_WEIGHTS)),
    evm,
    bars,
    coldkey: () => pickColdkey(world, random),
  };

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
      spanBlock(span, at, 0, takeScheduled(at));
    }
    if (next > HEAD_BLOCK) break;
    spanBlock(span, next, extrinsicCount(random, rate), takeScheduled(next));
    block = next;
  }
  bars.finish();
}
