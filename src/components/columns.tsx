// Columns that many tables share: a record's block and time, both sorted by the API (newest first on the first
// click) under the order keys every list accepts.
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Address as AddressValue } from '../api/schemas';
import { Address, BlockLink, fieldCell, NetuidLink, Time } from './cells';
import type { Columns } from './table-columns';

/** `column` as one of a row's most telling fields, at `place` on the row's card on a phone (1 first). */
export function onCard<T extends RowData>(place: number, column: Columns<T>[number]): Columns<T>[number] {
  return { ...column, meta: { ...column.meta, card: place } };
}

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

/** `daily`: the rows are a daily series (an account's snapshots), each dated. */
export function timeColumn<T extends { timestamp?: string }>(daily = false): Columns<T>[number] {
  return {
    id: 'timestamp',
    header: daily ? 'Day' : 'Time',
    accessorFn: (row) => row.timestamp,
    sortDescFirst: true,
    cell: ({ row }) =>
      fieldCell(row.original.timestamp, 'timestamp', (iso) => <Time iso={iso} daily={daily} />),
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

/**
 * Where a subnet's record stands on the chain: its block, its time and its subnet, each at its place on a phone's
 * card (1 first).
 */
export function subnetRecordColumns<
  T extends { block_number: number; timestamp?: string; netuid: number },
>(card: { block: number; time: number; subnet: number }): Columns<T> {
  return [
    onCard(card.block, blockColumn<T>()),
    onCard(card.time, timeColumn<T>()),
    onCard(card.subnet, netuidColumn<T>()),
  ];
}

/**
 * A column of one field of the record, not sorted by the API: its value drawn by `render`, or a dash naming the
 * field where the record lacks it.
 */
export function fieldColumn<T extends RowData, K extends keyof T & string>(
  field: K,
  header: string,
  render: (value: NonNullable<T[K]>) => ReactNode,
  numeric = false,
): Columns<T>[number] {
  return {
    id: field,
    header,
    enableSorting: false,
    meta: { numeric },
    // null and undefined are what fieldCell draws as a dash; everything else is NonNullable<T[K]>.
    cell: ({ row }) => fieldCell(row.original[field] as NonNullable<T[K]> | null | undefined, field, render),
  };
}

/** An account of the record, SS58 and hex; its copy button named by the column ("Copy hotkey"). */
export function addressColumn<T extends Partial<Record<K, AddressValue | null>>, K extends string>(
  field: K,
  header: string,
): Columns<T>[number] {
  return {
    id: field,
    header,
    enableSorting: false,
    cell: ({ row }) =>
      fieldCell<AddressValue>(row.original[field], field, ({ ss58, hex }) => (
        <Address ss58={ss58} hex={hex} label={header.toLowerCase()} />
      )),
  };
}
