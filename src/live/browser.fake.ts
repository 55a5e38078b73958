// In-memory stand-ins for the browser's EventSource, Web Locks, BroadcastChannel and page visibility, for the live
// stream's tests: no network, and every step driven by the test (fake timers; messages delivered as microtasks).
// Test-only: nothing of the product imports it.
import type { ChainMessage, LiveEventName } from '../api/live';
import type { SourceLike } from './connection';
import type { ChannelLike, LocksLike, PageLike, TabMessage } from './leader';

/** Every EventSource opened, newest last. */
export class FakeSources {
  readonly all: FakeSource[] = [];
  readonly create = (url: string): FakeSource => {
    const source = new FakeSource(url);
    this.all.push(source);
    return source;
  };
  get open(): FakeSource[] {
    return this.all.filter((source) => !source.closed);
  }
  get newest(): FakeSource {
    const newest = this.all.at(-1);
    if (!newest) throw new Error('no EventSource was opened');
    return newest;
  }
}

export class FakeSource implements SourceLike {
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends `event:` with `data` as JSON (or as it is, when a string). */
  send(event: LiveEventName, data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatch(event, new MessageEvent(event, { data: text }));
  }

  /** The connection fails, or drops. */
  fail(): void {
    this.dispatch('error', new MessageEvent('error'));
  }

  private dispatch(type: string, event: MessageEvent<string>) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** One lock manager for the browser's tabs: a lock is granted to one holder at a time, in request order. */
export class FakeLocks implements LocksLike {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  request(_name: string, callback: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const grant = () => {
        this.held = true;
        void callback().then(() => {
          this.held = false;
          this.waiting.shift()?.();
          resolve();
        });
      };
      if (this.held) this.waiting.push(grant);
      else grant();
    });
  }
}

/** One BroadcastChannel name's tabs: a message reaches every other open channel, as a later microtask. */
export class FakeBus {
  private readonly channels = new Set<FakeChannel>();
  readonly open = (): ChannelLike => {
    const channel = new FakeChannel(this.channels);
    this.channels.add(channel);
    return channel;
  };
}

class FakeChannel implements ChannelLike {
  private readonly listeners: ((event: MessageEvent<TabMessage>) => void)[] = [];

  constructor(private readonly channels: Set<FakeChannel>) {}

  postMessage(message: TabMessage): void {
    for (const other of this.channels) {
      if (other === this) continue;
      const data = structuredClone(message);
      queueMicrotask(() => {
        if (other.channels.has(other))
          other.listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
      });
    }
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.channels.delete(this);
  }
}

export class FakePage implements PageLike {
  private readonly listeners = new Set<() => void>();

  constructor(public visibilityState: DocumentVisibilityState = 'visible') {}

  addEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.delete(listener);
  }

  show(visibility: DocumentVisibilityState): void {
    this.visibilityState = visibility;
    this.listeners.forEach((listener) => listener());
  }
}

export const HELLO = { cadenceSeconds: 12, head: { block: 100, time: 1_800_000_000 } };

/** A valid `chain` message for `block`, with one new event and no swaps. */
export const chainAt = (block: number): ChainMessage => ({
  head: { block, time: 1_800_000_000 + (block - 100) * 12 },
  since: block,
  events: [
    { id: `${block}-0001`, full_name: 'Balances.Transfer', phase: 'ApplyExtrinsic', extrinsic_id: null },
  ],
  eventCount: 1,
  swaps: [],
});
