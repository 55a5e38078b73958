// Pieces of answers that several endpoints share: query conditions for the shared range parameters and the
// sort orders, and the address objects records carry.
import type { Address, Network } from '../../src/api/schemas';
import { ss58Encode } from '../../src/shared/chain/ss58';
import { firstBlockAtOrAfter, lastBlockAtOrBefore } from './chain';
import type { Condition } from './head';

interface RangeParams {
  block_number?: number | undefined;
  block_start?: number | undefined;
  block_end?: number | undefined;
  timestamp_start?: number | undefined;
  timestamp_end?: number | undefined;
}

/**
 * Conditions for the shared range filters, all on block_number: a timestamp range (unix seconds, both ends
 * inclusive) becomes the range of blocks produced in it, since block times only grow.
 */
export function rangeConditions(params: RangeParams, network: Network = 'finney'): Condition[] {
  const conditions: Condition[] = [];
  if (params.block_number !== undefined)
    conditions.push({ sql: 'block_number = ?', params: [params.block_number] });
  if (params.block_start !== undefined)
    conditions.push({ sql: 'block_number >= ?', params: [params.block_start] });
  if (params.block_end !== undefined)
    conditions.push({ sql: 'block_number <= ?', params: [params.block_end] });
  if (params.timestamp_start !== undefined) {
    const block = firstBlockAtOrAfter(params.timestamp_start * 1000, network);
    conditions.push({ sql: 'block_number >= ?', params: [block] });
  }
  if (params.timestamp_end !== undefined) {
    const block = lastBlockAtOrBefore(params.timestamp_end * 1000 + 999, network);
    conditions.push({ sql: 'block_number <= ?', params: [block] });
  }
  return conditions;
}

export function equals(column: string, value: unknown): Condition[] {
  return value === undefined ? [] : [{ sql: `${column} = ?`, params: [value] }];
}

/** `pallet_asc` → the columns sorted for `pallet`, ascending. Every ordering ends with seq, chain position. */
export function sortOrder(order: string, columns: Record<string, string[]>) {
  const cut = order.lastIndexOf('_');
  const key = order.slice(0, cut);
  return {
    orderBy: [...(columns[key] ?? ['block_number']), 'seq'],
    direction: order.slice(cut + 1) === 'asc' ? ('ASC' as const) : ('DESC' as const),
  };
}

/** The orders every list endpoint has: block number, and timestamp, which follows block number. */
export const CHAIN_ORDERS = { block_number: ['block_number'], timestamp: ['block_number'] };

const addresses = new Map<string, Address>();
/** The address object of a hex public key. Memoized: the demo data holds a bounded set of keys. */
export function address(hex: string): Address;
export function address(hex: string | null): Address | null;
export function address(hex: string | null): Address | null {
  if (hex === null) return null;
  let found = addresses.get(hex);
  if (!found) addresses.set(hex, (found = { ss58: ss58Encode(hex), hex }));
  return found;
}
