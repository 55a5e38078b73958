// One followed account on the watchlist: its name, its address, and its latest balances with the day's change,
// asked (one request, the account page's own) only once the row comes into view. When the API cannot answer fresh
// (the budget is spent), the row shows the last answer it has and says as of when.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { AddressAlert } from '../../alerts/AddressAlert';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { listQuery } from '../../api/queries';
import type { AccountRow } from '../../api/schemas';
import { staleAsOf } from '../../api/stale';
import { Amount, CopyButton, DayChange, fieldCell, shorten } from '../../components/cells';
import { AsOfTime, describeError } from '../../components/StatusView';
import { setWatched } from '../../lib/address-book-edits';
import { addressText, isEvmKey, type AddressKey } from '../../lib/address-key';
import { evmAccount } from '../../shared/chain/evm-account';
import { paths } from '../../shared/paths';
import { ss58Encode } from '../../shared/chain/ss58';
import { useSeen } from '../../lib/use-seen';

/** The columns, in the row's order: their headers, and whether they hold numbers. */
export const WATCH_COLUMNS = [
  { header: 'Name' },
  { header: 'Address' },
  { header: 'Free', numeric: true },
  { header: 'Staked', numeric: true },
  { header: 'Total', numeric: true },
  { header: '24 h change', numeric: true },
  { header: 'Alerts' },
  { header: 'Unwatch' },
];
const BALANCE_CELLS = WATCH_COLUMNS.filter((column) => column.numeric).length;

/** The account that holds the balance of `key`: itself, or an EVM address's Substrate account. */
function holder(key: AddressKey): string {
  return isEvmKey(key) ? (evmAccount(key)?.ss58 ?? '') : ss58Encode(key);
}

function Balances({ record, asOf }: { record: AccountRow; asOf: Date | null }) {
  const amount = (key: 'balance_free' | 'balance_staked' | 'balance_total') =>
    fieldCell(record[key], key, (value) => <Amount value={value} />);
  return (
    <>
      <td className="numeric" data-label="Free">
        {amount('balance_free')}
      </td>
      <td className="numeric" data-label="Staked">
        {amount('balance_staked')}
      </td>
      <td className="numeric" data-label="Total">
        {amount('balance_total')}
        {asOf && (
          <span className="as-of">
            as of <AsOfTime date={asOf} />
          </span>
        )}
      </td>
      <td className="numeric" data-label="24 h change">
        {record.balance_total != null && record.balance_total_24hr_ago != null ? (
          <DayChange now={record.balance_total} dayAgo={record.balance_total_24hr_ago} />
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </>
  );
}

/** What the row's balance cells say while it has no balances to show. */
function NoBalances({ query, seen }: { query: UseQueryResult<{ data: AccountRow[] }>; seen: boolean }) {
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
  return seen ? 'Loading…' : 'Loads when shown.';
}

export function WatchRow({ watchKey, name }: { watchKey: AddressKey; name: string | undefined }) {
  const [ref, seen] = useSeen();
  const evm = isEvmKey(watchKey);
  const address = useMemo(() => addressText(watchKey), [watchKey]);
  const account = useMemo(() => holder(watchKey), [watchKey]);
  const label = name ?? address;
  const latest = useQuery({ ...listQuery('accountLatest', { address: account }), enabled: seen });
  const record = latest.data?.data[0];
  // The gateway's last good answer, or this page's own when asking again failed.
  const asOf =
    staleAsOf(latest.data) ?? (latest.isError && latest.data ? new Date(latest.dataUpdatedAt) : null);

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
      {record ? (
        <Balances record={record} asOf={asOf} />
      ) : (
        <td colSpan={BALANCE_CELLS} className="muted">
          <NoBalances query={latest} seen={seen} />
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
