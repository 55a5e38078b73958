import { describe, expect, it } from 'vitest';
import { lastClosedWindow, missingAsks, tailAsk, windowEnd, windowOf, windowStart } from './grid';

describe('the block grid', () => {
  it('cuts the chain into windows of 300 blocks', () => {
    expect([windowOf(0), windowOf(299), windowOf(300), windowOf(9_518_400)]).toEqual([0, 0, 1, 31_728]);
    expect([windowStart(31_728), windowEnd(31_728)]).toEqual([9_518_400, 9_518_699]);
  });

  it('closes a window once it ended more than 30 minutes (150 blocks) before the head', () => {
    // Window 31,727 ends at 9,518,399.
    expect(lastClosedWindow(9_518_549)).toBe(31_726);
    expect(lastClosedWindow(9_518_550)).toBe(31_727);
  });

  it('asks the tail from the first block after the last closed window to the head', () => {
    expect(tailAsk(9_518_550)).toEqual({ fromBlock: 9_518_400, toBlock: 9_518_550, windows: [] });
    expect(tailAsk(9_518_549)).toEqual({ fromBlock: 9_518_100, toBlock: 9_518_549, windows: [] });
  });

  it('asks the missing closed windows of the week newest first, a group of six on the grid at a time', () => {
    const head = 9_518_550; // closed through window 31,727 (= 6 × 5,287 + 5)
    const asks = missingAsks(head, () => false);
    expect(asks[0]).toEqual({
      fromBlock: windowStart(31_722),
      toBlock: windowEnd(31_727),
      windows: [31_727, 31_726, 31_725, 31_724, 31_723, 31_722],
    });
    // The week's windows and the six before it, but the head's and the still open one: 173, in 29 requests.
    const windows = asks.flatMap((ask) => ask.windows);
    expect(windows).toHaveLength(173);
    expect(Math.min(...windows)).toBe(windowOf(head) - 173);
    expect(asks.every((ask) => ask.toBlock - ask.fromBlock + 1 <= 2_000)).toBe(true);
    expect(asks).toHaveLength(29);
  });

  it('asks each run of missing windows of a group, where the group has others loaded', () => {
    const loaded = new Set([31_727, 31_725]);
    const asks = missingAsks(9_518_550, (window) => loaded.has(window)).slice(0, 3);
    expect(asks.map((ask) => ask.windows)).toEqual([
      [31_726],
      [31_724, 31_723, 31_722],
      [31_721, 31_720, 31_719, 31_718, 31_717, 31_716],
    ]);
    expect(asks[1]).toMatchObject({ fromBlock: windowStart(31_722), toBlock: windowEnd(31_724) });
  });

  it('asks a group the head is still in as far as it is closed', () => {
    // Closed through window 31,726, in the group 31,722 to 31,727.
    const [first] = missingAsks(9_518_372, () => false);
    expect(first?.windows).toEqual([31_726, 31_725, 31_724, 31_723, 31_722]);
  });

  it('asks nothing when the week is loaded', () => {
    expect(missingAsks(9_518_550, () => true)).toEqual([]);
  });
});
