import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../../api/schemas';
import { holdingsOf, totalsOf } from './holdings';

/** A daily snapshot `daysAgo` days before 2026-10-31, at 23:59:48 and a few milliseconds, as the service takes them. */
function snapshot(daysAgo: number, total: string, free = total, staked = '0'): AccountRow {
  const time = Date.parse('2026-10-31T23:59:48.000Z') - daysAgo * 86_400_000 + ((daysAgo * 331) % 700);
  return {
    timestamp: new Date(time).toISOString(),
    balance_free: free,
    balance_staked: staked,
    balance_total: total,
  } as AccountRow;
}

describe('an account’s holdings', () => {
  it('are its newest snapshot’s, with the snapshots a day and a week before, in any order', () => {
    const history = [3, 0, 8, 1, 7, 2].map((days) =>
      snapshot(days, String(1000 + days), String(days), '1000'),
    );
    const holdings = holdingsOf(history);
    expect(holdings?.now).toMatchObject({ total: 1000n, free: 0n, staked: 1000n });
    // The day before is less than 24 h earlier to the millisecond: snapshots are taken at about the same time.
    expect(holdings?.dayAgo?.total).toBe(1001n);
    expect(holdings?.weekAgo?.total).toBe(1007n);
  });

  it('keep amounts above 2^53 exact', () => {
    const holdings = holdingsOf([snapshot(0, '9007199254740993'), snapshot(1, '9007199254740992')]);
    expect(holdings?.now.total).toBe(9_007_199_254_740_993n);
    expect(holdings?.dayAgo?.total).toBe(9_007_199_254_740_992n);
  });

  it('have no earlier snapshot where the history does not reach back, and none at all without a whole record', () => {
    expect(holdingsOf([snapshot(0, '5'), snapshot(1, '4')])?.weekAgo).toBeNull();
    expect(holdingsOf([snapshot(0, '5')])?.dayAgo).toBeNull();
    expect(holdingsOf([])).toBeNull();
    // A record that lacks a balance is left out; the next is the newest.
    const partial = { ...snapshot(0, '9'), balance_total: undefined } as AccountRow;
    expect(holdingsOf([partial, snapshot(1, '4')])?.now.total).toBe(4n);
  });
});

describe('the holdings of every followed account', () => {
  it('add up, and change over the accounts whose history reaches back', () => {
    const old = holdingsOf([snapshot(0, '300', '100', '200'), snapshot(1, '250'), snapshot(7, '100')]);
    const young = holdingsOf([snapshot(0, '50', '50'), snapshot(1, '40')]);
    const today = holdingsOf([snapshot(0, '7', '7')]);
    const totals = totalsOf([old, young, today].filter((holdings) => holdings !== null));
    expect(totals).toEqual({
      free: 157n,
      staked: 200n,
      total: 357n,
      day: { now: 350n, before: 290n, accounts: 2 },
      week: { now: 300n, before: 100n, accounts: 1 },
    });
    expect(totalsOf([])).toEqual({ free: 0n, staked: 0n, total: 0n, day: null, week: null });
  });
});
