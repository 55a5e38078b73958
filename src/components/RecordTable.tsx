// The small tables of records inside a page (a block's, a subnet's, a pool's): a subset of a record kind's columns
// (`pickColumns`), each record's cells drawn by RecordCells (src/components/cells.tsx) as its list draws
// them, without TanStack Table.
import type { RowData } from '@tanstack/react-table';
import type { HTMLAttributes } from 'react';
import type { FieldProblem } from '../api/schemas';
import { NO_PROBLEMS, problemsByRow, RecordCells, RowProblems } from './cells';
import type { Columns } from './table-columns';
import { SkeletonRows } from './TableSkeleton';

/** The columns named in `ids`, in their declaration's order: a page's subset of a record kind's columns. */
export function pickColumns<T extends RowData>(columns: Columns<T>, ...ids: string[]): Columns<T> {
  const named = known(columns, ids);
  return columns.filter((column) => named.includes(column.id));
}

/** Every column but those named in `ids`: a record kind on the page of the entity a column names (its subnet). */
export function withoutColumns<T extends RowData>(columns: Columns<T>, ...ids: string[]): Columns<T> {
  const named = known(columns, ids);
  return columns.filter((column) => !named.includes(column.id));
}

/** `ids`, each checked to name one of `columns`. */
function known<T extends RowData>(columns: Columns<T>, ids: string[]): string[] {
  const missing = ids.filter((id) => !columns.some((column) => column.id === id));
  if (missing.length > 0) throw new Error(`No column ${missing.join(', ')}`);
  return ids;
}

interface RecordTableProps<T extends RowData> {
  caption: string;
  columns: Columns<T>;
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Fields of the rows that were missing or unreadable in the answer (`record` is the row's index). */
  problems?: readonly FieldProblem[];
  /** A row's own attributes (the pool page's selected swap). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
}

/**
 * A small table of records inside a page (a block's, a subnet's, a pool's): a subset of the record kind's columns,
 * neither sorted nor paged, scrolling in its own box on a phone.
 */
export function RecordTable<T extends RowData>(props: RecordTableProps<T>) {
  const { caption, columns, rows, rowId, problems = [], rowProps } = props;
  const byRow = problemsByRow(problems);
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">{caption}</caption>
        <RecordHead columns={columns} />
        <tbody>
          {rows.map((row, index) => (
            <RowProblems.Provider key={rowId(row)} value={byRow.get(index) ?? NO_PROBLEMS}>
              <tr {...rowProps?.(row)}>
                <RecordCells columns={columns} record={row} index={index} />
              </tr>
            </RowProblems.Provider>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordHead<T extends RowData>({ columns }: { columns: Columns<T> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.id} className={column.meta?.numeric ? 'numeric' : undefined}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The table while its `count` records load (inside a Skeleton): its headers, and grey rows. */
export function RecordTableSkeleton<T extends RowData>({
  columns,
  count,
}: {
  columns: Columns<T>;
  count: number;
}) {
  return (
    <div className="table-scroll">
      <table className="data">
        <RecordHead columns={columns} />
        <tbody>
          <SkeletonRows limit={count} columns={columns} expands={false} />
        </tbody>
      </table>
    </div>
  );
}
