import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { Link, useParams } from 'react-router';
import { RESOLUTIONS, udfHistoryUrl, type PoolEvent, type Resolution } from '../../api/schemas';
import {
  chartNow,
  presetRange,
  RANGE_PRESETS,
  resolutionSeconds,
  type Bar,
  type RangePreset,
} from '../../charts/bars';
import { chunkBars, firstChunk } from '../../charts/history-chunks';
import type { TimeWindow } from '../../charts/swap-windows';
import { CandlestickChart } from '../../components/CandlestickChart';
import { ApiCall, UrlProblems } from '../../components/PageNotices';
import { StatusView } from '../../components/StatusView';
import { paths } from '../../lib/paths';
import { settler } from '../../lib/settle';
import { formatUtc, fromUtcInput, toUtcInput } from '../../lib/time';
import { searchString, useSearchState } from '../../lib/url-state';
import { poolSearch } from './search';
import { EmbedDialog } from './EmbedDialog';
import { historyQuery } from './history-query';
import { Swaps } from './Swaps';

/**
 * How long the chart's view must rest before the swaps follow it: longer than the pauses within a drag or a run of
 * wheel steps, short enough to feel immediate once the hand stops.
 */
const SETTLE_MS = 350;

const RESOLUTION_LABELS: Record<Resolution, string> = {
  '1': '1m',
  '5': '5m',
  '15': '15m',
  '60': '1h',
  '1D': '1D',
  '7D': '7D',
  '30D': '30D',
};

/** The bar a time falls in: the last bar starting at or before it. */
function barAt(bars: Bar[], time: number): Bar | null {
  let found: Bar | null = null;
  for (const bar of bars) {
    if (bar.time > time) break;
    found = bar;
  }
  return found;
}

/** An empty range: says so, and offers the range of the same length that ends at the latest bar. */
function NoData({
  from,
  to,
  nextTime,
  onJump,
}: {
  from: number;
  to: number;
  nextTime?: number;
  onJump: (time: number) => void;
}) {
  const utc = (seconds: number) => formatUtc(new Date(seconds * 1000).toISOString());
  return (
    <div className="empty">
      <p>
        No trades between {utc(from)} and {utc(to)}.
      </p>
      {nextTime !== undefined && (
        <button type="button" className="primary" onClick={() => onJump(nextTime)}>
          Jump to the latest data ({utc(nextTime)})
        </button>
      )}
    </div>
  );
}

