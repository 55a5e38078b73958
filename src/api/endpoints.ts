// The contract table: each of the eight endpoints declared once. Its path, the parameters it takes (their schema
// gives the API's defaults and orders), the answer's schema, what a 404 means, the largest window it accepts and
// where an answer's window ends (which tells the gateway how long the answer stays true). The demo API routes and
// validates by this table, the gateway forwards only what it allows, and the app's client asks by it.
import type { z } from 'zod/mini';
import {
  accountHistoryParams,
  accountLatestParams,
  accountSchema,
  chainEventSchema,
  deregistrationParams,
  deregistrationSchema,
  eventParams,
  evmTransactionParams,
  evmTransactionSchema,
  paginated,
  POOL_EVENTS_PATH,
  poolEventParams,
  poolEventsSchema,
  subnetOwnerParams,
  subnetOwnerSchema,
  UDF_HISTORY_PATH,
  udfHistoryParams,
  udfHistorySchema,
  resolutionSeconds,
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

type Params = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The block or time where a list's range filters close its window, if they do. */
function rangeEnd(params: Params): WindowEnd | null {
  const block = num(params.block_end) ?? num(params.block_number);
  const time = num(params.timestamp_end);
  return block === undefined && time === undefined ? null : { block, time };
}

/** An event or extrinsic id starts with its block number: `4200000-0007`. */
function idBlock(id: unknown): number | undefined {
  return typeof id === 'string' ? Number(id.split('-')[0]) : undefined;
}

interface EndpointSpec<P extends z.ZodMiniType, R extends z.ZodMiniType> {
  path: string;
  params: P;
  response: R;
  /**
   * The service's own documentation declares 404 ("not found") on every endpoint: no records. It is an empty
   * answer, never an error.
   */
  notFound: 'empty';
  maxWindow?: MaxWindow;
  windowEnd(params: z.output<P>): WindowEnd | null;
}

function endpoint<P extends z.ZodMiniType, R extends z.ZodMiniType>(spec: EndpointSpec<P, R>) {
  return spec;
}

export const endpoints = {
  deregistrations: endpoint({
    path: '/api/subnet/neuron/deregistration/v1',
    params: deregistrationParams,
    response: paginated(deregistrationSchema),
    notFound: 'empty',
    windowEnd: rangeEnd,
  }),
  accountHistory: endpoint({
    path: '/api/account/history/v1',
    params: accountHistoryParams,
    response: paginated(accountSchema),
    notFound: 'empty',
    windowEnd: rangeEnd,
  }),
  accountLatest: endpoint({
    path: '/api/account/latest/v1',
    params: accountLatestParams,
    response: paginated(accountSchema),
    notFound: 'empty',
    // Each account's newest balances: always about the head.
    windowEnd: () => null,
  }),
  udfHistory: endpoint({
    path: UDF_HISTORY_PATH,
    params: udfHistoryParams,
    response: udfHistorySchema,
    notFound: 'empty',
    // The last bar asked for closes one bar length after `to` at the latest.
    windowEnd: (params) => ({ time: params.to + resolutionSeconds(params.resolution) }),
  }),
  poolEvents: endpoint({
    path: POOL_EVENTS_PATH,
    params: poolEventParams,
    response: poolEventsSchema,
    notFound: 'empty',
    maxWindow: { from: 'fromBlock', to: 'toBlock', blocks: MAX_POOL_EVENT_BLOCKS },
    windowEnd: (params) => (params.toBlock === undefined ? null : { block: params.toBlock }),
  }),
  events: endpoint({
    path: '/api/event/v1',
    params: eventParams,
    response: paginated(chainEventSchema),
    notFound: 'empty',
    windowEnd: (params) => {
      const block = idBlock(params.id) ?? idBlock(params.extrinsic_id);
      return block === undefined ? rangeEnd(params) : { block, time: num(params.timestamp_end) };
    },
  }),
  subnetOwners: endpoint({
    path: '/api/subnet/owner/v1',
    params: subnetOwnerParams,
    response: paginated(subnetOwnerSchema),
    notFound: 'empty',
    windowEnd: rangeEnd,
  }),
  evmTransactions: endpoint({
    path: '/api/evm/transaction/v1',
    params: evmTransactionParams,
    response: paginated(evmTransactionSchema),
    notFound: 'empty',
    windowEnd: rangeEnd,
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
export type Endpoint = (typeof endpoints)[EndpointName];

const byPath = new Map(
  (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, spec]) => [spec.path, name]),
);

/** The endpoint a request path names, or null for anything outside the contract. */
export function endpointAt(path: string): EndpointName | null {
  return byPath.get(path) ?? null;
}
