// Named URL builders: every link in the app comes from here, never concatenated inline. Queries use the API's
// own parameter names, as the pages' URLs do.
type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
  );
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  overview: () => '/',
  events: (query?: Query) => withQuery('/events', query),
  accounts: (query?: Query) => withQuery('/accounts', query),
  account: (address: string) => `/accounts/${encodeURIComponent(address)}`,
  subnetOwners: (query?: Query) => withQuery('/subnets/owners', query),
  deregistrations: (query?: Query) => withQuery('/deregistrations', query),
  evmTransactions: (query?: Query) => withQuery('/evm/transactions', query),
  pools: (query?: Query) => withQuery('/pools', query),
  pool: (netuid: number | string, query?: Query) => withQuery(`/pools/${netuid}`, query),
  embedPool: (netuid: number | string, query?: Query) => withQuery(`/embed/pools/${netuid}`, query),
};
