// GET /api/subnet/owner/v1: the log of subnet ownership changes, coldkey swaps included.
import type { z } from 'zod/mini';
import type { SubnetOwner, subnetOwnerParams } from '../../../src/api/schemas';
import { blockTimestamp } from '../chain';
import type { ChainView } from '../head';
import { listPage } from '../list';
import { address, CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';
import type { SubnetOwnerRow } from '../store/schema';

export function listSubnetOwners(view: ChainView, params: z.output<typeof subnetOwnerParams>) {
  const { pagination, rows } = listPage<SubnetOwnerRow>(view, {
    table: 'subnet_owners',
    columns:
      'block_number, netuid, owner, is_coldkey_swap, pending_owner, pending_owner_block_number, previous_owner',
    conditions: [
      ...equals('netuid', params.netuid),
      ...equals('owner', params.owner?.hex),
      ...equals(
        'is_coldkey_swap',
        params.is_coldkey_swap === undefined ? undefined : Number(params.is_coldkey_swap),
      ),
      ...rangeConditions(params),
    ],
    ...sortOrder(params.order, CHAIN_ORDERS),
    page: params.page,
    limit: params.limit,
    none: 'No subnet owners found',
  });
  // The real service leaves the pending and previous owner keys out where they do not apply: absent, not null.
  const data: SubnetOwner[] = rows.map((row) => ({
    block_number: row.block_number,
    timestamp: blockTimestamp(row.block_number),
    netuid: row.netuid,
    owner: address(row.owner),
    is_coldkey_swap: row.is_coldkey_swap === 1,
    ...(row.pending_owner !== null && {
      pending_owner: address(row.pending_owner),
      pending_owner_block_number: row.pending_owner_block_number,
      // A pending swap executes in the future: its time is where the 12 s clock puts that block.
      pending_owner_timestamp:
        row.pending_owner_block_number === null ? null : blockTimestamp(row.pending_owner_block_number),
    }),
    ...(row.previous_owner !== null && { previous_owner: address(row.previous_owner) }),
  }));
  return { pagination, data };
}
