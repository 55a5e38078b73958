// What a page shows, in words a person reads, from its URL alone: the browser tab's title, and the title and
// description a shared link unfurls into (the gateway writes them into the page's HTML). One function for both, so
// they say the same thing. Only values that pass the endpoint's own parameter schema are named, each cut short: a
// hostile URL yields a short, harmless summary.
import { z } from 'zod/mini';
import { endpoints } from '../api/endpoints';
import type { Resolution } from '../api/chart-schemas';
import { RANGE_PRESETS } from '../charts/bars';
import { readPoolLink } from '../charts/pool-link';
import { routeFor, type RouteEntry } from '../route-table';
import { parseAccount } from './ss58';
import { formatAmount } from './tao';
import { groupDigits } from './digits';
import { readBlockNumber, readChainId } from './chain-ids';

export const SITE_NAME = 'Bittensor chain data';

export interface PageSummary {
  /** Short: "Events · pallet Balances · page 2". */
  title: string;
  /** A sentence: "Bittensor chain events: pallet Balances, page 2." */
  description: string;
  route: RouteEntry;
  /** The pool a pool page or embed shows, for its picture. */
  netuid?: number;
}

const MAX_VALUE = 40;
const MAX_DESCRIPTION = 300;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const number = (value: unknown) => groupDigits(Number(value));
const utc = (seconds: unknown) =>
  `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** An account or hash shortened in the middle, as the tables show them: 5F3s…Xk2. */
export const shortKey = (text: string) => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-3)}` : text);
const account = (text: string) => shortKey(parseAccount(text)?.ss58 ?? text);
const tao = (rao: unknown) => `${formatAmount(String(rao), 4).replace(/\.?0+$/, '')} τ`;

/** How each filter reads, by the API's parameter name. */
const PHRASES: Record<string, (value: unknown, raw: string) => string> = {
  pallet: (v) => `pallet ${String(v)}`,
  phase: (v) => `phase ${String(v)}`,
  name: (v) => `event ${String(v)}`,
  full_name: (v) => String(v),
  extrinsic_id: (v) => `extrinsic ${String(v)}`,
  call_id: (v) => `call ${String(v)}`,
  id: (v) => `event ${String(v)}`,
  netuid: (v) => `subnet ${String(v)}`,
  uid: (v) => `uid ${String(v)}`,
  hotkey: (_, raw) => `hotkey ${account(raw)}`,
  owner: (_, raw) => `owner ${account(raw)}`,
  address: (_, raw) =>
    raw.startsWith('0x') && raw.length === 42 ? `address ${shortKey(raw)}` : `account ${account(raw)}`,
  network: (v) => `network ${String(v)}`,
  is_coldkey_swap: (v) => (v === true ? 'coldkey swaps only' : 'no coldkey swaps'),
  hash: (v) => `transaction ${shortKey(String(v))}`,
  from: (v) => `from ${shortKey(String(v))}`,
  to: (v) => `to ${shortKey(String(v))}`,
  method_name: (v) => `method ${String(v)}`,
  method_id: (v) => `selector ${String(v)}`,
  contract_created: (v) => `contract ${shortKey(String(v))}`,
  index: (v) => `index ${String(v)}`,
  block_number: (v) => `block ${number(v)}`,
  balance_free_min: (v) => `free ≥ ${tao(v)}`,
  balance_free_max: (v) => `free ≤ ${tao(v)}`,
  balance_staked_min: (v) => `staked ≥ ${tao(v)}`,
  balance_staked_max: (v) => `staked ≤ ${tao(v)}`,
  balance_total_min: (v) => `total ≥ ${tao(v)}`,
  balance_total_max: (v) => `total ≤ ${tao(v)}`,
};

/** "blocks 1–2", "from block 1", "up to block 2"; without a unit, "from 2026-10-31 00:00 UTC" and so on. */
function range(
  start: unknown,
  end: unknown,
  write: (value: unknown) => string,
  unit?: string,
): string | null {
  if (start !== undefined && end !== undefined)
    return unit ? `${unit}s ${write(start)}–${write(end)}` : `${write(start)} – ${write(end)}`;
  if (start !== undefined) return `from ${unit ? `${unit} ` : ''}${write(start)}`;
  if (end !== undefined) return `up to ${unit ? `${unit} ` : ''}${write(end)}`;
  return null;
}

