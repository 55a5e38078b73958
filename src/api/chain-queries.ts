// The chain's two questions as queries (src/api/chain.ts): its head, and a window of the swaps grid. Apart from
// queries.ts, so that the list pages, which ask neither, do not load the chain's module with theirs.
import { queryOptions } from '@tanstack/react-query';
import { headOf, HEAD_QUERY, swapWindowQuery, type BlockWindow } from './chain';
import { endpoints } from './endpoints';
import { endpointQuery, listQuery, type ListAnswer } from './queries';

/**
 * The chain's head: the newest event, read from the one URL every reader of the head asks, so one answer serves
 * the block, subnet and pool pages alike. Null while the chain has no events.
 */
export const headQuery = () =>
  queryOptions({
    ...listQuery('events', HEAD_QUERY),
    select: (answer: ListAnswer<'events'>) => headOf(answer.data),
  });

/** Every pool's swaps in a window of the chain's grid: the only way the app asks for swaps. */
export const swapsQuery = (window: BlockWindow) =>
  endpointQuery('poolEvents', endpoints.poolEvents.response, () => ({ events: [] }), swapWindowQuery(window));
