import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { listQuery } from '../../api/queries';
import { MAX_LIMIT, type AccountRow } from '../../api/schemas';
import { BalanceChart, type Line } from '../../components/BalanceChart';
import { Address, Amount, BlockLink, fieldCell, KeyTerm, Time } from '../../components/cells';
import { blockColumn, fieldColumn, onCard, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/table-columns';
import { listPage } from '../../components/list-page';
import { ListView } from '../../components/ListView';
import { ErrorPanel } from '../../components/StatusView';
import { useName } from '../../lib/address-book';
import { evmAccount } from '../../shared/chain/evm-account';
import { groupDigits } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { parameter } from '../../shared/parameters';
import { parseAccount } from '../../shared/chain/ss58';
import { useSearchState } from '../../lib/url-state';
import { COLORS } from '../../shared/theme/colors';
import { LatestBalances } from './Balances';
import { NameAndWatch } from './NameAndWatch';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';

const amount = (
  key:
    | 'balance_free'
    | 'balance_staked'
    | 'balance_staked_alpha_as_tao'
    | 'balance_staked_root'
    | 'balance_total',
  header: string,
  card?: number,
) => ({
  id: key,
  header,
  enableSorting: false,
  meta: { numeric: true, card },
  cell: ({ row }: { row: { original: AccountRow } }) =>
    fieldCell(row.original[key], key, (value) => <Amount value={value} />),
});

// A phone's card shows a day's total, free and staked balances.
export const columns: Columns<AccountRow> = [
  blockColumn<AccountRow>(),
  onCard(1, timeColumn<AccountRow>(true)),
  fieldColumn<AccountRow, 'rank'>('rank', 'Rank', groupDigits, true),
  amount('balance_free', 'Free', 3),
  amount('balance_staked', 'Staked', 4),
  amount('balance_staked_alpha_as_tao', 'Alpha (as τ)'),
  amount('balance_staked_root', 'Root'),
  amount('balance_total', 'Total', 2),
  { id: 'network', header: 'Network', accessorKey: 'network', enableSorting: false },
];

const tao = (rao: string) => Number(rao) / 1e9; // for drawing only: the table keeps exact values

function chartLines(records: AccountRow[]): Line[] {
  const ascending = [...records].reverse();
  // A snapshot without the value or its time is left out of that line: the line joins its neighbours.
  const points = (key: 'balance_free' | 'balance_staked' | 'balance_total') =>
    ascending.flatMap(({ timestamp, [key]: value }) =>
      timestamp === undefined || value === undefined
        ? []
        : [{ time: Math.floor(Date.parse(timestamp) / 1000), value: tao(value) }],
    );
  return [
    { title: 'Total', color: COLORS.lineTotal, points: points('balance_total') },
    { title: 'Staked', color: COLORS.lineStaked, points: points('balance_staked') },
    { title: 'Free', color: COLORS.lineFree, points: points('balance_free') },
  ];
}

function SwapNotice({ record }: { record: AccountRow }) {
  const swap = record.coldkey_swap;
  if (!swap) return null;
  return (
    <div className="notice warning" role="note">
      <strong>Coldkey swap</strong> at block <BlockLink block={swap.block_number} /> (
      <Time iso={swap.timestamp} />
      ): <Address ss58={swap.old_coldkey.ss58} hex={swap.old_coldkey.hex} /> →{' '}
      <Address ss58={swap.new_coldkey.ss58} hex={swap.new_coldkey.hex} />
    </div>
  );
}

/**
 * Where else the API finds this account: the filters that take it. An SS58 account's EVM address cannot be told
 * from its key (src/shared/chain/evm-account.ts), so the EVM transactions are linked only for a page opened at an EVM
 * address.
 */
function OtherRecords({ ss58, evm }: { ss58: string; evm: string | undefined }) {
  return (
    <nav className="other-records" aria-label="This account’s other records">
      <h2>Its other records</h2>
      <ul>
        <li>
          <Link to={paths.subnetOwners({ owner: ss58 })}>Subnet ownership changes with it as owner</Link>
        </li>
        <li>
          <Link to={paths.deregistrations({ hotkey: ss58 })}>Deregistrations with it as hotkey</Link>
        </li>
        <li>
          {evm ? (
            <Link to={paths.evmTransactions({ address: evm })}>EVM transactions of {evm}</Link>
          ) : (
            <span className="muted">
              EVM transactions: the API finds them by EVM address, which an SS58 account does not reveal; open
              an EVM address as <code>/accounts/0x…</code> for its transactions.
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

export default function AccountPage() {
  const { address } = useRouteParams(ROUTE_TABLE.account);
  const evm = evmAccount(address);
  const account = evm ?? parseAccount(address);
  const name = useName(address);
  const search = useSearchState(listPage('accountHistory', ['address']).params);
  // The chart shows the newest snapshots (up to 200 days) under the same filters as the table.
  const filters = Object.fromEntries(
    Object.entries(search.query).filter(([key]) => parameter('accountHistory', key)?.role === 'filter'),
  );
  const chart = useQuery({
    ...listQuery('accountHistory', {
      ...filters,
      address: account?.ss58 ?? address,
      limit: String(MAX_LIMIT),
    }),
    enabled: account !== null,
  });
  // New lines only with new snapshots: paging the table below leaves the chart's view where the person put it.
  const lines = useMemo(() => chartLines(chart.data?.data ?? []), [chart.data]);

  if (!account) {
    return (
      <>
        <h1>Account</h1>
        <div className="notice error" role="alert">
          <strong>Not an account address</strong>
          <p>
            <code>{address}</code> is neither an SS58 address, a 0x-prefixed 32-byte public key nor an EVM
            address. Find accounts on the <Link to={paths.accounts()}>accounts page</Link>.
          </p>
        </div>
      </>
    );
  }

  const records = chart.data?.data ?? [];
  const total = chart.data?.pagination.total_items ?? 0;
  const intro = (
    <>
      <NameAndWatch address={evm?.evm ?? account.ss58} />
      <dl className="account-keys">
        {evm && <KeyTerm term="EVM address" value={evm.evm} />}
        <KeyTerm term="SS58" value={account.ss58} label="SS58 address" />
        <KeyTerm term="Public key" value={account.hex} label="public key" />
      </dl>
      {evm && (
        <p className="muted">
          The chain keeps this EVM address’s balance in the Substrate account above (blake2-256 of “evm:” and
          the address).
        </p>
      )}
      <OtherRecords ss58={account.ss58} evm={evm?.evm} />
      {records[0] && <SwapNotice record={records[0]} />}
      <LatestBalances address={account.ss58} network={search.query.network} />
      <section className="chart-panel" aria-label="Balance over time">
        {chart.isError ? (
          <ErrorPanel error={chart.error} onRetry={() => void chart.refetch()} />
        ) : chart.data && records.length === 0 ? (
          <p className="muted">No balance snapshots for these filters.</p>
        ) : (
          <BalanceChart lines={lines} label={`Balances of ${name ?? account.ss58} over time`} />
        )}
        <p className="chart-credit">
          {records.length > 0 &&
            (total > records.length
              ? `The newest ${groupDigits(records.length)} of ${groupDigits(total)} daily snapshots (the most one request returns); the table below has them all. `
              : `All ${groupDigits(records.length)} daily snapshots. `)}
          Charts by{' '}
          <a href="https://www.tradingview.com/" rel="noreferrer">
            TradingView Lightweight Charts
          </a>
          .
        </p>
      </section>
    </>
  );
  return (
    <ListView
      endpoint="accountHistory"
      columns={columns}
      pathParams={{ address: account.ss58 }}
      intro={intro}
    />
  );
}
