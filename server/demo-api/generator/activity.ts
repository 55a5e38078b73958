// The block-by-block pass over the span: every active block gets its events in chain order (Initialization, the
// timestamp inherent, signed extrinsics, Finalization), and the records other tables keep are made from the same
// draws: a stake added or removed is a pool swap, a registration into a full subnet deregisters a neuron, an
// Ethereum.transact extrinsic is an EVM transaction. So every table tells one consistent story. Each kind of
// extrinsic is written by its own module (extrinsics/), and users.ts picks who sends which; this one decides
// where and when. The market's trades (market.ts) join the span's blocks in its last months, drawn from streams of
// their own: a block the span's users left empty gets one of its own, and every draw of the span's stream stays
// where it was.
import type { DeregistrationRow, EventRow, EvmTransactionRow, PoolBarRow, SwapRow } from '../store/schema';
import { BlockBuilder } from './block';
import { EvmWorld } from './evm';
import { initializationEvents, scheduledExtrinsic } from './extrinsics/scheduled';
import { extraExtrinsics as blockExtras, type Extras } from './extras';
import { Market, type Anchor, type MarketSide } from './market';
import { Newcomers } from './newcomers';
import type { SubnetNeurons } from './extrinsics/registration';
import { BarBuilder, type Pool } from './pools';
import { Random } from './random';
import { PoolPopularity, SpanSubnets } from './subnets';
import { extrinsicCount, extrinsicRate } from './traffic';
import { userExtrinsics, type EvmBlock, type Users } from './users';
import { pickColdkey, type ScheduledActivity, type World } from './world';

export interface ActivitySink {
  event: (row: EventRow) => void;
  swap: (row: SwapRow<bigint>) => void;
  bar: (bar: PoolBarRow) => void;
  evmTransaction: (row: EvmTransactionRow) => void;
  deregistration: (row: DeregistrationRow<bigint>) => void;
}

/** What the pass carries from block to block. All the users' draws come from one stream, in chain order. */
interface Pass {
  world: World;
  sink: ActivitySink;
  subnets: SpanSubnets;
  users: Users;
  market: Market;
  marketSide: MarketSide;
  newcomers: Newcomers;
}

/** The block's extras, from `firstExt` on (extras.ts); returns the next index. */
function extraExtrinsics(
  pass: Pass,
  block: BlockBuilder,
  { firstExt, extras, evmBlock }: { firstExt: number; extras: Extras; evmBlock: EvmBlock },
): number {
  return blockExtras(block, extras, {
    firstExt,
    evmBlock,
    market: pass.market,
    side: pass.marketSide,
    usersOf: (random) => ({
      ...pass.users,
      random,
      evmRandom: random,
      coldkey: () => pickColdkey(pass.world, random),
    }),
  });
}

/**
 * A block of the span: its scheduled activity and `userCount` signed extrinsics drawn from the span's stream, then
 * its extras, drawn from their own.
 */
function spanBlock(
  pass: Pass,
  number: number,
  { userCount, scheduled, extras }: { userCount: number; scheduled: ScheduledActivity[]; extras: Extras },
): void {
  pass.subnets.registerUpTo(number, pass.world.span.start);
  const block = new BlockBuilder(number, pass.users.random, pass.sink.event);
  for (const activity of scheduled.filter((a) => a.phase === 'Initialization')) {
    initializationEvents(block, activity);
  }
  block.timestampInherent();
  let ext = 1;
  for (const activity of scheduled.filter((a) => a.phase === 'ApplyExtrinsic')) {
    scheduledExtrinsic(block, ext++, activity);
  }
  const evmBlock = { index: 0, gas: 0n };
  ext = userExtrinsics(pass.users, block, { firstExt: ext, count: userCount, evmBlock });
  extraExtrinsics(pass, block, { firstExt: ext, extras, evmBlock });
  block.authorFees(pass.users.coldkey);
}

/** A block with extras alone: every draw from their streams (the market's first), none from the span's. */
function extrasBlock(pass: Pass, number: number, extras: Extras): void {
  const random = (extras.trades?.random ?? extras.newcomers?.random) as Random;
  const block = new BlockBuilder(number, random, pass.sink.event);
  block.timestampInherent();
  const next = extraExtrinsics(pass, block, { firstExt: 1, extras, evmBlock: { index: 0, gas: 0n } });
  if (next > 1) block.authorFees(() => pickColdkey(pass.world, random));
}

