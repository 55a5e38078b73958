import { type DeregistrationRow } from '../../api/schemas';
import { Address, Amount, fieldCell } from '../../components/cells';
import { blockColumn, netuidColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import { ListView } from '../../components/ListView';

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

export default function DeregistrationsPage() {
  return <ListView endpoint="deregistrations" columns={columns} />;
}
