// What the pool page asks for first, started as the app starts (src/router.tsx, preloadPage) rather than once the
// page has rendered: its chart's newest bars, the request the gateway also named in the page's HTML. The app's
// first render waits for their first answer (usually in already: the HTML asked first), so that render draws the
// chart, rather than a skeleton that a second render of the whole page replaces (`npm run bench:chart`).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chartNow } from '../../shared/charts/bars';
import { paramsOf, ROUTE_TABLE } from '../../shared/route-table';
import { readSearch } from '../../shared/query-string';
import { historyQuery } from './history-query';
import { poolSearch } from './search';
import { linkResolution, pageFirstRequest } from '../../shared/charts/pool-link';

/** The longest the page waits for that answer: a slow upstream's chart loads in a page already shown. */
const FIRST_ANSWER_WAIT_MS = 1_000;

/**
 * The page preloaded and the time it asked "now" for (chartNow), until the page reads it as its own opening time: it
 * then asks for the bars preloaded even when a minute has turned since.
 */
let opened: { href: string; now: number } | null = null;

/** When the pool page at `href` opened: when it was preloaded (read once), else now (chartNow). */
export function pageOpenedAt(href: string): number {
  const preloaded = opened?.href === href ? opened.now : null;
  opened = null;
  return preloaded ?? chartNow();
}

/**
 * Resolves once the query at `queryKey` has answered or failed once (a retry waits for as long as the policy says,
 * up to a Retry-After, which the page shows as a countdown), or after `wait` ms.
 */
function firstAnswer(client: QueryClient, queryKey: QueryKey, wait: number): Promise<void> {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  const answered = () => !query || query.state.status !== 'pending' || query.state.fetchFailureCount > 0;
  if (answered()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, wait);
    const unsubscribe = cache.subscribe(() => {
      if (answered()) done();
    });
  });
}

export function preloadHistory(client: QueryClient, url: URL, now = chartNow()): Promise<void> {
  opened = { href: url.href, now };
  const params = paramsOf(ROUTE_TABLE.pool, url.pathname);
  if (!params) return Promise.resolve();
  const { netuid } = params;
  const { values } = readSearch(poolSearch, url.searchParams);
  const resolution = linkResolution(values, now);
  const query = historyQuery({ netuid, resolution, ...pageFirstRequest(values, now) });
  // A failure is the page's to show: its query holds it.
  client.infiniteQuery(query).catch(() => undefined);
  return firstAnswer(client, query.queryKey, FIRST_ANSWER_WAIT_MS);
}
