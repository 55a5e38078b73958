// The screener's rows and its URL (a search and an order). The subnets and their owners (to search by) and every
// pool's figures come from the market summary, so the order and the search run over all of them at once. Pure, so it
// is tested alone.
import { z } from 'zod/mini';
import type { MarketPool, MarketSubnet } from '../../api/market';

/** The columns the table sorts by; each is a column's id, and `<key>_asc` / `<key>_desc` an order. */
export const SORT_KEYS = [
  'netuid',
  'price',
  'change_1h',
  'change_24h',
  'change_7d',
  'volume',
  'buys',
  'sells',
  'flow',
  'tao_reserve',
  'alpha_reserve',
  'last_trade',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const POOL_ORDERS = SORT_KEYS.flatMap((key) => [`${key}_asc`, `${key}_desc`] as const);
export type PoolOrder = (typeof POOL_ORDERS)[number];

export const DEFAULT_ORDER: PoolOrder = 'netuid_asc';

export const poolsSearch = z.object({
  q: z.optional(z.string()),
  order: z._default(
    z.enum(POOL_ORDERS, { error: 'must be a column and a direction, e.g. volume_desc' }),
    DEFAULT_ORDER,
  ),
});

/** The movers: each one order away. */
export const MOVERS: readonly { label: string; order: PoolOrder }[] = [
  { label: 'Top gainers 24 h', order: 'change_24h_desc' },
  { label: 'Top losers 24 h', order: 'change_24h_asc' },
  { label: 'Largest inflow', order: 'flow_desc' },
  { label: 'Largest outflow', order: 'flow_asc' },
  { label: 'Most traded', order: 'volume_desc' },
];

export interface PoolRow {
  netuid: number;
  /** The current owner's keys, when the owner log has them. */
  owner?: { ss58: string; hex: string };
  /** The pool's figures; absent for a subnet without a pool, or without a trade in the summary's week. */
  pool?: MarketPool;
}

/** One row per subnet but the root (0, which has no pool): those of the owner log and those that traded, by subnet. */
export function mergeRows(owners: readonly MarketSubnet[], pools: readonly MarketPool[]): PoolRow[] {
  const rows = new Map<number, PoolRow>();
  for (const { netuid, owner } of owners) {
    if (netuid > 0) rows.set(netuid, { netuid, ...(owner ? { owner } : {}) });
  }
  for (const pool of pools) {
    if (pool.netuid > 0) rows.set(pool.netuid, { ...rows.get(pool.netuid), netuid: pool.netuid, pool });
  }
  return [...rows.values()].sort((a, b) => a.netuid - b.netuid);
}

const SUBNET_FORM = /^(?:sn|subnet|netuid|sub)[\s#:-]*(\d+)$/i;

/**
 * Whether a row answers the search: a number is the start of the subnet's number ("1" finds 1, 10 to 19 and 100
 * up), "sn19" or "subnet 19" that subnet only, and other text part of the owner's address (SS58 or hex). The API
 * gives subnets no names, so the owner is the only name a subnet has besides its number.
 */
export function matches(row: Pick<PoolRow, 'netuid' | 'owner'>, search: string): boolean {
  const text = search.trim();
  if (text === '') return true;
  if (/^\d+$/.test(text)) return String(row.netuid).startsWith(text.replace(/^0+(?=\d)/, ''));
  const subnet = SUBNET_FORM.exec(text);
  if (subnet) return row.netuid === Number(subnet[1]);
  const lower = text.toLowerCase();
  return (
    row.owner !== undefined &&
    (row.owner.ss58.toLowerCase().includes(lower) || row.owner.hex.toLowerCase().includes(lower))
  );
}

type SortValue = number | bigint | null | undefined;

/** The value a row sorts by: amounts as BigInt (exact), a missing figure as undefined. */
export function sortValue(row: PoolRow, key: SortKey): SortValue {
  const pool = row.pool;
  switch (key) {
    case 'netuid':
      return row.netuid;
    case 'price':
      return pool?.price == null ? undefined : Number(pool.price);
    case 'change_1h':
      return pool?.change.h1;
    case 'change_24h':
      return pool?.change.h24;
    case 'change_7d':
      return pool?.change.d7;
    case 'volume':
      return pool && BigInt(pool.volume24h);
    case 'buys':
      return pool?.buys24h;
    case 'sells':
      return pool?.sells24h;
    case 'flow':
      return pool && BigInt(pool.netFlow24h);
    case 'tao_reserve':
      return pool?.reserves && BigInt(pool.reserves.tao);
    case 'alpha_reserve':
      return pool?.reserves && BigInt(pool.reserves.alpha);
    case 'last_trade':
      return pool?.lastTrade?.block;
  }
}

/** An order's column and direction. */
export function readOrder(order: PoolOrder): { key: SortKey; desc: boolean } {
  const cut = order.lastIndexOf('_');
  return { key: order.slice(0, cut) as SortKey, desc: order.endsWith('_desc') };
}

/** The rows in `order`; those without the figure sorted on after the rest either way, then by subnet. */
export function sortRows(rows: readonly PoolRow[], order: PoolOrder): PoolRow[] {
  const { key, desc } = readOrder(order);
  const values = new Map(rows.map((row) => [row, sortValue(row, key)]));
  const known = (value: SortValue): value is number | bigint => value !== undefined && value !== null;
  return rows.toSorted((a, b) => {
    const x = values.get(a);
    const y = values.get(b);
    if (known(x) !== known(y)) return known(x) ? -1 : 1;
    if (known(x) && known(y) && x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
    return a.netuid - b.netuid;
  });
}

/** The rows that answer `search`, in `order`. */
export const screen = (rows: readonly PoolRow[], search: string, order: PoolOrder) =>
  sortRows(
    rows.filter((row) => matches(row, search)),
    order,
  );
