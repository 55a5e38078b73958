// The pool chart's panel: the chart with its legend and tools, or why there is none (the API's error, an empty
// range with a way to the latest data), a note when the range holds very few candles, and a line that counts the
// bars and says whether the last one is live.
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { Resolution, UdfHistory } from '../../api/chart-schemas';
import { ApiError } from '../../api/client';
import { chartNow, type Bar, type Slot } from '../../shared/charts/bars';
import { fewCandlesText } from '../../shared/charts/candles';
import { CandlestickChart } from '../../components/CandlestickChart';
import { StatusView } from '../../components/StatusView';
import { formatUtc } from '../../shared/time';
import { resolutionLabel } from '../../shared/charts/labels';
import { nextPollIn } from './live-bars';
import { groupDigits } from '../../shared/numbers/separators';

const utc = (seconds: number) => formatUtc(new Date(seconds * 1000).toISOString());

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
  return (
    <div className="empty">
      <p>
        No trades between {utc(from)} and {utc(Math.min(to, chartNow()))}.
      </p>
      {nextTime !== undefined && (
        <button type="button" className="primary" onClick={() => onJump(nextTime)}>
          Jump to the latest data ({utc(nextTime)})
        </button>
      )}
    </div>
  );
}

/** Very few candles in the range: says how many, and offers a candle that fits the range. */
function FewCandles({
  count,
  shorter,
  onCandle,
}: {
  count: number;
  shorter: Resolution;
  onCandle: () => void;
}) {
  return (
    <p className="notice" role="status">
      {fewCandlesText(count)} — try a shorter candle.{' '}
      <button type="button" onClick={onCandle}>
        Show {resolutionLabel(shorter)} candles
      </button>
    </p>
  );
}

/** Whether the last bar follows the chain, and what stopped it when it does not. */
function LiveNote({ live }: { live: UseQueryResult<Bar[]> }) {
  if (live.isError) {
    const wait = nextPollIn(live.error);
    const error = live.error;
    const what =
      error instanceof ApiError && error.status === 429 ? "the API's rate limit is used up" : error.message;
    return (
      <span role="status">
        Live updates paused: {what}.{' '}
        {wait === false ? (
          <button type="button" onClick={() => void live.refetch()}>
            Resume live updates
          </button>
        ) : (
          `Asking again at ${utc(Math.ceil((live.errorUpdatedAt + wait) / 1000))}.`
        )}{' '}
      </span>
    );
  }
  return live.isEnabled ? <span>The last bar updates live. </span> : null;
}

interface ChartPanelProps {
  netuid: number;
  history: UseInfiniteQueryResult<{ pages: { answer: UdfHistory }[] }>;
  live: UseQueryResult<Bar[]>;
  bars: Bar[];
  /** The time axis the bars are drawn on: with a gap for each slot without a trade. */
  slots: Slot[];
  /** A shorter candle to offer, when the range holds very few. */
  shorter: Resolution | null;
  onCandle: (resolution: Resolution) => void;
  /** What the bars shown are of (see CandlestickChart). */
  series: string;
  label: string;
  fileName: (visible: { from: number; to: number } | null) => string;
  fitRange: { from: number; to: number } | null;
  marked: number | null;
  /** The range asked for, and the length of a bar (seconds). */
  from: number;
  to: number;
  step: number;
  onJump: (range: { from: number; to: number }) => void;
  onBarClick: (time: number) => void;
  onVisibleRangeChange: (range: { from: number; to: number }) => void;
  onOldestReached: () => void;
}

export function ChartPanel(props: ChartPanelProps) {
  const { history, live, bars, slots, shorter, onCandle, from, to, step, onJump, ...chart } = props;
  const span = to - from;
  return (
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
              onJump={(time) => onJump({ from: time + step - span, to: time + step })}
            />
          ) : (
            <>
              {shorter && (
                <FewCandles count={slots.length} shorter={shorter} onCandle={() => onCandle(shorter)} />
              )}
              <CandlestickChart bars={bars} slots={slots} {...chart} />
              <p className="chart-credit">
                {history.isPlaceholderData
                  ? 'Loading…'
                  : `${groupDigits(bars.length)} bar${bars.length === 1 ? '' : 's'}.`}{' '}
                {history.isFetchingNextPage && 'Loading older bars… '}
                <LiveNote live={live} />
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
  );
}
