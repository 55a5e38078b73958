// GET /api/account/history/v1 and /api/account/latest/v1: daily coldkey balance snapshots, and the newest one.
// Records come in the shape of their time: those of the historical networks as records of 2024 (free, staked and
// total only: the keys of later fields are absent), the others as records of 2025, whose `*_24hr_ago` fields are
// null in a list and filled from the snapshot a day earlier when the latest endpoint is asked for one `address`.
import type Database from 'better-sqlite3';
import type { z } from 'zod/mini';
import type {
  Account,
  AlphaBalance,
  accountHistoryParams,
  accountLatestParams,
  Network,
} from '../../../src/api/schemas';
import { BLOCKS_PER_DAY, blockTimestamp } from '../chain';
import { latestAtHead, type ChainView } from '../head';
import { listPage, statement, type ListQuery } from '../list';
import type { Condition } from '../head';
import { address, CHAIN_ORDERS, equals, rangeConditions, sortOrder } from '../records';
import type { AccountRow } from '../store/schema';

/** A row as read: amounts as text. */
type Row = AccountRow<string>;

/** A 2025 record's balances as they were a day earlier: the fields the `*_24hr_ago` keys hold. */
type DayAgo = Pick<
  Row,
  | 'balance_free'
  | 'balance_staked'
  | 'balance_staked_alpha_as_tao'
  | 'balance_staked_root'
  | 'balance_total'
  | 'balance_reserved'
  | 'balance_liquidity'
  | 'alpha_balances'
>;

const BALANCES = `CAST(balance_free AS TEXT) AS balance_free, CAST(balance_staked AS TEXT) AS balance_staked,
  CAST(balance_staked_alpha_as_tao AS TEXT) AS balance_staked_alpha_as_tao,
  CAST(balance_staked_root AS TEXT) AS balance_staked_root, CAST(balance_total AS TEXT) AS balance_total,
  CAST(balance_reserved AS TEXT) AS balance_reserved, CAST(balance_liquidity AS TEXT) AS balance_liquidity,
  alpha_balances`;
const COLUMNS = `network, address, block_number, rank, ${BALANCES}, root_claim_type,
  created_on_date, created_on_network, coldkey_swap`;

const alphaBalances = (json: string | null) => (json === null ? null : (JSON.parse(json) as AlphaBalance[]));

function record(row: Row, dayAgo: DayAgo | null): Account {
  const swap = row.coldkey_swap
    ? (JSON.parse(row.coldkey_swap) as {
        block_number: number;
        network: Network;
        old_coldkey: string;
        new_coldkey: string;
      })
    : null;
  const head = {
    address: address(row.address),
    network: row.network,
    block_number: row.block_number,
    timestamp: blockTimestamp(row.block_number, row.network),
    rank: row.rank,
    balance_free: row.balance_free,
    balance_staked: row.balance_staked,
  };
  const tail = {
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
  // A row without the stake split is a record of 2024: none of the later keys.
  if (row.balance_staked_alpha_as_tao === null || row.balance_staked_root === null) {
    return { ...head, balance_total: row.balance_total, ...tail };
  }
  return {
    ...head,
    balance_staked_alpha_as_tao: row.balance_staked_alpha_as_tao,
    balance_staked_root: row.balance_staked_root,
    balance_total: row.balance_total,
    balance_reserved: row.balance_reserved,
    balance_liquidity: row.balance_liquidity,
    root_claim_type: row.root_claim_type,
    balance_free_24hr_ago: dayAgo?.balance_free ?? null,
    balance_staked_24hr_ago: dayAgo?.balance_staked ?? null,
    balance_staked_alpha_as_tao_24hr_ago: dayAgo?.balance_staked_alpha_as_tao ?? null,
    balance_staked_root_24hr_ago: dayAgo?.balance_staked_root ?? null,
    balance_total_24hr_ago: dayAgo?.balance_total ?? null,
    balance_reserved_24hr_ago: dayAgo?.balance_reserved ?? null,
    balance_liquidity_24hr_ago: dayAgo?.balance_liquidity ?? null,
    alpha_balances: alphaBalances(row.alpha_balances),
    alpha_balances_24hr_ago: alphaBalances(dayAgo?.alpha_balances ?? null),
    ...tail,
  };
}

/** The account's snapshot a day (7,200 blocks) before `row`'s, if it had one then. */
function dayAgo(db: Database.Database, row: Row): DayAgo | null {
  const found = statement(
    db,
    `SELECT ${BALANCES} FROM account_history WHERE address = ? AND network = ? AND block_number <= ?
     ORDER BY block_number DESC LIMIT 1`,
  ).get(row.address, row.network, row.block_number - BLOCKS_PER_DAY) as DayAgo | undefined;
  return found ?? null;
}

function list(view: ChainView, query: Omit<ListQuery, 'columns'>, withDayAgo: boolean) {
  const { pagination, rows } = listPage<Row>(view, { ...query, columns: COLUMNS });
  return { pagination, data: rows.map((row) => record(row, withDayAgo ? dayAgo(view.db, row) : null)) };
}

export function listAccountHistory(view: ChainView, params: z.output<typeof accountHistoryParams>) {
  return list(
    view,
    {
      table: 'account_history',
      conditions: [
        ...equals('address', params.address.hex),
        ...equals('network', params.network),
        ...rangeConditions(params, params.network),
      ],
      ...sortOrder(params.order, CHAIN_ORDERS),
      page: params.page,
      limit: params.limit,
    },
    false,
  );
}

/** A balance bound in rao, clamped to SQLite's 64-bit range (no balance comes near its end). */
function bound(column: string, operator: '>=' | '<=', rao: string | undefined): Condition[] {
  if (rao === undefined) return [];
  const value = BigInt(rao);
  const max = 2n ** 63n - 1n;
  return [{ sql: `${column} ${operator} ?`, params: [value > max ? max : value] }];
}

export function listAccountLatest(view: ChainView, params: z.output<typeof accountLatestParams>) {
  return list(
    view,
    {
      table: 'account_latest',
      conditions: [
        latestAtHead(view.head),
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
    },
    // The service fills the day-ago fields only for one account: in a list of many they stay null.
    params.address !== undefined,
  );
}
