// The contract table: each endpoint declared once. Its path, the parameters it takes (their schema gives the API's
// defaults and orders), the answer's schema, the largest window it accepts and where an answer's window ends (which
// tells the gateway how long the answer stays true). The demo API routes and validates by this table, the gateway
// forwards only what it allows, and the app's client asks by it. Any endpoint's 404 means "no records"
// (src/api/queries.ts).
import type { z } from 'zod/mini';
import {
  account,
  accountHistoryParams,
  accountLatestParams,
  accountSchema,
  chainEvent,
  chainEventSchema,
  deregistration,
  deregistrationParams,
  deregistrationSchema,
  eventParams,
  evmTransaction,
  evmTransactionParams,
  evmTransactionSchema,
  paginated,
  POOL_EVENTS_PATH,
  poolEventParams,
  poolEventsSchema,
  subnetOwner,
  subnetOwnerParams,
  subnetOwnerSchema,
  UDF_HISTORY_PATH,
  udfHistoryParams,
  udfHistorySchema,
  resolutionSeconds,
  RESOLUTIONS,
  type Lenient,
  type RecordContract,
} from './schemas';

/**
 * The last block and/or second an answer covers, when its window is closed. An answer whose window ends well before
 * the chain head is about the past and never changes; `null` means the answer reaches the head.
 */
export interface WindowEnd {
  block?: number;
  time?: number;
}

/** A cap on the span of a block window, in blocks, between two parameters. */
export interface MaxWindow {
  from: string;
  to: string;
  blocks: number;
}

/** The largest window of the aggregator events endpoint: its answers hold every pair's swaps. */
export const MAX_POOL_EVENT_BLOCKS = 2_000;

type Params = Readonly<Record<string, unknown>>;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The block or time where a list's range filters close its window, if they do. */
function rangeEnd(params: Params): WindowEnd | null {
  const block = num(params.block_end) ?? num(params.block_number);
  const time = num(params.timestamp_end);
  return block === undefined && time === undefined ? null : { block, time };
}

/** An event, extrinsic or call id starts with its block number: `4200000-0007`, `4200000-0007-0-1`. */
function idBlock(id: unknown): number | undefined {
  const block = typeof id === 'string' ? /^(\d+)-\d/.exec(id)?.[1] : undefined;
  return block === undefined ? undefined : Number(block);
}

interface EndpointSpec<P extends z.ZodMiniType, R extends z.ZodMiniType> {
  path: string;
  params: P;
  response: R;
  /** A list's records, read field by field by the app (`paginatedRows`). */
  records?: RecordContract;
  /**
   * The fields that tell one record of a list answer from the others: a table row's id. An address counts by its
   * hex form; a field a record lacks counts as empty.
   */
  rowKey?: readonly string[];
  maxWindow?: MaxWindow;
  /** Read from the parameters as the endpoint's schema gave them (`readParams`), whatever their types. */
  windowEnd(params: Params): WindowEnd | null;
}

export function endpoint<P extends z.ZodMiniType, R extends z.ZodMiniType>(spec: EndpointSpec<P, R>) {
  return spec;
}

/** A paged list of records: the shape every list page reads. */
interface ListSpec<
  P extends z.ZodMiniType,
  R extends z.ZodMiniType,
  C extends RecordContract,
> extends EndpointSpec<P, R> {
  records: C;
  rowKey: readonly string[];
}

export function list<P extends z.ZodMiniType, R extends z.ZodMiniType, C extends RecordContract>(
  spec: ListSpec<P, R, C>,
) {
  return spec;
}

