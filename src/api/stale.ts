// Answers past their freshness. When the gateway cannot get a fresh answer (the upstream refuses with a 429,
// fails, times out, or the key's budget is spent), it serves the last good one with `X-Stale-As-Of: <ISO 8601
// instant it was fetched from upstream>`. fetchJson marks the parsed answer with that instant under a symbol,
// which JSON, zod and Object.keys all ignore, so the mark travels with the data without changing its shape.
export const STALE_HEADER = 'X-Stale-As-Of';

const STALE_AS_OF = Symbol('staleAsOf');

/** Marks `data` with the instant of a stale answer's headers; an unreadable instant marks nothing. */
export function markStale<T>(data: T, headers: Headers): T {
  const header = headers.get(STALE_HEADER);
  const instant = header === null ? NaN : Date.parse(header);
  if (!Number.isNaN(instant) && typeof data === 'object' && data !== null)
    Object.defineProperty(data, STALE_AS_OF, { value: new Date(instant) });
  return data;
}

/** When the gateway fetched this answer from upstream, if it was served past its freshness; else null. */
export function staleAsOf(data: unknown): Date | null {
  return typeof data === 'object' && data !== null
    ? ((data as { [STALE_AS_OF]?: Date })[STALE_AS_OF] ?? null)
    : null;
}
