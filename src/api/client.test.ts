import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, fetchJson, parseRetryAfter } from './client';

const schema = z.object({ n: z.number() });

function answer(body: string, init: ResponseInit = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchJson', () => {
  it('returns the validated answer', async () => {
    answer('{"n": 1, "extra": true}');
    expect(await fetchJson('/api/x', schema)).toEqual({ n: 1 });
  });

  it('throws an http ApiError with the body message and Retry-After', async () => {
    answer('{"message": "Rate limit exceeded"}', { status: 429, headers: { 'Retry-After': '12' } });
    const error = await fetchJson('/api/x', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      url: '/api/x',
      message: 'Rate limit exceeded',
      retryAfter: 12,
    });
  });

  it('reads `error` when there is no `message`, and the status when there is neither', async () => {
    answer('{"error": "bad"}', { status: 400 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'bad' });
    answer('<html>', { status: 502 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'HTTP 502', status: 502 });
  });

  it('names the field of an answer that does not match the schema', async () => {
    answer('{"n": "one"}');
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({
      kind: 'schema',
      message: expect.stringMatching(/^n: /),
    });
  });

  it('turns a failed connection into a network ApiError, but lets an abort through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ kind: 'network', status: null });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(fetchJson('/api/x', schema, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads whole seconds or an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:01:00 GMT', Date.parse('2026-11-22T00:00:00Z'))).toBe(60);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
