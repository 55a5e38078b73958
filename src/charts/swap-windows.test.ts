import { describe, expect, it } from 'vitest';
import {
  blockAt,
  chainClock,
  CHAIN_REFERENCE,
  isClosed,
  newestWindow,
  olderWindow,
  reachesInto,
  swapWindow,
  windowEndingIn,
} from './swap-windows';

const HEAD = CHAIN_REFERENCE; // block 9,518,400 at 2026-11-01 00:00 UTC
const HOUR = 3_600;

describe('blockAt', () => {
  it('counts 12 s a block from a known block, the last block at or before the time', () => {
    expect(blockAt(HEAD.time, HEAD)).toBe(9_518_400);
    expect(blockAt(HEAD.time + 11, HEAD)).toBe(9_518_400);
    expect(blockAt(HEAD.time + 12, HEAD)).toBe(9_518_401);
    expect(blockAt(HEAD.time - 1, HEAD)).toBe(9_518_399);
    expect(blockAt(HEAD.time - HOUR, HEAD)).toBe(9_518_100);
  });
});

describe('windowEndingIn', () => {
  it('is the 2,000 blocks ending with the 1,000-block cell that holds the block', () => {
    expect(windowEndingIn(9_518_400)).toEqual({ fromBlock: 9_517_000, toBlock: 9_518_999 });
    // Before genesis (a range in 1970): the first cell, never a negative block, which the API refuses.
    expect(windowEndingIn(-139_932_001)).toEqual({ fromBlock: 0, toBlock: 999 });
    expect(windowEndingIn(9_518_000)).toEqual({ fromBlock: 9_517_000, toBlock: 9_518_999 });
    expect(windowEndingIn(9_518_999)).toEqual({ fromBlock: 9_517_000, toBlock: 9_518_999 });
    expect(windowEndingIn(9_517_999)).toEqual({ fromBlock: 9_516_000, toBlock: 9_517_999 });
  });

  it('never starts before block 0', () => {
    expect(windowEndingIn(5)).toEqual({ fromBlock: 0, toBlock: 999 });
  });
});

describe('swapWindow', () => {
  const clock = chainClock(newestWindow(HEAD.time, HEAD.time), HEAD);

  it('shares one window between every view that ends in the same cell', () => {
    // Views ending 10 minutes and 3 hours before the head: blocks 9,518,350 and 9,517,500.
    const late = swapWindow({ from: HEAD.time - 2 * HOUR, to: HEAD.time - 600 }, clock);
    const earlier = swapWindow({ from: HEAD.time - 5 * HOUR, to: HEAD.time - 3 * HOUR }, clock);
    expect(late).toEqual({ fromBlock: 9_517_000, toBlock: 9_518_999 });
    expect(earlier).toEqual({ fromBlock: 9_516_000, toBlock: 9_517_999 });
    expect(swapWindow({ from: HEAD.time - 4 * HOUR, to: HEAD.time - 3 * HOUR - 600 }, clock)).toEqual(
      earlier,
    );
  });

  it('asks nothing past the last block: a view beyond the newest bar asks the newest window', () => {
    expect(swapWindow({ from: HEAD.time, to: HEAD.time + 30 * 86_400 }, clock)).toEqual(
      newestWindow(HEAD.time, HEAD.time),
    );
  });

  it('spans at most 2,000 blocks, whatever the range', () => {
    const { fromBlock, toBlock } = swapWindow({ from: 0, to: HEAD.time }, clock);
    expect(toBlock - fromBlock + 1).toBe(2_000);
  });
});

describe('chainClock', () => {
  it('reckons from the newest event of the newest window, and stops at its block', () => {
    // A chain 5,000 blocks behind the reference's estimate: the answer corrects it.
    const newest = { block: 9_513_400, time: HEAD.time - 7 };
    const clock = chainClock(newestWindow(HEAD.time, HEAD.time), newest);
    expect(clock).toEqual({ anchor: newest, lastBlock: 9_513_400 });
    expect(swapWindow({ from: HEAD.time - HOUR, to: HEAD.time - 600 }, clock)).toEqual({
      fromBlock: 9_512_000,
      toBlock: 9_513_999,
    });
  });

  it('keeps the reference when the newest window held no event, and asks nothing from that window on', () => {
    // A week-long bar ending a day after the chain's last block.
    const empty = newestWindow(HEAD.time + 86_400, HEAD.time + 86_400);
    expect(empty).toEqual({ fromBlock: 9_524_000, toBlock: 9_525_999 });
    const clock = chainClock(empty, null);
    expect(clock).toEqual({ anchor: CHAIN_REFERENCE, lastBlock: 9_523_999 });
    expect(swapWindow({ from: HEAD.time - 86_400, to: HEAD.time + 86_400 }, clock)).toEqual({
      fromBlock: 9_522_000,
      toBlock: 9_523_999,
    });
  });
});

describe('newestWindow', () => {
  it('is the window of the block before the newest bar ends', () => {
    expect(newestWindow(HEAD.time, HEAD.time)).toEqual({ fromBlock: 9_517_000, toBlock: 9_518_999 });
    expect(newestWindow(HEAD.time - 12_000, HEAD.time)).toEqual({ fromBlock: 9_516_000, toBlock: 9_517_999 });
  });
  it('is never past now: a chart that runs to now ends at its candle’s end, up to an hour ahead', () => {
    // At 05:01, block 9,519,905 (in the cell to 9,519,999), a daily chart asks up to 06:00, in the next cell.
    const now = HEAD.time + 5 * HOUR + 60;
    expect(newestWindow(HEAD.time + 6 * HOUR, now)).toEqual({ fromBlock: 9_518_000, toBlock: 9_519_999 });
  });
});

describe('isClosed', () => {
  it('closes windows that ended a while before now, not the one holding the head', () => {
    expect(isClosed({ fromBlock: 9_516_000, toBlock: 9_517_999 }, HEAD.time, HEAD)).toBe(true);
    expect(isClosed({ fromBlock: 9_517_000, toBlock: 9_518_999 }, HEAD.time, HEAD)).toBe(false);
    // Blocks close to the head may still change.
    expect(isClosed({ fromBlock: 9_516_350, toBlock: 9_518_349 }, HEAD.time, HEAD)).toBe(true);
    expect(isClosed({ fromBlock: 9_516_351, toBlock: 9_518_350 }, HEAD.time, HEAD)).toBe(false);
  });
});

describe('olderWindow', () => {
  it('is the 2,000 blocks just before, down to block 0', () => {
    expect(olderWindow({ fromBlock: 9_517_000, toBlock: 9_518_999 })).toEqual({
      fromBlock: 9_515_000,
      toBlock: 9_516_999,
    });
    expect(olderWindow({ fromBlock: 1_000, toBlock: 2_999 })).toEqual({ fromBlock: 0, toBlock: 999 });
    expect(olderWindow({ fromBlock: 0, toBlock: 999 })).toBeNull();
  });
});

describe('reachesInto', () => {
  const clock = chainClock(newestWindow(HEAD.time, HEAD.time), HEAD);
  // The last 10 hours: blocks 9,515,400 to the head.
  const range = { from: HEAD.time - 10 * HOUR, to: HEAD.time };

  it('holds while the window ends at or after the block of the range’s start', () => {
    expect(reachesInto({ fromBlock: 9_515_000, toBlock: 9_516_999 }, range, clock)).toBe(true);
    expect(reachesInto({ fromBlock: 9_513_400, toBlock: 9_515_400 }, range, clock)).toBe(true);
    expect(reachesInto({ fromBlock: 9_513_000, toBlock: 9_514_999 }, range, clock)).toBe(false);
  });
});
