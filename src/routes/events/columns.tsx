import { Link } from 'react-router';
import type { ChainEvent } from '../../api/schemas';
import { ExtrinsicLink } from '../../components/cells';
import { blockColumn, timeColumn } from '../../components/columns';
import type { Columns } from '../../components/DataTable';
import { paths } from '../../lib/paths';

// Column ids are the API's order keys, so a header click is an `order` value.
export const columns: Columns<ChainEvent> = [
  {
    id: 'id',
    header: 'Event',
    accessorKey: 'id',
    cell: ({ row }) => (
      <Link to={paths.events({ id: row.original.id })} className="mono">
        {row.original.id}
      </Link>
    ),
  },
  blockColumn<ChainEvent>(),
  timeColumn<ChainEvent>(),
  {
    id: 'extrinsic_id',
    header: 'Extrinsic',
    accessorKey: 'extrinsic_id',
    cell: ({ row }) => <ExtrinsicLink id={row.original.extrinsic_id} />,
  },
  { id: 'phase', header: 'Phase', accessorKey: 'phase' },
  {
    id: 'pallet',
    header: 'Pallet',
    accessorKey: 'pallet',
    cell: ({ row }) => <Link to={paths.events({ pallet: row.original.pallet })}>{row.original.pallet}</Link>,
  },
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    cell: ({ row }) => (
      <Link to={paths.events({ full_name: row.original.full_name })}>{row.original.name}</Link>
    ),
  },
  {
    id: 'call_id',
    header: 'Call',
    accessorKey: 'call_id',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.call_id === null ? (
        <span className="muted">—</span>
      ) : (
        <Link to={paths.events({ call_id: row.original.call_id })} className="mono">
          {row.original.call_id}
        </Link>
      ),
  },
];
