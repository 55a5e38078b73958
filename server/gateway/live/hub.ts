// This instance's clients of the live stream, and the recent messages they may resume from.
//
// A client names the last message it has (its head block, Last-Event-ID). It gets every later message, or, when
// the stream can no longer say what came after it (the history does not reach back that far, the instance restarted
// without Redis, a long outage cut a message's range), a `reset` first ("reload what you show"): never a silent gap.
// A client ahead of everything here (one of another instance) just takes the messages from now on.
import type { ChainPoint } from '../../../src/api/chain';
import type { ChainMessage, LiveMessage } from '../../../src/api/live';

/**
 * Chain messages kept for clients that resume: 600, two hours at one a block (a small key's slower cadence covers
 * longer). A message is a few KB (a page of events at most, and a block's swaps), so a few MB at most.
 */
export const HISTORY_MESSAGES = 600;

/** Messages after a block, from a store shared with the other instances (Redis), and where that store starts. */
export interface SharedHistory {
  after(block: number): Promise<{ messages: ChainMessage[]; coveredFrom: number | null }>;
}

type Send = (message: LiveMessage) => void;

interface Client {
  send: Send;
  /** Ends this client's stream (the server is closing). */
  end: () => void;
  /** The last block this client has; null for a client that takes what comes. */
  cursor: number | null;
  /** Live messages that arrive while its history is being read, sent after it. */
  waiting: ChainMessage[] | null;
}

export class LiveHub {
  private readonly history: ChainMessage[] = [];
  private readonly clients = new Set<Client>();
  /** The newest head known: the last message's, or the poller's first read before any message. */
  private head: ChainPoint | null = null;
  private lastLeft = -Infinity;
  /** Called when a client arrives: the instance then makes sure the chain is read. */
  onSubscribe: () => void = () => {};

  constructor(
    private readonly shared: SharedHistory | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  get newestHead(): ChainPoint | null {
    return this.head;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Whether a client is connected, or one left less than `graceMs` ago. */
  active(graceMs: number): boolean {
    return this.clients.size > 0 || this.now() - this.lastLeft < graceMs;
  }

  /** A head read before any message: hello names it, and a resume from before it cannot be served. */
  knowHead(head: ChainPoint): void {
    if (!this.head || head.block > this.head.block) this.head = head;
  }

  /** Ends every client's stream: the server is closing (browsers reconnect, to another instance if there is one). */
  endAll(): void {
    for (const client of this.clients) client.end();
  }

  /** A message of the moment (a market tick) for every client now; kept nowhere, as nothing resumes from it. */
  broadcast(message: LiveMessage): void {
    for (const client of this.clients) if (!client.waiting) client.send(message);
  }

  /** A new message for every client; one this instance already has (or an older one) is dropped. */
  receive(message: ChainMessage): void {
    const newest = this.history.at(-1);
    if (newest && message.head.block <= newest.head.block) return;
    this.history.push(message);
    if (this.history.length > HISTORY_MESSAGES) this.history.shift();
    this.knowHead(message.head);
    for (const client of this.clients) {
      if (client.waiting) client.waiting.push(message);
      else deliver(client, message);
    }
  }

  /**
   * A new client, resuming after block `last` (null: from now). Sends it what it missed, or a reset, then every new
   * message; returns its unsubscribe. `end` closes its stream.
   */
  async subscribe(last: number | null, send: Send, end: () => void = () => {}): Promise<() => void> {
    const waiting: ChainMessage[] = [];
    const client: Client = { send, end, cursor: last, waiting };
    this.clients.add(client);
    this.onSubscribe();
    const unsubscribe = () => {
      if (this.clients.delete(client)) this.lastLeft = this.now();
    };
    try {
      await this.replay(client, last);
    } finally {
      client.waiting = null;
      for (const message of waiting) deliver(client, message);
    }
    return unsubscribe;
  }

  private async replay(client: Client, last: number | null): Promise<void> {
    if (last === null) {
      client.cursor = this.head?.block ?? null;
      return;
    }
    let { messages, coveredFrom } = this.after(last);
    // This instance's own history does not reach back that far (or is empty): the shared one may.
    if (this.shared && (coveredFrom === null || coveredFrom > last + 1)) {
      const shared = await this.shared.after(last);
      if (shared.coveredFrom !== null) {
        // The shared history, then what this instance received since it was read.
        const newest = shared.messages.at(-1)?.head.block ?? last;
        messages = [...shared.messages, ...this.history.filter((message) => message.head.block > newest)];
        coveredFrom = shared.coveredFrom;
      }
    }
    if (coveredFrom !== null && coveredFrom > last + 1) {
      client.send({
        event: 'reset',
        data: { reason: `the stream's history no longer reaches block ${last}` },
      });
      client.cursor = Math.max(last, messages.at(-1)?.head.block ?? this.head?.block ?? last);
      return;
    }
    for (const message of messages) deliver(client, message);
  }

  /** The messages after `last` here, and the first block this instance can speak for (null: none known). */
  private after(last: number): { messages: ChainMessage[]; coveredFrom: number | null } {
    const oldest = this.history[0];
    const coveredFrom = oldest ? oldest.since : this.head ? this.head.block + 1 : null;
    return { messages: this.history.filter((message) => message.head.block > last), coveredFrom };
  }
}

/** A message to a client: none it has, and a reset first when it would leave a gap after what it has. */
function deliver(client: Client, message: ChainMessage): void {
  const cursor = client.cursor;
  if (cursor !== null && message.head.block <= cursor) return;
  if (cursor !== null && message.since > cursor + 1) {
    client.send({
      event: 'reset',
      data: { reason: `blocks ${cursor + 1} to ${message.since - 1} are missing` },
    });
  }
  client.send({ event: 'chain', data: message });
  client.cursor = message.head.block;
}
