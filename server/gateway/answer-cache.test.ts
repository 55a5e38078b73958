// The gateway's in-memory answers: kept until their fallback time is over, counted from when they were fetched.
import { describe, expect, it } from 'vitest';
import { AnswerCache, ENTRY_OVERHEAD_BYTES, ownBuffer, type Answer } from './answer-cache';

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

describe('AnswerCache bytes', () => {
  const sized = (bytes: number): Answer => ({ ...answer(1_000_000, 1200), body: Buffer.alloc(bytes, 120) });

  it('counts an entry as its body, its compressed copies, its key and the allowance for its objects', () => {
    const cache = new AnswerCache(2 ** 20, () => 1_000_000);
    cache.set('/k', { ...sized(5_000), compressed: { br: Buffer.alloc(700), gzip: Buffer.alloc(900) } });
    expect(cache.bytes).toBe(5_000 + 700 + 900 + '/k'.length + ENTRY_OVERHEAD_BYTES);
  });

  it('stays within its bound, the least recently used answers going first', () => {
    const entry = 10_000 + '/a'.length + ENTRY_OVERHEAD_BYTES;
    const cache = new AnswerCache(3 * entry, () => 1_000_000);
    for (const key of ['/a', '/b', '/c']) cache.set(key, sized(10_000));
    cache.get('/a');
    cache.set('/d', sized(10_000));
    expect(cache.bytes).toBe(3 * entry);
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
  });

  it('holds small answers in buffers of their own, not slices of the shared pool that keep its slab alive', () => {
    const cache = new AnswerCache(2 ** 20, () => 1_000_000);
    // Buffer.from of a short string is cut from Node's 8 KB pool.
    const pooled = Buffer.from('{"data":[]}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    cache.set('/small', {
      ...answer(1_000_000, 1200),
      body: pooled,
      compressed: { gzip: Buffer.from('gz') },
    });
    const kept = cache.get('/small') as Answer;
    expect(kept.body.toString()).toBe('{"data":[]}');
    expect(kept.body.buffer.byteLength).toBe(kept.body.length);
    expect(kept.compressed.gzip?.buffer.byteLength).toBe(2);
  });

  it('keeps a buffer that is already its own as it is', () => {
    const whole = Buffer.allocUnsafeSlow(10);
    expect(ownBuffer(whole)).toBe(whole);
  });
});
