// Daily balance snapshots of every coldkey, one row per account per day at the first block after 00:00 UTC, as
// the real account history has them. Components are exact BigInt rao and always add up:
// staked = staked_alpha_as_tao + staked_root, total = free + staked. Two exchange-sized whales hold more than
// 2^53 rao, so any amount that slips through a JavaScript number shows up wrong. Some accounts also existed on
// the two earlier networks, nakamoto and kusanagi, and have snapshots there.
import type { Network } from '../../../src/api/schemas';
import { blockTimeMs, firstBlockAtOrAfter, HEAD_TIME_MS } from '../chain';
import { Random } from './random';
import { SPAN_DAYS, SPAN_START_BLOCK, type ColdkeySwap, type World } from './world';

const DAY_MS = 86_400_000;

export interface AccountRow {
  network: Network;
  address: string;
  block_number: number;
  rank: number;
  balance_free: bigint;
  balance_staked: bigint;
  balance_staked_alpha_as_tao: bigint;
  balance_staked_root: bigint;
  balance_total: bigint;
  created_on_date: string;
  created_on_network: Network;
  coldkey_swap: string | null;
}

export interface BalanceSink {
  history(row: AccountRow): void;
  latest(row: AccountRow): void;
}

interface Holdings {
  free: number;
  alpha: number;
  root: number;
  /** The account's total in TAO stays within [floor, ceiling]: balances wander, but supply stays near 21M. */
  floor: number;
  ceiling: number;
  /** Daily spread of the wander: exchange-sized holdings move by fractions of a percent. */
  volatility: number;
}

interface Account {
  address: string;
  createdMs: number;
  createdNetwork: Network;
  holdings: Holdings;
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

/** TAO as rao: six decimals from the float, and the last three digits drawn, so values look like real rao. */
function rao(random: Random, tao: number): bigint {
  return tao <= 0 ? 0n : BigInt(Math.round(tao * 1e6)) * 1000n + BigInt(random.int(1000));
}

function snapshot(
  random: Random,
  account: Account,
  network: Network,
  block: number,
  rank: number,
): AccountRow {
  const free = rao(random, account.holdings.free);
  const alpha = rao(random, account.holdings.alpha);
  const root = rao(random, account.holdings.root);
  return {
    network,
    address: account.address,
    block_number: block,
    rank,
    balance_free: free,
    balance_staked: alpha + root,
    balance_staked_alpha_as_tao: alpha,
    balance_staked_root: root,
    balance_total: free + alpha + root,
    created_on_date: day(account.createdMs),
    created_on_network: account.createdNetwork,
    coldkey_swap: network === 'finney' ? account.swap : null,
  };
}

/** One day's wander: small moves, now and then a large one, and some free balance staked. */
function wander(random: Random, h: Holdings): void {
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
function rankDay(random: Random, accounts: Account[], network: Network, block: number): AccountRow[] {
  const rows = accounts.map((account) => snapshot(random, account, network, block, 0));
  rows.sort((a, b) => (b.balance_total > a.balance_total ? 1 : b.balance_total < a.balance_total ? -1 : 0));
  rows.forEach((row, i) => (row.rank = i + 1));
  return rows;
}

export function generateBalances(world: World, seed: number, scale: number, sink: BalanceSink): void {
  const random = new Random(seed, 'balances');
  const spanStartMs = blockTimeMs(SPAN_START_BLOCK);
  const size = 1 / Math.sqrt(scale); // keep the supply near 21M TAO however many accounts a scale makes
  const accounts: Account[] = world.coldkeys.map((key, i) => {
    const whale = i < 2;
    const holdings: Holdings = whale
      ? i === 0
        ? { free: 9_210_000, alpha: 0, root: 0, floor: 9_050_000, ceiling: 9_800_000, volatility: 0.0015 }
        : {
            free: 1_200,
            alpha: 40_000,
            root: 9_080_000,
            floor: 9_020_000,
            ceiling: 9_500_000,
            volatility: 0.0015,
          }
      : {
          free: Math.min(50_000, random.logNormal(20 * size, 2)),
          alpha: random.chance(0.55) ? Math.min(50_000, random.logNormal(100 * size, 2)) : 0,
          root: random.chance(0.15) ? Math.min(50_000, random.logNormal(500 * size, 1.8)) : 0,
          floor: 0,
          ceiling: 250_000 * size,
          volatility: 0.03,
        };
    const createdMs =
      key.createdAtBlock !== undefined
        ? blockTimeMs(key.createdAtBlock)
        : whale || random.chance(0.3)
          ? Date.UTC(2023, 2, 20) + random.next() * (spanStartMs - Date.UTC(2023, 2, 20))
          : spanStartMs + random.next() * (HEAD_TIME_MS - spanStartMs);
    return { address: key.hex, createdMs, createdNetwork: 'finney', holdings, swap: null };
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
    let rows: AccountRow[] = [];
    for (let d = 0; d < era.days; d++) {
      const block = firstBlockAtOrAfter(era.firstDayMs + d * DAY_MS, era.network);
      eraAccounts.forEach((a) => wander(random, a.holdings));
      rows = rankDay(random, eraAccounts, era.network, block);
      rows.forEach((row) => sink.history(row));
    }
    rows.reverse().forEach((row) => sink.latest(row));
  }

  // Finney: a snapshot a day through the span. A coldkey swap hands everything to the new key, and both keys'
  // rows name the swap from then on.
  const swaps: ColdkeySwap[] = [...world.coldkeySwaps];
  const byAddress = new Map(accounts.map((a) => [a.address, a]));
  let rows: AccountRow[] = [];
  for (let d = 0; d < SPAN_DAYS; d++) {
    const dayMs = HEAD_TIME_MS - (SPAN_DAYS - 1 - d) * DAY_MS;
    const block = firstBlockAtOrAfter(dayMs);
    while (swaps.length > 0 && (swaps[0] as ColdkeySwap).block <= block) {
      const swap = swaps.shift() as ColdkeySwap;
      const from = byAddress.get(swap.oldColdkey) as Account;
      const to = byAddress.get(swap.newColdkey) as Account;
      to.holdings = from.holdings;
      from.holdings = { free: 0.000_5, alpha: 0, root: 0, floor: 0, ceiling: 1, volatility: 0 };
      from.swap = to.swap = JSON.stringify({
        block_number: swap.block,
        network: 'finney',
        old_coldkey: swap.oldColdkey,
        new_coldkey: swap.newColdkey,
      });
    }
    const present = accounts.filter((a) => a.createdMs <= blockTimeMs(block));
    present.forEach((a) => wander(random, a.holdings));
    rows = rankDay(random, present, 'finney', block);
    rows.forEach((row) => sink.history(row));
  }
  rows.reverse().forEach((row) => sink.latest(row));
}
