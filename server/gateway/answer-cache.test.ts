// The gateway's in-memory answers: kept until their fallback time is over, counted from when they were fetched.
import { describe, expect, it } from 'vitest';
import { AnswerCache, type Answer } from './answer-cache';

const answer = (fetchedAt: number, keepSeconds: number): Answer => ({
  status: 200,
  body: Buffer.from('{}'),
  compressed: {},
  fetchedAt,
  freshUntil: fetchedAt,
  revalidateUntil: fetchedAt,
  keepUntil: fetchedAt + keepSeconds * 1000,
  past: false,
});

describe('AnswerCache', () => {
  it('keeps an answer until its keepUntil, not for its whole lifetime again from when it is stored', () => {
    let now = 1_000_000;
    const cache = new AnswerCache(2 ** 20, () => now);
    // Fetched by another instance 15 minutes ago, kept for 20: 5 minutes left.
    cache.set('/api/event/v1', answer(now - 900_000, 1200));
    cache.set('/api/block/v1', answer(now, 1200));
    now += 299_000;
    expect(cache.get('/api/event/v1')).toBeDefined();
    now += 2_000;
    expect(cache.get('/api/event/v1')).toBeUndefined();
    expect(cache.get('/api/block/v1')).toBeDefined();
  });

  it('stores nothing whose time is over', () => {
    const now = 1_000_000;
    const cache = new AnswerCache(2 ** 20, () => now);
    cache.set('/api/event/v1', answer(now - 1_300_000, 1200));
    expect(cache.get('/api/event/v1')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
