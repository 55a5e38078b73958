// GET /api/event/v1: chain events.
import type { z } from 'zod/mini';
import type { ChainEvent, eventParams } from '../../../src/api/schemas';
import { blockTimestamp } from '../chain';
import type { ChainView } from '../head';
import { listPage } from '../list';
import type { Condition } from '../head';
import { CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';
import { eventOf, wordCode, type StoredEventRow } from '../store/schema';

const ORDERS = {
  ...CHAIN_ORDERS,
  id: ['block_number'], // ids are `<block>-<index>`: chain order
  extrinsic_id: ['block_number', 'extrinsic_index'],
  phase: ['phase', 'block_number'],
  pallet: ['pallet', 'block_number'],
  name: ['name', 'block_number'],
};

const chainId = (block: number, position: number) => `${block}-${String(position).padStart(4, '0')}`;

/** `<block>-<position>` ids as conditions on the block and the position column. */
function idConditions(id: string | undefined, column: string): Condition[] {
  if (id === undefined) return [];
  const [block, position] = id.split('-').map(Number);
  return [{ sql: `block_number = ? AND ${column} = ?`, params: [block, position] }];
}

/** The table's code of a word asked for (words are kept as codes, store/schema.ts). */
const word = (column: 'phase' | 'pallet' | 'name', value: string | undefined) =>
  value === undefined ? undefined : wordCode(column, value);

export function listEvents(view: ChainView, params: z.output<typeof eventParams>) {
  const fullName = params.full_name?.split('.');
  const conditions = [
    ...rangeConditions(params),
    ...equals('pallet', word('pallet', params.pallet)),
    ...equals('phase', word('phase', params.phase)),
    ...equals('name', word('name', params.name)),
    ...equals('pallet', word('pallet', fullName?.[0])),
    ...equals('name', word('name', fullName?.[1])),
    ...idConditions(params.extrinsic_id, 'extrinsic_index'),
    ...idConditions(params.id, 'idx'),
    ...equals('call_id', params.call_id),
  ];
  const { pagination, rows } = listPage<StoredEventRow>(view, {
    table: 'events',
    columns: 'block_number, idx, extrinsic_index, phase, pallet, name, args, call_id',
    conditions,
    ...sortOrder(params.order, ORDERS),
    page: params.page,
    limit: params.limit,
  });
  const data: ChainEvent[] = rows.map(eventOf).map((row) => ({
    id: chainId(row.block_number, row.idx),
    extrinsic_index: row.extrinsic_index,
    index: row.idx,
    phase: row.phase,
    pallet: row.pallet,
    name: row.name,
    full_name: `${row.pallet}.${row.name}`,
    args: JSON.parse(row.args) as ChainEvent['args'],
    block_number: row.block_number,
    extrinsic_id: row.extrinsic_index === null ? null : chainId(row.block_number, row.extrinsic_index),
    call_id: row.call_id,
    timestamp: blockTimestamp(row.block_number),
  }));
  return { pagination, data };
}
