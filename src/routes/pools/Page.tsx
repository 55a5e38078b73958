// The subnets that have pools (every subnet but the root, 0), each a card linking to its pool page with the pool's
// last price, its change over 24 hours and a sparkline. The owner log names every subnet, so one request lists
// them; each card's numbers are one more request (price-query.ts), asked only while the card is in view and only
// while the key's quota lets background requests through. Search and order are in the URL.
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listQuery } from '../../api/queries';
import { MAX_LIMIT, type SubnetOwnerRow } from '../../api/schemas';
import { UrlProblems } from '../../components/PageNotices';
import { StatusView } from '../../components/StatusView';
import { formatUtc } from '../../lib/time';
import { searchString, useSearchState } from '../../lib/url-state';
import { dayPrice, dayWindow, type DayWindow } from './day-price';
import { PoolCard } from './PoolCard';
import {
  matches,
  ORDER_LABELS,
  POOL_ORDERS,
  poolsSearch,
  sortPools,
  sortsLoaded,
  type PoolOrder,
} from './pool-list';
import { dayHistoryQuery, reopensAt } from './price-query';
import { queryKeys } from '../../api/query-keys';
import { useVisibleKeys } from './use-visible';

/** When the gateway lets the cards' requests through again, from the refusals it has sent so far. */
function gateReopens(client: QueryClient): number {
  const refused = client.getQueryCache().findAll({ queryKey: queryKeys.poolDays() });
  return Math.max(0, ...refused.map((query) => reopensAt(query.state.error)));
}

/** Whether `at` (ms since the epoch) has come; the page renders again when it does. */
function usePassed(at: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return now >= at;
}

function PoolGrid({
  rows,
  search,
  order,
  window,
}: {
  rows: SubnetOwnerRow[];
  search: string;
  order: PoolOrder;
  window: DayWindow;
}) {
  // Newest first: the first row of a subnet is its current owner.
  const current = new Map<number, SubnetOwnerRow>();
  for (const row of rows) if (row.netuid > 0 && !current.has(row.netuid)) current.set(row.netuid, row);
  const subnets = [...current.values()].sort((a, b) => a.netuid - b.netuid);

  const { visible, track } = useVisibleKeys();
  const reopens = gateReopens(useQueryClient());
  const open = usePassed(reopens);
  const days = useQueries({
    queries: subnets.map((row) => ({
      ...dayHistoryQuery(row.netuid, window),
      enabled: open && visible.has(String(row.netuid)),
    })),
  });

  const entries = subnets.map((row, i) => {
    const day = days[i] as (typeof days)[number];
    const numbers = day.data && dayPrice(day.data, window);
    const loaded = numbers?.kind === 'price' ? { price: numbers.last, change: numbers.change } : {};
    return { netuid: row.netuid, owner: row.owner, ...loaded, day };
  });
  const shown = sortPools(
    entries.filter((entry) => matches(entry, search)),
    order,
  );
  const loaded = shown.filter((entry) => entry.price !== undefined).length;
  const waiting = !open && entries.some((entry) => entry.price === undefined && entry.day.isError);

  return (
    <>
      <p className="muted">
        {shown.length === subnets.length
          ? `${subnets.length} pools.`
          : `${shown.length} of ${subnets.length} pools match “${search.trim()}”.`}{' '}
        {sortsLoaded(order) &&
          `Sorted by ${order.startsWith('price') ? 'price' : '24 h change'} among the ${loaded} whose prices are loaded; the others follow by subnet, and load as they come into view.`}
        {waiting && ' Some prices wait for the API key’s quota and load later.'}
      </p>
      {shown.length === 0 ? (
        <p className="muted">No pool matches “{search.trim()}”.</p>
      ) : (
        <ul className="pools">
          {shown.map(({ day, ...entry }) => (
            <PoolCard key={entry.netuid} entry={entry} day={day} window={window} track={track} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function PoolsPage() {
  const owners = useQuery(listQuery('subnetOwners', { limit: String(MAX_LIMIT) }));
  const search = useSearchState(poolsSearch);
  const [, setParams] = useSearchParams();
  // The page's day is fixed when it opens: every card shows the same hours, and a card asked later asks the same.
  const [window] = useState(() => dayWindow(Date.now() / 1000));
  const text = search.values.q ?? '';
  const order = search.values.order;
  const change = (changes: Record<string, string | undefined>, replace = false) =>
    setParams(new URLSearchParams(searchString(poolsSearch, { ...search.query, ...changes })), { replace });

  return (
    <>
      <h1>Pools</h1>
      <p className="muted">
        Each subnet’s alpha trades against TAO in its pool. Prices are the close of the hour to{' '}
        {formatUtc(new Date(window.end * 1000).toISOString()).slice(0, -7)} UTC, the newest hour all visitors
        share one answer for, with the change over the 24 hours before; they load for the pools in view.
      </p>
      <UrlProblems problems={search.problems} cleanLink={`?${searchString(poolsSearch, search.query)}`} />
      <div className="filters pool-controls">
        <div className="field">
          <label htmlFor="pool-search">Search subnets</label>
          <input
            id="pool-search"
            type="search"
            placeholder="19, sn19 or an owner address"
            value={text}
            // Each keystroke corrects the address in place rather than adding a page to the history.
            onChange={(event) => change({ q: event.target.value }, true)}
          />
        </div>
        <div className="field">
          <label htmlFor="pool-order">Sort by</label>
          <select id="pool-order" value={order} onChange={(event) => change({ order: event.target.value })}>
            {POOL_ORDERS.map((value) => (
              <option key={value} value={value}>
                {ORDER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StatusView query={owners} skeleton={<p className="muted">Loading…</p>}>
        {({ data }) => <PoolGrid rows={data} search={text} order={order} window={window} />}
      </StatusView>
    </>
  );
}
