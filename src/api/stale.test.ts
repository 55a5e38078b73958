import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { fetchJson } from './client';
import { markStale, staleAsOf } from './stale';

const schema = z.object({ n: z.number() });

function answer(headers: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"n": 1}', { headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('stale answers', () => {
  it('fetchJson marks an answer served with X-Stale-As-Of, invisibly to its shape', async () => {
    answer({ 'X-Stale-As-Of': '2026-11-01T14:02:31Z', Age: '95' });
    const data = await fetchJson('/api/x', schema);
    expect(staleAsOf(data)).toEqual(new Date('2026-11-01T14:02:31Z'));
    expect(data).toEqual({ n: 1 });
    expect(JSON.stringify(data)).toBe('{"n":1}');
    expect(Object.keys(data)).toEqual(['n']);
  });

  it('leaves a fresh answer unmarked', async () => {
    answer({ Age: '12' });
    expect(staleAsOf(await fetchJson('/api/x', schema))).toBeNull();
  });

  it('ignores an unreadable instant, and reads no mark from what is not an answer', () => {
    const headers = new Headers({ 'X-Stale-As-Of': 'yesterday' });
    expect(staleAsOf(markStale({ n: 1 }, headers))).toBeNull();
    expect(staleAsOf(null)).toBeNull();
    expect(staleAsOf(undefined)).toBeNull();
    expect(staleAsOf('text')).toBeNull();
  });

  it('reads the instant with its milliseconds and an offset', () => {
    const headers = new Headers({ 'X-Stale-As-Of': '2026-11-01T15:02:31.250+01:00' });
    expect(staleAsOf(markStale({}, headers))?.toISOString()).toBe('2026-11-01T14:02:31.250Z');
  });
});
