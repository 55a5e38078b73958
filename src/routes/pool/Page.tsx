// The pool page: what it shows is the URL (search.ts); the parts each own one thing: the view's controls
// (ChartControls), the chart with its legend and tools (ChartPanel), its bars (pool-bars.ts: their history, live
// end and time axis) and the swaps under it (Swaps).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { udfHistoryUrl, type PoolEvent } from '../../api/schemas';
import { barIndexAt, type Bar } from '../../shared/charts/bars';
import type { TimeWindow } from '../../api/chain';
import { ApiCall, UrlProblems } from '../../components/PageNotices';
import { AlertMe } from './AlertMe';
import { paths } from '../../shared/paths';
import { settler } from '../../lib/settle';
import { useAfterPaint } from '../../lib/after-paint';
import { searchString } from '../../shared/query-string';
import { useSearchState } from '../../lib/url-state';
import { ChartControls } from './ChartControls';
import { ChartPanel } from './ChartPanel';
import { EmbedDialog } from './EmbedDialog';
import { chartFileName, chartLabel, POOL_INTRO, poolHeading } from '../../shared/charts/labels';
import { PoolFigures } from './PoolFigures';
import { usePoolBars } from './pool-bars';
import { poolSearch } from './search';
import { Swaps } from './Swaps';

import { pageOpenedAt } from './preload';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';
import { compareHref, DEFAULT_COMPARE_RANGE } from '../../shared/charts/compare-link';

export { preloadHistory as preload } from './preload';

/**
 * How long the chart's view must rest before the swaps follow it: longer than the pauses within a drag or a run of
 * wheel steps, short enough to feel immediate once the hand stops.
 */
const SETTLE_MS = 350;

interface PoolViewProps {
  netuid: number;
  /** The page's heading over the view, if it has one of its own. */
  heading?: ReactNode;
  /** Links to the subnet's other views, before the embed's button. */
  links: ReactNode;
}

/** The pool's chart, its controls and swaps: the pool page, and the chart tab of the subnet page. */
export function PoolView({ netuid, heading, links }: PoolViewProps) {
  const search = useSearchState(poolSearch);
  // Without a range in the URL the chart runs to the moment the page opened (not re-read on every render), from
  // a grid chunk's start; the gateway names this same first request in the page's HTML (data-preload.ts).
  const [openedAt] = useState(() => pageOpenedAt(location.href));
  const isPool = Number.isInteger(netuid) && netuid > 0;
  const [visible, setVisible] = useState<TimeWindow | null>(null);
  // A gesture reports every frame's view; the swaps follow only the view it ends on.
  const [settle] = useState(() => settler(SETTLE_MS, setVisible));
  useEffect(() => () => settle.cancel(), [settle]);
  const [selected, setSelected] = useState<PoolEvent | null>(null);
  // A clicked bar belongs to the view it was clicked in: a new range or bar length drops it. The click is
  // answered by the next frame, and the page's new view drawn after it (bench:interactions).
  const changeView = useAfterPaint(
    (changes: Record<string, string | undefined>) => search.update({ ...changes, bar: undefined }),
    (before, next) => ({ ...before, ...next }),
  );
  const chart = usePoolBars({ netuid, values: search.values, openedAt, visible, enabled: isPool });
  const { history, bars, resolution, from, to, step } = chart;
  const loadOlder = () => {
    if (history.hasNextPage && !history.isFetchingNextPage && !history.isPlaceholderData)
      void history.fetchNextPage();
  };

  if (!isPool) {
    return (
      <div className="notice error" role="alert">
        <strong>Not a pool</strong>
        <p>
          Pools are numbered by subnet, from 1. See the <Link to={paths.pools()}>list of pools</Link>.
        </p>
      </div>
    );
  }

  const { bar } = search.values;
  const barWindow = bar === undefined ? null : { from: bar, to: bar + step };

  return (
    <>
      {heading}
      <p className="muted">
        {POOL_INTRO} {links}
        <EmbedDialog
          netuid={netuid}
          resolution={search.query.resolution}
          range={search.query.range}
          from={search.query.from}
          to={search.query.to}
        />
      </p>
      <UrlProblems problems={search.problems} cleanLink={`?${searchString(poolSearch, search.query)}`} />
      <PoolFigures netuid={netuid} />
      <AlertMe netuid={netuid} />
      <ChartControls
        values={search.values}
        resolution={resolution}
        query={search.query}
        changeView={changeView}
      />
      <ChartPanel
        netuid={netuid}
        history={history}
        live={chart.live}
        bars={bars}
        slots={chart.slots}
        series={chart.series}
        label={chartLabel(netuid, resolution)}
        fileName={(range) => chartFileName(netuid, resolution, range)}
        // A range the URL names (a preset, or from) is the view "Fit" returns to; else every bar loaded.
        fitRange={search.values.range !== undefined || search.values.from !== undefined ? { from, to } : null}
        marked={selected ? (bars[barIndexAt(bars, selected.block.blockTimestamp)]?.time ?? null) : null}
        from={from}
        to={to}
        step={step}
        shorter={chart.shorter}
        onCandle={(candle) => changeView({ resolution: candle })}
        onJump={(range) => changeView({ range: undefined, from: String(range.from), to: String(range.to) })}
        onBarClick={(time) => search.update({ bar: String(time) })}
        onVisibleRangeChange={(range) => settle.push({ from: range.from, to: range.to + step })}
        onOldestReached={loadOlder}
      />
      <ApiCall url={udfHistoryUrl(netuid, resolution, from, to)} />
      <Swaps
        netuid={netuid}
        newestTime={bars.length > 0 ? Math.min((bars.at(-1) as Bar).time + step, to) : null}
        now={openedAt}
        window={visible}
        bar={barWindow}
        onClearBar={() => search.update({ bar: undefined })}
        selected={selected ? `${selected.txnId}:${selected.eventIndex}` : null}
        onSelect={setSelected}
      />
    </>
  );
}

export default function PoolPage() {
  const { netuid } = useRouteParams(ROUTE_TABLE.pool);
  return (
    <PoolView
      netuid={netuid}
      heading={<h1>{poolHeading(netuid)}</h1>}
      links={
        <>
          <Link to={paths.subnet(netuid)}>Subnet {netuid}</Link> ·{' '}
          <Link to={paths.subnet(netuid, { tab: 'owners' })}>Owners</Link> ·{' '}
          <Link to={paths.subnet(netuid, { tab: 'deregistrations' })}>Deregistrations</Link> ·{' '}
          <Link to={compareHref({ netuids: [netuid], range: DEFAULT_COMPARE_RANGE })}>
            Compare with others
          </Link>{' '}
          ·{' '}
        </>
      }
    />
  );
}
