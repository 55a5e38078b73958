import { apiUrl, queries } from '../../api/queries';
import { deregistrationParams, type Deregistration } from '../../api/schemas';
import { Address, Amount } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import type { FilterField } from '../../components/FilterBar';
import { ListView } from '../../components/ListView';
import { RANGE_FIELDS } from '../range-fields';

const columns: Columns<Deregistration> = [
  blockColumn<Deregistration>(),
  timeColumn<Deregistration>(),
  netuidColumn<Deregistration>(),
  { id: 'uid', header: 'UID', accessorKey: 'uid', enableSorting: false, meta: { numeric: true } },
  {
    id: 'hotkey',
    header: 'Hotkey',
    enableSorting: false,
    cell: ({ row }) => <Address ss58={row.original.hotkey.ss58} hex={row.original.hotkey.hex} />,
  },
  {
    id: 'coldkey',
    header: 'Coldkey',
    enableSorting: false,
    cell: ({ row }) => <Address ss58={row.original.coldkey.ss58} hex={row.original.coldkey.hex} />,
  },
  {
    id: 'incentive',
    header: 'Incentive',
    accessorKey: 'incentive',
    enableSorting: false,
    meta: { numeric: true },
  },
  {
    id: 'emission',
    header: 'Emission',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => <Amount value={row.original.emission} />,
  },
  {
    id: 'was_drained',
    header: 'Drained',
    enableSorting: false,
    cell: ({ row }) => (row.original.was_drained ? 'yes' : <span className="muted">no</span>),
  },
];

const fields: FilterField[] = [
  { name: 'netuid', label: 'Subnet', kind: 'number', placeholder: 'e.g. 1' },
  { name: 'uid', label: 'UID', kind: 'number' },
  { name: 'hotkey', label: 'Hotkey', placeholder: 'SS58 or 0x key' },
  ...RANGE_FIELDS,
];

export default function DeregistrationsPage() {
  return (
    <ListView
      title="Neuron deregistrations"
      caption="Neuron deregistrations"
      what="deregistrations"
      schema={deregistrationParams}
      fields={fields}
      query={queries.deregistrations}
      apiPath={(query) => apiUrl('deregistrations', query)}
      columns={columns}
      getRowId={(row) => `${row.block_number}:${row.netuid}:${row.uid}`}
    />
  );
}