export default function PoolPage() {
  const netuid = Number(useParams().netuid);
  const search = useSearchState(poolSearch);
  const { resolution } = search.values;
  // Without a range in the URL the chart runs to the moment the page opened (not re-read on every render), from
  // a grid chunk's start; the gateway names this same first request in the page's HTML (chart-preload.ts).
  const [openedAt] = useState(() => chartNow());
  // Without `to`, the range ends now, or at a `from` later than now (never before it: the API refuses that).
  const { from, to } = firstChunk(
    resolution,
    search.values.from,
    search.values.to ?? Math.max(openedAt, search.values.from ?? 0),
  );
  const history = useInfiniteQuery({
    ...historyQuery({ netuid, resolution, from, to }),
    enabled: Number.isInteger(netuid) && netuid > 0,
  });
  const bars = useMemo(
    () => (history.data ? chunkBars(history.data.pages.map((page) => page.answer)) : []),
    [history.data],
  );
  // What the bars shown are of: while the next series loads, still the previous one, whose bars are that long.
  const shown = history.data?.pages[0]?.request;
  const series = JSON.stringify(shown ?? null);
  const step = resolutionSeconds(shown?.resolution ?? resolution);
  const loadOlder = () => {
    if (history.hasNextPage && !history.isFetchingNextPage && !history.isPlaceholderData)
      void history.fetchNextPage();
  };

  const [visible, setVisible] = useState<TimeWindow | null>(null);
  // A gesture reports every frame's view; the swaps follow only the view it ends on.
  const [settle] = useState(() => settler(SETTLE_MS, setVisible));
  useEffect(() => () => settle.cancel(), [settle]);
  const [barWindow, setBarWindow] = useState<TimeWindow | null>(null);
  const [selected, setSelected] = useState<PoolEvent | null>(null);

  if (!Number.isInteger(netuid) || netuid < 1) {
    return (
      <div className="notice error" role="alert">
        <strong>Not a pool</strong>
        <p>
          Pools are numbered by subnet, from 1. See the <Link to={paths.pools()}>list of pools</Link>.
        </p>
      </div>
    );
  }

  const setRange = (range: { from: number; to: number }) =>
    search.update({ from: String(range.from), to: String(range.to) });
  const custom = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry : '';
    };
    const start = fromUtcInput(text('from'));
    const end = fromUtcInput(text('to'));
    search.update({ from: start, to: end });
  };
  const span = to - from;

  return (
    <>
      <h1>Pool of subnet {netuid}</h1>
      <p className="muted">
        Price of the subnet's alpha in TAO. <Link to={paths.subnetOwners({ netuid })}>Owners</Link> ·{' '}
        <Link to={paths.deregistrations({ netuid })}>Deregistrations</Link> ·{' '}
        <EmbedDialog netuid={netuid} resolution={resolution} from={search.query.from} to={search.query.to} />
      </p>
      <UrlProblems problems={search.problems} cleanLink={`?${searchString(poolSearch, search.query)}`} />
      <div className="chart-toolbar">
        <div role="group" aria-label="Resolution">
          {RESOLUTIONS.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === resolution}
              onClick={() => search.update({ resolution: r })}
            >
              {RESOLUTION_LABELS[r]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Range">
          {(Object.keys(RANGE_PRESETS) as RangePreset[]).map((preset) => (
            <button key={preset} type="button" onClick={() => setRange(presetRange(preset, chartNow()))}>
              {preset === 'all' ? 'All' : preset}
            </button>
          ))}
        </div>
        <form className="custom-range" onSubmit={custom} key={`${search.query.from}-${search.query.to}`}>
          <label>
            From (UTC){' '}
            <input name="from" type="datetime-local" step={1} defaultValue={toUtcInput(search.query.from)} />
          </label>
          <label>
            To (UTC){' '}
            <input name="to" type="datetime-local" step={1} defaultValue={toUtcInput(search.query.to)} />
          </label>
          <button type="submit">Show</button>
        </form>
      </div>
      <section className="chart-panel" aria-label="Price chart">
        <StatusView
          query={history}
          skeleton={
            <>
              <div className="chart price-chart-placeholder" aria-busy="true" />
              <p className="chart-credit">Loading…</p>
            </>
          }
        >
          {(data) => {
            // The newest chunk says whether there is a chart at all; older chunks only add bars to it.
            const answer = data.pages[0]?.answer;
            return answer?.s === 'error' ? (
              <div className="notice error" role="alert">
                <strong>The API has no chart for this pool</strong>
                <p>{answer.errmsg}</p>
              </div>
            ) : answer?.s === 'no_data' ? (
              <NoData
                from={from}
                to={to}
                nextTime={answer.nextTime}
                onJump={(time) => setRange({ from: time + step - span, to: time + step })}
              />
            ) : (
              <>
                <CandlestickChart
                  bars={bars}
                  series={series}
                  label={`Price of subnet ${netuid}'s alpha, ${RESOLUTION_LABELS[resolution]} bars`}
                  marked={selected ? (barAt(bars, selected.block.blockTimestamp)?.time ?? null) : null}
                  onBarClick={(time) => setBarWindow({ from: time, to: time + step })}
                  onVisibleRangeChange={(range) => settle.push({ from: range.from, to: range.to + step })}
                  onOldestReached={loadOlder}
                />
                <p className="chart-credit">
                  {history.isPlaceholderData ? 'Loading…' : `${bars.length.toLocaleString('en-US')} bars.`}{' '}
                  {history.isFetchingNextPage && 'Loading older bars… '}
                  Charts by{' '}
                  <a href="https://www.tradingview.com/" rel="noreferrer">
                    TradingView Lightweight Charts
                  </a>
                  .
                </p>
              </>
            );
          }}
        </StatusView>
      </section>
      <ApiCall url={udfHistoryUrl(netuid, resolution, from, to)} />
      <Swaps
        netuid={netuid}
        newestTime={bars.length > 0 ? Math.min((bars.at(-1) as Bar).time + step, to) : null}
        now={openedAt}
        window={visible}
        bar={barWindow}
        onClearBar={() => setBarWindow(null)}
        selected={selected ? `${selected.txnId}:${selected.eventIndex}` : null}
        onSelect={setSelected}
      />
    </>
  );
}
