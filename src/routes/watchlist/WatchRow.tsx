// One followed account on the watchlist: its name, its address, and its newest balances with their change over a day
// and a week, from its history (one request, the account page's own), asked by the portfolio for its accounts, and by
// a row beyond them once it comes into view. When the API cannot answer fresh (the budget is spent), the row shows
// the last answer it has and says as of when.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { AddressAlert } from '../../alerts/AddressAlert';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { staleAsOf } from '../../api/stale';
import { Amount, BalanceChange, CopyButton, shorten } from '../../components/cells';
import { AsOfTime, describeError } from '../../components/StatusView';
import { setWatched } from '../../lib/address-book-edits';
import { addressText, isEvmKey, type AddressKey } from '../../lib/address-key';
import { paths } from '../../shared/paths';
import { useSeen } from '../../lib/use-seen';
import { historyQuery, holder } from './account-history';
import { holdingsOf, type Holdings, type Snapshot } from './holdings';

/** The columns, in the row's order: their headers, and whether they hold numbers. */
export const WATCH_COLUMNS = [
  { header: 'Name' },
  { header: 'Address' },
  { header: 'Free', numeric: true },
  { header: 'Staked', numeric: true },
  { header: 'Total', numeric: true },
  { header: '24 h change', numeric: true },
  { header: '7 d change', numeric: true },
  { header: 'Alerts' },
  { header: 'Unwatch' },
];
const BALANCE_CELLS = WATCH_COLUMNS.filter((column) => column.numeric).length;

function Change({ now, before, period }: { now: Snapshot; before: Snapshot | null; period: '24 h' | '7 d' }) {
  return before ? (
    <BalanceChange now={String(now.total)} before={String(before.total)} period={period} />
  ) : (
    // The history does not reach back so far: an account younger than that.
    <span className="muted" title={`No snapshot ${period} before the newest`}>
      —
    </span>
  );
}

function Balances({ holdings, asOf }: { holdings: Holdings; asOf: Date | null }) {
  const { now } = holdings;
  return (
    <>
      <td className="numeric" data-label="Free">
        <Amount value={String(now.free)} />
      </td>
      <td className="numeric" data-label="Staked">
        <Amount value={String(now.staked)} />
      </td>
      <td className="numeric" data-label="Total">
        <Amount value={String(now.total)} />
        {asOf && (
          <span className="as-of">
            as of <AsOfTime date={asOf} />
          </span>
        )}
      </td>
      <td className="numeric" data-label="24 h change">
        <Change now={now} before={holdings.dayAgo} period="24 h" />
      </td>
      <td className="numeric" data-label="7 d change">
        <Change now={now} before={holdings.weekAgo} period="7 d" />
      </td>
    </>
  );
}

/** What the row's balance cells say while it has no balances to show. */
function NoBalances({ query, seen }: { query: UseQueryResult; seen: boolean }) {
  // A failure shows while the retry policy waits out its Retry-After too (the budget spent: a while).
  const failure = query.error ?? query.failureReason;
  if (failure)
    return (
      <>
        <span className="row-error">{describeError(failure).title}.</span>{' '}
        {query.isFetching ? (
          'Asked again when the API allows.'
        ) : (
          <button type="button" onClick={() => void query.refetch()}>
            Retry
          </button>
        )}
      </>
    );
  if (query.data) return 'No balances on finney.';
  return seen || query.isFetching ? 'Loading…' : 'Loads when shown.';
}

export function WatchRow({ watchKey, name }: { watchKey: AddressKey; name: string | undefined }) {
  const [ref, seen] = useSeen();
  const evm = isEvmKey(watchKey);
  const address = useMemo(() => addressText(watchKey), [watchKey]);
  const account = useMemo(() => holder(watchKey), [watchKey]);
  const label = name ?? address;
  // Asked at once by the portfolio for its accounts (the same query): the row's own asking is for those beyond.
  const history = useQuery({ ...historyQuery(account), enabled: seen });
  const holdings = useMemo(() => history.data && holdingsOf(history.data.data), [history.data]);
  // The gateway's last good answer, or this page's own when asking again failed.
  const asOf =
    staleAsOf(history.data) ?? (history.isError && history.data ? new Date(history.dataUpdatedAt) : null);

  return (
    <tr ref={ref}>
      <td>{name ?? <span className="muted">no name</span>}</td>
      <td>
        <span className="address">
          <Link
            to={paths.account(address)}
            className="mono"
            title={evm ? `${address}\nits balance in ${account}` : address}
          >
            {evm ? shorten(address, 8, 6) : shorten(address)}
          </Link>
          <CopyButton value={address} label={`address of ${label}`} />
        </span>
      </td>
      {holdings ? (
        <Balances holdings={holdings} asOf={asOf} />
      ) : (
        <td colSpan={BALANCE_CELLS} className="muted">
          <NoBalances query={history} seen={seen} />
        </td>
      )}
      <td>
        <AddressAlert address={address} label={`Alert on swaps of ${label}`}>
          Alert
        </AddressAlert>
      </td>
      <td>
        <button type="button" aria-label={`Unwatch ${label}`} onClick={() => setWatched(watchKey, false)}>
          Unwatch
        </button>
      </td>
    </tr>
  );
}
