import { Link } from 'react-router';
import { apiUrl, queries } from '../../api/queries';
import { subnetOwnerParams, type SubnetOwner } from '../../api/schemas';
import { Address, Time } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import type { FilterField } from '../../components/FilterBar';
import { ListView } from '../../components/ListView';
import { paths } from '../../lib/paths';
import { RANGE_FIELDS } from '../range-fields';

const optionalAddress = (address: SubnetOwner['owner'] | null | undefined) =>
  address ? <Address ss58={address.ss58} hex={address.hex} /> : <span className="muted">—</span>;

const columns: Columns<SubnetOwner> = [
  blockColumn<SubnetOwner>(),
  timeColumn<SubnetOwner>(),
  netuidColumn<SubnetOwner>(),
  {
    id: 'owner',
    header: 'Owner',
    enableSorting: false,
    cell: ({ row }) => optionalAddress(row.original.owner),
  },
  {
    id: 'is_coldkey_swap',
    header: 'Coldkey swap',
    enableSorting: false,
    cell: ({ row }) => (row.original.is_coldkey_swap ? 'yes' : <span className="muted">no</span>),
  },
  {
    id: 'previous_owner',
    header: 'Previous owner',
    enableSorting: false,
    cell: ({ row }) => optionalAddress(row.original.previous_owner),
  },
  {
    id: 'pending_owner',
    header: 'Pending owner',
    enableSorting: false,
    cell: ({ row }) => optionalAddress(row.original.pending_owner),
  },
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
        <span className="muted">—</span>
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

const fields: FilterField[] = [
  { name: 'netuid', label: 'Subnet', kind: 'number', placeholder: 'e.g. 1' },
  { name: 'owner', label: 'Owner', placeholder: 'SS58 or 0x key' },
  {
    name: 'is_coldkey_swap',
    label: 'Coldkey swap',
    kind: 'select',
    options: [
      { value: 'true', label: 'yes' },
      { value: 'false', label: 'no' },
    ],
  },
  ...RANGE_FIELDS,
];

export default function SubnetOwnersPage() {
  return (
    <ListView
      title="Subnet owners"
      caption="Subnet ownership changes"
      what="ownership changes"
      schema={subnetOwnerParams}
      fields={fields}
      query={queries.subnetOwners}
      apiPath={(query) => apiUrl('subnetOwners', query)}
      notFoundIsEmpty
      columns={columns}
      getRowId={(row) => `${row.block_number}:${row.netuid}:${row.owner.hex}:${row.pending_owner?.hex ?? ''}`}
    />
  );
}
