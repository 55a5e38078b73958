// The eight endpoints: path, parameters and response schema of each. The demo API routes by this table and the
// app's client requests by it, so a path or a schema is written down once.
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
} from './schemas';

export const endpoints = {
  deregistrations: {
    path: '/api/subnet/neuron/deregistration/v1',
    params: deregistrationParams,
    response: paginated(deregistrationSchema),
  },
  accountHistory: {
    path: '/api/account/history/v1',
    params: accountHistoryParams,
    response: paginated(accountSchema),
  },
  accountLatest: {
    path: '/api/account/latest/v1',
    params: accountLatestParams,
    response: paginated(accountSchema),
  },
  udfHistory: {
    path: UDF_HISTORY_PATH,
    params: udfHistoryParams,
    response: udfHistorySchema,
  },
  poolEvents: {
    path: POOL_EVENTS_PATH,
    params: poolEventParams,
    response: poolEventsSchema,
  },
  events: {
    path: '/api/event/v1',
    params: eventParams,
    response: paginated(chainEventSchema),
  },
  subnetOwners: {
    path: '/api/subnet/owner/v1',
    params: subnetOwnerParams,
    response: paginated(subnetOwnerSchema),
  },
  evmTransactions: {
    path: '/api/evm/transaction/v1',
    params: evmTransactionParams,
    response: paginated(evmTransactionSchema),
  },
} as const;

export type EndpointName = keyof typeof endpoints;
