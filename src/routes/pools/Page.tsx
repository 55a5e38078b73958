// The screener: every subnet in one table with its pool's price, changes, volume, flow and reserves. One request
// whatever the number of pools: the gateway's market summary has every pool's figures and every subnet of the owner
// log (with its owner, to search by). Sorting and search run over all subnets, in the URL.
import { useQuery } from '@tanstack/react-query';
import type { MarketSummary } from '../../api/market';
import { UrlProblems } from '../../components/PageNotices';
import { Coverage } from '../../components/market-cells';
import { EmptyState, StatusView } from '../../components/StatusView';
import { TableSkeleton } from '../../components/TableSkeleton';
import { groupDigits } from '../../shared/numbers/separators';
import { useAfterPaint } from '../../lib/after-paint';
import { inBackground } from '../../lib/in-background';
import { formatUtc } from '../../shared/time';
import { searchString } from '../../shared/query-string';
import { useSearchState } from '../../lib/url-state';
import { poolColumns } from './columns';
import { mergeRows, MOVERS, poolsSearch, screen, type PoolOrder } from './pool-list';
import { marketQuery } from './market-query';
import { SearchField } from './SearchField';
import { useLiveStatus } from '../../live/use-live';
import { PicksBar, ProvidePicks, usePicks } from './compare-selection';

const CAPTION = 'Subnet pools';

/** TanStack Table, loaded beside the page's requests: the skeleton needs none of it. */
const useTableCode = inBackground(import('../../components/DataTable'));

function Skeleton({ order }: { order: string }) {
  return <TableSkeleton caption={CAPTION} columns={poolColumns} order={order} limit={12} details={false} />;
}

interface ScreenerProps {
  summary: MarketSummary;
  search: string;
  order: PoolOrder;
  setOrder: (order: string) => void;
  reset: () => void;
}

function Screener({ summary, search, order, setOrder, reset }: ScreenerProps) {
  const DataTable = useTableCode()?.DataTable;
  const all = mergeRows(summary.subnets, summary.pools);
  const rows = screen(all, search, order);
  const head = new Date(summary.head.time * 1000).toISOString();
  return (
    <>
      <Coverage coverage={summary.coverage} />
      <p className="muted">
        {rows.length === all.length
          ? `${all.length} subnets`
          : `${rows.length} of ${all.length} subnets match “${search.trim()}”`}
        , figures to block {groupDigits(summary.head.block)} ({formatUtc(head)}).
      </p>
      {rows.length === 0 ? (
        <EmptyState filtered what="subnets" onReset={reset} />
      ) : DataTable ? (
        <DataTable
          caption={CAPTION}
          columns={poolColumns}
          rows={rows}
          getRowId={(row) => String(row.netuid)}
          order={order}
          onOrderChange={setOrder}
          rowCount={rows.length}
          page={1}
          limit={rows.length}
        />
      ) : (
        <Skeleton order={order} />
      )}
    </>
  );
}

export default function PoolsPage() {
  const market = useQuery(marketQuery(useLiveStatus() === 'live'));
  const picks = usePicks();
  const search = useSearchState(poolsSearch);
  const text = search.values.q ?? '';
  const order = search.values.order;
  const skeleton = <Skeleton order={order} />;
  // Each keystroke corrects the address in place rather than adding a page to the history.
  const setText = (q: string) => search.update({ q }, { replace: true });
  // A sort click paints first; the screener's re-sort follows (its render held the click's frame back, up to ~240 ms
  // with the CPU slowed 4×).
  const setOrder = useAfterPaint((next: string) => search.update({ order: next }));

  return (
    <>
      <h1>Pools</h1>
      <p className="muted">
        Each subnet’s alpha trades against TAO in its pool: its price, its changes over an hour, a day and a
        week, and the day’s trading, from every swap on the chain.
      </p>
      <UrlProblems problems={search.problems} cleanLink={`?${searchString(poolsSearch, search.query)}`} />
      <div className="filters pool-controls">
        <div className="field">
          <label htmlFor="pool-search">Search subnets</label>
          <SearchField
            id="pool-search"
            placeholder="19, sn19 or an owner address"
            value={text}
            onSearch={setText}
          />
        </div>
        <div role="group" aria-label="Movers" className="movers">
          {MOVERS.map((mover) => (
            <button
              key={mover.order}
              type="button"
              aria-pressed={order === mover.order}
              onClick={() => search.update({ order: mover.order })}
            >
              {mover.label}
            </button>
          ))}
        </div>
      </div>
      <div className="screener">
        <ProvidePicks value={picks}>
          <StatusView query={market} skeleton={skeleton}>
            {(summary) => (
              <Screener
                summary={summary}
                search={text}
                order={order}
                setOrder={setOrder}
                reset={() => search.update({ q: undefined })}
              />
            )}
          </StatusView>
        </ProvidePicks>
      </div>
      <PicksBar picked={picks.picked} clear={picks.clear} />
    </>
  );
}
