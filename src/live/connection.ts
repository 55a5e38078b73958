// One connection to the live stream (GET /live, src/api/live.ts): an EventSource whose messages are checked
// against their schemas, which resumes from the last `chain` id it saw and reconnects by itself. Framework-free.
//
// EventSource retries on its own, but always at the server's `retry:` pace, for ever, and from the id it last saw:
// a restarted gateway would get every tab back at once. So on an error the source is closed and a new one opened
// after an exponential backoff with ±30 % jitter, asking `?last=<id>` so that the server replays what was missed.
import { LIVE_PATH, liveMessageSchemas, type LiveEventName, type LiveMessage } from '../api/live';

export type LiveStatus = 'connecting' | 'live' | 'unavailable';

/** The part of EventSource used here, so that tests can stand in for it. */
export interface SourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface ConnectOptions {
  /** The last `chain` id already seen: the stream starts after it. */
  last: string | null;
  onMessage: (message: LiveMessage) => void;
  onStatus: (status: LiveStatus) => void;
  createSource?: (url: string) => SourceLike;
  /** Uniform in [0, 1), for the jitter. */
  random?: () => number;
}

export interface Connection {
  close(): void;
  /** Messages dropped for failing their schema (a gateway of another version): skipped, counted, not thrown. */
  readonly skipped: number;
}

/** Failures in a row after which pages are told to poll; the connection keeps trying all the same. */
export const FAILURES_UNTIL_UNAVAILABLE = 3;
const FIRST_DELAY_MS = 2_000;
/** The slow pace of the background attempts once the stream is unavailable. */
const LONGEST_DELAY_MS = 60_000;
const JITTER = 0.3;

/**
 * The wait before attempt `failures + 1`: 2 s, 4 s, 8 s, … up to a minute, each ±30 % at random, so that tabs
 * dropped together by a restart do not come back together.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** (failures - 1), LONGEST_DELAY_MS);
  return Math.round(base * (1 + JITTER * (2 * random() - 1)));
}

/** The stream's URL, resuming after `last` when there is one. */
export const liveUrl = (last: string | null): string =>
  last === null ? LIVE_PATH : `${LIVE_PATH}?last=${encodeURIComponent(last)}`;

/** A `chain` message's id is its head block (the protocol, src/api/live.ts); other messages carry none. */
export const chainId = (message: LiveMessage): string | null =>
  message.event === 'chain' ? String(message.data.head.block) : null;

/** The message `event` carries, or null when it is not JSON or fails its schema. */
function parse(name: LiveEventName, event: MessageEvent<string>): LiveMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return null;
  }
  const result = liveMessageSchemas[name].safeParse(json);
  // The schema of `name` checked the data: the pair is that member of the union.
  return result.success ? ({ event: name, data: result.data } as LiveMessage) : null;
}

export function connect({
  last: resumeFrom,
  onMessage,
  onStatus,
  createSource = (url) => new EventSource(url),
  random = Math.random,
}: ConnectOptions): Connection {
  let last = resumeFrom;
  let skipped = 0;
  let failures = 0;
  let live = false;
  let source: SourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const receive = (message: LiveMessage | null) => {
    if (!message) {
      skipped += 1;
      return;
    }
    // A message that passes its schema (the hello first, by the protocol) shows the server speaks the stream: it
    // is up. An open connection alone is not enough: a server that accepts and drops at once would be "live".
    if (!live) {
      live = true;
      failures = 0;
      onStatus('live');
    }
    last = chainId(message) ?? last;
    onMessage(message);
  };

  const fail = () => {
    live = false;
    failures += 1;
    onStatus(failures >= FAILURES_UNTIL_UNAVAILABLE ? 'unavailable' : 'connecting');
    retry = setTimeout(open, backoffDelay(failures, random));
  };

  function open() {
    const current = createSource(liveUrl(last));
    source = current;
    // A closed source may still have events queued: only the current one's count.
    for (const name of Object.keys(liveMessageSchemas) as LiveEventName[]) {
      current.addEventListener(name, (event) => {
        if (source === current) receive(parse(name, event));
      });
    }
    current.addEventListener('error', () => {
      current.close();
      if (source !== current) return;
      source = null;
      fail();
    });
  }

  onStatus('connecting');
  open();
  return {
    close() {
      clearTimeout(retry);
      source?.close();
      source = null;
    },
    get skipped() {
      return skipped;
    },
  };
}
