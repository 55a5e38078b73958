// Floor of a list page: React, React Router, TanStack Query, TanStack Table and zod/mini. A route, a query of the
// API URL the app's list asks first, its answer checked by a schema, and its rows drawn by the table, a column for
// each of the first record's fields, each cell its value as text.
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
// Imported by name: esbuild bundles all of zod through its `z` namespace.
import { array, int, looseObject, record, string, unknown } from 'zod/mini';

const root = document.getElementById('root') as HTMLElement;
const apiUrl = root.dataset.api as string;

type Row = Record<string, unknown>;
const answerSchema = looseObject({
  pagination: looseObject({ total_items: int() }),
  data: array(record(string(), unknown())),
});
const features = tableFeatures({});
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Table({ rows }: { rows: Row[] }) {
  const columns: ColumnDef<typeof features, Row>[] = Object.keys(rows[0] ?? {}).map((key) => ({
    id: key,
    header: key,
    accessorFn: (row) => text(row[key]),
  }));
  const table = useTable({ features, columns, data: rows });
  return (
    <div className="table-scroll" aria-busy={false}>
      <table className="data">
        <thead>
          <tr>
            {columns.map(({ id }) => (
              <th key={id}>{id}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>{cell.getValue() as string}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function List() {
  const { data } = useQuery(
    queryOptions({
      queryKey: ['list', apiUrl],
      queryFn: async ({ signal }) => answerSchema.parse(await (await fetch(apiUrl, { signal })).json()),
    }),
  );
  return data ? <Table rows={data.data} /> : <p>Loading…</p>;
}

createRoot(root).render(
  <QueryClientProvider client={new QueryClient()}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<List />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>,
);
