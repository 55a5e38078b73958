// Every page: its URL pattern, what each of its parameters is, and what is said of it. The router loads its module
// for a URL, the gateway names the module's chunks in the page's HTML so they load alongside the app's entry, and
// `npm run size` weighs each page. The header's navigation, the overview's cards, the URL builders (paths.ts), the
// page summaries (page-summary.ts: the tab's title, a shared link's words and picture), the gateway's first frame
// and oEmbed all read it, so a page's path is written here only, and a path parameter is read only by its kind's
// reader below. Pure, so the server and the scripts read it too. Every page's first frame reads it, so what only
// a summary needs (the name of a block, an account) is page-summary.ts's, keyed by the table's names.
//
// The embeddable chart (/embed/pools/:netuid) is the pool route under EMBED_PREFIX, drawn by a page of its own
// (embed.html, without React, the router or the header), which the router must not draw in the app's frame, nor
// the size check weigh on top of the app's entry.
import type { EndpointName } from '../api/endpoints';
import { MAX_U16, readInteger } from '../api/integers';
import { readBlockNumber, readChainId, readTxHash } from './chain/chain-ids';

/** Reads a path segment (its `%`-escapes decoded) as a value of its kind, or null when it is none. */
export type Segment<T> = (segment: string) => T | null;

/** The reader of a kind that every segment is: a path of its route is always its page. */
const ANY_SEGMENT = (segment: string) => segment;

/** One reader for each kind of value a path holds; every route's parameter is one of these. */
export const SEGMENTS = {
  /** A subnet number in plain digits, the root network (0) included: `/subnets/1e2` and `/subnets/01` are none. */
  subnet: (segment: string) => readInteger(segment, 0, MAX_U16),
  /** A subnet with a pool: as a subnet, but the root network, which has none. */
  pool: (segment: string) => readInteger(segment, 1, MAX_U16),
  /** A block number in plain digits, as every block parameter. */
  block: readBlockNumber,
  /** `<block>-<index>`; an unpadded index (`9518372-2`) is the same extrinsic, which its page redirects to. */
  extrinsic: readChainId,
  /** A 32-byte hash in hex, in either case, read in lower case (the page sends other cases on to it). */
  txHash: readTxHash,
  /** Any segment: the account page says what is wrong with an address it cannot read. */
  address: ANY_SEGMENT,
} satisfies Record<string, Segment<unknown>>;

type Params = Record<string, Segment<unknown>>;
/** The values a route's parameters read as, by name. */
export type ParamValues<P extends Params> = { [Name in keyof P]: NonNullable<ReturnType<P[Name]>> };

export interface RouteEntry<P extends Params = Params> {
  path: string;
  module: string;
  /** The page's name, first in its title and in the summary a shared link shows (page-summary.ts). */
  title: string;
  /** What the page shows, in a sentence's words, for the summary. */
  about: string;
  /**
   * What each `:name` segment holds (a reader of SEGMENTS): a path whose segment is none is not this page's (the
   * router shows the not-found page, the gateway answers 404), rather than a page of some other value.
   */
  params?: P;
  /** The endpoint whose parameters the page's URL holds, named in the summary; a list page shows its records. */
  endpoint?: EndpointName;
  /** The page's query string is a pool chart's link (pool-link.ts), which its summary names. */
  poolLink?: true;
  /** The pool whose candles are the picture a shared link of the page unfurls into (its own link's, with poolLink). */
  picture?(params: ParamValues<P>): number | null;
  /** The page has an embeddable twin under EMBED_PREFIX (drawn by embed.html, without React or the router). */
  embed?: true;
  /** A list page's table: its accessible name, and what its rows are (plural, as empty states and exports say). */
  table?: { caption: string; rows: string };
  /** The page draws a chart, so it loads the charting library. */
  chart?: boolean;
  /** The page draws the market summary (GET /market/summary, marketQuery) first: the gateway names it in the HTML. */
  market?: true;
  /** The page's link in the header's navigation, with this text; links come in the table's order. */
  nav?: string;
  /** The page's card on the overview, in the table's order: its heading (the title unless given) and sentence. */
  overview?: { title?: string; text: string };
}

/** A route of one or more parameters: its `picture` reads them as their readers give them. */
const route = <const Path extends string, P extends Params>(
  entry: RouteEntry<P> & { path: Path },
): RouteEntry<P> & { path: Path } => entry;

