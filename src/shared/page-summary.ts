// What a page shows, in words a person reads, from its URL alone: the browser tab's title, and the title and
// description a shared link unfurls into (the gateway writes them into the page's HTML). One function for both, so
// they say the same thing. Only values that pass the endpoint's own parameter schema are named, each cut short: a
// hostile URL yields a short, harmless summary.
import { COMPARE_RANGES, readCompareLink } from './charts/compare-link';
import { z } from 'zod/mini';
import { endpoints } from '../api/endpoints';
import { own } from '../api/own';
import { RESOLUTION_TABLE } from '../api/chart-schemas';
import { RANGE_PRESETS } from './charts/bars';
import { linkResolution, readPoolLink } from './charts/pool-link';
import { parseAccount } from './chain/ss58';
import { embeddedPath, matchRoute, ROUTE_TABLE, type ParamValues, type RouteEntry } from './route-table';
import { parameter, shortKey } from './parameters';
import { groupDigits } from './numbers/separators';

export const SITE_NAME = 'Bittensor chain data';

export interface PageSummary {
  /** Short: "Events · pallet Balances · page 2". */
  title: string;
  /** A sentence: "Bittensor chain events: pallet Balances, page 2." */
  description: string;
  route: RouteEntry;
  /** The pool whose candles are the picture of the page's link (a pool page's, an embed's, a subnet page's). */
  picture: number | null;
}

const MAX_VALUE = 40;
const MAX_DESCRIPTION = 300;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const number = (value: unknown) => groupDigits(Number(value));
const utc = (seconds: unknown) =>
  `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
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
  const endpoint = route.endpoint;
  if (!endpoint) return [];
  const shape = (endpoints[endpoint].params as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>;
  const values: Record<string, unknown> = {};
  const raws: Record<string, string> = {};
  for (const [name, raw] of search) {
    const schema = own(shape, name);
    if (!schema || Object.hasOwn(values, name) || raw === '' || raw.length > 200) continue;
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) [values[name], raws[name]] = [parsed.data, raw];
  }
  const filters: string[] = [];
  const paging: string[] = [];
  // In the schema's order, as the page's canonical link writes them.
  for (const name of Object.keys(shape).filter((name) => Object.hasOwn(values, name))) {
    const entry = parameter(endpoint, name);
    const phrase = entry?.phrase?.(values[name], raws[name] as string);
    if (phrase) (entry?.role === 'paging' ? paging : filters).push(cut(phrase, MAX_VALUE));
  }
  const blocks = range(values.block_start, values.block_end, number, 'block');
  const times = range(values.timestamp_start, values.timestamp_end, utc);
  return [...filters, ...(blocks ? [blocks] : []), ...(times ? [times] : []), ...paging];
}

/** A pool chart's resolution and range in words: "1-hour candles · last 7 days". */
function chartPhrases(search: URLSearchParams, nowSeconds: number): string[] {
  const link = readPoolLink(search).link;
  const { range, from, to } = link;
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
  return [RESOLUTION_TABLE[linkResolution(link, nowSeconds)].candles, words];
}

/** A comparison's subnets and range in words: "SN1, SN4, SN19 · last 7 days". */
function comparePhrases(search: URLSearchParams): string[] {
  const { netuids, range } = readCompareLink(search).link;
  const days = COMPARE_RANGES[range] / 24;
  return [
    ...(netuids.length ? [netuids.map((netuid) => `SN${netuid}`).join(', ')] : []),
    `last ${days === 1 ? '24 hours' : `${days} days`}`,
  ];
}

/** What a page of one value (a block, a subnet) is called, and what it shows, in a summary's words. */
interface Named {
  /** "Block 1,234". */
  title: string;
  /** Where it is, for the sentence: "on the Bittensor chain" makes "Block 1,234, on the Bittensor chain: …". */
  place?: string;
  /** What it shows, where that is not what the route's `about` says after its colon. */
  shows?: string;
}

type Table = typeof ROUTE_TABLE;
type ValuesOf<Name extends keyof Table> = Table[Name] extends RouteEntry<infer P> ? ParamValues<P> : never;

const ON_CHAIN = 'on the Bittensor chain';

/** The name of the value a page of parameters shows, by the route table's names, from its readers' values. */
const NAMED: { [Name in keyof Table]?: (params: ValuesOf<Name>) => Named | null } = {
  account: ({ address }) => {
    const account = parseAccount(address);
    return account && { title: `Account ${shortKey(account.ss58)}: balance history` };
  },
  subnet: ({ netuid }) =>
    netuid === 0
      ? { title: 'Subnet 0 (root)', place: ON_CHAIN, shows: 'its owners and deregistrations' }
      : { title: `Subnet ${netuid}`, place: ON_CHAIN },
  evmTransaction: ({ hash }) => ({
    title: `EVM transaction ${hash.slice(0, 6)}…${hash.slice(-4)}`,
    place: "on Bittensor's EVM",
  }),
  pool: ({ netuid }) => ({ title: `Subnet ${netuid} pool` }),
  block: ({ number }) => ({ title: `Block ${groupDigits(number)}`, place: ON_CHAIN }),
  extrinsic: ({ id }) => ({ title: `Extrinsic ${id.id}`, place: ON_CHAIN }),
};

/** NAMED by entry: a route's values are its own readers', as `matchRoute` gives them. */
const namedOf = new Map(
  Object.entries(NAMED).map(([name, named]) => [
    ROUTE_TABLE[name as keyof Table] as RouteEntry,
    named as (params: ParamValues<RouteEntry['params'] & object>) => Named | null,
  ]),
);

export function pageSummary(pathname: string, search: URLSearchParams, now = Date.now()): PageSummary {
  // An embed says what its page says.
  const { route, params } = matchRoute(embeddedPath(pathname) ?? pathname);
  const named = namedOf.get(route)?.(params);
  const title = named?.title ?? route.title;
  // "Block 1,234, on the Bittensor chain: its extrinsics and events, …".
  const about = named?.place
    ? `${title}, ${named.place}: ${named.shows ?? route.about.replace(/^[^:]*: /, '')}`
    : route.about;
  const phrases = route.poolLink
    ? chartPhrases(search, Math.floor(now / 1000))
    : route === ROUTE_TABLE.compare
      ? comparePhrases(search)
      : listPhrases(route, search);
  return {
    title: [title, ...phrases].join(' · '),
    description: cut(`${about}${phrases.length ? `: ${phrases.join(', ')}` : ''}.`, MAX_DESCRIPTION),
    route,
    picture: route.picture?.(params) ?? null,
  };
}

/** The browser tab's title. */
export const documentTitle = (summary: PageSummary) =>
  summary.route === ROUTE_TABLE.overview ? SITE_NAME : `${summary.title} — ${SITE_NAME}`;
