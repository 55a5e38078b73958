// The block-by-block pass over the span: every active block gets its events in chain order (Initialization, the
// timestamp inherent, signed extrinsics, Finalization), and the records other tables keep are made from the same
// draws: a stake added or removed is a pool swap, a registration into a full subnet deregisters a neuron, an
// Ethereum.transact extrinsic is an EVM transaction. So every table tells one consistent story. Each kind of
// extrinsic is written by its own module (extrinsics/); this one decides which, where and when. The market's
// trades (market.ts) join the span's blocks in its last weeks, drawn from streams of their own: a block the span's
// users left empty gets one of its own, and every draw of the span's stream stays where it was.
import { HEAD_BLOCK } from '../chain';
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
import { Market, marketExtrinsics, type Anchor, type MarketSide } from './market';
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
  market: Market;
  marketSide: MarketSide;
}

/** A block's market trades, and the stream they are drawn from. */
type Trades = ReturnType<Market['trades']>;

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
  stakeExtrinsic(
    block,
    ext,
    { netuid, maker, hotkey, swap: () => pool.swap(random) },
    { swap: span.sink.swap, bars: (netuid, time, swap) => span.bars.add(netuid, time, swap) },
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

/**
 * A block of the span: its scheduled activity and `userExtrinsics` signed extrinsics drawn from the span's stream,
 * then the market's trades drawn from the block's own.
 */
function spanBlock(
  span: Span,
  number: number,
  userExtrinsics: number,
  scheduled: ScheduledActivity[],
  trades: Trades,
): void {
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
  if (trades) {
    marketExtrinsics(span.market, block.drawingFrom(trades.random), ext, trades.netuids, span.marketSide);
  }
  block.authorFees(span.coldkey);
}

/** A block with the market's trades alone: every draw from the block's own stream, none from the span's. */
function marketBlock(span: Span, number: number, trades: NonNullable<Trades>): void {
  const block = new BlockBuilder(number, trades.random, span.sink.event);
  block.timestampInherent();
  const next = marketExtrinsics(span.market, block, 1, trades.netuids, span.marketSide);
  if (next > 1) block.authorFees(() => pickColdkey(span.world, trades.random));
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

export function generateActivity(world: World, seed: number, scale: number, sink: ActivitySink): void {
  const random = new Random(seed, 'activity');
  const evm = new EvmWorld(new Random(seed, 'evm'), scale);
  const bars = new BarBuilder((bar) => sink.bar(bar));
  const subnets = new SpanSubnets(world, random);
  subnets.registerUpTo(SPAN_START_BLOCK - 1, SPAN_START_BLOCK);
  const market = new Market(seed, scale);
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
    market,
    marketSide: spanMarketSide(world, subnets, market, sink, bars),
  };

  // Walk the span from one active block to the next: the gap between blocks with signed extrinsics is geometric.
  // Scheduled activity (subnet registrations, coldkey swaps) joins its block, or gets one of its own, and so do
  // the market's trades.
  const scheduled = world.scheduled.filter((a) => a.block <= HEAD_BLOCK);
  let nextScheduled = 0;
  const takeScheduled = (block: number) => {
    const group: ScheduledActivity[] = [];
    while (scheduled[nextScheduled]?.block === block)
      group.push(scheduled[nextScheduled++] as ScheduledActivity);
    return group;
  };
  let marketDone = SPAN_START_BLOCK - 1;
  /** Makes the market's blocks before `block`, and returns the trades of `block` itself. */
  const marketUpTo = (block: number): Trades => {
    for (marketDone++; marketDone < block; marketDone++) {
      const trades = market.trades(marketDone);
      if (trades) marketBlock(span, marketDone, trades);
    }
    return block <= HEAD_BLOCK ? market.trades(block) : null;
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
      spanBlock(span, at, 0, takeScheduled(at), marketUpTo(at));
    }
    if (next > HEAD_BLOCK) break;
    spanBlock(span, next, extrinsicCount(random, rate), takeScheduled(next), marketUpTo(next));
    block = next;
  }
  marketUpTo(HEAD_BLOCK + 1);
  bars.finish();
}
