// Columns that many tables share: a record's block and time, both sorted by the API (newest first on the first
// click) under the order keys every list accepts.
import { BlockLink, fieldCell, NetuidLink, Time } from './cells';
import type { Columns } from './DataTable';

export function blockColumn<T extends { block_number: number }>(): Columns<T>[number] {
  return {
    id: 'block_number',
    header: 'Block',
    accessorFn: (row) => row.block_number,
    meta: { numeric: true },
    sortDescFirst: true,
    cell: ({ row }) => <BlockLink block={row.original.block_number} />,
  };
}

export function timeColumn<T extends { timestamp?: string }>(): Columns<T>[number] {
  return {
    id: 'timestamp',
    header: 'Time',
    accessorFn: (row) => row.timestamp,
    sortDescFirst: true,
    cell: ({ row }) => fieldCell(row.original.timestamp, 'timestamp', (iso) => <Time iso={iso} />),
  };
}

export function netuidColumn<T extends { netuid: number }>(): Columns<T>[number] {
  return {
    id: 'netuid',
    header: 'Subnet',
    accessorFn: (row) => row.netuid,
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => <NetuidLink netuid={row.original.netuid} />,
  };
}
