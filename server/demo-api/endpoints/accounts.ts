// GET /api/account/history/v1 and /api/account/latest/v1: daily coldkey balance snapshots, and the newest one.
import type Database from 'better-sqlite3';
import type { z } from 'zod/mini';
import type { Account, accountHistoryParams, accountLatestParams, Network } from '../../../src/api/schemas';
import { blockTimestamp } from '../chain';
import { listPage, type Condition, type ListQuery } from '../list';
import { address, CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';

interface Row {
  network: Network;
  address: string;
  block_number: number;
  rank: number;
  balance_free: string;
  balance_staked: string;
  balance_staked_alpha_as_tao: string;
  balance_staked_root: string;
  balance_total: string;
  created_on_date: string;
  created_on_network: string;
  coldkey_swap: string | null;
}

const COLUMNS = `network, address, block_number, rank,
  CAST(balance_free AS TEXT) AS balance_free, CAST(balance_staked AS TEXT) AS balance_staked,
  CAST(balance_staked_alpha_as_tao AS TEXT) AS balance_staked_alpha_as_tao,
  CAST(balance_staked_root AS TEXT) AS balance_staked_root, CAST(balance_total AS TEXT) AS balance_total,
  created_on_date, created_on_network, coldkey_swap`;

function record(row: Row): Account {
  const swap = row.coldkey_swap
    ? (JSON.parse(row.coldkey_swap) as {
        block_number: number;
        network: Network;
        old_coldkey: string;
        new_coldkey: string;
      })
    : null;
  return {
    address: address(row.address),
    network: row.network,
    block_number: row.block_number,
    timestamp: blockTimestamp(row.block_number, row.network),
    rank: row.rank,
    balance_free: row.balance_free,
    balance_staked: row.balance_staked,
    balance_staked_alpha_as_tao: row.balance_staked_alpha_as_tao,
    balance_staked_root: row.balance_staked_root,
    balance_total: row.balance_total,
    created_on_date: row.created_on_date,
    created_on_network: row.created_on_network,
    coldkey_swap: swap && {
      block_number: swap.block_number,
      network: swap.network,
      old_coldkey: address(swap.old_coldkey),
      new_coldkey: address(swap.new_coldkey),
      timestamp: blockTimestamp(swap.block_number, swap.network),
    },
  };
}

function list(db: Database.Database, query: Omit<ListQuery, 'columns'>) {
  const { pagination, rows } = listPage<Row>(db, { ...query, columns: COLUMNS });
  return { pagination, data: rows.map(record) };
}

export function listAccountHistory(db: Database.Database, params: z.output<typeof accountHistoryParams>) {
  return list(db, {
    table: 'account_history',
    conditions: [
      ...equals('address', params.address.hex),
      ...equals('network', params.network),
      ...rangeConditions(params, params.network),
    ],
    ...sortOrder(params.order, CHAIN_ORDERS),
    page: params.page,
    limit: params.limit,
  });
}

/** A balance bound in rao, clamped to SQLite's 64-bit range (no balance comes near its end). */
function bound(column: string, operator: '>=' | '<=', rao: string | undefined): Condition[] {
  if (rao === undefined) return [];
  const value = BigInt(rao);
  const max = 2n ** 63n - 1n;
  return [{ sql: `${column} ${operator} ?`, params: [value > max ? max : value] }];
}

export function listAccountLatest(db: Database.Database, params: z.output<typeof accountLatestParams>) {
  return list(db, {
    table: 'account_latest',
    conditions: [
      ...equals('address', params.address?.hex),
      ...equals('network', params.network),
      ...bound('balance_free', '>=', params.balance_free_min),
      ...bound('balance_free', '<=', params.balance_free_max),
      ...bound('balance_staked', '>=', params.balance_staked_min),
      ...bound('balance_staked', '<=', params.balance_staked_max),
      ...bound('balance_total', '>=', params.balance_total_min),
      ...bound('balance_total', '<=', params.balance_total_max),
    ],
    ...sortOrder(params.order, {
      ...CHAIN_ORDERS,
      balance_free: ['balance_free'],
      balance_staked: ['balance_staked'],
      balance_total: ['balance_total'],
    }),
    page: params.page,
    limit: params.limit,
  });
}
