// Daily balance snapshots of every coldkey, one row per account per day at the block of 23:59:48 UTC, as the real
// account history has them. Components are exact BigInt rao and always add up:
// staked = staked_alpha_as_tao + staked_root = the sum of the per-subnet alpha balances' TAO values, and
// total = free + reserved + staked (liquidity provided to pools is not part of it). Two exchange-sized whales hold
// more than 2^53 rao, so any amount that slips through a JavaScript number shows up wrong. Some accounts also
// existed on the two earlier networks, nakamoto and kusanagi, and have snapshots there in the shape records had
// then: free, staked and total only (the 2025 fields are null here, and absent from the answers), rank 0 in history.
import type { Network } from '../../../src/api/schemas';
import { blockTimeMs, snapshotBlock, SPAN_DAYS } from '../chain';
import type { AccountRow } from '../store/schema';
import { rao } from './amounts';
import { Random } from './random';
import { SUBNET_COUNT, type ColdkeySwap, type World } from './world';

const DAY_MS = 86_400_000;

export interface BalanceSink {
  history(row: AccountRow<bigint>): void;
  latest(row: AccountRow<bigint>): void;
}

export interface Holdings {
  free: number;
  alpha: number;
  root: number;
  /** The account's total in TAO stays within [floor, ceiling]: balances wander, but supply stays near 21M. */
  floor: number;
  ceiling: number;
  /** Daily spread of the wander: exchange-sized holdings move by fractions of a percent. */
  volatility: number;
}

/** What records of 2025 add: drawn from a stream of their own, so that the older fields keep their values. */
interface Extras {
  /** Deposits held for identities and proxies: part of the total, never spendable. */
  reserved: bigint;
  /** Share of the free balance also provided as pool liquidity, in parts per thousand. */
  liquidityPerMille: bigint;
  rootClaimType: 'Swap' | 'Keep';
  /** The subnets the alpha stake is spread over, and each one's weight. */
  subnets: { netuid: number; weight: bigint }[];
}

interface Account {
  address: string;
  createdMs: number;
  createdNetwork: Network;
  holdings: Holdings;
  extras: Extras;
  swap: string | null;
}

/** The networks before finney: when their snapshots were taken, and how many accounts they hold. */
const HISTORICAL: {
  network: Network;
  firstDayMs: number;
  days: number;
  accounts: number;
  createdFromMs: number;
}[] = [
  {
    network: 'kusanagi',
    firstDayMs: Date.UTC(2021, 8, 1),
    days: 30,
    accounts: 40,
    createdFromMs: Date.UTC(2021, 4, 1),
  },
  {
    network: 'nakamoto',
    firstDayMs: Date.UTC(2022, 10, 1),
    days: 60,
    accounts: 120,
    createdFromMs: Date.UTC(2021, 10, 2),
  },
];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The two exchange-sized accounts (the first two coldkeys): they move by fractions of a percent, within bounds. */
export const WHALES: Holdings[] = [
  { free: 9_210_000, alpha: 0, root: 0, floor: 9_050_000, ceiling: 9_800_000, volatility: 0.0015 },
  { free: 1_200, alpha: 40_000, root: 9_080_000, floor: 9_020_000, ceiling: 9_500_000, volatility: 0.0015 },
];

/** Any other account's bounds and daily spread: more accounts at a larger scale, each smaller. */
export function ordinaryBounds(scale: number): Pick<Holdings, 'floor' | 'ceiling' | 'volatility'> {
  const size = 1 / Math.sqrt(scale); // keep the supply near 21M TAO however many accounts a scale makes
  return { floor: 0, ceiling: 250_000 * size, volatility: 0.03 };
}

/** How far a subnet's alpha price moves in a day, in natural-log units. */
export const ALPHA_PRICE_DRIFT = 0.03;

/** Each subnet's alpha price in TAO, in units of 10^-9, for one day: the same for every account that day. */
export type AlphaPrices = Map<number, bigint>;

/** `alpha` (rao, as TAO) spread over `subnets` by weight, each part also in the subnet's alpha at `prices`. */
export function alphaBalances(alpha: bigint, subnets: Extras['subnets'], prices: AlphaPrices): string {
  if (alpha === 0n) return '[]';
  const total = subnets.reduce((sum, s) => sum + s.weight, 0n);
  let left = alpha;
  const entries = subnets.map(({ netuid, weight }, i) => {
    // The last subnet takes what division left over, so the parts add up to the stake exactly.
    const asTao = i === subnets.length - 1 ? left : (alpha * weight) / total;
    left -= asTao;
    const price = prices.get(netuid) as bigint;
    return { netuid, balance: String((asTao * 1_000_000_000n) / price), balance_as_tao: String(asTao) };
  });
  return JSON.stringify(entries);
}

