// @vitest-environment jsdom
// The skeleton a list draws before TanStack Table has loaded is the table as it then draws itself, before its
// first rows: same headers (sortable or not, sorted which way, numeric or not), same skeleton rows (on a phone, the
// same cards), so nothing moves when the one takes the other's place. Checked with every list page's own columns.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columns as account } from '../routes/account/Page';
import { columns as accounts } from '../routes/accounts/Page';
import { columns as deregistrations } from '../routes/deregistrations/columns';
import { columns as events } from '../routes/events/columns';
import { columns as evmTransactions } from '../routes/evm-transactions/columns';
import { poolColumns as pools } from '../routes/pools/columns';
import { columns as subnetOwners } from '../routes/subnet-owners/columns';
import { DataTable } from './DataTable';
import type { Columns } from './table-columns';
import { TableSkeleton } from './TableSkeleton';

const screen = vi.hoisted(() => ({ phone: false }));
vi.mock('../lib/phone', () => ({ usePhone: () => screen.phone }));

afterEach(() => {
  cleanup();
  screen.phone = false;
});

type Row = Record<string, unknown>;

/** Each kind of column a page may define, with TanStack Table's say on whether it sorts. */
const kinds: Columns<Row> = [
  { id: 'by_key', header: 'By key', accessorKey: 'by_key' },
  { id: 'by_function', header: 'By function', accessorFn: (row) => row.x, sortDescFirst: true },
  { id: 'not_sorted', header: 'Not sorted', accessorKey: 'not_sorted', enableSorting: false },
  // No accessor: nothing to sort by, though the column does not say so.
  { id: 'display', header: 'Display', cell: () => 'x' },
  { id: 'numeric', header: 'Numeric', accessorKey: 'numeric', meta: { numeric: true } },
];

// Any list's columns: which rows they are of does not matter here.
const PAGES = {
  account,
  accounts,
  deregistrations,
  events,
  evmTransactions,
  pools,
  subnetOwners,
  kinds,
} as Record<string, Columns<Row>>;

function html(element: React.ReactElement): string {
  const { container } = render(element);
  const markup = container.innerHTML;
  cleanup();
  return markup;
}

describe('TableSkeleton', () => {
  for (const [page, columns] of Object.entries(PAGES)) {
    it(`draws ${page}'s table as DataTable does before its rows, sort buttons disabled, on a phone too`, () => {
      const sortable = columns.filter((column) => column.enableSorting !== false).map((column) => column.id);
      for (const order of ['block_number_desc', 'timestamp_asc', ...sortable.map((id) => `${id}_asc`)]) {
        for (const [details, phone] of [
          [false, false],
          [true, false],
          [false, true],
          [true, true],
        ] as const) {
          screen.phone = phone;
          const props = { caption: 'A list', columns, order, limit: 25, details };
          const skeleton = html(<TableSkeleton {...props} />);
          const table = html(
            <DataTable
              {...props}
              details={details ? () => null : undefined}
              rows={undefined}
              getRowId={() => ''}
              onOrderChange={() => undefined}
              rowCount={0}
              page={1}
              stale={false}
            />,
          );
          expect(skeleton.replaceAll(' disabled=""', '')).toBe(table);
          expect(table).not.toContain('disabled');
        }
      }
    });
  }

  it('draws a sortable column’s button, disabled, and marks the sorted one', () => {
    const { container } = render(
      <TableSkeleton caption="Events" columns={PAGES.events!} order="pallet_desc" limit={50} details />,
    );
    const pallet = [...container.querySelectorAll('th')].find((th) => th.textContent.startsWith('Pallet'));
    expect(pallet?.getAttribute('aria-sort')).toBe('descending');
    expect(pallet?.querySelector('button')?.disabled).toBe(true);
    expect(container.querySelectorAll('tbody tr.skeleton')).toHaveLength(12);
  });
});
