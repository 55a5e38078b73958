// A gesture on the chart (a drag, a wheel zoom, held arrow keys) reports dozens of intermediate views. Only the view
// it ends on is worth a request, so it is acted on once nothing has changed for a moment.

/** Calls `act` with the last value pushed, once `ms` have passed without another push. */
export function settler<T>(ms: number, act: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T): void {
      clearTimeout(timer);
      timer = setTimeout(() => act(value), ms);
    },
    cancel(): void {
      clearTimeout(timer);
    },
  };
}