function snapshot(
  random: Random,
  account: Account,
  network: Network,
  block: number,
  rank: number,
  prices: AlphaPrices | null,
): AccountRow<bigint> {
  const free = rao(random, account.holdings.free);
  const alpha = rao(random, account.holdings.alpha);
  const root = rao(random, account.holdings.root);
  const base = {
    network,
    address: account.address,
    block_number: block,
    rank,
    balance_free: free,
    balance_staked: alpha + root,
    created_on_date: day(account.createdMs),
    created_on_network: account.createdNetwork,
    coldkey_swap: network === 'finney' ? account.swap : null,
  };
  // Without prices, a record of the historical networks: the shape of 2024.
  if (prices === null) {
    return {
      ...base,
      balance_staked_alpha_as_tao: null,
      balance_staked_root: null,
      balance_total: free + alpha + root,
      balance_reserved: null,
      balance_liquidity: null,
      root_claim_type: null,
      alpha_balances: null,
    };
  }
  const { reserved, liquidityPerMille, rootClaimType } = account.extras;
  return {
    ...base,
    balance_staked_alpha_as_tao: alpha,
    balance_staked_root: root,
    balance_total: free + reserved + alpha + root,
    balance_reserved: reserved,
    balance_liquidity: (free * liquidityPerMille) / 1000n,
    root_claim_type: rootClaimType,
    alpha_balances: alphaBalances(alpha, account.extras.subnets, prices),
  };
}

/** One day's wander: small moves, now and then a large one, and some free balance staked. */
export function wander(random: Random, h: Holdings): void {
  const jumps = h.volatility >= 0.01;
  const move = (x: number) =>
    x *
    Math.exp(h.volatility * random.gauss()) *
    (jumps && random.chance(0.01) ? random.logNormal(1, 0.5) : 1);
  h.free = move(h.free);
  h.alpha = move(h.alpha);
  h.root = move(h.root);
  if (jumps && random.chance(0.02)) {
    const staked = h.free * random.next() * 0.8;
    h.free -= staked;
    h.alpha += staked;
  }
  const total = h.free + h.alpha + h.root;
  const bounded = Math.min(h.ceiling, Math.max(h.floor, total));
  if (total > 0 && bounded !== total) {
    h.free *= bounded / total;
    h.alpha *= bounded / total;
    h.root *= bounded / total;
  }
}

/** Writes `accounts` ranked by total, richest first, as one day's rows; returns them poorest first. */
function rankDay(
  random: Random,
  accounts: Account[],
  network: Network,
  block: number,
  prices: AlphaPrices | null,
): AccountRow<bigint>[] {
  return rankByTotal(accounts.map((account) => snapshot(random, account, network, block, 0, prices)));
}

/** `rows` sorted by total, richest first, and ranked so. */
export function rankByTotal(rows: AccountRow<bigint>[]): AccountRow<bigint>[] {
  rows.sort((a, b) => (b.balance_total > a.balance_total ? 1 : b.balance_total < a.balance_total ? -1 : 0));
  rows.forEach((row, i) => (row.rank = i + 1));
  return rows;
}

/** The subnets' alpha prices, one wander a day: rough, but they make alpha amounts of a realistic size. */
class AlphaPriceBook {
  private readonly prices = new Map<number, number>();

  constructor(private readonly random: Random) {
    for (let netuid = 1; netuid < SUBNET_COUNT; netuid++) {
      this.prices.set(netuid, Math.min(0.5, Math.max(0.0008, random.logNormal(0.012, 1.0))));
    }
  }

  nextDay(): AlphaPrices {
    const day: AlphaPrices = new Map();
    for (const [netuid, price] of this.prices) {
      const moved = price * Math.exp(ALPHA_PRICE_DRIFT * this.random.gauss());
      this.prices.set(netuid, moved);
      day.set(netuid, BigInt(Math.max(1, Math.round(moved * 1e9))));
    }
    return day;
  }
}

function drawExtras(random: Random, whale: boolean): Extras {
  const count = whale ? 6 : 1 + random.int(4);
  const netuids = new Set<number>();
  while (netuids.size < count) netuids.add(1 + random.int(SUBNET_COUNT - 1));
  return {
    reserved: !whale && random.chance(0.12) ? BigInt(Math.round(random.logNormal(0.3, 1) * 1e9)) : 0n,
    liquidityPerMille: random.chance(0.05) ? BigInt(random.between(50, 600)) : 0n,
    rootClaimType: random.chance(0.8) ? 'Swap' : 'Keep',
    subnets: [...netuids]
      .sort((a, b) => a - b)
      .map((netuid) => ({ netuid, weight: BigInt(random.between(1, 100)) })),
  };
}

