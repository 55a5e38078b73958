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
    answer('{}', { status: 400 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({
      message: 'HTTP 400 from the API',
      status: 400,
    });
    answer('', { status: 500 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'HTTP 500 from the API' });
  });

  it('adds the first line of a short plain-text body, and never markup', async () => {
    answer('upstream connect error\nreset reason: overflow', { status: 503 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({
      message: 'HTTP 503 from the API: upstream connect error',
    });
    answer('x'.repeat(161), { status: 500 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'HTTP 500 from the API' });
    answer('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'HTTP 502 from the API' });
    answer('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/html' } });
    await expect(fetchJson('/api/x', schema)).rejects.toMatchObject({ message: 'HTTP 502 from the API' });
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
