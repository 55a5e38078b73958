// The shape every list page shares, from the URL to the table and back: read the page's URL with its schema,
// ask the API with exactly those parameters, and render filters, status, table and pager. Pages give the
// schema, the filters, the columns and the endpoint; everything else is here, once.
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { lazy, Suspense, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import type { ApiQuery } from '../api/queries';
import type { FieldProblem, Pagination } from '../api/schemas';
import { searchString, useSearchState } from '../lib/url-state';
import { DataTable, type Columns } from './DataTable';
import { ExportCsv } from './ExportCsv';
import { FilterBar, type FilterField } from './FilterBar';
import { ApiCall, UrlProblems } from './PageNotices';
import { Pager } from './Pager';
import { EmptyState, FieldProblemsNote, PastEnd, StatusView } from './StatusView';

interface Paged<T> {
  pagination: Pagination;
  data: T[];
  /** Fields of the records that were missing or unreadable: dashes in their cells, a note above the table. */
  problems: FieldProblem[];
}

type ListSchema = z.ZodMiniObject<{
  page: z.ZodMiniType<number>;
  limit: z.ZodMiniType<number>;
  order: z.ZodMiniType<string>;
}>;

type Row<R extends Paged<RowData>> = R['data'][number];

/** "12 new events — show them", on the lists that can grow at their top; lazy, as it is not needed at once. */
const NewRows = lazy(() => import('./NewRows'));

interface ListViewProps<R extends Paged<RowData>, K extends readonly unknown[]> {
  /** The page's heading; left out where the page draws its own. */
  title?: string;
  /** The table's accessible name. */
  caption: string;
  /** Plural noun for empty states, for example "events". */
  what: string;
  intro?: ReactNode;
  schema: ListSchema;
  fields: FilterField[];
  query: (query: ApiQuery) => UseQueryOptions<R, Error, R, K>;
  apiPath: (query: ApiQuery) => string;
  /** Parameters that come from elsewhere than the query string (an address in the path). */
  fixedQuery?: ApiQuery;
  columns: Columns<Row<R>>;
  getRowId: (row: Row<R>) => string;
  details?: (row: Row<R>) => ReactNode | null;
}

export function ListView<R extends Paged<RowData>, K extends readonly unknown[]>(props: ListViewProps<R, K>) {
  const { schema, fields } = props;
  const search = useSearchState(schema);
  const { page, limit, order } = search.values;
  const apiQuery = { ...props.fixedQuery, ...search.query };
  const result = useQuery({ ...props.query(apiQuery), placeholderData: keepPreviousData });
  const filtered = fields.some((field) => search.query[field.name] !== undefined);
  const reset = () => search.update(Object.fromEntries(fields.map((field) => [field.name, undefined])));
  const table = (rows: Row<R>[] | undefined, pagination?: Pagination, problems?: FieldProblem[]) => (
    <DataTable
      caption={props.caption}
      columns={props.columns}
      rows={rows}
      getRowId={props.getRowId}
      order={order}
      onOrderChange={(next) => search.update({ order: next })}
      rowCount={pagination?.total_items ?? 0}
      page={page}
      limit={limit}
      stale={result.isPlaceholderData}
      details={props.details}
      problems={problems}
    />
  );

  return (
    <>
      {props.title && <h1>{props.title}</h1>}
      {props.intro}
      <UrlProblems problems={search.problems} cleanLink={`?${searchString(schema, search.query)}`} />
      <FilterBar
        schema={schema}
        fields={fields}
        query={search.query}
        onApply={search.update}
        onReset={reset}
      />
      <Suspense>
        <NewRows
          apiPath={props.apiPath}
          what={props.what}
          query={apiQuery}
          values={search.values}
          list={result}
        />
      </Suspense>
      <StatusView query={result} skeleton={table(undefined)}>
        {({ pagination, data, problems }) => (
          <>
            <FieldProblemsNote problems={problems} />
            {data.length === 0 && pagination.total_items === 0 ? (
              <EmptyState filtered={filtered} what={props.what} onReset={reset} />
            ) : data.length === 0 && page > pagination.total_pages ? (
              <PastEnd
                page={page}
                last={pagination.total_pages}
                lastLink={`?${searchString(schema, { ...search.query, page: String(pagination.total_pages) })}`}
              />
            ) : (
              table(data, pagination, problems)
            )}
            {data.length > 0 && (
              <Pager
                pagination={pagination}
                onPage={(next) => search.update({ page: String(next) })}
                onLimit={(next) => search.update({ limit: String(next) })}
              />
            )}
          </>
        )}
      </StatusView>
      <ExportCsv
        what={props.what}
        apiPath={props.apiPath(apiQuery)}
        total={result.data?.pagination.total_items}
      />
      <ApiCall url={props.apiPath(apiQuery)} />
    </>
  );
}
