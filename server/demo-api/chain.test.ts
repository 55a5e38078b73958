import { describe, expect, it } from 'vitest';
import {
  blockTimeMs,
  blockTimestamp,
  firstBlockAtOrAfter,
  HEAD_BLOCK,
  HEAD_TIME_MS,
  isoTime,
  lastBlockAtOrBefore,
} from './chain';

describe('the demo chain clock', () => {
  it('puts the head block at the head time, 12 s after the block before', () => {
    expect(HEAD_BLOCK).toBe(9_518_400);
    expect(Math.floor(blockTimeMs(HEAD_BLOCK) / 1000)).toBe(HEAD_TIME_MS / 1000);
    expect(Math.floor(blockTimeMs(HEAD_BLOCK - 1) / 1000)).toBe(HEAD_TIME_MS / 1000 - 12);
  });

  it('finds the blocks on either side of any moment', () => {
    for (const block of [1, 5_000_000, HEAD_BLOCK - 7, HEAD_BLOCK]) {
      const at = blockTimeMs(block);
      expect(firstBlockAtOrAfter(at)).toBe(block);
      expect(firstBlockAtOrAfter(at + 1)).toBe(block + 1);
      expect(lastBlockAtOrBefore(at)).toBe(block);
      expect(lastBlockAtOrBefore(at - 1)).toBe(block - 1);
    }
    expect(lastBlockAtOrBefore(0)).toBe(-1);
    expect(firstBlockAtOrAfter(0)).toBe(0);
  });

  it('keeps each network on its own clock', () => {
    expect(blockTimestamp(1000, 'nakamoto').startsWith('2021-11-02T03:20')).toBe(true);
    expect(firstBlockAtOrAfter(blockTimeMs(1000, 'kusanagi'), 'kusanagi')).toBe(1000);
  });

  it('writes whole seconds without a fraction', () => {
    expect(isoTime(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05Z');
    expect(isoTime(Date.UTC(2026, 0, 2, 3, 4, 5, 67))).toBe('2026-01-02T03:04:05.067Z');
  });
});
