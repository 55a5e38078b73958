// @vitest-environment jsdom
// docs/adding-an-endpoint.md, followed with a small fake list endpoint, "swatches" (adding-an-endpoint.fake.ts):
// the tables get one entry each, through the same functions the real tables use, and the entry must reach the
// gateway, the demo API and the page. The extra entries live in this file's module mocks only: the product's
// tables, build and server never hold them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import Database from 'better-sqlite3';
import { BrowserRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { createDemoApi, HANDLERS, type Handler } from '../server/demo-api/app';
import { blockTimestamp } from '../server/demo-api/chain';
import type { ChainView } from '../server/demo-api/head';
import { parseQuery } from '../server/demo-api/http';
import { listPage as demoListPage } from '../server/demo-api/list';
import { CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../server/demo-api/records';
import { ApiProxy } from '../server/gateway/api-proxy';
import { QuotaBudget } from '../server/gateway/budget';
import { SWATCH_PATH, swatch, type swatchParams } from './adding-an-endpoint.fake';
import {
  endpointAt,
  endpoints,
  type ApiQuery,
  type EndpointName,
  type ListEndpointName,
} from './api/endpoints';
import type * as EndpointsModule from './api/endpoints';
import { blockColumn, fieldColumn, netuidColumn } from './components/columns';
import type { Columns } from './components/table-columns';
import { listPage } from './components/list-page';
import { ListView } from './components/ListView';
import { pageSummary } from './shared/page-summary';
import { parameter } from './shared/parameters';
import type * as ParametersModule from './shared/parameters';
import { routeFor } from './shared/route-table';
import type * as RouteTableModule from './shared/route-table';

// Step 2: the contract table with the entry, and its path lookup, built by the functions the real table uses.
vi.mock('./api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof EndpointsModule>();
  const { swatchSpec } = await import('./adding-an-endpoint.fake');
  const table = { ...real.endpoints, swatches: real.list(swatchSpec) };
  return {
    ...real,
    endpoints: table,
    endpointAt: real.pathLookup(table),
    rowId: (name: ListEndpointName, record: Record<string, unknown>) => real.rowId(name, record, table),
    apiUrl: (name: EndpointName, query: ApiQuery) => real.apiUrl(name, query, table),
  };
});
// Step 3: the parameter table with the new name's words.
vi.mock('./shared/parameters', async (importOriginal) => {
  const real = await importOriginal<typeof ParametersModule>();
  const { swatchWords } = await import('./adding-an-endpoint.fake');
  const table = { ...real.PARAMETERS, ...swatchWords };
  return {
    ...real,
    parameter: (endpoint: EndpointName, name: string) => real.parameter(endpoint, name, table),
  };
});
// Step 4: the route table with the page, before the not-found route that ends it.
vi.mock('./shared/route-table', async (importOriginal) => {
  const real = await importOriginal<typeof RouteTableModule>();
  const { swatchRoute } = await import('./adding-an-endpoint.fake');
  const routes = [...real.ROUTES.slice(0, -1), swatchRoute, ...real.ROUTES.slice(-1)];
  return {
    ...real,
    ROUTES: routes,
    listWords: (endpoint: EndpointName) => real.listWords(endpoint, routes),
    routeFor: (pathname: string) => real.routeFor(pathname, routes),
    matchRoute: (pathname: string) => real.matchRoute(pathname, routes),
  };
});

// The fake's name is in no type of the product: the tables above hold it at run time only.
const SWATCHES = 'swatches' as ListEndpointName;
const KEY = 'recipe-test-key';

// Step 6: the demo store's table (here a table of its own in memory, as the generator would fill it) and the
// endpoint module: parameters in, SQL, records out.
const db = new Database(':memory:');
db.exec('CREATE TABLE swatches (seq INTEGER PRIMARY KEY, block_number INTEGER, netuid INTEGER, colour TEXT)');
const insert = db.prepare('INSERT INTO swatches (block_number, netuid, colour) VALUES (?, ?, ?)');
for (const [block, netuid, colour] of [
  [9_000_001, 1, 'red'],
  [9_000_002, 2, 'green'],
  [9_000_003, 1, 'red'],
] as const)
  insert.run(block, netuid, colour);

function listSwatches(view: ChainView, params: z.output<typeof swatchParams>) {
  const { pagination, rows } = demoListPage<{ block_number: number; netuid: number; colour: string }>(view, {
    table: 'swatches',
    columns: 'block_number, netuid, colour',
    conditions: [
      ...equals('netuid', params.netuid),
      ...equals('colour', params.colour),
      ...rangeConditions(params),
    ],
    ...sortOrder(params.order, CHAIN_ORDERS),
    page: params.page,
    limit: params.limit,
  });
  return { pagination, data: rows.map((row) => ({ ...row, timestamp: blockTimestamp(row.block_number) })) };
}

// Step 7: its handler beside the others in server/demo-api/app.ts.
const swatchHandler: Handler = (view, c) =>
  listSwatches(view, parseQuery(c, SWATCHES) as z.output<typeof swatchParams>);
const handlers = { ...HANDLERS, [SWATCHES]: swatchHandler } as Record<EndpointName, Handler>;
// A chain whose head is past the table's rows, as the demo's is past its span.
const demo = createDemoApi({
  chain: { db, spanEnd: 9_518_400, head: () => 9_518_400 },
  apiKey: KEY,
  handlers,
});

// The gateway in front of it, as `npm start` runs them, counting what goes upstream.
const upstreamAsked: string[] = [];
const gateway = new ApiProxy({
  upstream: async (request) => {
    upstreamAsked.push(request.url.replace('http://demo.test', ''));
    return demo.fetch(request);
  },
  origin: 'http://demo.test',
  apiKey: KEY,
  budget: new QuotaBudget(null),
  cacheBytes: 2 ** 20,
  maxBodyBytes: 2 ** 20,
  timeoutMs: 5000,
});
const viaGateway = (path: string) => gateway.handle(new Request(`http://gateway.test${path}`));

afterAll(() => db.close());

describe('the recipe for a new list endpoint, followed with a fake one', () => {
  it('steps 1 and 2: the contract table names its path', () => {
    expect(endpointAt(SWATCH_PATH)).toBe(SWATCHES);
    expect(endpoints[SWATCHES].records).toBe(swatch);
  });

  it('step 3: each of its parameters has its words, the new one included', () => {
    const shape = (endpoints[SWATCHES].params as z.ZodMiniObject).shape;
    for (const name of Object.keys(shape)) expect(parameter(SWATCHES, name), name).toBeDefined();
    expect(parameter(SWATCHES, 'colour')?.label).toBe('Colour');
  });

  it('steps 3 and 4: its list page gets its filters, in the schema’s order, and its words', () => {
    const page = listPage(SWATCHES);
    expect(page).toMatchObject({ title: 'Swatches', caption: 'Colour swatches', rows: 'swatches' });
    expect(page.fields.map((field) => field.label)).toEqual([
      ...['Subnet', 'Colour', 'Block', 'From block', 'To block', 'From', 'To'],
    ]);
    expect(page.fields.find((field) => field.name === 'colour')).toMatchObject({
      kind: 'select',
      options: ['red', 'green', 'blue'].map((value) => ({ value, label: value })),
    });
  });

  it('steps 3 and 4: its page summary (tab title, shared link) names its filters', () => {
    expect(routeFor('/swatches').title).toBe('Swatches');
    const summary = pageSummary('/swatches', new URLSearchParams('colour=red&netuid=1&page=2'));
    expect(summary.title).toBe('Swatches · subnet 1 · colour red · page 2');
    expect(summary.description).toBe('Colour swatches of subnets: subnet 1, colour red, page 2.');
  });

  it('steps 6 and 7: the demo API answers it with the list envelope, and refuses a bad value', async () => {
    const answer = await demo.request(`${SWATCH_PATH}?colour=red&order=block_number_asc`, {
      headers: { Authorization: KEY },
    });
    expect(answer.status).toBe(200);
    const body = endpoints[SWATCHES].response.parse(await answer.json()) as {
      pagination: { total_items: number };
      data: { block_number: number }[];
    };
    expect(body.pagination.total_items).toBe(2);
    expect(body.data.map((row) => row.block_number)).toEqual([9_000_001, 9_000_003]);
    const bad = await demo.request(`${SWATCH_PATH}?colour=pink`, { headers: { Authorization: KEY } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Invalid parameter "colour"/);
  });

  it('step 2: the gateway forwards it in canonical form, and refuses a parameter it does not take', async () => {
    upstreamAsked.length = 0;
    const answer = await viaGateway(`${SWATCH_PATH}?page=1&netuid=1&colour=red&colour=blue`);
    expect(answer.status).toBe(200);
    // Sorted, the default page dropped, the first of a repeated parameter kept.
    expect(upstreamAsked).toEqual([`${SWATCH_PATH}?colour=red&netuid=1`]);
    const refused = await viaGateway(`${SWATCH_PATH}?shade=dark`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Unknown parameter "shade"/);
    expect(upstreamAsked).toHaveLength(1);
  });
});

// Step 5: the page module, `<ListView endpoint=… columns={columns} />`, drawn here with its columns and the
// gateway and demo API above behind `fetch`.
type SwatchRow = { block_number: number; netuid: number; timestamp?: string; colour?: string };
const columns = [
  blockColumn<SwatchRow>(),
  netuidColumn<SwatchRow>(),
  fieldColumn<SwatchRow, 'colour'>('colour', 'Colour', (value) => value),
] as Columns<SwatchRow>;

configure({ asyncUtilTimeout: 10_000 });
const pageAsked: string[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      pageAsked.push(path);
      return viaGateway(path);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('step 5: the page', () => {
  it('draws its heading, filters and rows from the tables, asking through the gateway', async () => {
    window.history.replaceState(null, '', '/swatches?colour=red');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const View = ListView as (props: {
      endpoint: ListEndpointName;
      columns: Columns<SwatchRow>;
    }) => React.ReactNode;
    render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <View endpoint={SWATCHES} columns={columns} />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Swatches');
    expect(await screen.findByRole('table', { name: 'Colour swatches' })).toBeTruthy();
    expect(await screen.findByText('9,000,003')).toBeTruthy();
    expect(screen.queryByText('9,000,002')).toBeNull();
    expect(screen.getByLabelText('Colour')).toBeTruthy();
    expect(pageAsked[0]).toBe(`${SWATCH_PATH}?colour=red`);
  });
});