/** The routes by name; each name is the URL builder's in `paths` (src/shared/paths.ts). */
export const ROUTE_TABLE = {
  overview: {
    path: '/',
    module: 'src/routes/overview/Page.tsx',
    title: 'Overview',
    about: 'Bittensor chain data: accounts, events, subnets, EVM transactions and pool prices',
    market: true,
  },
  events: {
    path: '/events',
    module: 'src/routes/events/Page.tsx',
    title: 'Events',
    about: 'Bittensor chain events',
    endpoint: 'events',
    table: { caption: 'Chain events', rows: 'events' },
    nav: 'Events',
    overview: {
      title: 'Chain events',
      text: 'Every event of every block: filter by pallet, name, phase, block or time.',
    },
  },
  accounts: {
    path: '/accounts',
    module: 'src/routes/accounts/Page.tsx',
    title: 'Accounts',
    about: "Bittensor accounts' newest balances",
    endpoint: 'accountLatest',
    table: { caption: 'Accounts', rows: 'accounts' },
    nav: 'Accounts',
    overview: { text: 'Balances of every coldkey, and each account’s history.' },
  },
  account: route({
    path: '/accounts/:address',
    module: 'src/routes/account/Page.tsx',
    title: 'Account',
    about: "A Bittensor account's balance history",
    params: { address: SEGMENTS.address },
    endpoint: 'accountHistory',
    table: { caption: 'Balance history', rows: 'balance snapshots' },
    chart: true,
  }),
  subnetOwners: {
    path: '/subnets/owners',
    module: 'src/routes/subnet-owners/Page.tsx',
    title: 'Subnet owners',
    about: 'Ownership changes of Bittensor subnets',
    endpoint: 'subnetOwners',
    table: { caption: 'Subnet ownership changes', rows: 'ownership changes' },
    nav: 'Subnet owners',
    overview: { text: 'Who owns each subnet, coldkey swaps and pending owners.' },
  },
  subnet: route({
    // After /subnets/owners, which the router finds first (and "owners" is no subnet number anyway).
    path: '/subnets/:netuid',
    module: 'src/routes/subnet/Page.tsx',
    title: 'Subnet',
    about: "A Bittensor subnet: its pool's price, its owners, deregistrations and swaps",
    params: { netuid: SEGMENTS.subnet },
    // Its pool page's picture (the subnet's tab says nothing of the chart); the root network has no pool.
    picture: ({ netuid }) => (netuid === 0 ? null : netuid),
  }),
  deregistrations: {
    path: '/deregistrations',
    module: 'src/routes/deregistrations/Page.tsx',
    title: 'Deregistrations',
    about: 'Neurons deregistered from Bittensor subnets',
    endpoint: 'deregistrations',
    table: { caption: 'Neuron deregistrations', rows: 'deregistrations' },
    nav: 'Deregistrations',
    overview: { text: 'Neurons pushed out of their subnets.' },
  },
  evmTransactions: {
    path: '/evm/transactions',
    module: 'src/routes/evm-transactions/Page.tsx',
    title: 'EVM transactions',
    about: "Transactions on Bittensor's EVM",
    endpoint: 'evmTransactions',
    table: { caption: 'EVM transactions', rows: 'transactions' },
    nav: 'EVM',
    overview: { text: 'Transactions on the subnet chain’s EVM.' },
  },
  evmTransaction: route({
    path: '/evm/transactions/:hash',
    module: 'src/routes/evm-transaction/Page.tsx',
    title: 'EVM transaction',
    about: "A transaction on Bittensor's EVM: its outcome, value, fee and decoded call",
    params: { hash: SEGMENTS.txHash },
  }),
  pools: {
    path: '/pools',
    module: 'src/routes/pools/Page.tsx',
    title: 'Pools',
    about: "Bittensor subnets' pools, alpha against TAO",
    market: true,
    nav: 'Pools',
    overview: { text: 'Every subnet’s pool: price, changes, volume and flow; its candlesticks and swaps.' },
  },
  pool: route({
    path: '/pools/:netuid',
    module: 'src/routes/pool/Page.tsx',
    title: 'Pool',
    about: "A Bittensor subnet's pool price",
    chart: true,
    params: { netuid: SEGMENTS.pool },
    poolLink: true,
    picture: ({ netuid }) => netuid,
    embed: true,
  }),
  compare: {
    path: '/compare',
    module: 'src/routes/compare/Page.tsx',
    title: 'Compare subnets',
    about: "Bittensor subnets' prices compared on one chart",
    chart: true,
    embed: true,
  },
  watchlist: {
    path: '/watchlist',
    module: 'src/routes/watchlist/Page.tsx',
    title: 'Watchlist',
    about: 'The accounts you follow, with their latest balances',
    nav: 'Watchlist',
  },
  alerts: {
    path: '/alerts',
    module: 'src/routes/alerts/Page.tsx',
    title: 'Alerts',
    about: 'Your alerts on swaps, prices and addresses',
    nav: 'Alerts',
  },
  block: route({
    path: '/blocks/:number',
    module: 'src/routes/block/Page.tsx',
    title: 'Block',
    about: 'A Bittensor block: its extrinsics and events, EVM transactions, swaps and subnet changes',
    params: { number: SEGMENTS.block },
  }),
  extrinsic: route({
    path: '/extrinsics/:id',
    module: 'src/routes/extrinsic/Page.tsx',
    title: 'Extrinsic',
    about: 'A Bittensor extrinsic: its events, outcome, fee and calls',
    params: { id: SEGMENTS.extrinsic },
  }),
  notFound: {
    path: '*',
    module: 'src/routes/not-found/Page.tsx',
    title: 'Page not found',
    about: 'No page here',
  },
} as const satisfies Record<string, RouteEntry>;