/** The filters of a list page's URL, each read by its endpoint's schema alone; unreadable ones are left out. */
function listPhrases(route: RouteEntry, search: URLSearchParams): string[] {
  if (!route.endpoint) return [];
  const shape = (endpoints[route.endpoint].params as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>;
  const values: Record<string, unknown> = {};
  const raws: Record<string, string> = {};
  for (const [name, raw] of search) {
    const schema = shape[name];
    if (!schema || name in values || raw === '' || raw.length > 200) continue;
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) [values[name], raws[name]] = [parsed.data, raw];
  }
  const phrases: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const phrase = PHRASES[name];
    // The default network is no filter.
    if (phrase && !(name === 'network' && value === 'finney'))
      phrases.push(cut(phrase(value, raws[name] as string), MAX_VALUE));
  }
  const blocks = range(values.block_start, values.block_end, number, 'block');
  const times = range(values.timestamp_start, values.timestamp_end, utc);
  if (blocks) phrases.push(blocks);
  if (times) phrases.push(times);
  const order = values.order;
  if (typeof order === 'string' && order !== 'block_number_desc') {
    const ascending = order.endsWith('_asc');
    const key = order.replace(/_(asc|desc)$/, '');
    phrases.push(
      key === 'block_number' || key === 'timestamp'
        ? ascending
          ? 'oldest first'
          : 'newest first'
        : `by ${key.replaceAll('_', ' ')}, ${ascending ? 'ascending' : 'descending'}`,
    );
  }
  if (typeof values.page === 'number' && values.page > 1) phrases.push(`page ${number(values.page)}`);
  return phrases;
}

const CANDLES: Record<Resolution, string> = {
  '1': '1-minute candles',
  '5': '5-minute candles',
  '15': '15-minute candles',
  '60': '1-hour candles',
  '1D': 'daily candles',
  '7D': 'weekly candles',
  '30D': '30-day candles',
};

/** A pool chart's resolution and range in words: "1-hour candles · last 7 days". */
function chartPhrases(search: URLSearchParams, nowSeconds: number): string[] {
  const { resolution, range, from, to } = readPoolLink(search).link;
  const span = range && RANGE_PRESETS[range];
  const days = span ? span / 86_400 : undefined;
  let words = days !== undefined ? `last ${days === 1 ? '24 hours' : `${days} days`}` : 'all time';
  if (from !== undefined) {
    const end = to ?? nowSeconds;
    const length = (end - from) / 86_400;
    words =
      nowSeconds - end < 3600 &&
      [1, 7, 30, 90].includes(Math.round(length)) &&
      Math.abs(length - Math.round(length)) < 0.01
        ? `last ${Math.round(length) === 1 ? '24 hours' : `${Math.round(length)} days`}`
        : `${utc(from)} – ${utc(end)}`;
  }
  return [CANDLES[resolution], words];
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function pageSummary(pathname: string, search: URLSearchParams, now = Date.now()): PageSummary {
  // An embed says what its pool page says; the route table decides what is a pool.
  const path = pathname.replace(/^\/embed(?=\/pools\/[^/]+\/?$)/, '');
  const route = routeFor(path);
  const segment = path.split('/')[2] ?? '';
  let title = route.title;
  let about = route.about;
  let phrases: string[];
  let netuid: number | undefined;
  if (route.path === '/pools/:netuid') {
    netuid = Number(segment);
    title = `Subnet ${netuid} pool`;
    phrases = chartPhrases(search, Math.floor(now / 1000));
  } else if (route.path === '/blocks/:number' || route.path === '/extrinsics/:id') {
    // The route table has checked the segment: a block number, or an extrinsic id (padded here).
    title =
      route.path === '/blocks/:number'
        ? `Block ${number(readBlockNumber(segment))}`
        : `Extrinsic ${readChainId(decodedSegment(segment))?.id ?? ''}`;
    about = `${title}, on the Bittensor chain: ${route.about.replace(/^[^:]*: /, '')}`;
    phrases = [];
  } else if (route.path === '/accounts/:address') {
    const address = parseAccount(decodedSegment(segment));
    title = address ? `Account ${shortKey(address.ss58)}: balance history` : 'Account';
    phrases = listPhrases(route, search);
  } else {
    phrases = listPhrases(route, search);
  }
  return {
    title: [title, ...phrases].join(' · '),
    description: cut(`${about}${phrases.length ? `: ${phrases.join(', ')}` : ''}.`, MAX_DESCRIPTION),
    route,
    netuid,
  };
}

/** The browser tab's title. */
export const documentTitle = (summary: PageSummary) =>
  summary.route.path === '/' ? SITE_NAME : `${summary.title} — ${SITE_NAME}`;
