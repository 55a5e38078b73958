// An account's balances from its daily snapshots (GET /api/account/history/v1, newest first): the newest, and the
// snapshots a day and a week before it, from which the watchlist shows the 24 h and 7 d changes; and the same over
// every followed account. Amounts in rao, exact, through BigInt. Pure.
import type { AccountRow } from '../../api/schemas';

/** One snapshot's balances, in rao. */
export interface Snapshot {
  time: number;
  free: bigint;
  staked: bigint;
  total: bigint;
}

export interface Holdings {
  now: Snapshot;
  /** The newest snapshot a day, and a week, before `now`; null where the history does not reach back so far. */
  dayAgo: Snapshot | null;
  weekAgo: Snapshot | null;
}

const HOUR_MS = 3_600_000;
/**
 * How far before the newest snapshot the day's and the week's are: an hour short of a day, and of a week, since
 * snapshots are daily at about the same time, a few milliseconds apart (23:59:48.221, then 23:59:48.546).
 */
export const DAY_BEFORE_MS = 23 * HOUR_MS;
export const WEEK_BEFORE_MS = (7 * 24 - 1) * HOUR_MS;

/** A record's balances; null for one that lacks its time or a balance (read field by field, it may). */
function snapshotOf(record: AccountRow): Snapshot | null {
  const { timestamp, balance_free, balance_staked, balance_total } = record;
  const time = timestamp === undefined ? NaN : Date.parse(timestamp);
  if (Number.isNaN(time) || balance_free == null || balance_staked == null || balance_total == null)
    return null;
  return { time, free: BigInt(balance_free), staked: BigInt(balance_staked), total: BigInt(balance_total) };
}

/** An account's holdings from its history's records (in any order); null when none of them is whole. */
export function holdingsOf(records: readonly AccountRow[]): Holdings | null {
  const snapshots = records
    .map(snapshotOf)
    .filter((snapshot) => snapshot !== null)
    .sort((a, b) => b.time - a.time);
  const [now] = snapshots;
  if (!now) return null;
  const before = (ms: number) => snapshots.find((snapshot) => snapshot.time <= now.time - ms) ?? null;
  return { now, dayAgo: before(DAY_BEFORE_MS), weekAgo: before(WEEK_BEFORE_MS) };
}

/** A change of a total: from `before` to `now`, over `accounts` accounts. */
export interface TotalChange {
  now: bigint;
  before: bigint;
  accounts: number;
}

export interface Totals {
  free: bigint;
  staked: bigint;
  total: bigint;
  /** The total's change over the accounts whose history reaches back a day, and a week; null where none does. */
  day: TotalChange | null;
  week: TotalChange | null;
}

/** The balances of `accounts` added up, and their total's changes over those whose history reaches back. */
export function totalsOf(accounts: readonly Holdings[]): Totals {
  const change = (earlier: (holdings: Holdings) => Snapshot | null): TotalChange | null => {
    const reaching = accounts.flatMap((holdings) => {
      const before = earlier(holdings);
      return before ? [{ now: holdings.now.total, before: before.total }] : [];
    });
    if (reaching.length === 0) return null;
    return {
      now: reaching.reduce((sum, { now }) => sum + now, 0n),
      before: reaching.reduce((sum, { before }) => sum + before, 0n),
      accounts: reaching.length,
    };
  };
  return {
    free: accounts.reduce((sum, { now }) => sum + now.free, 0n),
    staked: accounts.reduce((sum, { now }) => sum + now.staked, 0n),
    total: accounts.reduce((sum, { now }) => sum + now.total, 0n),
    day: change((holdings) => holdings.dayAgo),
    week: change((holdings) => holdings.weekAgo),
  };
}