/** The routes in the router's order: the first whose pattern matches a path is its page. */
export const ROUTES: readonly RouteEntry[] = Object.values(ROUTE_TABLE);

/** The header's links: each page with a `nav` label, in the table's order. A link's page has no `:params`. */
export const NAV_LINKS = ROUTES.flatMap(({ path, nav }) => (nav ? [{ to: path, label: nav }] : []));

/** The overview's cards: each page with an `overview` entry, in the table's order. */
export const OVERVIEW_CARDS = ROUTES.flatMap(({ path, title, overview }) =>
  overview ? [{ to: path, title: overview.title ?? title, text: overview.text }] : [],
);

/**
 * The words of `endpoint`'s list page: its title (its heading, and first in the tab's title), its table's caption,
 * and what its rows are.
 */
export function listWords(
  endpoint: EndpointName,
  routes: readonly RouteEntry[] = ROUTES,
): { title: string; caption: string; rows: string } {
  const route = routes.find((entry) => entry.endpoint === endpoint && entry.table);
  if (!route?.table) throw new Error(`No list page shows the endpoint ${endpoint}`);
  return { title: route.title, ...route.table };
}

/**
 * Whether a reader of the route's parameters may refuse a segment, making a path of its pattern the not-found
 * page's: the app then loads that page beside the route's (src/router.tsx), and the gateway names both.
 */
export const mayRefuse = (route: RouteEntry): boolean =>
  Object.values(route.params ?? {}).some((read) => read !== ANY_SEGMENT);

/** A path's route and its parameters' values, by name, as the route's readers read them. */
export interface RouteMatch {
  route: RouteEntry;
  params: ParamValues<Params>;
}

/**
 * The route a URL path opens, as the router matches it: `:name` is one segment, `*` anything left over; and what
 * its parameters hold. `routes` is the table's unless given (the recipe's test adds a page to it).
 */
export function matchRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const route of routes) {
    if (route.path === '*') return { route, params: {} };
    const params = readParams(route, path);
    if (params) return { route, params };
  }
  throw new Error('The route table ends with its not-found page');
}

/** The route a URL path opens (see matchRoute). */
export const routeFor = (pathname: string, routes?: readonly RouteEntry[]): RouteEntry =>
  matchRoute(pathname, routes).route;

/** `route`'s parameters in `pathname`, read; null when the path is not the route's. */
export function paramsOf<P extends Params>(route: RouteEntry<P>, pathname: string): ParamValues<P> | null {
  const match = matchRoute(pathname);
  return match.route === route ? (match.params as ParamValues<P>) : null;
}

/** Where the embeddable twins of pages are: `/embed/pools/1` is the pool page `/pools/1`'s. */
export const EMBED_PREFIX = '/embed';

/** The path of the page an embed's path is the twin of (a route with `embed`): `/embed/pools/1` → `/pools/1`. */
export function embeddedPath(pathname: string): string | null {
  if (!pathname.startsWith(`${EMBED_PREFIX}/`)) return null;
  const path = pathname.slice(EMBED_PREFIX.length);
  return routeFor(path).embed ? path : null;
}

/** Where the gateway answers subnets' price badges, `/badge/subnets/19.svg`: images (server/gateway/badge.ts), no pages. */
export const BADGE_PREFIX = '/badge/subnets';

/** The subnet a badge's file (`19.svg`) names, read as a subnet page's segment; null when it names none. */
export function badgeSubnet(file: string): number | null {
  const segment = /^(.+)\.svg$/.exec(file)?.[1];
  return segment === undefined ? null : SEGMENTS.subnet(segment);
}

/**
 * The subnet a pool page's path names when that subnet has no pool (the root network, 0), for the not-found page
 * to send the reader to its subnet page; null for any other path.
 */
export function poolessSubnet(pathname: string): number | null {
  const asSubnet = readParams({ ...ROUTE_TABLE.pool, params: { netuid: SEGMENTS.subnet } }, pathname);
  return asSubnet && !readParams(ROUTE_TABLE.pool, pathname) ? (asSubnet.netuid as number) : null;
}

/** `path`'s parameters by `route`'s pattern and readers, or null when the path is not the route's. */
function readParams(route: RouteEntry, path: string): ParamValues<Params> | null {
  const pattern = route.path.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: ParamValues<Params> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] as string;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    const read = route.params?.[part.slice(1)];
    const value = read ? read(decodeSegment(segment)) : segment;
    if (value === null || value === undefined) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/** A path segment as typed, `%`-escapes decoded; one that does not decode is read as it stands. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
