// The live stream's messages (GET /live, Server-Sent Events): what the deployment's one poller read of the chain,
// pushed to every tab. The gateway writes them (server/gateway/live/), the app reads them (src/live/); both check
// them against these schemas.
//
//   retry: 3000              how long a browser waits before reconnecting (the client adds its own jitter)
//   event: hello             on connecting: the poller's cadence, and the newest head it has, if any
//   event: chain  id: <head> what changed since the previous message: the head, the new events, the new swaps
//   event: market            the market summary was computed afresh (GET /market/summary has it)
//   event: reset             the stream cannot resume from the Last-Event-ID given: reload what is shown
//   : ping                   a comment every ~15 s, so that proxies keep an idle stream open
//
// A `chain` message's id is its head block. A tab that reconnects sends it back as Last-Event-ID, and gets every
// message after it from the stream's history, or a `reset` when the history no longer reaches back that far.
import { z } from 'zod/mini';
import { pairIdOf, poolEventSchema } from './chart-schemas';

export const LIVE_PATH = '/live';

const point = z.object({ block: z.int(), time: z.int() });

/** A new event, as much of it as a list needs to count it under its filters. */
export const liveEventSchema = z.object({
  id: z.string(),
  /** `Pallet.Name`. */
  full_name: z.string(),
  phase: z.string(),
  extrinsic_id: z.nullable(z.string()),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const helloSchema = z.object({
  /** Seconds between the poller's reads of the chain: a block on the demo, more on a small key. */
  cadenceSeconds: z.number(),
  head: z.nullable(point),
});
export type LiveHello = z.infer<typeof helloSchema>;

export const chainMessageSchema = z.object({
  head: point,
  /** The first block this message covers: it holds what is new in blocks `since` to `head.block`. */
  since: z.int(),
  /** The new events, newest first; at most a page of them (see `eventCount`). */
  events: z.array(liveEventSchema),
  /** How many new events there were: more than `events` holds when a burst overflowed a page. */
  eventCount: z.int(),
  /** Every pool's new swaps, oldest first, as the aggregator answers them. */
  swaps: z.array(poolEventSchema),
});
export type ChainMessage = z.infer<typeof chainMessageSchema>;

export const marketTickSchema = z.object({ head: point });
export type MarketTick = z.infer<typeof marketTickSchema>;

export const resetSchema = z.object({ reason: z.string() });
export type LiveReset = z.infer<typeof resetSchema>;

/** Each event name of the stream and the schema of its data. */
export const liveMessageSchemas = {
  hello: helloSchema,
  chain: chainMessageSchema,
  market: marketTickSchema,
  reset: resetSchema,
} as const;
export type LiveEventName = keyof typeof liveMessageSchemas;
export type LiveMessage = {
  [N in LiveEventName]: { event: N; data: z.infer<(typeof liveMessageSchemas)[N]> };
}[LiveEventName];

/** Whether a `chain` message brings a swap of subnet `netuid`'s pool. */
export const tradedIn = (message: ChainMessage, netuid: number) =>
  message.swaps.some((swap) => swap.pairId === pairIdOf(netuid));
