// A server-side table: the API sorts and pages, the table renders what came back. Sortable headers map to the
// API's `order` values (a column's id is its order key), skeleton rows hold the table's shape while loading, and
// a row may expand to show details. A row's cells are its record kind's, as every table draws them (RecordCells,
// src/components/cells.tsx): a field a record lacks is a dash naming the field (each row's problems are
// given to its cells), and a column without a cell of its own shows its value as text, or that dash.
import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FieldProblem } from '../api/schemas';
import { NO_PROBLEMS, problemsByRow, RecordCells, RowProblems } from './cells';
import { HeaderCell, HeaderRow, parseOrder, SkeletonRows, TableFrame, useFolds } from './TableSkeleton';
import { features, type Columns } from './table-columns';
import { whenPageDrawn } from '../lib/page-drawn';

interface DataTableProps<T extends RowData> {
  caption: string;
  columns: Columns<T>;
  /** Undefined while the first answer is loading: skeleton rows are shown. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  order: string;
  onOrderChange: (order: string) => void;
  rowCount: number;
  page: number;
  limit: number;
  /** True while the previous page stays visible and the next one loads. */
  stale?: boolean;
  /** Details under a row, when the row has any. */
  details?: (row: T) => ReactNode | null;
  /** Fields of the rows that were missing or unreadable in the answer (`record` is the row's index). */
  problems?: readonly FieldProblem[];
  /** Rows that arrived when the reader asked for the new ones: marked until the next answer. */
  arrived?: (row: T) => boolean;
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, order, onOrderChange, details, problems, arrived } = props;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rowProblems = useMemo(() => problemsByRow(problems ?? []), [problems]);
  const table = useTable({
    features,
    columns,
    data: rows ?? [],
    getRowId: props.getRowId,
    manualSorting: true,
    // A column's first click sorts A to Z unless the column says otherwise (blocks, times and amounts: largest
    // first). Left to TanStack, the first direction would follow the rows loaded at the moment of the click, and a
    // click before they arrive would sort the other way.
    sortDescFirst: false,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: props.rowCount,
    state: { sorting: parseOrder(order), pagination: { pageIndex: props.page - 1, pageSize: props.limit } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(parseOrder(order)) : updater;
      if (next) onOrderChange(`${next.id}_${next.desc ? 'desc' : 'asc'}`);
    },
  });
  const toggle = useCallback((id: string) => setOpen((current) => toggled(current, id)), []);
  const folds = useFolds(columns);
  const expands = folds || details !== undefined;
  const tableRef = useRef<HTMLTableElement>(null);
  useGridKeys(tableRef);
  useFirstRowOnPageChange(tableRef, props.page, rows !== undefined && !props.stale);

  return (
    <TableFrame
      caption={props.caption}
      columns={columns}
      busy={rows === undefined || props.stale}
      stale={props.stale}
      tableRef={tableRef}
      head={table.getHeaderGroups().map((group) => (
        <HeaderRow key={group.id} expands={expands}>
          {group.headers.map((header) => (
            <HeaderCell
              key={header.id}
              label={<table.FlexRender header={header} />}
              numeric={header.column.columnDef.meta?.numeric === true}
              card={header.column.columnDef.meta?.card}
              sorted={header.column.getIsSorted()}
              sortable={header.column.getCanSort()}
              onSort={header.column.getToggleSortingHandler()}
            />
          ))}
        </HeaderRow>
      ))}
      body={
        rows === undefined ? (
          <SkeletonRows limit={props.limit} columns={columns} expands={expands} />
        ) : (
          table
            .getRowModel()
            .rows.map((row) => (
              <DataRow
                key={row.id}
                id={row.id}
                record={row.original}
                index={row.index}
                columns={columns}
                problems={rowProblems.get(row.index) ?? NO_PROBLEMS}
                open={open.has(row.id)}
                arrived={arrived?.(row.original) ?? false}
                expands={expands}
                folds={folds}
                details={details}
                onToggle={toggle}
              />
            ))
        )
      }
    />
  );
}

interface DataRowProps<T extends RowData> {
  id: string;
  record: T;
  index: number;
  columns: Columns<T>;
  problems: ReadonlyMap<string, FieldProblem>;
  open: boolean;
  arrived: boolean;
  expands: boolean;
  folds: boolean;
  details: ((row: T) => ReactNode | null) | undefined;
  onToggle: (id: string) => void;
}

/** A row, and its details when open. Memoized on its record and state, so that opening one row draws that row alone. */
const DataRow = memo(function DataRow<T extends RowData>(props: DataRowProps<T>) {
  const { id, record, open, details, columns } = props;
  const extra = details?.(record) ?? null;
  return (
    <RowProblems.Provider value={props.problems}>
      <tr className={rowClass(open, props.arrived)}>
        {props.expands && (
          <ExpandCell id={id} open={open} has={extra !== null || props.folds} onToggle={props.onToggle} />
        )}
        <RecordCells columns={columns} record={record} index={props.index} />
      </tr>
      {open && extra !== null && (
        <tr className="details">
          <td colSpan={columns.length + 1}>{extra}</td>
        </tr>
      )}
    </RowProblems.Provider>
  );
}) as <T extends RowData>(props: DataRowProps<T>) => ReactNode;

/** The cell that opens a row's details, empty for a row without any. */
function ExpandCell(props: { id: string; open: boolean; has: boolean; onToggle: (id: string) => void }) {
  const { id, open, has, onToggle } = props;
  return (
    <td className="expand-col">
      {has && (
        <button
          type="button"
          className="expand"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} details of ${id}`}
          onClick={() => onToggle(id)}
        >
          {open ? '▾' : '▸'}
        </button>
      )}
    </td>
  );
}

/**
 * Arrow keys inside the table (src/components/grid-keys.ts). Loaded once the page's rows are drawn rather than with
 * them: the first rows need none of it.
 */
function useGridKeys(ref: RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    let stop: (() => void) | undefined;
    let live = true;
    void whenPageDrawn()
      .then(() => import('./grid-keys'))
      .then(({ gridKeys }) => {
        if (live) stop = gridKeys(table);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [ref]);
}

/**
 * Another page opens at its first row, not at the scroll position the pager was clicked at (the table's bottom):
 * once the new page's rows are drawn, the window scrolls back to the table's top if it is above. Focus stays on the
 * pager's button, so that Enter pages again, unless that button is now disabled (the last page): then the first row
 * takes it.
 */
function useFirstRowOnPageChange(ref: RefObject<HTMLTableElement | null>, page: number, shown: boolean) {
  const shownPage = useRef(page);
  useEffect(() => {
    const table = ref.current;
    if (!shown || !table || shownPage.current === page) return;
    shownPage.current = page;
    if (table.getBoundingClientRect().top < 0) table.scrollIntoView();
    const focused = document.activeElement;
    if (!focused || focused === document.body || (focused as HTMLButtonElement).disabled) {
      const cell = table.tBodies[0]?.rows[0]?.cells[0];
      (cell?.querySelector<HTMLElement>('a[href], button') ?? cell)?.focus();
    }
  }, [ref, page, shown]);
}

const rowClass = (open: boolean, arrived: boolean) =>
  [open && 'open', arrived && 'arrived'].filter(Boolean).join(' ') || undefined;

function toggled(open: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(open);
  if (!next.delete(id)) next.add(id);
  return next;
}
