// How long an export has left, from the pace it has kept so far. The key's quota sets that pace (a free key: a few
// requests a minute, shared with everyone's pages, which go first), and no number the app could assume would be
// honest, so the estimate is only what was observed: the time since the start, waits for Retry-After included,
// per answered request, times the requests left.
import { formatDecimal } from '../shared/numbers/decimals';
import { groupDigits } from '../shared/numbers/separators';

export interface Pace {
  /** When the export started, in ms. */
  startedAt: number;
  now: number;
  /** Requests answered so far. */
  done: number;
  /** Requests still to make. */
  left: number;
  /** The end of a Retry-After wait under way, in ms, if one is: nothing can be faster than that. */
  waitUntil?: number;
}

/** Requests a minute so far; null before the first answer. */
export function requestsPerMinute({ startedAt, now, done }: Pace): number | null {
  const elapsed = now - startedAt;
  return done > 0 && elapsed > 0 ? (done * 60_000) / elapsed : null;
}

/** Milliseconds left at the pace kept so far; null before the first answer, when there is no pace to go by. */
export function msLeft(pace: Pace): number | null {
  if (pace.left === 0) return 0;
  if (pace.done === 0) return null;
  const atPace = ((pace.now - pace.startedAt) / pace.done) * pace.left;
  return Math.max(atPace, (pace.waitUntil ?? 0) - pace.now);
}

/** A duration as a person reads an estimate: "about 40 s", "about 7 min", "about 2 h 5 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `about ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const rest = minutes % 60;
  return `about ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** The estimate as the export shows it: "about 7 min left at 4.2 requests a minute", or why there is none yet. */
export function describeEstimate(pace: Pace): string {
  const ms = msLeft(pace);
  const rate = requestsPerMinute(pace);
  if (ms === null || rate === null) return 'Estimating the time left from the first answers…';
  const perMinute = rate >= 10 ? groupDigits(Math.round(rate)) : formatDecimal(rate, 1, { minDecimals: 1 });
  return `${formatDuration(ms)} left at ${perMinute} requests a minute so far`;
}
