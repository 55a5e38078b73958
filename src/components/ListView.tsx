// The shape every list page shares, from the URL to the table and back: read the page's URL with its endpoint's
// parameter schema, ask the API with exactly those parameters, and render filters, status, table and pager. A page
// names its endpoint and its columns; the rest comes from the contract table (parameters, records, row ids) and
// the route table (words), by way of list-page.ts, here, once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { rowId, type ListEndpointName, type ListRow } from '../api/endpoints';
import { apiUrl, type ApiQuery } from '../api/endpoints';
import { listQuery } from '../api/queries';
import type { FieldProblem, Pagination } from '../api/schemas';
import { inBackground } from '../lib/in-background';
import { useListDrawn, whenPageDrawn } from '../lib/page-drawn';
import { searchString } from '../shared/query-string';
import { useSearchState } from '../lib/url-state';
import type { Columns } from './table-columns';
import { ExportCsv } from './ExportCsv';
import { FilterBar } from './FilterBar';
import { listPage } from './list-page';
import { ApiCall, UrlProblems } from './PageNotices';
import { EmptyState, FieldProblemsNote, PastEnd, StatusView } from './StatusView';
import { TableSkeleton } from './TableSkeleton';
import type { NewRowsProps } from './NewRows';

/**
 * "12 new events — show them", on the lists that can grow at their top: loaded once the page's rows are drawn, as
 * it is not needed before them.
 */
const useNewRows = inBackground(whenPageDrawn().then(() => import('./NewRows')));

/** The new rows' notice; its line (an empty one meanwhile) is always there, so that nothing moves for it. */
function NewRowsLine({ drawn, ...props }: NewRowsProps & { drawn: boolean }) {
  const NewRows = useNewRows()?.default;
  return drawn && NewRows ? <NewRows {...props} /> : <p className="new-rows" />;
}

/**
 * What draws the rows (TanStack Table's table, and the pager under it), loaded from the start beside the list's
 * first request: until it is here, the list draws the table's skeleton, which needs none of it.
 */
const useRowsCode = inBackground(
  Promise.all([import('./DataTable'), import('./Pager')]).then(([{ DataTable }, { Pager }]) => ({
    DataTable,
    Pager,
  })),
);

interface ListViewProps<N extends ListEndpointName> {
  endpoint: N;
  columns: Columns<ListRow<N>>;
  /** A row's expanded part, where rows have more than the columns show. */
  details?: (row: ListRow<N>) => ReactNode | null;
  /** Parameters the page's path gives (an account's address): asked, but neither in the query string nor filters. */
  pathParams?: ApiQuery;
  /** What the page shows between its heading and the list. */
  intro?: ReactNode;
}

export function ListView<N extends ListEndpointName>(props: ListViewProps<N>) {
  const { endpoint, columns, details, pathParams, intro } = props;
  const { params, fields, title, caption, rows: what } = listPage(endpoint, Object.keys(pathParams ?? {}));
  const search = useSearchState(params);
  const { page, limit, order } = search.values as { page: number; limit: number; order: string };
  const query = { ...pathParams, ...search.query };
  const { apiQuery, arrived, showUpTo } = useShownUpTo(endpoint, query);
  const apiPath = apiUrl(endpoint, apiQuery);
  const result = useQuery({ ...listQuery(endpoint, apiQuery), placeholderData: keepPreviousData });
  const answer = useDeferredValue(result.data);
  const filtered = fields.some((field) => search.query[field.name] !== undefined);
  const reset = () => search.update(Object.fromEntries(fields.map((field) => [field.name, undefined])));
  const link = (changes: ApiQuery) => `?${searchString(params, { ...search.query, ...changes })}`;
  const { DataTable, Pager } = useRowsCode() ?? {};
  // The answer once its rows are drawn: StatusView draws it in a background render (see there), with the code
  // that draws rows. What else comes of it (the new rows' notice, the export) comes with the rows, or after them
  // in a line kept for it, rather than ahead of them.
  const drawn = DataTable ? answer : undefined;
  // The rows, or a failed first request that the page now says.
  useListDrawn(drawn !== undefined || result.failureCount > 0);
  const table = (rows?: ListRow<N>[], pagination?: Pagination, problems?: FieldProblem[]) =>
    DataTable ? (
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => rowId(endpoint, row)}
        order={order}
        onOrderChange={(next) => search.update({ order: next })}
        rowCount={pagination?.total_items ?? 0}
        page={page}
        limit={limit}
        stale={result.isPlaceholderData}
        details={details}
        problems={problems}
        arrived={arrived}
      />
    ) : (
      <TableSkeleton
        caption={caption}
        columns={columns}
        order={order}
        limit={limit}
        details={details !== undefined}
      />
    );

  return (
    <>
      <h1>{title}</h1>
      {intro}
      <UrlProblems problems={search.problems} cleanLink={link({})} />
      <FilterBar
        schema={params}
        fields={fields}
        query={search.query}
        onApply={search.update}
        onReset={reset}
      />
      <NewRowsLine
        drawn={drawn !== undefined}
        endpoint={endpoint}
        what={what}
        query={query}
        values={search.values}
        list={result}
        onShow={showUpTo}
      />
      <StatusView query={result} skeleton={table()}>
        {({ pagination, data, problems }) => (
          <>
            <FieldProblemsNote problems={problems} />
            {data.length === 0 && pagination.total_items === 0 ? (
              <EmptyState filtered={filtered} what={what} onReset={reset} />
            ) : data.length === 0 && page > pagination.total_pages ? (
              <PastEnd
                page={page}
                last={pagination.total_pages}
                lastLink={link({ page: String(pagination.total_pages) })}
              />
            ) : (
              table(data, pagination, problems)
            )}
            {data.length > 0 && Pager && (
              <Pager
                pagination={pagination}
                onPage={(next) => search.update({ page: String(next) })}
                onLimit={(next) => search.update({ limit: String(next) })}
              />
            )}
          </>
        )}
      </StatusView>
      <ExportCsv what={what} apiPath={apiPath} total={drawn?.pagination.total_items} />
      <ApiCall url={apiPath} />
    </>
  );
}

/**
 * "Show them": the newest page asked up to the newest block the notice counted, a bound no cached answer had (the
 * same URL again would get the gateway's cached answer, and the same rows). Kept for the view it was asked on,
 * dropped with any change of the URL; the rows after the block the page showed first are marked.
 */
function useShownUpTo(endpoint: ListEndpointName, query: ApiQuery) {
  const [shown, setShown] = useState<{ view: string; block: number; after: number } | null>(null);
  const view = apiUrl(endpoint, query);
  const upTo = shown?.view === view ? shown : null;
  return {
    apiQuery: upTo ? upToBlock(query, upTo.block) : query,
    arrived: upTo ? (row: unknown) => blockOf(row) > upTo.after : undefined,
    showUpTo: (block: number, after: number) => setShown({ view, block, after }),
  };
}

/** `query` bounded by `block` at the top: the page's own `block_end` where it is lower. */
function upToBlock(query: ApiQuery, block: number): ApiQuery {
  const own = Number(query.block_end ?? Infinity);
  return { ...query, block_end: String(Math.min(own, block)) };
}

const blockOf = (row: unknown) => {
  const block = (row as { block_number?: unknown }).block_number;
  return typeof block === 'number' ? block : -Infinity;
};
