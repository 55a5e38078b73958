import { describe, expect, it } from 'vitest';
import {
  blockAt,
  headOf,
  hoursOf,
  isClosed,
  olderWindow,
  reachesInto,
  swapWindowAt,
  swapWindowOf,
  timeOf,
} from './chain';

// The demo chain's newest event: block 9,518,372 at 2026-10-31 23:54:24 UTC.
const head = { block: 9_518_372, time: Date.parse('2026-10-31T23:54:24Z') / 1000 };

describe('the clock', () => {
  it('reckons blocks and times at 12 s a block from a known block', () => {
    expect(blockAt(head.time + 25, head)).toBe(9_518_374);
    expect(blockAt(head.time - 1, head)).toBe(9_518_371);
    expect(timeOf(9_518_374, head)).toBe(head.time + 24);
  });

  it('reads the head from the events list’s newest record, to the second', () => {
    expect(headOf([{ block_number: 9_518_372, timestamp: '2026-10-31T23:54:24.047Z' }])).toEqual(head);
    expect(headOf([])).toBeNull();
    expect(headOf([{ block_number: 1, timestamp: 'soon' }])).toBeNull();
  });
});

describe('the swaps grid', () => {
  it('gives every block one window of 1,800 blocks, aligned to multiples of 1,800', () => {
    expect(swapWindowOf(9_518_372)).toEqual({ fromBlock: 9_516_600, toBlock: 9_518_399 });
    expect(swapWindowOf(9_516_600)).toEqual(swapWindowOf(9_518_399));
    expect(swapWindowOf(9_518_400)).toEqual({ fromBlock: 9_518_400, toBlock: 9_520_199 });
    // A block before genesis (a range a URL put in 1970) is in the first window.
    expect(swapWindowOf(-139_932_001)).toEqual({ fromBlock: 0, toBlock: 1_799 });
  });

  it('serves every reader of a block from one window: a block page, a pool view ending there, the market', () => {
    const block = 9_517_000;
    const view = { from: timeOf(block, head) - 3_600, to: timeOf(block, head) + 1 };
    expect(swapWindowAt(view, head)).toEqual(swapWindowOf(block));
    expect(hoursOf(swapWindowOf(block))).toEqual([31_722, 31_723, 31_724, 31_725, 31_726, 31_727]);
  });

  it('never places a range’s end past the head', () => {
    expect(swapWindowAt({ from: head.time, to: head.time + 86_400 }, head)).toEqual(swapWindowOf(head.block));
  });

  it('steps back a window at a time, to block 0', () => {
    expect(olderWindow(swapWindowOf(9_518_372))).toEqual({ fromBlock: 9_514_800, toBlock: 9_516_599 });
    expect(olderWindow(swapWindowOf(5))).toBeNull();
  });

  it('closes a window once it ended 150 blocks (30 minutes) before the head', () => {
    const window = swapWindowOf(9_518_000);
    expect(isClosed(window, 9_518_399 + 150)).toBe(false);
    expect(isClosed(window, 9_518_399 + 151)).toBe(true);
  });

  it('says whether a range reaches back into a window', () => {
    const window = swapWindowOf(9_514_800);
    const start = timeOf(window.toBlock, head);
    expect(reachesInto(window, { from: start, to: head.time }, head)).toBe(true);
    expect(reachesInto(window, { from: start + 12, to: head.time }, head)).toBe(false);
  });
});
