// The live stream of one gateway instance: its clients (hub.ts), the chain's poller (poller.ts) and, with REDIS_URL,
// the lease that lets one instance of the deployment poll while every instance relays (lease.ts, redis-history.ts).
//
// The chain is read while a client is connected here (or, with Redis, the lease is sought), and for a minute after
// the last one left: a reload or a move to another page reconnects within seconds, and stopping in between would
// only break the history's run; beyond that minute nobody is listening, and the key's idle share is better left to
// the market and the prefetches. A poller that starts again continues from its last head, so a later message covers
// the blocks of the pause (its range cut to 2,000 blocks after a long one, which then resets its clients).
import { randomUUID } from 'node:crypto';
import type { ChainPoint } from '../../../src/api/chain';
import type { ChainMessage } from '../../../src/api/live';
import type { RateLimit } from '../../demo-api/rate-limit';
import type { GatewayMetrics } from '../metrics';
import type { RedisShared } from '../redis-shared';
import { LiveHub } from './hub';
import { Lease, LEASE_MS } from './lease';
import { cadenceSeconds, ChainPoller } from './poller';
import { RedisHistory } from './redis-history';
import type { Scheduler } from '../scheduler';

/** How long the chain is still read after the last client left. */
export const GRACE_MS = 60_000;

export interface LiveServiceOptions {
  /** The gateway's /api proxy, told when the head moves so that it stops serving the block before. */
  proxy: { handle(request: Request): Promise<Response>; headMoved?(): void };
  /** The key's budget (upstream.rateLimit), which sets the cadence. */
  rateLimit: RateLimit | null;
  /** With REDIS_URL: one poller for the deployment, and the history shared. */
  redis?: RedisShared;
  leaseMs?: number;
  /** Where the connected clients are counted (/metrics). */
  metrics?: GatewayMetrics;
  /** Runs the polling, the lease's renewals and the streams' pings: the server's one scheduler. */
  scheduler: Scheduler;
  log?: (line: string) => void;
  /** Each new message, as this instance's clients get it (the market takes its head from it). */
  onChain?: (message: ChainMessage) => void;
}

/** The scheduler's jobs of the live stream: reading the chain, and (with Redis) holding the lease. */
const POLL_JOB = 'live: poll';
const LEASE_JOB = 'live: lease';

export class LiveService {
  readonly hub: LiveHub;
  readonly cadenceSeconds: number;
  readonly poller: ChainPoller;
  readonly scheduler: Scheduler;
  private readonly log: (line: string) => void;
  private readonly shared: { lease: Lease; history: RedisHistory } | null;

  constructor(private readonly options: LiveServiceOptions) {
    const scheduler = (this.scheduler = options.scheduler);
    const log = (this.log = options.log ?? (() => {}));
    this.cadenceSeconds = cadenceSeconds(options.rateLimit);
    this.shared = options.redis
      ? {
          lease: new Lease(options.redis, randomUUID(), options.leaseMs ?? LEASE_MS),
          history: new RedisHistory(options.redis),
        }
      : null;
    this.hub = new LiveHub(this.shared?.history ?? null, () => scheduler.clock.now());
    this.hub.onSubscribe = () => this.wake();
    options.metrics?.liveClients(() => this.hub.clientCount);
    this.poller = new ChainPoller({
      proxy: options.proxy,
      cadenceSeconds: this.cadenceSeconds,
      publish: (message) => this.publish(message),
      onHead: (head) => this.hub.knowHead(head),
      log,
    });
  }

  /** Whether this instance reads the chain now (with Redis: whether it holds the lease and polls). */
  get polling(): boolean {
    return this.scheduler.has(POLL_JOB);
  }

  /** Relays the deployment's messages (with Redis), and knows the last head published before this instance began. */
  async start(): Promise<void> {
    if (!this.shared) return;
    await this.shared.history.listen((message) => this.deliver(message));
    const head = await this.shared.history.newestHead();
    if (head) this.hub.knowHead(head);
  }

  /** Ends the clients' streams, stops polling and gives the lease up, so that another instance takes it at once. */
  async close(): Promise<void> {
    this.hub.endAll();
    await Promise.all([this.scheduler.cancel(POLL_JOB), this.scheduler.cancel(LEASE_JOB)]);
    if (this.shared) {
      await this.shared.lease.release().catch(() => {});
      await this.shared.history.close();
    }
  }

  /** The chain moved on now (the demo chain stepped by a test): read it at once rather than at the next tick. */
  pollNow(): void {
    this.scheduler.wake(POLL_JOB);
  }

  /** A client arrived: read the chain, or with Redis, seek the lease to. */
  private wake(): void {
    const shared = this.shared;
    if (shared) this.scheduler.start(LEASE_JOB, () => this.leaseTurn(shared));
    else this.startPolling();
  }

  private startPolling(): void {
    this.scheduler.start(POLL_JOB, () => this.pollTurn());
  }

  private async pollTurn(): Promise<number | null> {
    // Without Redis, polling itself ends once nobody listens; with it, the lease's job ends it.
    if (!this.shared && !this.hub.active(GRACE_MS)) return null;
    return this.poller.tick();
  }

  /** Takes or renews the lease while someone listens, and polls while it is held. */
  private async leaseTurn(shared: { lease: Lease; history: RedisHistory }): Promise<number | null> {
    try {
      return await this.holdLease(shared);
    } catch (error) {
      this.log(`live: ${error instanceof Error ? error.message : String(error)}`);
      return this.cadenceSeconds * 1000;
    }
  }

  private async holdLease({
    lease,
    history,
  }: {
    lease: Lease;
    history: RedisHistory;
  }): Promise<number | null> {
    if (!this.hub.active(GRACE_MS)) {
      await this.scheduler.cancel(POLL_JOB);
      await lease.release();
      return null;
    }
    const held = await lease.hold();
    if (held && !this.polling) {
      // Continues from the last head any instance published, so no block is skipped.
      this.poller.resumeFrom(await history.newestHead());
      this.startPolling();
    }
    if (!held && this.polling) await this.scheduler.cancel(POLL_JOB);
    // Renewed at a third of its time: two renewals may fail (a slow Redis) before it lapses.
    return lease.leaseMs / 3;
  }

  private async publish(message: ChainMessage): Promise<void> {
    if (!this.shared) {
      this.deliver(message);
      return;
    }
    const published = await this.shared.history.publish(this.shared.lease, message);
    if (published === 'sent') return;
    // Another holder has published past it: continue from there. Either way this message is not this instance's.
    if (published === 'behind') this.poller.resumeFrom(await this.shared.history.newestHead());
    throw new Error(`the message for block ${message.head.block} was not published: ${published}`);
  }

  /**
   * A message for this instance's clients. Its new head first outdates what the proxy holds of the block before:
   * a tab that asks again on the message gets the new block.
   */
  private deliver(message: ChainMessage): void {
    this.options.proxy.headMoved?.();
    this.hub.receive(message);
    this.options.onChain?.(message);
  }

  /** The market's figures moved: every tab of this instance asks for the summary again. */
  marketTick(head: ChainPoint): void {
    this.hub.broadcast({ event: 'market', data: { head } });
  }
}