export const endpoints = {
  deregistrations: list({
    path: '/api/subnet/neuron/deregistration/v1',
    params: deregistrationParams,
    response: paginated(deregistrationSchema),
    records: deregistration,
    rowKey: ['block_number', 'netuid', 'uid'],
    windowEnd: rangeEnd,
  }),
  accountHistory: list({
    path: '/api/account/history/v1',
    params: accountHistoryParams,
    response: paginated(accountSchema),
    records: account,
    rowKey: ['network', 'block_number'],
    windowEnd: rangeEnd,
  }),
  accountLatest: list({
    path: '/api/account/latest/v1',
    params: accountLatestParams,
    response: paginated(accountSchema),
    records: account,
    rowKey: ['network', 'address'],
    // Each account's newest balances: always about the head.
    windowEnd: () => null,
  }),
  udfHistory: endpoint({
    path: UDF_HISTORY_PATH,
    params: udfHistoryParams,
    response: udfHistorySchema,
    // The last bar asked for closes one bar length after `to` at the latest.
    windowEnd: (params) => {
      const to = num(params.to);
      const resolution = RESOLUTIONS.find((value) => value === params.resolution);
      return to === undefined || resolution === undefined
        ? null
        : { time: to + resolutionSeconds(resolution) };
    },
  }),
  poolEvents: endpoint({
    path: POOL_EVENTS_PATH,
    params: poolEventParams,
    response: poolEventsSchema,
    maxWindow: { from: 'fromBlock', to: 'toBlock', blocks: MAX_POOL_EVENT_BLOCKS },
    windowEnd: (params) => {
      const toBlock = num(params.toBlock);
      return toBlock === undefined ? null : { block: toBlock };
    },
  }),
  events: list({
    path: '/api/event/v1',
    params: eventParams,
    response: paginated(chainEventSchema),
    records: chainEvent,
    rowKey: ['id'],
    windowEnd: (params) => {
      const block = idBlock(params.id) ?? idBlock(params.extrinsic_id) ?? idBlock(params.call_id);
      return block === undefined ? rangeEnd(params) : { block, time: num(params.timestamp_end) };
    },
  }),
  subnetOwners: list({
    path: '/api/subnet/owner/v1',
    params: subnetOwnerParams,
    response: paginated(subnetOwnerSchema),
    records: subnetOwner,
    // Block and subnet are not enough: one block can record more than one change of a subnet's owners.
    rowKey: ['block_number', 'netuid', 'owner', 'pending_owner'],
    windowEnd: rangeEnd,
  }),
  evmTransactions: list({
    path: '/api/evm/transaction/v1',
    params: evmTransactionParams,
    response: paginated(evmTransactionSchema),
    records: evmTransaction,
    rowKey: ['hash'],
    windowEnd: rangeEnd,
  }),
} as const;

export type EndpointName = keyof typeof endpoints;

/** An endpoint's parameters as strings, as a page's URL holds them. */
export type ApiQuery = Readonly<Record<string, string>>;

/** The API's URL for `query` of endpoint `name`: the contract's path and the parameters as given. */
export function apiUrl(
  name: EndpointName,
  query: ApiQuery,
  table: Readonly<Record<string, { path: string }>> = endpoints,
): string {
  const path = (table[name] as { path: string }).path;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
export type Endpoint = (typeof endpoints)[EndpointName];

/** The endpoints that answer a paged list of records: each one a list page's. */
export type ListEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { records: RecordContract } ? N : never;
}[EndpointName];

/** A record of a list as the app reads it. */
export type ListRow<N extends ListEndpointName> = Lenient<(typeof endpoints)[N]['records']>;

/** A record's row id: its `rowKey` fields, joined (`table`: the contract table unless given). */
export function rowId(
  name: ListEndpointName,
  record: Record<string, unknown>,
  table: Readonly<Record<string, { rowKey?: readonly string[] }>> = endpoints,
): string {
  return (table[name]?.rowKey ?? [])
    .map((field) => {
      const value = record[field];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return String(value);
      if (typeof value === 'object' && value !== null && 'hex' in value && typeof value.hex === 'string')
        return value.hex;
      return '';
    })
    .join(':');
}

/**
 * The lookup from a request path to the endpoint it names in `table`, null for any other path. Built once for the
 * contract table (`endpointAt`); the recipe's test (docs/adding-an-endpoint.md) builds one with an extra entry.
 */
export function pathLookup<N extends string>(table: Readonly<Record<N, { path: string }>>) {
  const byPath = new Map(
    (Object.entries(table) as [N, { path: string }][]).map(([name, spec]) => [spec.path, name]),
  );
  return (path: string): N | null => byPath.get(path) ?? null;
}

/** The endpoint a request path names, or null for anything outside the contract. */
export const endpointAt = pathLookup<EndpointName>(endpoints);
