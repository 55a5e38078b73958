// The chain's head as a page reads it: the stream's where it has told of a newer one, else the head query's answer
// (the newest event, src/api/chain.ts). Both name the newest event's block; the stream's moves without a request.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ChainPoint } from '../api/chain';
import { headQuery } from '../api/chain-queries';
import { useLiveHead, useLiveMessages, useLiveStatus } from './use-live';

/** The newer of two heads. */
export const newerHead = (a: ChainPoint | null, b: ChainPoint | null): ChainPoint | null =>
  !a ? b : !b ? a : b.block > a.block ? b : a;

export function useChainHead(): { head: ChainPoint | null; query: UseQueryResult<ChainPoint | null> } {
  const query = useQuery(headQuery());
  return { head: newerHead(query.data ?? null, useLiveHead()), query };
}

/**
 * Asks `query` again on each new block the stream tells of, and says whether the stream is live: where it is, a
 * page needs no timer of its own; where it is not, the page polls as before.
 */
export function useRefetchOnBlock(query: { refetch: () => Promise<unknown> }): boolean {
  useLiveMessages('chain', () => void query.refetch());
  return useLiveStatus() === 'live';
}
