import { describe, expect, it } from 'vitest';
import { HISTORY_HOURS, hourOf, hourStart, missingAsks, tailAsks } from './grid';

// Grid window 5,288 holds blocks 9,518,400 to 9,520,199: hours 31,728 to 31,733.
const window = (k: number) => ({ fromBlock: k * 1_800, toBlock: k * 1_800 + 1_799 });

describe('the market on the swaps grid', () => {
  it('counts hours of 300 blocks, six to a grid window', () => {
    expect([hourOf(0), hourOf(299), hourOf(300), hourOf(9_518_400)]).toEqual([0, 0, 1, 31_728]);
    expect(hourStart(31_728)).toBe(9_518_400);
  });

  it('asks the open grid window whole, and the one before it while it is within 30 minutes (150 blocks) of the head', () => {
    // Grid window 5,287 ends at 9,518,399: it closes at 9,518,550.
    expect(tailAsks(9_518_549)).toEqual([
      { ...window(5_287), hours: [31_722, 31_723, 31_724, 31_725, 31_726, 31_727] },
      { ...window(5_288), hours: [31_728] },
    ]);
    expect(tailAsks(9_518_550)).toEqual([{ ...window(5_288), hours: [31_728] }]);
  });

  it('asks the missing closed grid windows of the history newest first, each whole', () => {
    const head = 9_518_700; // closed through grid window 5,287
    const asks = missingAsks(head, () => false);
    expect(asks[0]).toEqual({ ...window(5_287), hours: [31_722, 31_723, 31_724, 31_725, 31_726, 31_727] });
    const hours = asks.flatMap((ask) => ask.hours);
    // The 174 hours of the history but the head's two: 29 grid windows reach back to its first.
    expect(asks).toHaveLength(29);
    expect(Math.min(...hours)).toBeLessThanOrEqual(hourOf(head) - HISTORY_HOURS + 1);
    expect(asks.every((ask) => ask.toBlock - ask.fromBlock + 1 === 1_800)).toBe(true);
  });

  it('asks a grid window again only if it holds an hour not yet loaded', () => {
    const loaded = new Set([31_722, 31_723, 31_724, 31_725, 31_726, 31_727, 31_716]);
    const asks = missingAsks(9_518_700, (hour) => loaded.has(hour)).slice(0, 2);
    expect(asks.map((ask) => ask.fromBlock)).toEqual([window(5_286).fromBlock, window(5_285).fromBlock]);
  });

  it('asks nothing when the history is loaded', () => {
    expect(missingAsks(9_518_550, () => true)).toEqual([]);
  });
});
