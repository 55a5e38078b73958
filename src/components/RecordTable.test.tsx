// @vitest-environment jsdom
// A record kind's columns are drawn by one component, RecordCells: in its list (DataTable) and in the small tables of
// the block, subnet and pool pages (RecordTable, a subset of the columns). RecordCells gives the columns' cells the
// record alone, not TanStack Table's whole cell context: held here to the library's own drawing of every kind.
import { cleanup, render, screen } from '@testing-library/react';
import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolEvent } from '../api/chart-schemas';
import type { DeregistrationRow, FieldProblem } from '../api/schemas';
import { columns as account } from '../routes/account/Page';
import { columns as accounts } from '../routes/accounts/Page';
import { columns as deregistrations } from '../routes/deregistrations/columns';
import { columns as events } from '../routes/events/columns';
import { columns as evmTransactions } from '../routes/evm-transactions/columns';
import { poolColumns as pools } from '../routes/pools/columns';
import { columns as subnetOwners } from '../routes/subnet-owners/columns';
import { Dash } from './cells';
import { DataTable } from './DataTable';
import type { Columns } from './table-columns';
import { pickColumns, RecordTable, withoutColumns } from './RecordTable';
import { swapColumns } from './swap-columns';

afterEach(cleanup);

type Row = Record<string, unknown>;

const address = (ss58: string) => ({ ss58, hex: `0x${'ab'.repeat(32)}` });
// No coldkey: drawn as a dash.
const deregistration: DeregistrationRow = {
  block_number: 9517643,
  timestamp: '2026-10-30T12:00:00Z',
  netuid: 62,
  uid: 229,
  hotkey: address('5CXE4TmK1Lb1nsxSSLrm9fa6TVS7eZpeLb9qDBz2UXmXExes'),
  incentive: '0.00123456789',
  emission: '1234567890',
  was_drained: false,
};
const swap: PoolEvent = {
  block: { blockNumber: 9518372, blockTimestamp: 1793404800 },
  eventIndex: 3,
  eventType: 'swap',
  maker: '5CXE4TmK1Lb1nsxSSLrm9fa6TVS7eZpeLb9qDBz2UXmXExes',
  pairId: '0-108',
  priceNative: '0.011583',
  reserves: { asset0: '1000', asset1: '86000' },
  txnId: '9518372-0001',
  txnIndex: 1,
  asset0In: '65.474439425',
  asset1Out: '5652.5',
};

/** Each kind's columns with a record of its kind (a record's missing fields are drawn as dashes). */
const KINDS = {
  account: [account, {}],
  accounts: [accounts, { address: address('5Account'), balance_free: '12345000000' }],
  deregistrations: [deregistrations, deregistration],
  events: [events, { id: '9518372-0001', block_number: 9518372, pallet: 'Balances', name: 'Transfer' }],
  evmTransactions: [evmTransactions, { hash: `0x${'12'.repeat(32)}`, block_number: 9518357, value: '10' }],
  pools: [pools, { netuid: 108 }],
  subnetOwners: [
    subnetOwners,
    { block_number: 9502074, netuid: 62, owner: address('5Owner'), is_coldkey_swap: true },
  ],
  swaps: [swapColumns, swap],
} as unknown as Record<string, [Columns<Row>, Row]>;

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** The cells as TanStack Table draws them, with its whole cell context. */
function LibraryCells({ columns, record }: { columns: Columns<Row>; record: Row }) {
  const table = useTable({
    features,
    columns,
    data: [record],
    defaultColumn: {
      cell: ({ getValue, column }) => {
        const value = getValue();
        if (value === undefined || value === null) return <Dash field={column.id} />;
        return typeof value === 'string' ? value : JSON.stringify(value);
      },
    },
  });
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id}>
      {row.getAllCells().map((cell) => (
        <td key={cell.id}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  ));
}

const drawn = (element: ReactElement) => {
  const { container } = render(<MemoryRouter>{element}</MemoryRouter>);
  const cells = [...container.querySelectorAll('tbody td')].map((cell) => cell.innerHTML);
  cleanup();
  return cells;
};

describe('RecordCells', () => {
  for (const [kind, [columns, record]] of Object.entries(KINDS)) {
    it(`draws ${kind}'s cells as TanStack Table does`, () => {
      const ours = drawn(
        <RecordTable caption={kind} columns={columns} rows={[record]} rowId={() => 'row'} />,
      );
      const library = drawn(
        <table>
          <tbody>
            <LibraryCells columns={columns} record={record} />
          </tbody>
        </table>,
      );
      expect(ours).toEqual(library);
      expect(ours).toHaveLength(columns.length);
    });
  }

  it('draws a deregistration the same in its list, on the block page and on the subnet page', () => {
    const rows = [deregistration];
    const list = drawn(
      <DataTable
        caption="Deregistrations"
        columns={deregistrations}
        rows={rows}
        getRowId={() => 'row'}
        order="block_number_desc"
        onOrderChange={() => undefined}
        rowCount={1}
        page={1}
        limit={25}
      />,
    );
    const ids = deregistrations.map((column) => column.id);
    const cellOf = (id: string) => list[ids.indexOf(id)];
    for (const picked of [
      ['netuid', 'uid', 'hotkey', 'coldkey', 'incentive'],
      ['block_number', 'timestamp', 'uid', 'hotkey', 'coldkey', 'incentive', 'emission'],
    ]) {
      const columns = pickColumns(deregistrations, ...picked);
      const page = drawn(
        <RecordTable caption="Deregistrations" columns={columns} rows={rows} rowId={() => 'row'} />,
      );
      expect(page).toEqual(picked.map(cellOf));
    }
  });

  it('says why a field is missing, as the lists do', () => {
    const problems: FieldProblem[] = [
      { record: 0, field: 'coldkey', kind: 'invalid', message: 'not an address' },
    ];
    render(
      <MemoryRouter>
        <RecordTable
          caption="Deregistrations"
          columns={pickColumns(deregistrations, 'coldkey')}
          rows={[deregistration]}
          rowId={() => 'row'}
          problems={problems}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('cell').innerHTML).toContain('not an address');
  });
});

describe('pickColumns', () => {
  it('keeps the declaration’s order, whatever the order asked', () => {
    expect(pickColumns(swapColumns, 'maker', 'side', 'time').map((column) => column.id)).toEqual([
      'time',
      'side',
      'maker',
    ]);
  });

  it('names a column the kind does not have', () => {
    expect(() => pickColumns(swapColumns, 'time', 'fee')).toThrow(/No column fee/);
  });
});

describe('withoutColumns', () => {
  it('keeps every other column, in the declaration’s order', () => {
    const ids = deregistrations.map((column) => column.id);
    expect(withoutColumns(deregistrations, 'netuid').map((column) => column.id)).toEqual(
      ids.filter((id) => id !== 'netuid'),
    );
  });

  it('names a column the kind does not have', () => {
    expect(() => withoutColumns(swapColumns, 'fee')).toThrow(/No column fee/);
  });
});

describe('RecordTable', () => {
  it('right-aligns the headers of columns of numbers, as their cells are', () => {
    render(
      <MemoryRouter>
        <RecordTable
          caption="Swaps"
          columns={pickColumns(swapColumns, 'extrinsic', 'tao', 'price')}
          rows={[swap]}
          rowId={() => 'row'}
        />
      </MemoryRouter>,
    );
    const classes = screen.getAllByRole('columnheader').map((header) => header.className);
    expect(classes).toEqual(['', 'numeric', 'numeric']);
    expect(screen.getAllByRole('cell').map((cell) => cell.className)).toEqual(['', 'numeric', 'numeric']);
  });
});
