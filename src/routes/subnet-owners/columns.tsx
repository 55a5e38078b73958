// A subnet's ownership change as every table draws it: the list, and the block's and subnet's pages (a subset of
// these).
import { Link } from 'react-router';
import type { SubnetOwnerRow } from '../../api/schemas';
import { Dash, Time, yesNo } from '../../components/cells';
import { addressColumn, fieldColumn, onCard, subnetRecordColumns } from '../../components/columns';
import type { Columns } from '../../components/table-columns';
import { paths } from '../../shared/paths';
import { groupDigits } from '../../shared/numbers/separators';

// A phone's card shows the subnet, its new owner, and when.
export const columns: Columns<SubnetOwnerRow> = [
  ...subnetRecordColumns<SubnetOwnerRow>({ block: 3, time: 4, subnet: 1 }),
  onCard(2, addressColumn<SubnetOwnerRow, 'owner'>('owner', 'Owner')),
  fieldColumn<SubnetOwnerRow, 'is_coldkey_swap'>('is_coldkey_swap', 'Coldkey swap', yesNo),
  // Previous and pending owners are left out of records where they do not apply.
  addressColumn<SubnetOwnerRow, 'previous_owner'>('previous_owner', 'Previous owner'),
  addressColumn<SubnetOwnerRow, 'pending_owner'>('pending_owner', 'Pending owner'),
  {
    id: 'pending_owner_block_number',
    header: 'Pending from (block · time)',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.pending_owner_block_number != null && row.original.pending_owner_timestamp ? (
        <span>
          <span className="num">{groupDigits(row.original.pending_owner_block_number)}</span> ·{' '}
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
