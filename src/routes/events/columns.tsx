import { Link } from 'react-router';
import type { ChainEventRow } from '../../api/schemas';
import { ExtrinsicLink, fieldCell } from '../../components/cells';
import { blockColumn, onCard, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/table-columns';
import { paths } from '../../shared/paths';

// Column ids are the API's order keys, so a header click is an `order` value. A phone's card shows an event's
// pallet and name, block and time.
export const columns: Columns<ChainEventRow> = [
  {
    id: 'id',
    header: 'Event',
    accessorKey: 'id',
    cell: ({ row }) => (
      <Link
        to={paths.event(row.original.id, row.original.extrinsic_id, row.original.block_number)}
        className="mono"
      >
        {row.original.id}
      </Link>
    ),
  },
  onCard(3, blockColumn<ChainEventRow>()),
  onCard(4, timeColumn<ChainEventRow>()),
  {
    id: 'extrinsic_id',
    header: 'Extrinsic',
    accessorKey: 'extrinsic_id',
    cell: ({ row }) =>
      fieldCell(row.original.extrinsic_id, 'extrinsic_id', (id) => <ExtrinsicLink id={id} />),
  },
  { id: 'phase', header: 'Phase', accessorKey: 'phase' },
  {
    id: 'pallet',
    header: 'Pallet',
    accessorKey: 'pallet',
    meta: { card: 1 },
    cell: ({ row }) =>
      fieldCell(row.original.pallet, 'pallet', (pallet) => (
        <Link to={paths.events({ pallet })}>{pallet}</Link>
      )),
  },
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    meta: { card: 2 },
    cell: ({ row }) =>
      fieldCell(row.original.name, 'name', (name) =>
        row.original.full_name ? (
          <Link to={paths.events({ full_name: row.original.full_name })}>{name}</Link>
        ) : (
          name
        ),
      ),
  },
  {
    id: 'call_id',
    header: 'Call',
    accessorKey: 'call_id',
    enableSorting: false,
    cell: ({ row }) =>
      fieldCell(row.original.call_id, 'call_id', (id) => (
        <Link to={paths.events({ call_id: id })} className="mono">
          {id}
        </Link>
      )),
  },
];
