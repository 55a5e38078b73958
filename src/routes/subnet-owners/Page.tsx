import { Link } from 'react-router';
import { apiUrl, queries } from '../../api/queries';
import { subnetOwnerParams, type SubnetOwnerRow } from '../../api/schemas';
import { Address, Dash, fieldCell, Time } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import type { FilterField } from '../../components/FilterBar';
import { ListView } from '../../components/ListView';
import { paths } from '../../lib/paths';
import { RANGE_FIELDS } from '../range-fields';

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
      columns={columns}
      getRowId={(row) =>
        `${row.block_number}:${row.netuid}:${row.owner?.hex ?? ''}:${row.pending_owner?.hex ?? ''}`
      }
    />
  );
}
