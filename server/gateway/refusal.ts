// A background job's request that the budget or the upstream refused (a 429, or an answer the proxy served stale
// with its Retry-After): a value its step returns, with how long to wait before asking again, rather than an
// exception thrown through the step.

export class Refusal {
  constructor(readonly refusedFor: number) {}
}

/** The wait an answer's Retry-After names, in milliseconds; null without a usable one. */
export function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}
