// Every page: its URL pattern and the module that draws it, as the build manifest names it. The router loads that
// module for a URL, the gateway names the module's chunks in the page's HTML so they load alongside the app's
// entry, and `npm run size` weighs each page. The header's navigation, the overview's cards and the URL builders
// (src/shared/paths.ts) are read from it too, so a page's path is written here only. Pure, so the server and the
// scripts read it too.
//
// The embeddable chart (/embed/pools/:netuid) is no route of this table: it is a page of its own (embed.html,
// without React, the router or the header), which the router must not draw in the app's frame, nor the size
// check weigh on top of the app's entry.
import type { EndpointName } from '../api/endpoints';
import { MAX_U16, readInteger } from '../api/integers';
import { readBlockNumber, readChainId, readTxHash } from './chain/chain-ids';

export interface RouteEntry {
  path: string;
  module: string;
  /** The page's name, first in its title and in the summary a shared link shows (src/shared/page-summary.ts). */
  title: string;
  /** What the page shows, in a sentence's words, for the summary. */
  about: string;
  /** The endpoint whose parameters the page's URL holds, named in the summary; a list page shows its records. */
  endpoint?: EndpointName;
  /** A list page's table: its accessible name, and what its rows are (plural, as empty states and exports say). */
  table?: { caption: string; rows: string };
  /** The page draws a chart, so it loads the charting library. */
  chart?: boolean;
  /**
   * What each `:name` segment may hold, beyond being one segment: a path whose segment fails is not this page's
   * (the router shows the not-found page, the gateway answers 404), rather than a page of some other value.
   */
  params?: Record<string, (segment: string) => boolean>;
  /** The page's link in the header's navigation, with this text; links come in the table's order. */
  nav?: string;
  /** The page's card on the overview, in the table's order: its heading (the title unless given) and sentence. */
  overview?: { title?: string; text: string };
}

/** The routes by name; each name is the URL builder's in `paths` (src/shared/paths.ts). */
export const ROUTE_TABLE = {
  overview: {
    path: '/',
    module: 'src/routes/overview/Page.tsx',
    title: 'Overview',
    about: 'Bittensor chain data: accounts, events, subnets, EVM transactions and pool prices',
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
  account: {
    path: '/accounts/:address',
    module: 'src/routes/account/Page.tsx',
    title: 'Account',
    about: "A Bittensor account's balance history",
    endpoint: 'accountHistory',
    table: { caption: 'Balance history', rows: 'balance snapshots' },
    chart: true,
  },
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
  subnet: {
    // After /subnets/owners, which the router finds first (and "owners" is no subnet number anyway).
    path: '/subnets/:netuid',
    module: 'src/routes/subnet/Page.tsx',
    title: 'Subnet',
    about: "A Bittensor subnet: its pool's price, its owners, deregistrations and swaps",
    // A subnet number in plain digits, the root network (0) included.
    params: { netuid: (segment) => readInteger(segment, 0, MAX_U16) !== null },
  },
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
  evmTransaction: {
    path: '/evm/transactions/:hash',
    module: 'src/routes/evm-transaction/Page.tsx',
    title: 'EVM transaction',
    about: "A transaction on Bittensor's EVM: its outcome, value, fee and decoded call",
    // A 32-byte hash in hex, in either case (the page sends other cases on to the lower-case one).
    params: { hash: (segment) => readTxHash(segment) !== null },
  },
  pools: {
    path: '/pools',
    module: 'src/routes/pools/Page.tsx',
    title: 'Pools',
    about: "Bittensor subnets' pools, alpha against TAO",
    nav: 'Pools',
    overview: { text: 'Every subnet’s pool: price, changes, volume and flow; its candlesticks and swaps.' },
  },
  pool: {
    path: '/pools/:netuid',
    module: 'src/routes/pool/Page.tsx',
    title: 'Pool',
    about: "A Bittensor subnet's pool price",
    chart: true,
    // A subnet number in plain digits: `/pools/1e2`, `/pools/0x10` and `/pools/01` are no pool. Subnet 0, the
    // root network, has no pool.
    params: { netuid: (segment) => readInteger(segment, 1, MAX_U16) !== null },
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
  block: {
    path: '/blocks/:number',
    module: 'src/routes/block/Page.tsx',
    title: 'Block',
    about: 'A Bittensor block: its extrinsics and events, EVM transactions, swaps and subnet changes',
    // A block number in plain digits, as every block parameter.
    params: { number: (segment) => readBlockNumber(segment) !== null },
  },
  extrinsic: {
    path: '/extrinsics/:id',
    module: 'src/routes/extrinsic/Page.tsx',
    title: 'Extrinsic',
    about: 'A Bittensor extrinsic: its events, outcome, fee and calls',
    // `<block>-<index>`; an unpadded index (`9518372-2`) is the same extrinsic, which the page redirects to.
    params: { id: (segment) => readChainId(segment) !== null },
  },
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
 * The route a URL path opens, as the router matches it: `:name` is one segment, `*` anything left over. `routes`
 * is the table's unless given (the recipe's test adds a page to it).
 */
export function routeFor(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return routes.find((route) => route.path === '*' || segmentsMatch(route, path)) as RouteEntry;
}

/** Whether `path` is `route`'s: its pattern, and each parameter's own rule on its decoded segment. */
function segmentsMatch(route: RouteEntry, path: string): boolean {
  const pattern = route.path.split('/');
  const segments = path.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (!part.startsWith(':')) return part === segment;
      const check = route.params?.[part.slice(1)];
      return segment !== '' && (!check || check(decodeSegment(segment)));
    })
  );
}

/** A path segment as typed, `%`-escapes decoded; one that does not decode is read as it stands. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
