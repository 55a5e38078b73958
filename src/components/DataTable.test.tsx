// @vitest-environment jsdom
// On a phone a list's rows are cards (styles.css draws them from what DataTable marks): each cell carries its
// column's name, the row's telling fields their place, and every row an expander for the fields the card leaves out.
// Every list declares its telling fields beside its columns.
import { cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

const screen = vi.hoisted(() => ({ phone: false }));
vi.mock('../lib/phone', () => ({ usePhone: () => screen.phone }));

afterEach(() => {
  cleanup();
  screen.phone = false;
});

interface Row {
  id: string;
  pallet: string;
  name: string;
  phase: string;
}

const columns: Columns<Row> = [
  { id: 'id', header: 'Event', accessorKey: 'id' },
  { id: 'phase', header: 'Phase', accessorKey: 'phase' },
  { id: 'pallet', header: 'Pallet', accessorKey: 'pallet', meta: { card: 1 } },
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { card: 2 } },
];

const rows: Row[] = [
  { id: '1-0000', pallet: 'Balances', name: 'Transfer', phase: 'ApplyExtrinsic' },
  { id: '1-0001', pallet: 'System', name: 'ExtrinsicSuccess', phase: 'ApplyExtrinsic' },
];

function table(props: { columns?: Columns<Row>; details?: (row: Row) => string | null } = {}) {
  return render(
    <MemoryRouter>
      <DataTable
        caption="Events"
        columns={props.columns ?? columns}
        rows={rows}
        getRowId={(row) => row.id}
        order="id_desc"
        onOrderChange={() => undefined}
        rowCount={2}
        page={1}
        limit={50}
        details={props.details}
      />
    </MemoryRouter>,
  ).container;
}

const cellsOf = (container: HTMLElement) =>
  [...(container.querySelector('tbody tr')?.querySelectorAll('td') ?? [])].map((cell) => ({
    label: cell.dataset.label,
    card: cell.dataset.card,
    text: cell.textContent,
  }));

describe('DataTable on a phone', () => {
  it('marks each cell with its column’s name and the telling ones with their place on the card', () => {
    screen.phone = true;
    const container = table();
    expect(container.querySelector('.table-scroll')?.className).toBe('table-scroll card-rows');
    expect(cellsOf(container)).toEqual([
      { label: undefined, card: undefined, text: '▸' },
      { label: 'Event', card: undefined, text: '1-0000' },
      { label: 'Phase', card: undefined, text: 'ApplyExtrinsic' },
      { label: 'Pallet', card: '1', text: 'Balances' },
      { label: 'Name', card: '2', text: 'Transfer' },
    ]);
  });

  it('gives every row an expander that opens the fields its card leaves out, details or not', () => {
    screen.phone = true;
    const container = table({ details: (row) => (row.pallet === 'Balances' ? 'from, to, amount' : null) });
    const expanders = view.getAllByRole('button', { name: /^Show details of / });
    expect(expanders.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show details of 1-0000',
      'Show details of 1-0001',
    ]);
    fireEvent.click(expanders[1] as HTMLElement);
    const second = container.querySelectorAll('tbody tr')[1] as HTMLElement;
    expect(second.className).toBe('open');
    expect(view.getByRole('button', { name: 'Hide details of 1-0001' })).toHaveProperty(
      'ariaExpanded',
      'true',
    );
    // That row has no details of its own: only its other fields, which the open card shows.
    expect(container.querySelectorAll('tr.details')).toHaveLength(0);
    fireEvent.click(expanders[0] as HTMLElement);
    expect(container.querySelector('tr.details')?.textContent).toBe('from, to, amount');
  });

  it('leaves a wider screen’s table as it was: an expander only where a row has details', () => {
    const container = table();
    expect(view.queryAllByRole('button', { name: /details of/ })).toEqual([]);
    expect(container.querySelectorAll('thead th')).toHaveLength(4);
    table({ details: (row) => (row.pallet === 'Balances' ? 'args' : null) });
    expect(view.getAllByRole('button', { name: /^Show details of / })).toHaveLength(1);
  });

  it('keeps a table whose columns declare no card as a table', () => {
    screen.phone = true;
    const plain = columns.map(({ meta: _, ...column }) => column) as Columns<Row>;
    const container = table({ columns: plain });
    expect(container.querySelector('.table-scroll')?.className).toBe('table-scroll');
    expect(view.queryAllByRole('button', { name: /details of/ })).toEqual([]);
  });
});

const LISTS = { account, accounts, deregistrations, events, evmTransactions, pools, subnetOwners } as Record<
  string,
  Columns<Record<string, unknown>>
>;

describe('each list’s telling fields', () => {
  for (const [list, listColumns] of Object.entries(LISTS)) {
    it(`${list}: two to five, in places 1, 2, … (the style sheet orders five)`, () => {
      const places = listColumns.flatMap((column) => column.meta?.card ?? []).sort((a, b) => a - b);
      expect(places.length).toBeGreaterThanOrEqual(2);
      expect(places).toEqual(Array.from({ length: Math.min(places.length, 5) }, (_, i) => i + 1));
    });
  }

  it('events: pallet and name first, then block and time', () => {
    const card = events.filter((column) => column.meta?.card !== undefined);
    expect(card.sort((a, b) => (a.meta?.card ?? 0) - (b.meta?.card ?? 0)).map((column) => column.id)).toEqual(
      ['pallet', 'name', 'block_number', 'timestamp'],
    );
  });
});
