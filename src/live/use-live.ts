// The live stream as the app's pages read it: the chain's head, the stream's status, and each message, from one
// store per tab (no provider). The stream's code (the connection, the tabs' election, the messages' schemas) loads
// on the first subscription, after the first render, so it adds nothing to a page's first load (`npm run size`);
// until it has loaded, the status is 'connecting' and the head null, as before any message.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ChainPoint } from '../api/chain';
import { queryKeys } from '../api/query-keys';
import type { LiveEventName, LiveMessage } from '../api/live';
import type { LiveStatus } from './connection';
import type { LiveSink } from './leader';

type LiveData<N extends LiveEventName> = Extract<LiveMessage, { event: N }>['data'];
type Handler = (data: LiveMessage['data']) => void;

let head: ChainPoint | null = null;
let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();
const handlers = new Map<LiveEventName, Set<Handler>>();
let started = false;

const notify = () => listeners.forEach((listener) => listener());

const sink: LiveSink = {
  head(point) {
    head = point;
    notify();
  },
  status(next) {
    status = next;
    notify();
  },
  message(message) {
    handlers.get(message.event)?.forEach((handler) => handler(message.data));
  },
};

/** Joins the browser's stream, once per tab; a stream whose code fails to load or start is unavailable. */
function start() {
  if (started) return;
  started = true;
  import('./leader').then(({ joinLive }) => joinLive(sink)).catch(() => sink.status('unavailable'));
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest head the stream has told of (a `hello`, a `chain`, a `market`); null until then. */
export const useLiveHead = (): ChainPoint | null => useSyncExternalStore(subscribe, () => head);

/** 'unavailable' after repeated failures: pages poll meanwhile, and say so (LiveStatus.tsx). */
export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribe, () => status);

/** Calls `handler` with each `event` message's data, until the returned function is called. */
export function onLive<N extends LiveEventName>(event: N, handler: (data: LiveData<N>) => void): () => void {
  start();
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  // The store calls a handler only with messages of its own event, whose data is LiveData<N>.
  const stored = handler as Handler;
  set.add(stored);
  return () => set.delete(stored);
}

/** `onLive` for a component: `handler` is called with each `event` message while it is mounted. */
export function useLiveMessages<N extends LiveEventName>(event: N, handler: (data: LiveData<N>) => void) {
  const onMessage = useEffectEvent(handler);
  useEffect(() => onLive(event, (data) => onMessage(data)), [event]);
}

/**
 * What the stream means for the cache, in one place: a `reset` (the stream could not resume, so messages were
 * missed) reloads every query shown; a `market` message says the market summary was computed afresh. For the
 * app's frame, mounted once.
 */
export function useLiveInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    const offReset = onLive('reset', () => void client.invalidateQueries());
    const offMarket = onLive('market', () => {
      void client.invalidateQueries({ queryKey: queryKeys.marketFigures() });
    });
    return () => {
      offReset();
      offMarket();
    };
  }, [client]);
}
