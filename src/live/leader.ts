// One live stream per browser, not per tab. Over HTTP/1.1 a browser opens at most 6 connections to a host: a
// seventh tab with its own EventSource would stall, and every request of every tab would wait behind the streams.
// So the tabs elect a leader with the Web Locks API (the lock is held for the tab's life, and released by the
// browser when the tab closes, which grants it to the next tab waiting), and the leader alone holds the stream,
// forwarding each message and its status to the other tabs on a BroadcastChannel. Without either API, the tab
// holds a stream of its own.
//
// What every tab sees (the head, the status, the last `chain` id) passes through here, the leader's own messages
// and the forwarded ones alike: a follower that becomes leader resumes from the last id it saw, missing nothing.
import type { LiveMessage } from '../api/live';
import type { ChainPoint } from '../api/chain';
import { chainId, connect, type ConnectOptions, type Connection, type LiveStatus } from './connection';

/** What the tab's store is told. */
export interface LiveSink {
  head(head: ChainPoint): void;
  status(status: LiveStatus): void;
  message(message: LiveMessage): void;
}

/** What the tabs say on the channel. */
export type TabMessage =
  /** The leader forwards a message of the stream. */
  | { kind: 'message'; message: LiveMessage }
  /** The leader's stream changed status. */
  | { kind: 'status'; status: LiveStatus }
  /** A tab that joins asks the leader for what it knows, rather than waiting for the next block. */
  | { kind: 'ask' }
  /** The leader's answer to `ask`. */
  | { kind: 'state'; head: ChainPoint | null; status: LiveStatus }
  /** A visible tab wants the stream (see the rule on hidden tabs below). */
  | { kind: 'watching' };

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

/** The part of the Web Locks API used here. */
export interface LocksLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

/** The part of `document` used here. */
export interface PageLike {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface TabEnvironment {
  locks: LocksLike | undefined;
  openChannel: ((name: string) => ChannelLike) | undefined;
  page: PageLike;
  connect: (options: ConnectOptions) => Connection;
}

const NAME = 'taostats-live';

/**
 * Hidden tabs. A leader that is hidden keeps the stream while another tab is visible: that tab still needs the
 * messages. Visible followers say so every WATCH_EVERY_MS; once neither the leader's own page nor any follower has
 * been visible for IDLE_MS, the leader closes the stream (nobody is looking, and a hidden tab's timers are slowed
 * anyway). The first tab to become visible again says so at once, and the leader reopens the stream from its last
 * id: the server replays what was missed.
 */
export const IDLE_MS = 60_000;
export const WATCH_EVERY_MS = 20_000;

export function browserEnvironment(): TabEnvironment {
  return {
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel !== 'undefined' ? (name) => new BroadcastChannel(name) : undefined,
    page: document,
    connect,
  };
}

/** What the tab knows of the stream, told to its store as it changes. */
function tabState(sink: LiveSink) {
  let head: ChainPoint | null = null;
  let status: LiveStatus = 'connecting';
  let last: string | null = null;
  const newHead = (point: ChainPoint | null) => {
    if (!point || (head && head.block >= point.block)) return;
    head = point;
    sink.head(point);
  };
  return {
    newHead,
    setStatus(next: LiveStatus) {
      if (next === status) return;
      status = next;
      sink.status(next);
    },
    take(message: LiveMessage) {
      last = chainId(message) ?? last;
      if (message.event !== 'reset') newHead(message.data.head);
      sink.message(message);
    },
    state: (): TabMessage => ({ kind: 'state', head, status }),
    last: () => last,
  };
}

/** This tab's part in the browser's one stream, until `leave` (the tab's life, in the app). */
export function joinLive(sink: LiveSink, env: TabEnvironment = browserEnvironment()): { leave(): void } {
  const tab = tabState(sink);
  let leading = false;
  let left = false;
  let connection: Connection | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let release = () => {};
  const channel = env.locks && env.openChannel?.(NAME);
  const visible = () => env.page.visibilityState === 'visible';

  const open = () => {
    connection ??= env.connect({
      last: tab.last(),
      // Forwarded first: a page's handler that throws in this tab costs the other tabs nothing.
      onMessage: (message) => {
        channel?.postMessage({ kind: 'message', message });
        tab.take(message);
      },
      onStatus: (next) => {
        tab.setStatus(next);
        channel?.postMessage({ kind: 'status', status: next });
      },
    });
  };
  const shut = () => {
    connection?.close();
    connection = null;
  };
  /** Someone looks: the stream is open, and closes IDLE_MS after the last sign of it while this page is hidden. */
  const watched = () => {
    if (!leading) return;
    open();
    clearTimeout(idle);
    if (!visible()) idle = setTimeout(shut, IDLE_MS);
  };

  const lead = () => {
    leading = true;
    watched();
  };
  const onVisibility = () => {
    if (leading) watched();
    else if (visible()) channel?.postMessage({ kind: 'watching' });
  };
  const watching =
    channel &&
    setInterval(() => {
      if (!leading && visible()) channel.postMessage({ kind: 'watching' });
    }, WATCH_EVERY_MS);
  env.page.addEventListener('visibilitychange', onVisibility);

  channel?.addEventListener('message', ({ data }) => {
    if (leading) {
      if (data.kind === 'ask') channel.postMessage(tab.state());
      if (data.kind === 'watching') watched();
      return;
    }
    if (data.kind === 'message') tab.take(data.message);
    if (data.kind === 'status') tab.setStatus(data.status);
    if (data.kind === 'state') {
      tab.newHead(data.head);
      tab.setStatus(data.status);
    }
  });

  if (env.locks && channel) {
    const held = new Promise<void>((resolve) => (release = resolve));
    void env.locks.request(NAME, () => {
      // A tab that left while it waited is granted the lock all the same: it hands it straight on.
      if (!left) lead();
      return held;
    });
    channel.postMessage({ kind: 'ask' });
    if (visible()) channel.postMessage({ kind: 'watching' });
  } else {
    lead();
  }

  return {
    leave() {
      left = true;
      leading = false;
      shut();
      clearTimeout(idle);
      clearInterval(watching);
      env.page.removeEventListener('visibilitychange', onVisibility);
      channel?.close();
      release();
    },
  };
}
