// A deregistration as every table draws it: the list, and the block's and subnet's pages (a subset of these).
import type { DeregistrationRow as Row } from '../../api/schemas';
import { Amount, yesNo } from '../../components/cells';
import { Significant } from '../../components/Significant';
import { addressColumn, fieldColumn, onCard, subnetRecordColumns } from '../../components/columns';
import type { Columns } from '../../components/table-columns';

// A phone's card shows which neuron left (subnet, uid and hotkey) and when.
export const columns: Columns<Row> = [
  ...subnetRecordColumns<Row>({ block: 4, time: 5, subnet: 1 }),
  { id: 'uid', header: 'UID', accessorKey: 'uid', enableSorting: false, meta: { numeric: true, card: 2 } },
  onCard(3, addressColumn<Row, 'hotkey'>('hotkey', 'Hotkey')),
  addressColumn<Row, 'coldkey'>('coldkey', 'Coldkey'),
  // Up to 20 decimals from the API: four significant digits shown, the exact string on hover and on copy.
  fieldColumn<Row, 'incentive'>('incentive', 'Incentive', (value) => <Significant value={value} />, true),
  fieldColumn<Row, 'emission'>('emission', 'Emission', (value) => <Amount value={value} />, true),
  fieldColumn<Row, 'was_drained'>('was_drained', 'Drained', yesNo),
];
