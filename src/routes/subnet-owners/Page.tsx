import { Link } from 'react-router';
import { type SubnetOwnerRow } from '../../api/schemas';
import { Address, Dash, fieldCell, Time } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import { ListView } from '../../components/ListView';
import { paths } from '../../lib/paths';

// Owners, previous and pending: the last two are left out of records where they do not apply.
const address = (field: 'owner' | 'previous_owner' | 'pending_owner', header: string) => ({
  id: field,
  header,
  enableSorting: false,
  cell: ({ row }: { row: { original: SubnetOwnerRow } }) =>
    fieldCell(row.original[field], field, ({ ss58, hex }) => <Address ss58={ss58} hex={hex} />),
});

const columns: Columns<SubnetOwnerRow> = [
  blockColumn<SubnetOwnerRow>(),
  timeColumn<SubnetOwnerRow>(),
  netuidColumn<SubnetOwnerRow>(),
  address('owner', 'Owner'),
  {
    id: 'is_coldkey_swap',
    header: 'Coldkey swap',
    enableSorting: false,
    cell: ({ row }) =>
      fieldCell(row.original.is_coldkey_swap, 'is_coldkey_swap', (swap) =>
        swap ? 'yes' : <span className="muted">no</span>,
      ),
  },
  address('previous_owner', 'Previous owner'),
  address('pending_owner', 'Pending owner'),
  {
    id: 'pending_owner_block_number',
    header: 'Pending from (block · time)',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.pending_owner_block_number != null && row.original.pending_owner_timestamp ? (
        <span>
          <span className="num">{row.original.pending_owner_block_number.toLocaleString('en-US')}</span> ·{' '}
          <Time iso={row.original.pending_owner_timestamp} />
        </span>
      ) : (
        <Dash field="pending_owner_block_number" />
      ),
  },
  {
    id: 'links',
    header: 'Subnet views',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="links">
        <Link to={paths.deregistrations({ netuid: row.original.netuid })}>Deregistrations</Link>
        {row.original.netuid !== 0 && <Link to={paths.pool(row.original.netuid)}>Pool</Link>}
      </span>
    ),
  },
];

export default function SubnetOwnersPage() {
  return <ListView endpoint="subnetOwners" columns={columns} />;
}
