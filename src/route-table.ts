// Every page: its URL pattern and the module that draws it, as the build manifest names it. The router loads that
// module for a URL, the gateway names the module's chunks in the page's HTML so they load alongside the app's
// entry, and `npm run size` weighs each page. Pure, so the server and the scripts read it too.
import type { EndpointName } from './api/endpoints';
import { MAX_U16, readInteger } from './api/integers';

export interface RouteEntry {
  path: string;
  module: string;
  /** The page's name, first in its title and in the summary a shared link shows (src/lib/page-summary.ts). */
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
}

export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    module: 'src/routes/overview/Page.tsx',
    title: 'Overview',
    about: 'Bittensor chain data: accounts, events, subnets, EVM transactions and pool prices',
  },
  {
    path: '/events',
    module: 'src/routes/events/Page.tsx',
    title: 'Events',
    about: 'Bittensor chain events',
    endpoint: 'events',
    table: { caption: 'Chain events', rows: 'events' },
  },
  {
    path: '/accounts',
    module: 'src/routes/accounts/Page.tsx',
    title: 'Accounts',
    about: "Bittensor accounts' newest balances",
    endpoint: 'accountLatest',
    table: { caption: 'Accounts', rows: 'accounts' },
  },
  {
    path: '/accounts/:address',
    module: 'src/routes/account/Page.tsx',
    title: 'Account',
    about: "A Bittensor account's balance history",
    endpoint: 'accountHistory',
    table: { caption: 'Balance history', rows: 'balance snapshots' },
    chart: true,
  },
  {
    path: '/subnets/owners',
    module: 'src/routes/subnet-owners/Page.tsx',
    title: 'Subnet owners',
    about: 'Ownership changes of Bittensor subnets',
    endpoint: 'subnetOwners',
    table: { caption: 'Subnet ownership changes', rows: 'ownership changes' },
  },
  {
    path: '/deregistrations',
    module: 'src/routes/deregistrations/Page.tsx',
    title: 'Deregistrations',
    about: 'Neurons deregistered from Bittensor subnets',
    endpoint: 'deregistrations',
    table: { caption: 'Neuron deregistrations', rows: 'deregistrations' },
  },
  {
    path: '/evm/transactions',
    module: 'src/routes/evm-transactions/Page.tsx',
    title: 'EVM transactions',
    about: "Transactions on Bittensor's EVM",
    endpoint: 'evmTransactions',
    table: { caption: 'EVM transactions', rows: 'transactions' },
  },
  {
    path: '/pools',
    module: 'src/routes/pools/Page.tsx',
    title: 'Pools',
    about: "Bittensor subnets' pools, alpha against TAO",
  },
  {
    path: '/pools/:netuid',
    module: 'src/routes/pool/Page.tsx',
    title: 'Pool',
    about: "A Bittensor subnet's pool price",
    chart: true,
    // A subnet number in plain digits: `/pools/1e2`, `/pools/0x10` and `/pools/01` are no pool. Subnet 0, the
    // root network, has no pool.
    params: { netuid: (segment) => readInteger(segment, 1, MAX_U16) !== null },
  },
  { path: '*', module: 'src/routes/not-found/Page.tsx', title: 'Page not found', about: 'No page here' },
];

/**
 * The words of `endpoint`'s list page: its title (its heading, and first in the tab's title), its table's caption,
 * and what its rows are.
 */
export function listWords(endpoint: EndpointName): { title: string; caption: string; rows: string } {
  const route = ROUTES.find((entry) => entry.endpoint === endpoint && entry.table);
  if (!route?.table) throw new Error(`No list page shows the endpoint ${endpoint}`);
  return { title: route.title, ...route.table };
}

/** The route a URL path opens, as the router matches it: `:name` is one segment, `*` anything left over. */
export function routeFor(pathname: string): RouteEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return ROUTES.find((route) => route.path === '*' || segmentsMatch(route, path)) as RouteEntry;
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
      return segment !== '' && (!check || check(decoded(segment)));
    })
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
