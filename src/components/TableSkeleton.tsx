// A list's table before TanStack Table has loaded: its frame, its headers and skeleton rows, drawn from the column
// definitions alone. A list draws this at once and loads the table (DataTable) beside its first request; the table
// then takes its place in the same shape, as the pieces both draw are these.
import type { RowData } from '@tanstack/react-table';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { usePhone } from '../lib/phone';
import { cardCell } from './cells';
import type { Columns } from './table-columns';

/** A list's `order` (`block_number_desc`) as the table's sorting: the column it sorts by, and which way. */
export function parseOrder(order: string): { id: string; desc: boolean }[] {
  const cut = order.lastIndexOf('_');
  return [{ id: order.slice(0, cut), desc: order.slice(cut + 1) === 'desc' }];
}

/**
 * Whether rows fold fields away: on a phone, where the columns declare a card and leave fields out of it, for each
 * row's expander to show.
 */
export function useFolds<T extends RowData>(columns: Columns<T>): boolean {
  const phone = usePhone();
  return phone && hasCards(columns) && columns.some((column) => column.meta?.card === undefined);
}

const hasCards = <T extends RowData>(columns: Columns<T>) =>
  columns.some((column) => column.meta?.card !== undefined);

interface TableFrameProps<T extends RowData> {
  caption: string;
  /** The columns, whose `card` fields say whether rows become cards on a phone. */
  columns: Columns<T>;
  /** Rows are on their way: the first ones, or (`stale`) another page's. */
  busy: boolean | undefined;
  stale?: boolean;
  tableRef?: RefObject<HTMLTableElement | null>;
  /** The header rows. */
  head: ReactNode;
  body: ReactNode;
}

export function TableFrame<T extends RowData>(props: TableFrameProps<T>) {
  const { caption, busy, stale, tableRef, head, body } = props;
  return (
    <div className={hasCards(props.columns) ? 'table-scroll card-rows' : 'table-scroll'} aria-busy={busy}>
      <table ref={tableRef} className={stale ? 'data stale' : 'data'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>{head}</thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

/** A header row: the details toggle's column first, where rows expand. */
export function HeaderRow({ expands, children }: { expands: boolean; children: ReactNode }) {
  return (
    <tr>
      {expands && (
        <th className="expand-col">
          <span className="visually-hidden">Details</span>
        </th>
      )}
      {children}
    </tr>
  );
}

interface HeaderCellProps {
  label: ReactNode;
  numeric: boolean;
  /** The column's place in a row's card on a phone (its `card`), which a compact list lines its header up by. */
  card: number | undefined;
  sorted: false | 'asc' | 'desc';
  sortable: boolean;
  /** Sorts by the column; without it (the table not loaded yet), a sortable column's button is disabled. */
  onSort?: (event: MouseEvent) => void;
}

export function HeaderCell({ label, numeric, card, sorted, sortable, onSort }: HeaderCellProps) {
  return (
    <th
      className={numeric ? 'numeric' : undefined}
      data-card={card}
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {sortable ? (
        <button type="button" className="sort" onClick={onSort} disabled={!onSort}>
          {label}
          <span className="sort-mark" aria-hidden>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

interface SkeletonRowsProps<T extends RowData> {
  limit: number;
  columns: Columns<T>;
  expands: boolean;
}

/** Grey rows holding the table's shape (or on a phone, its cards' shape) while its first rows load. */
export function SkeletonRows<T extends RowData>({ limit, columns, expands }: SkeletonRowsProps<T>) {
  return Array.from({ length: Math.min(limit, 12) }, (_, i) => (
    <tr key={i} className="skeleton">
      {expands && (
        <td>
          <span />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} {...cardCell(column)}>
          <span />
        </td>
      ))}
    </tr>
  ));
}

interface TableSkeletonProps<T extends RowData> {
  caption: string;
  columns: Columns<T>;
  order: string;
  limit: number;
  details: boolean;
}

/**
 * The table as DataTable draws it before its first rows, its sort buttons disabled until the table has loaded. A
 * column sorts as TanStack Table decides (`column.getCanSort()`): unless it says otherwise, when it has an accessor
 * (TableSkeleton.test.tsx holds this to the table's own drawing, for every list's columns).
 */
export function TableSkeleton<T extends RowData>({
  caption,
  columns,
  order,
  limit,
  details,
}: TableSkeletonProps<T>) {
  const [sort] = parseOrder(order);
  const expands = useFolds(columns) || details;
  return (
    <TableFrame
      caption={caption}
      columns={columns}
      busy
      head={
        <HeaderRow expands={expands}>
          {columns.map((column) => (
            <HeaderCell
              key={column.id}
              label={column.header}
              numeric={column.meta?.numeric === true}
              card={column.meta?.card}
              sorted={sort?.id === column.id && (sort.desc ? 'desc' : 'asc')}
              sortable={column.enableSorting !== false && ('accessorKey' in column || 'accessorFn' in column)}
            />
          ))}
        </HeaderRow>
      }
      body={<SkeletonRows limit={limit} columns={columns} expands={expands} />}
    />
  );
}
