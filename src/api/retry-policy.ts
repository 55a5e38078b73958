// When a failed request is asked again by itself. Every request spends the API key's small quota (about 5 a
// minute, shared by every visitor), so only what can succeed is retried, once, and never into a closed gate:
// - a 429 with Retry-After: once, after Retry-After has passed (the page counts down meanwhile);
// - a 429 without Retry-After: never, since nothing says when the gate opens (the person can press Retry);
// - a lost connection or a 5xx: once, after Retry-After when the answer gives one, else after a second;
// - any other 4xx, or an answer in an unexpected shape: never, asking again gets the same answer.
// The app (through react-query) and the embed (by hand) follow these same rules.
import { ApiError } from './client';

const TRANSIENT_WAIT_MS = 1_000;

/** Milliseconds to wait before asking again after `failures` earlier failures and this `error`; null: do not. */
export function retryWait(failures: number, error: unknown): number | null {
  if (failures > 0 || !(error instanceof ApiError)) return null;
  const retryAfterMs = error.retryAfter === null ? null : error.retryAfter * 1000;
  if (error.status === 429) return retryAfterMs;
  if (error.kind === 'network' || (error.kind === 'http' && error.status !== null && error.status >= 500))
    return retryAfterMs ?? TRANSIENT_WAIT_MS;
  return null;
}
