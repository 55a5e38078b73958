// The pool chart's bars as the page holds them: the history (history-query.ts, chunk after chunk as the chart is
// scrolled back), its live end (live-bars.ts) laid over it, and the time axis they are drawn on, with a gap for each
// slot without a trade (src/shared/charts/time-axis.ts).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeBars, resolutionSeconds } from '../../shared/charts/bars';
import { shorterCandle } from '../../shared/charts/candles';
import { chunkBars } from '../../shared/charts/history-chunks';
import { linkResolution, namesStart, pageFirstRequest } from '../../shared/charts/pool-link';
import type { TimeWindow } from '../../api/chain';
import { axisStart, fillGaps } from '../../shared/charts/time-axis';
import { historyQuery } from './history-query';
import { useLiveMessages, useLiveStatus } from '../../live/use-live';
import { liveQuery, nextPollIn } from './live-bars';
import { tradedIn } from '../../api/live';
import { runsToNow, type PoolSearch } from './search';

interface PoolBarsOptions {
  netuid: number;
  values: PoolSearch;
  /** "Now" for a chart that runs to the present: when the page opened. */
  openedAt: number;
  /** The chart's settled view: the last bar follows the chain only while the newest bar is in it. */
  visible: TimeWindow | null;
  enabled: boolean;
}

export function usePoolBars({ netuid, values, openedAt, visible, enabled }: PoolBarsOptions) {
  const resolution = linkResolution(values, openedAt);
  const { from, to } = pageFirstRequest(values, openedAt);
  const history = useInfiniteQuery({ ...historyQuery({ netuid, resolution, from, to }), enabled });
  const historyBars = useMemo(
    () => (history.data ? chunkBars(history.data.pages.map((page) => page.answer)) : []),
    [history.data],
  );
  // What the bars shown are of: while the next series loads, still the previous one, whose bars are that long.
  const pages = history.data?.pages;
  const shown = pages?.[0]?.request;
  const shownResolution = shown?.resolution ?? resolution;

  // The last bar follows the chain while the chart runs to now and its newest bar is in view: asked again when the
  // live stream brings a swap of this pool, or without the stream, every block.
  const newestLoaded = historyBars.at(-1);
  const streaming = useLiveStatus() === 'live';
  const live = useQuery({
    ...liveQuery({ netuid, resolution, since: newestLoaded?.time ?? 0 }),
    refetchInterval: (query) => (streaming && !query.state.error ? false : nextPollIn(query.state.error)),
    enabled:
      enabled &&
      runsToNow(values) &&
      newestLoaded !== undefined &&
      !history.isPlaceholderData &&
      (visible === null || visible.to > newestLoaded.time),
  });
  useLiveMessages('chain', (message) => {
    if (live.isEnabled && !live.isError && tradedIn(message, netuid)) void live.refetch();
  });
  const bars = useMemo(() => mergeBars(historyBars, live.data), [historyBars, live.data]);

  // The axis runs over the chunks loaded, from the range's start when the link names one; the previous series,
  // shown while the next loads, from its first bar (its range may be a much longer one).
  const axisFrom = pages?.at(-1)?.request.from ?? from;
  const axisTo = shown?.to ?? to;
  const emptyStart = namesStart(values) && !history.isPlaceholderData;
  const slots = useMemo(
    () => fillGaps(bars, shownResolution, { from: axisFrom, to: axisTo, emptyStart }),
    [bars, shownResolution, axisFrom, axisTo, emptyStart],
  );

  return {
    history,
    live,
    bars,
    slots,
    /** A shorter candle to offer when the axis holds very few (none while the next series loads). */
    shorter:
      history.isPlaceholderData || slots.length === 0
        ? null
        : shorterCandle(
            shownResolution,
            axisTo - axisStart(bars, { from: axisFrom, emptyStart }),
            slots.length,
          ),
    resolution,
    /** What the bars shown are of (see CandlestickChart). */
    series: JSON.stringify(shown ?? null),
    step: resolutionSeconds(shownResolution),
    from,
    to,
  };
}
