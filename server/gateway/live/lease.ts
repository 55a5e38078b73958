// One poller per deployment: with REDIS_URL, the instance holding the lease (a Redis key naming it, with an expiry)
// reads the chain, and the others only relay. The holder renews it well before it lapses; if the holder dies, it
// lapses and another instance, one with clients, takes it within the lease's time.
import type { RedisShared } from '../redis-shared';

/** How long a lease lasts unless renewed: a dead holder's clients wait at most this long for the next poller. */
export const LEASE_MS = 30_000;

// Renewed only by its holder: a holder that lost it (paused past its expiry) must not take it back from the next.
const HOLD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

export class Lease {
  /** The Redis key: one per deployment (its API key's hash). */
  readonly key: string;

  constructor(
    private readonly redis: RedisShared,
    /** This instance, as the lease names it. */
    readonly holder: string,
    readonly leaseMs: number = LEASE_MS,
  ) {
    this.key = `live:poller:${redis.keyId}`;
  }

  /** Takes the lease, or renews it if this instance holds it: whether it holds it now. */
  async hold(): Promise<boolean> {
    const reply = await this.redis.client.eval(HOLD, {
      keys: [this.key],
      arguments: [this.holder, String(this.leaseMs)],
    });
    return reply === 1;
  }

  /** Gives the lease up, if this instance holds it, so another takes it at once rather than when it lapses. */
  async release(): Promise<void> {
    await this.redis.client.eval(RELEASE, { keys: [this.key], arguments: [this.holder] });
  }
}
