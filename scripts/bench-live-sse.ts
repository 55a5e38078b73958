// A reader of the live stream (GET /live) for `npm run bench:live`, over node:http, that behaves as the app's
// connection does (src/live/connection.ts): when its stream ends or cannot open, it waits the app's backoff (2 s,
// 4 s, 8 s, … ±30 %, backoffDelay) and opens again with `?last=<the last chain id>`, so that the server replays
// what it missed or says `reset`. It keeps what it saw, with the times it saw it.
import { request, type ClientRequest } from 'node:http';
import { backoffDelay } from '../src/live/connection';

/** A `chain` message as seen: the blocks it covers and when it arrived. */
export interface Seen {
  since: number;
  head: number;
  at: number;
}

/** What one reader saw: when each stream opened (its `hello`), every chain message, every reset, every end. */
export interface ReaderLog {
  opens: number[];
  chains: Seen[];
  resets: number[];
  ends: number[];
}

/** Calls `onFrame` with each whole frame of an SSE text stream: its event name, and its data. */
function frames(onFrame: (event: string, data: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) onFrame(event, data);
    }
  };
}

export class LiveReader {
  readonly log: ReaderLog = { opens: [], chains: [], resets: [], ends: [] };
  /** Called with each chain message as it arrives. */
  onChain: (seen: Seen) => void = () => {};
  private last: number | null = null;
  private failures = 0;
  private current: ClientRequest | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly base: string) {}

  /** Connects; every later reconnection is its own. */
  open(): void {
    if (this.closed) return;
    const url = `${this.base}/live${this.last === null ? '' : `?last=${this.last}`}`;
    let failed = false;
    const fail = () => {
      if (failed || this.closed) return;
      failed = true;
      this.log.ends.push(Date.now());
      this.failures += 1;
      this.retry = setTimeout(() => this.open(), backoffDelay(this.failures, Math.random));
    };
    const req = request(url, { headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail();
        return;
      }
      res.setEncoding('utf8');
      res.on(
        'data',
        frames((event, data) => this.receive(event, data)),
      );
      res.on('end', fail);
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
    this.current = req;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.current?.destroy();
  }

  private receive(event: string, data: string): void {
    const at = Date.now();
    if (event === 'hello') {
      // As the app: a message that passes shows the server speaks the stream, and the backoff starts again.
      this.failures = 0;
      this.log.opens.push(at);
    } else if (event === 'reset') {
      this.log.resets.push(at);
    } else if (event === 'chain') {
      const message = JSON.parse(data) as { since: number; head: { block: number } };
      const seen = { since: message.since, head: message.head.block, at };
      this.last = seen.head;
      this.log.chains.push(seen);
      this.onChain(seen);
    }
  }
}

/**
 * Whether a reader's chain messages cover `from` to `to` in order without a gap (each `since` at most the previous
 * head + 1), and whether it was reset meanwhile.
 */
export function coverage(log: ReaderLog, from: number, to: number): 'whole' | 'gap' | 'reset' | 'short' {
  const chains = log.chains.filter((seen) => seen.head >= from);
  if (log.resets.some((at) => at >= (chains[0]?.at ?? Infinity))) return 'reset';
  let covered = from - 1;
  for (const seen of chains) {
    if (seen.since > covered + 1) return 'gap';
    covered = Math.max(covered, seen.head);
  }
  return covered >= to ? 'whole' : 'short';
}
