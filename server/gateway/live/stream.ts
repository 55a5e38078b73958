// GET /live: the live stream as Server-Sent Events (the protocol: src/api/live.ts). On connecting: `retry:`, then
// `hello` (the poller's cadence and the newest head), then what the client missed after the block it names, then
// every new message as it comes, and a comment every 15 s so that proxies keep an idle stream open.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveMessage } from '../../../src/api/live';
import type { LiveHub } from './hub';
import type { Scheduler } from '../scheduler';

/** How long a browser waits before reconnecting (the client adds its own jitter). */
const RETRY_MS = 3000;
export const PING_MS = 15_000;
/** Messages waiting for a client that does not read: past this many it is closed, and resumes when it reconnects. */
const MAX_BACKLOG = 100;

export interface StreamOptions {
  hub: LiveHub;
  cadenceSeconds: number;
  /** Runs each stream's pings. */
  scheduler: Scheduler;
}

/** Numbers each stream's ping job. */
let streams = 0;

/**
 * The block a client resumes after: Last-Event-ID (a browser's reconnection), or `?last=` (a new EventSource cannot
 * set headers; the app uses it after a reload). Anything else: from now.
 */
export function resumePoint(header: string | undefined, query: string | undefined): number | null {
  const text = header ?? query;
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/** A message as the stream writes it: a `chain` message's id is its head block. */
function frame(message: LiveMessage): string {
  const id = message.event === 'chain' ? `id: ${message.data.head.block}\n` : '';
  return `event: ${message.event}\n${id}data: ${JSON.stringify(message.data)}\n\n`;
}

export function liveStream(c: Context, { hub, cadenceSeconds, scheduler }: StreamOptions): Response {
  const last = resumePoint(c.req.header('Last-Event-ID'), c.req.query('last'));
  const response = streamSSE(c, async (stream) => {
    const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
    // Writes go out in order, each after the one before; a client that stops reading is let go.
    let queue = Promise.resolve();
    let backlog = 0;
    const write = (text: string) => {
      if (++backlog > MAX_BACKLOG) stream.abort();
      queue = queue.then(async () => {
        await stream.write(text);
        backlog--;
      });
    };
    write(`retry: ${RETRY_MS}\n\n`);
    write(frame({ event: 'hello', data: { cadenceSeconds, head: hub.newestHead } }));
    const unsubscribe = await hub.subscribe(
      last,
      (message) => write(frame(message)),
      () => stream.abort(),
    );
    const pings = `live: pings of stream ${++streams}`;
    scheduler.start(
      pings,
      () => {
        write(': ping\n\n');
        return Promise.resolve(PING_MS);
      },
      PING_MS,
    );
    await closed;
    unsubscribe();
    await scheduler.cancel(pings);
  });
  // Never kept by a cache; and a proxy that buffers answers (nginx) would hold the messages back.
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
