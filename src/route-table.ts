// Every page: its URL pattern and the module that draws it, as the build manifest names it. The router loads that
// module for a URL, the gateway names the module's chunks in the page's HTML so they load alongside the app's
// entry, and `npm run size` weighs each page. Pure, so the server and the scripts read it too.
export interface RouteEntry {
  path: string;
  module: string;
  /** The page draws a chart, so it loads the charting library. */
  chart?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', module: 'src/routes/overview/Page.tsx' },
  { path: '/events', module: 'src/routes/events/Page.tsx' },
  { path: '/accounts', module: 'src/routes/accounts/Page.tsx' },
  { path: '/accounts/:address', module: 'src/routes/account/Page.tsx', chart: true },
  { path: '/subnets/owners', module: 'src/routes/subnet-owners/Page.tsx' },
  { path: '/deregistrations', module: 'src/routes/deregistrations/Page.tsx' },
  { path: '/evm/transactions', module: 'src/routes/evm-transactions/Page.tsx' },
  { path: '/pools', module: 'src/routes/pools/Page.tsx' },
  { path: '/pools/:netuid', module: 'src/routes/pool/Page.tsx', chart: true },
  { path: '*', module: 'src/routes/not-found/Page.tsx' },
];

/** The route a URL path opens, as the router matches it: `:name` is one segment, `*` anything left over. */
export function routeFor(pathname: string): RouteEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const matches = (pattern: string) =>
    pattern === '*' || new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  return ROUTES.find((route) => matches(route.path)) as RouteEntry;
}
