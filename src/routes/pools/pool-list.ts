// The pools list's URL (a search and an order) and what they do to the cards. No endpoint answers a question about
// every pool's price, so the order by price or change sorts the prices loaded so far: loaded cards first, in that
// order, then the rest by subnet. Pure, so it is tested alone.
import { z } from 'zod/mini';

export const POOL_ORDERS = [
  'netuid_asc',
  'netuid_desc',
  'price_desc',
  'price_asc',
  'change_desc',
  'change_asc',
] as const;
export type PoolOrder = (typeof POOL_ORDERS)[number];

export const ORDER_LABELS: Record<PoolOrder, string> = {
  netuid_asc: 'Subnet, lowest first',
  netuid_desc: 'Subnet, highest first',
  price_desc: 'Price, highest first',
  price_asc: 'Price, lowest first',
  change_desc: '24 h change, highest first',
  change_asc: '24 h change, lowest first',
};

export const poolsSearch = z.object({
  q: z.optional(z.string()),
  order: z._default(z.enum(POOL_ORDERS, { error: `must be one of ${POOL_ORDERS.join(', ')}` }), 'netuid_asc'),
});

export interface PoolEntry {
  netuid: number;
  /** The current owner's keys, when the record has them. */
  owner?: { ss58: string; hex: string };
  /** Loaded numbers, absent until (and unless) they load. */
  price?: number;
  change?: number | null;
}

const SUBNET_FORM = /^(?:sn|subnet|netuid|sub)[\s#:-]*(\d+)$/i;

/**
 * Whether a card answers the search: a number is the start of the subnet's number ("1" finds 1, 10 to 19 and 100
 * up), "sn19" or "subnet 19" that subnet only, and other text part of the owner's address (SS58 or hex). The API
 * gives subnets no names, so the owner is the only name a card has besides its number.
 */
export function matches(entry: PoolEntry, search: string): boolean {
  const text = search.trim();
  if (text === '') return true;
  if (/^\d+$/.test(text)) return String(entry.netuid).startsWith(text.replace(/^0+(?=\d)/, ''));
  const subnet = SUBNET_FORM.exec(text);
  if (subnet) return entry.netuid === Number(subnet[1]);
  const lower = text.toLowerCase();
  return (
    entry.owner !== undefined &&
    (entry.owner.ss58.toLowerCase().includes(lower) || entry.owner.hex.toLowerCase().includes(lower))
  );
}

function sortValue(entry: PoolEntry, order: PoolOrder): number | null | undefined {
  if (order.startsWith('price')) return entry.price;
  if (order.startsWith('change')) return entry.change;
  return entry.netuid;
}

/** The entries in `order`; those without the value sorted on (not loaded) after the rest, by subnet. */
export function sortPools<E extends PoolEntry>(entries: readonly E[], order: PoolOrder): E[] {
  const direction = order.endsWith('_desc') ? -1 : 1;
  return entries.toSorted((a, b) => {
    const x = sortValue(a, order);
    const y = sortValue(b, order);
    const known = (value: number | null | undefined): value is number => typeof value === 'number';
    if (known(x) && known(y) && x !== y) return (x - y) * direction;
    if (known(x) !== known(y)) return known(x) ? -1 : 1;
    return a.netuid - b.netuid;
  });
}

/** Whether the order sorts by numbers that load card by card. */
export const sortsLoaded = (order: PoolOrder) => !order.startsWith('netuid');
