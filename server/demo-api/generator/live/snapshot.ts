// The day's balance snapshot of every finney account, taken by the live block of 23:59:48 UTC: each balance moves
// on from the account's previous snapshot as a day of the span moves it (balances.ts's wander), the parts still
// add up, the alpha is spread over the same subnets at the day's alpha prices, and the accounts are ranked again.
import { blockTimeMs } from '../../chain';
import type { AccountRow } from '../../store/schema';
import { rao } from '../amounts';
import {
  ALPHA_PRICE_DRIFT,
  alphaBalances,
  ordinaryBounds,
  rankByTotal,
  wander,
  type AlphaPrices,
  type Holdings,
} from '../balances';
import { Random } from '../random';
import type { Cast } from './cast';

const DAY_MS = 86_400_000;

/**
 * A finney account's row as read back, amounts as text. Finney's rows are all of 2025's shape (balances.ts), so
 * the fields null in 2024's are never null here.
 */
export type FinneyAccountRow = AccountRow<string> &
  Record<
    | 'balance_staked_alpha_as_tao'
    | 'balance_staked_root'
    | 'balance_reserved'
    | 'balance_liquidity'
    | 'alpha_balances',
    string
  >;

interface AlphaPart {
  netuid: number;
  balance: string;
  balance_as_tao: string;
}

const tao = (amount: string) => Number(amount) / 1e9;

function holdingsOf(row: FinneyAccountRow, cast: Cast, scale: number): Holdings {
  const bounds = cast.whales.get(row.address) ?? ordinaryBounds(scale);
  // A coldkey that handed everything to a new key in a swap keeps its dust.
  const emptied = row.coldkey_swap?.includes(`"old_coldkey":"${row.address}"`) ?? false;
  return {
    free: tao(row.balance_free),
    alpha: tao(row.balance_staked_alpha_as_tao),
    root: tao(row.balance_staked_root),
    floor: bounds.floor,
    ceiling: bounds.ceiling,
    volatility: emptied ? 0 : bounds.volatility,
  };
}

/** Each subnet's alpha price of the day: moved once from the first price an account shows for it. */
class DayPrices {
  readonly prices: AlphaPrices = new Map();

  constructor(
    private readonly seed: number,
    private readonly day: number,
  ) {}

  priceOf(part: AlphaPart | undefined, netuid: number): bigint {
    let price = this.prices.get(netuid);
    if (price === undefined) {
      const balance = BigInt(part?.balance ?? 0);
      const last =
        balance > 0n ? Number((BigInt(part?.balance_as_tao ?? 0) * 1_000_000_000n) / balance) : 12_000_000;
      const drift = ALPHA_PRICE_DRIFT * new Random(this.seed, `alpha-price-${netuid}-${this.day}`).gauss();
      price = BigInt(Math.max(1, Math.round(last * Math.exp(drift))));
      this.prices.set(netuid, price);
    }
    return price;
  }
}

/** `alpha` spread over the subnets the account held alpha on, in the same proportions; a first stake goes to one. */
function spreadAlpha(random: Random, alpha: bigint, row: FinneyAccountRow, prices: DayPrices): string {
  const parts = JSON.parse(row.alpha_balances) as AlphaPart[];
  const subnets = parts.length
    ? parts.map((p) => ({ netuid: p.netuid, weight: BigInt(p.balance_as_tao) || 1n }))
    : [{ netuid: 1 + random.int(128), weight: 1n }];
  if (alpha === 0n) return '[]';
  for (const { netuid } of subnets)
    prices.priceOf(
      parts.find((p) => p.netuid === netuid),
      netuid,
    );
  return alphaBalances(alpha, subnets, prices.prices);
}

function nextRow(
  random: Random,
  row: FinneyAccountRow,
  block: number,
  context: { cast: Cast; scale: number; prices: DayPrices },
): AccountRow<bigint> {
  const holdings = holdingsOf(row, context.cast, context.scale);
  wander(random, holdings);
  const free = rao(random, holdings.free);
  const alpha = rao(random, holdings.alpha);
  const root = rao(random, holdings.root);
  const reserved = BigInt(row.balance_reserved);
  const freeBefore = BigInt(row.balance_free);
  return {
    ...row,
    block_number: block,
    balance_free: free,
    balance_staked: alpha + root,
    balance_staked_alpha_as_tao: alpha,
    balance_staked_root: root,
    balance_total: free + reserved + alpha + root,
    balance_reserved: reserved,
    balance_liquidity: freeBefore > 0n ? (free * BigInt(row.balance_liquidity)) / freeBefore : 0n,
    alpha_balances: spreadAlpha(random, alpha, row, context.prices),
  };
}

/** The snapshot at `block` of the accounts whose previous rows are `previous`: ranked, richest first. */
export function daySnapshot(
  previous: FinneyAccountRow[],
  block: number,
  { seed, scale, cast }: { seed: number; scale: number; cast: Cast },
): AccountRow<bigint>[] {
  const random = new Random(seed, `live-snapshot-${block}`);
  const prices = new DayPrices(seed, Math.floor(blockTimeMs(block) / DAY_MS));
  return rankByTotal(previous.map((row) => nextRow(random, row, block, { cast, scale, prices })));
}
