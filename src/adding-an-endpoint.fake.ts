// The small fake endpoint that the recipe's test (adding-an-endpoint.test.tsx) adds by the steps of
// docs/adding-an-endpoint.md. Test-only: nothing of the product imports it, so no fake endpoint is built or served.
import { z } from 'zod/mini';
import {
  CHAIN_ORDER_KEYS,
  isoTimestamp,
  netuidParam,
  orderParam,
  pageParams,
  paginated,
  rangeParams,
  recordContract,
  withRanges,
} from './api/schemas';
import type { Parameter } from './shared/parameters';
import type { RouteEntry } from './shared/route-table';

// Step 1 (src/api/schemas.ts): the parameters, in the order the filters show, and the record contract.
export const COLOURS = ['red', 'green', 'blue'] as const;
export const swatchParams = withRanges({
  netuid: z.optional(netuidParam()),
  colour: z.optional(z.enum(COLOURS, { error: `must be one of ${COLOURS.join(', ')}` })),
  ...rangeParams,
  ...pageParams,
  order: z._default(orderParam(CHAIN_ORDER_KEYS), 'block_number_desc'),
});
export const swatch = recordContract(
  { block_number: z.int(), netuid: z.int() },
  { timestamp: isoTimestamp, colour: z.string() },
);

// Step 2 (src/api/endpoints.ts): the contract table's entry, given to `list()`.
export const SWATCH_PATH = '/api/swatch/v1';
export const swatchSpec = {
  path: SWATCH_PATH,
  params: swatchParams,
  response: paginated(swatch.schema),
  records: swatch,
  rowKey: ['block_number', 'netuid'],
  windowEnd: () => null,
};

// Step 3 (src/shared/parameters.ts): words for the parameter no endpoint had.
export const swatchWords: Record<string, Parameter> = {
  colour: { role: 'filter', label: 'Colour', phrase: (value) => `colour ${String(value)}` },
};

// Step 4 (src/shared/route-table.ts): the page.
export const swatchRoute: RouteEntry = {
  path: '/swatches',
  module: 'src/routes/swatches/Page.tsx',
  title: 'Swatches',
  about: 'Colour swatches of subnets',
  endpoint: 'swatches' as RouteEntry['endpoint'],
  table: { caption: 'Colour swatches', rows: 'swatches' },
  nav: 'Swatches',
};
