import { describe, expect, it } from 'vitest';
import { chainHead, swapsUrl, swapWindow } from './swap-window';

// The demo chain's newest event: block 9,518,372 at 2026-10-31 23:54:24.047 UTC.
const head = { block: 9_518_372, time: Date.parse('2026-10-31T23:54:24.047Z') / 1000 };

describe('chainHead', () => {
  it('reads the newest event’s block and time', () => {
    expect(
      chainHead({ data: [{ block_number: 9_518_372, timestamp: '2026-10-31T23:54:24.047Z', id: 'x' }] }),
    ).toEqual(head);
  });

  it('is null without events or with an unreadable time', () => {
    expect(chainHead({ data: [] })).toBeNull();
    expect(chainHead({ data: [{ block_number: 1, timestamp: 'soon' }] })).toBeNull();
  });
});

describe('swapWindow', () => {
  it('ends at the head for a chart that runs to now (or later), 2,000 blocks long', () => {
    expect(swapWindow(head, Date.parse('2026-11-01T00:00:00Z') / 1000)).toEqual({
      fromBlock: 9_516_373,
      toBlock: 9_518_372,
    });
    expect(swapWindow(head, head.time + 86_400)).toEqual({ fromBlock: 9_516_373, toBlock: 9_518_372 });
  });

  it('ends a past chart’s window on the 300-block grid after its end, at 12 s a block', () => {
    // A day before the head is 7,200 blocks back: 9,511,172, rounded up to 9,511,200.
    expect(swapWindow(head, head.time - 86_400)).toEqual({ fromBlock: 9_509_201, toBlock: 9_511_200 });
    // Moments later, with the head a few blocks on, the question is the same.
    const later = { block: head.block + 5, time: head.time + 60 };
    expect(swapWindow(later, head.time - 86_400)).toEqual(swapWindow(head, head.time - 86_400));
  });

  it('never asks below block 0', () => {
    expect(swapWindow({ block: 500, time: 6_000 }, 6_000)).toEqual({ fromBlock: 0, toBlock: 500 });
    expect(swapWindow({ block: 500, time: 6_000 }, 0)).toEqual({ fromBlock: 0, toBlock: 0 });
  });

  it('is asked with both bounds', () => {
    expect(swapsUrl({ fromBlock: 9_516_373, toBlock: 9_518_372 })).toBe(
      '/api/coingecko/events?fromBlock=9516373&toBlock=9518372',
    );
  });
});
