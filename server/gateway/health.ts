// For load balancers: /healthz says the process is up; /readyz says whether the upstream and Redis (each as
// configured) are usable. Neither calls upstream: a readiness probe every few seconds would spend the key's whole
// quota, so the upstream is judged by the calls the gateway made anyway.
import type { Pingable, UpstreamResult } from './metrics';

/**
 * After an upstream call fails at the network level (a timeout, or no connection), the upstream counts as not
 * usable for this long, unless a later call is answered. An unready instance gets no traffic and so makes no
 * calls that could show the upstream back: past this time it offers itself again.
 */
export const UPSTREAM_FAILURE_HOLD_MS = 60_000;

/** What the gateway has learnt of the upstream from its own calls. */
export class UpstreamHealth {
  private failure: { result: 'timeout' | 'error'; at: number } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** A call has ended: any HTTP answer, a 429 or a 5xx included, shows the upstream reachable. */
  observe(result: UpstreamResult): void {
    this.failure = typeof result === 'number' ? null : { result, at: this.now() };
  }

  /** Why the upstream is not usable now, or null when it is. */
  problem(): string | null {
    if (!this.failure) return null;
    const ago = this.now() - this.failure.at;
    if (ago >= UPSTREAM_FAILURE_HOLD_MS) return null;
    const what = this.failure.result === 'timeout' ? 'did not answer in time' : 'could not be reached';
    return `its last call ${what}, ${Math.floor(ago / 1000)} s ago`;
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The process is up and serving: nothing else is looked at. */
export function healthz(): Response {
  return new Response('ok', { headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** 200 when every configured dependency is usable, else 503; the body names each and says why. */
export async function readyz(upstream: UpstreamHealth, redis: Pingable | undefined): Promise<Response> {
  const ready: Record<string, string> = {};
  const notReady: Record<string, string> = {};
  const problem = upstream.problem();
  if (problem) notReady.upstream = problem;
  else ready.upstream = 'no call has failed at the network level lately';
  if (redis) {
    if (await redis.ping()) ready.redis = 'answers PING';
    else notReady.redis = 'does not answer PING';
  }
  const ok = Object.keys(notReady).length === 0;
  return Response.json({ ready, notReady }, { status: ok ? 200 : 503, headers: NO_STORE });
}
