// GET /api/subnet/neuron/deregistration/v1: neurons pushed out of a full subnet by a new registration.
import type { z } from 'zod/mini';
import type { Deregistration, deregistrationParams } from '../../../src/api/schemas';
import { blockTimestamp } from '../chain';
import type { ChainView } from '../head';
import { listPage } from '../list';
import { address, CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';
import type { DeregistrationRow } from '../store/schema';

export function listDeregistrations(view: ChainView, params: z.output<typeof deregistrationParams>) {
  const { pagination, rows } = listPage<DeregistrationRow<string>>(view, {
    table: 'deregistrations',
    columns:
      'block_number, netuid, uid, hotkey, coldkey, incentive, CAST(emission AS TEXT) AS emission, was_drained',
    conditions: [
      ...equals('netuid', params.netuid),
      ...equals('uid', params.uid),
      ...equals('hotkey', params.hotkey?.hex),
      ...rangeConditions(params),
    ],
    ...sortOrder(params.order, CHAIN_ORDERS),
    page: params.page,
    limit: params.limit,
  });
  const data: Deregistration[] = rows.map((row) => ({
    block_number: row.block_number,
    timestamp: blockTimestamp(row.block_number),
    netuid: row.netuid,
    uid: row.uid,
    hotkey: address(row.hotkey),
    coldkey: address(row.coldkey),
    incentive: row.incentive,
    emission: row.emission,
    was_drained: row.was_drained === 1,
  }));
  return { pagination, data };
}
