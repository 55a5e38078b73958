import type { AccountRow } from '../../api/schemas';
import { Address, Amount, DayChange, fieldCell } from '../../components/cells';
import type { Columns } from '../../components/table-columns';
import { ListView } from '../../components/ListView';
import { groupDigits } from '../../shared/numbers/separators';

type BalanceKey =
  | 'balance_free'
  | 'balance_staked'
  | 'balance_staked_alpha_as_tao'
  | 'balance_staked_root'
  | 'balance_reserved'
  | 'balance_liquidity';

const balance = (key: BalanceKey, header: string, sortable: boolean, card?: number) => ({
  id: key,
  header,
  accessorKey: key,
  enableSorting: sortable,
  sortDescFirst: true,
  meta: { numeric: true, card },
  cell: ({ row }: { row: { original: AccountRow } }) =>
    fieldCell(row.original[key], key, (value) => <Amount value={value} />),
});

// A phone's card shows an account's address and its total, free and staked balances.
export const columns: Columns<AccountRow> = [
  {
    id: 'rank',
    header: 'Rank',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => fieldCell(row.original.rank, 'rank', groupDigits),
  },
  {
    id: 'address',
    header: 'Address',
    enableSorting: false,
    meta: { card: 1 },
    cell: ({ row }) => <Address ss58={row.original.address.ss58} hex={row.original.address.hex} />,
  },
  balance('balance_free', 'Free', true, 3),
  balance('balance_staked', 'Staked', true, 4),
  balance('balance_staked_alpha_as_tao', 'Alpha (as τ)', false),
  balance('balance_staked_root', 'Root', false),
  {
    id: 'balance_total',
    header: 'Total',
    accessorKey: 'balance_total',
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true, card: 2 },
    // The API's own total, and under it the change since the API's day-ago total where it sends one (it does
    // when the list is filtered to one address).
    cell: ({ row }) =>
      fieldCell(row.original.balance_total, 'balance_total', (total) => (
        <>
          <Amount value={total} />
          {row.original.balance_total_24hr_ago != null && (
            <DayChange now={total} dayAgo={row.original.balance_total_24hr_ago} />
          )}
        </>
      )),
  },
  balance('balance_reserved', 'Reserved', false),
  balance('balance_liquidity', 'Liquidity', false),
  {
    id: 'root_claim_type',
    header: 'Root claim',
    enableSorting: false,
    cell: ({ row }) => fieldCell(row.original.root_claim_type, 'root_claim_type', (type) => type),
  },
  { id: 'created_on_date', header: 'Created', accessorKey: 'created_on_date', enableSorting: false },
  { id: 'network', header: 'Network', accessorKey: 'network', enableSorting: false },
];

export default function AccountsPage() {
  return <ListView endpoint="accountLatest" columns={columns} />;
}
