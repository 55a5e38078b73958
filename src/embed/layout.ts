// What the embed shows in a frame of a given size: the swaps when they were asked for and fit, and the note on the
// parameters it does not use, less those the reader dismissed. Decided again whenever the frame is resized.
import type { IgnoredParam } from '../shared/embed/params';

/** Below this size the swaps do not fit under a readable chart (their four columns need about 400 px). */
export const TRADES_MIN = { width: 400, height: 300 };

/** An ignored parameter as the reader dismisses it: by name and value, whatever size its reason names. */
export const ignoredKey = ({ param, value }: IgnoredParam) => `${param}=${value}`;

export function layoutFor(
  { width, height }: { width: number; height: number },
  asked: { trades: boolean; ignored: readonly IgnoredParam[] },
  dismissed: ReadonlySet<string>,
): { trades: boolean; ignored: IgnoredParam[] } {
  const trades = asked.trades && width >= TRADES_MIN.width && height >= TRADES_MIN.height;
  const ignored = [...asked.ignored];
  if (asked.trades && !trades)
    ignored.push({
      param: 'trades',
      value: '1',
      reason: `is left out at ${width}×${height}: the swaps need a frame of ${TRADES_MIN.width}×${TRADES_MIN.height} or more`,
    });
  return { trades, ignored: ignored.filter((item) => !dismissed.has(ignoredKey(item))) };
}
