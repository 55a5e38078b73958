// Code a page draws without at first and uses once it is there, loaded alongside the page's first requests: the
// list's table, whose skeleton needs none of it. Not React's lazy() under Suspense: React shows a boundary's
// content no sooner than 300 ms after its fallback, which would hold back the rows that came before.
import { useSyncExternalStore } from 'react';

type State<T> = { value: T } | { error: unknown } | undefined;

/**
 * A hook giving what `loading` resolves to: undefined until then, and in every render after. A failure to load is
 * thrown, for the page's error boundary to show.
 */
export function inBackground<T>(loading: Promise<T>): () => T | undefined {
  let state: State<T>;
  const settled = loading.then(
    (value) => {
      state = { value };
    },
    (error: unknown) => {
      state = { error };
    },
  );
  const subscribe = (onChange: () => void) => {
    let live = true;
    void settled.then(() => {
      if (live) onChange();
    });
    return () => {
      live = false;
    };
  };
  const read = () => state;
  return function useLoaded() {
    const current = useSyncExternalStore(subscribe, read, read);
    if (current && 'error' in current) throw current.error;
    return current?.value;
  };
}