export function generateBalances(world: World, seed: number, scale: number, sink: BalanceSink): void {
  const random = new Random(seed, 'balances');
  const extrasRandom = new Random(seed, 'balances-2025');
  const spanStartMs = blockTimeMs(world.span.start);
  const spanEndMs = world.span.endMs;
  const size = 1 / Math.sqrt(scale); // keep the supply near 21M TAO however many accounts a scale makes
  const accounts: Account[] = world.coldkeys.map((key, i) => {
    const whale = WHALES[i];
    const holdings: Holdings = whale
      ? { ...whale }
      : {
          free: Math.min(50_000, random.logNormal(20 * size, 2)),
          alpha: random.chance(0.55) ? Math.min(50_000, random.logNormal(100 * size, 2)) : 0,
          root: random.chance(0.15) ? Math.min(50_000, random.logNormal(500 * size, 1.8)) : 0,
          ...ordinaryBounds(scale),
        };
    const createdMs =
      key.createdAtBlock !== undefined
        ? blockTimeMs(key.createdAtBlock)
        : whale !== undefined || random.chance(0.3)
          ? Date.UTC(2023, 2, 20) + random.next() * (spanStartMs - Date.UTC(2023, 2, 20))
          : spanStartMs + random.next() * (spanEndMs - spanStartMs);
    const extras = drawExtras(extrasRandom, whale !== undefined);
    return { address: key.hex, createdMs, createdNetwork: 'finney', holdings, extras, swap: null };
  });

  // The historical networks: their members are among the accounts that existed before the span.
  const old = accounts.filter(
    (a, i) => i >= 2 && a.createdMs < spanStartMs && world.coldkeys[i]?.createdAtBlock === undefined,
  );
  let taken = 0;
  for (const era of HISTORICAL) {
    const members = old.slice(taken, taken + era.accounts);
    taken += members.length;
    for (const account of members) {
      account.createdNetwork = era.network;
      account.createdMs = era.createdFromMs + random.next() * (era.firstDayMs - era.createdFromMs);
    }
    const eraHoldings = members.map((a) => ({ ...a.holdings }));
    const eraAccounts = members.map((a, i) => ({ ...a, holdings: eraHoldings[i] as Holdings }));
    let rows: AccountRow<bigint>[] = [];
    for (let d = 0; d < era.days; d++) {
      const block = snapshotBlock(era.firstDayMs + d * DAY_MS, era.network);
      eraAccounts.forEach((a) => wander(random, a.holdings));
      rows = rankDay(random, eraAccounts, era.network, block, null);
      // History rows of that time carry rank 0; only the newest snapshot, the latest record, is ranked.
      rows.forEach((row) => sink.history({ ...row, rank: 0 }));
    }
    rows.reverse().forEach((row) => sink.latest(row));
  }

  // Finney: a snapshot a day through the span. A coldkey swap hands everything to the new key, and both keys'
  // rows name the swap from then on.
  const swaps: ColdkeySwap[] = [...world.coldkeySwaps];
  const byAddress = new Map(accounts.map((a) => [a.address, a]));
  const prices = new AlphaPriceBook(extrasRandom);
  let rows: AccountRow<bigint>[] = [];
  for (let d = 0; d < SPAN_DAYS; d++) {
    const block = snapshotBlock(spanEndMs - (SPAN_DAYS - 1 - d) * DAY_MS);
    while (swaps.length > 0 && (swaps[0] as ColdkeySwap).block <= block) {
      const swap = swaps.shift() as ColdkeySwap;
      const from = byAddress.get(swap.oldColdkey) as Account;
      const to = byAddress.get(swap.newColdkey) as Account;
      to.holdings = from.holdings;
      to.extras = from.extras;
      from.holdings = { free: 0.000_5, alpha: 0, root: 0, floor: 0, ceiling: 1, volatility: 0 };
      from.extras = { ...from.extras, reserved: 0n, liquidityPerMille: 0n };
      from.swap = to.swap = JSON.stringify({
        block_number: swap.block,
        network: 'finney',
        old_coldkey: swap.oldColdkey,
        new_coldkey: swap.newColdkey,
      });
    }
    const present = accounts.filter((a) => a.createdMs <= blockTimeMs(block));
    present.forEach((a) => wander(random, a.holdings));
    rows = rankDay(random, present, 'finney', block, prices.nextDay());
    rows.forEach((row) => sink.history(row));
  }
  rows.reverse().forEach((row) => sink.latest(row));
}