/** The market's view of the span's pools: each pool anchored where the market first trades in it. */
function spanMarketSide(
  world: World,
  subnets: SpanSubnets,
  market: Market,
  sink: ActivitySink,
  bars: BarBuilder,
): MarketSide {
  const anchors = new WeakMap<Pool, Anchor>();
  return {
    pool: (netuid) => subnets.pools.get(netuid),
    anchor: (netuid, pool, block) => {
      let anchor = anchors.get(pool);
      if (!anchor) anchors.set(pool, (anchor = market.anchorAt(netuid, block, pool.price())));
      return anchor;
    },
    hotkey: (netuid, random) => random.pick((subnets.neurons.get(netuid) as SubnetNeurons).hotkeys),
    trader: (random) => pickColdkey(world, random),
    sink: { swap: sink.swap, bars: (netuid, time, swap) => bars.add(netuid, time, swap) },
  };
}

/**
 * The span's blocks, written to `sink`. Returns each subnet's neurons at the span's end, where the live chain's
 * registrations go on from.
 */
export function generateActivity(
  world: World,
  seed: number,
  scale: number,
  sink: ActivitySink,
): ReadonlyMap<number, SubnetNeurons> {
  const { span } = world;
  const random = new Random(seed, 'activity');
  const evmRandom = new Random(seed, 'evm');
  const evm = new EvmWorld(evmRandom, scale);
  const bars = new BarBuilder((bar) => sink.bar(bar));
  const subnets = new SpanSubnets(world, random);
  subnets.registerUpTo(span.start - 1, span.start);
  const market = new Market(seed, scale, span);
  const pass: Pass = {
    world,
    sink,
    subnets,
    users: {
      random,
      evmRandom,
      neurons: subnets.neurons,
      pools: subnets.pools,
      stakeSwap: (_, pool) => pool.swap(random),
      popularity: new PoolPopularity(random),
      evm,
      coldkey: () => pickColdkey(world, random),
      sudoKey: (world.ownerLog[0] as World['ownerLog'][number]).owner,
      sink: {
        swap: sink.swap,
        bars: (netuid, time, swap) => bars.add(netuid, time, swap),
        evmTransaction: sink.evmTransaction,
        deregistration: sink.deregistration,
        // Written at the span's end, all at once (store/database.ts).
        neuron: () => {},
      },
    },
    market,
    marketSide: spanMarketSide(world, subnets, market, sink, bars),
    newcomers: new Newcomers(seed, scale, span),
  };

  // Walk the span from one active block to the next: the gap between blocks with signed extrinsics is geometric.
  // Scheduled activity (subnet registrations, coldkey swaps) joins its block, or gets one of its own, and so do
  // the extras (the market's trades, the newcomers).
  const scheduled = world.scheduled.filter((a) => a.block <= span.end);
  let nextScheduled = 0;
  const takeScheduled = (block: number) => {
    const group: ScheduledActivity[] = [];
    while (scheduled[nextScheduled]?.block === block)
      group.push(scheduled[nextScheduled++] as ScheduledActivity);
    return group;
  };
  const extrasAt = (block: number): Extras => ({
    trades: pass.market.trades(block),
    newcomers: pass.newcomers.activity(block),
  });
  let extrasDone = span.start - 1;
  /** Makes the blocks of extras alone before `block`, and returns the extras of `block` itself. */
  const extrasUpTo = (block: number): Extras => {
    for (extrasDone++; extrasDone < block; extrasDone++) {
      const extras = extrasAt(extrasDone);
      if (extras.trades || extras.newcomers) extrasBlock(pass, extrasDone, extras);
    }
    return block <= span.end ? extrasAt(block) : { trades: null, newcomers: null };
  };
  let block = span.start - 1;
  for (;;) {
    const rate = extrinsicRate(block, scale, span);
    const next = block + 1 + random.geometric(1 - Math.exp(-rate));
    for (
      let at = scheduled[nextScheduled]?.block;
      at !== undefined && at < next;
      at = scheduled[nextScheduled]?.block
    ) {
      spanBlock(pass, at, { userCount: 0, scheduled: takeScheduled(at), extras: extrasUpTo(at) });
    }
    if (next > span.end) break;
    const userCount = extrinsicCount(random, rate);
    spanBlock(pass, next, { userCount, scheduled: takeScheduled(next), extras: extrasUpTo(next) });
    block = next;
  }
  extrasUpTo(span.end + 1);
  bars.finish();
  return subnets.neurons;
}
