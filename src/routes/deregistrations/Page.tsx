import { apiUrl, queries } from '../../api/queries';
import { deregistrationParams, type DeregistrationRow } from '../../api/schemas';
import { Address, Amount, fieldCell } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import type { FilterField } from '../../components/FilterBar';
import { ListView } from '../../components/ListView';
import { RANGE_FIELDS } from '../range-fields';

const address = (field: 'hotkey' | 'coldkey', header: string) => ({
  id: field,
  header,
  enableSorting: false,
  cell: ({ row }: { row: { original: DeregistrationRow } }) =>
    fieldCell(row.original[field], field, ({ ss58, hex }) => <Address ss58={ss58} hex={hex} />),
});

const columns: Columns<DeregistrationRow> = [
  blockColumn<DeregistrationRow>(),
  timeColumn<DeregistrationRow>(),
  netuidColumn<DeregistrationRow>(),
  { id: 'uid', header: 'UID', accessorKey: 'uid', enableSorting: false, meta: { numeric: true } },
  address('hotkey', 'Hotkey'),
  address('coldkey', 'Coldkey'),
  {
    id: 'incentive',
    header: 'Incentive',
    enableSorting: false,
    meta: { numeric: true },
    // The API's decimal string as it is (up to 20 decimals): a JavaScript number would round it.
    cell: ({ row }) => fieldCell(row.original.incentive, 'incentive', (value) => value),
  },
  {
    id: 'emission',
    header: 'Emission',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => fieldCell(row.original.emission, 'emission', (value) => <Amount value={value} />),
  },
  {
    id: 'was_drained',
    header: 'Drained',
    enableSorting: false,
    cell: ({ row }) =>
      fieldCell(row.original.was_drained, 'was_drained', (drained) =>
        drained ? 'yes' : <span className="muted">no</span>,
      ),
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
