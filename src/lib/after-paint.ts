// Work that a click or a keystroke starts but need not show in that input's own frame: the input is answered (its
// paint) first, and the work follows. A render started in the input's handler (a router transition) often held
// that frame back until the whole page had re-rendered (bench:interactions).
import { useEffect, useRef } from 'react';

/**
 * `act` with the last value given (or, with `merge`, the values given merged in turn), once the frame after the
 * first call is painted. Dropped if the component goes first, as it would act on another page's address.
 */
export function useAfterPaint<T>(
  act: (value: T) => void,
  merge: (before: T, next: T) => T = (_before, next) => next,
): (value: T) => void {
  const pending = useRef<{ value: T; cancel: () => void } | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);
  return (value: T) => {
    if (pending.current) {
      pending.current.value = merge(pending.current.value, value);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const last = pending.current?.value ?? value;
        pending.current = null;
        act(last);
      });
    });
    pending.current = {
      value,
      cancel: () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      },
    };
  };
}
