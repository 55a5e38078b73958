import { describe, expect, it } from 'vitest';
import { markStale, staleAsOf } from './api/stale';
import { shareStructure } from './query-client';

const stale = <T>(data: T) => markStale(data, new Headers({ 'X-Stale-As-Of': '2026-11-01T14:02:31Z' }));

describe('shareStructure', () => {
  it('keeps the previous object for an equal fresh answer, as react-query does', () => {
    const previous = { data: [{ id: 'a' }] };
    expect(shareStructure(previous, { data: [{ id: 'a' }] })).toBe(previous);
  });

  it('keeps the stale mark of an answer equal to the previous fresh one', () => {
    const next = stale({ data: [{ id: 'a' }] });
    const shared = shareStructure({ data: [{ id: 'a' }] }, next);
    expect(shared).toBe(next);
    expect(staleAsOf(shared)).toEqual(new Date('2026-11-01T14:02:31Z'));
  });

  it('drops the mark when a fresh answer follows a stale one', () => {
    const next = { data: [{ id: 'a' }] };
    expect(staleAsOf(shareStructure(stale({ data: [{ id: 'a' }] }), next))).toBeNull();
  });
});
