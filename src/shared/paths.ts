// Named URL builders: every link in the app comes from here, never concatenated inline. Each page's builder is
// read from the route table (src/shared/route-table.ts), so a path is written once: `paths.account(address)` fills the
// pattern `/accounts/:address`. Queries use the API's own parameter names, as the pages' URLs do.
import { BADGE_PREFIX, EMBED_PREFIX, ROUTE_TABLE } from './route-table';

type Query = Record<string, string | number | boolean | undefined>;

/** A value for each `:name` segment of a pattern, in its order. */
type ParamValues<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamValues<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string | number]
    : [];

type Builder<Pattern extends string> = (...args: [...ParamValues<Pattern>, query?: Query]) => string;

type Table = typeof ROUTE_TABLE;
/** Every route but the not-found page, which has no URL of its own. */
type Page = { [Name in keyof Table]: Table[Name]['path'] extends '*' ? never : Name }[keyof Table];

function withQuery(path: string, query: Query = {}): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
  );
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/** `pattern` with its `:name` segments filled, in order, each value encoded as one segment; then the query. */
export function fillPath(pattern: string, values: readonly (string | number)[], query?: Query): string {
  let next = 0;
  const path = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? encodeURIComponent(String(values[next++])) : part))
    .join('/');
  return withQuery(path, query);
}

function builder<Pattern extends string>(pattern: Pattern): Builder<Pattern> {
  const count = pattern.split('/').filter((part) => part.startsWith(':')).length;
  return (...args) =>
    fillPath(pattern, args.slice(0, count) as (string | number)[], args[count] as Query | undefined);
}

const pages = Object.fromEntries(
  Object.entries(ROUTE_TABLE)
    .filter(([, route]) => route.path !== '*')
    .map(([name, route]) => [name, builder(route.path)]),
) as { [Name in Page]: Builder<Table[Name]['path']> };

export const paths = {
  ...pages,
  /**
   * An event: its extrinsic's page with the event marked, or, for an event of no extrinsic (Initialization,
   * Finalization), its block's.
   */
  event: (eventId: string, extrinsicId: string | null | undefined, blockNumber: number) =>
    extrinsicId
      ? pages.extrinsic(extrinsicId, { event: eventId })
      : pages.block(blockNumber, { event: eventId }),
  /** The embeddable chart is the pool page's twin (a page of its own, not a route of the table). */
  embedPool: (netuid: number | string, query?: Query) => `${EMBED_PREFIX}${pages.pool(netuid, query)}`,
  /** A subnet's price badge, an image the gateway draws (no page either). */
  badge: (netuid: number, query?: Query) => withQuery(`${BADGE_PREFIX}/${netuid}.svg`, query),
};
