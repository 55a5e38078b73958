// An in-memory stand-in for the browser's EventSource, for the live stream's tests: no network, and every step
// driven by the test. Test-only: nothing of the product imports it.
import type { ChainMessage, LiveEventName } from '../api/live';
import type { SourceLike } from './connection';

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
