// What the frame adds to every page, and no page needs to draw its data (the live stream's client, the alerts, the
// header's search, the tab's title, the answers kept on disk), loads once the first page has drawn its data: a
// list its rows (or what it says instead), any other page its first render. Loaded beside the page, it was fetched,
// parsed and run ahead of a list's rows (`npm run bench:lists`).
import { useEffect, useSyncExternalStore } from 'react';

let drawn = false;
let scheduled = false;
let listOnPage = false;
const waiting = new Set<() => void>();

/** A list on the page: the frame waits for its rows rather than the page's first render; `shown` once drawn. */
export function useListDrawn(shown: boolean): void {
  useEffect(() => {
    listOnPage = true;
  }, []);
  useEffect(() => {
    if (shown) pageDrawn();
  }, [shown]);
}

/**
 * The page has rendered (the frame's effect, which runs after its page's): a page without a list has drawn what it
 * draws first.
 */
export function pageRendered(): void {
  if (!listOnPage) pageDrawn();
}

/** The first page has drawn its data: what waits for it starts once the frame that shows it is painted. */
function pageDrawn(): void {
  if (scheduled) return;
  scheduled = true;
  // A timer set in an animation frame runs once that frame is painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      drawn = true;
      for (const onDrawn of waiting) onDrawn();
      waiting.clear();
    }),
  );
}

const subscribe = (onDrawn: () => void) => {
  waiting.add(onDrawn);
  return () => waiting.delete(onDrawn);
};
const isDrawn = () => drawn;

/** Whether the first page has drawn its data (and the frame showing it is painted). */
export const usePageDrawn = (): boolean => useSyncExternalStore(subscribe, isDrawn, isDrawn);

/** Resolves once the first page has drawn its data. */
export const whenPageDrawn = (): Promise<void> =>
  drawn ? Promise.resolve() : new Promise((resolve) => subscribe(resolve));
