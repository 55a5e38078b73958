// What the pool page asks for first, started as the app starts (src/router.tsx, preloadPage) rather than once the
// page has rendered: its chart's newest bars, the request the gateway also named in the page's HTML. The page's
// history query then finds them fetched, or on their way, and draws the chart in its first render.
import type { QueryClient } from '@tanstack/react-query';
import { chartNow } from '../../charts/bars';
import { readSearch } from '../../lib/url-state';
import { historyQuery } from './history-query';
import { firstRequest, poolSearch } from './search';

export function preloadHistory(client: QueryClient, url: URL, now = chartNow()): void {
  // The route admits only a subnet number in plain digits (src/route-table.ts).
  const netuid = Number(url.pathname.split('/')[2]);
  const { values } = readSearch(poolSearch, url.searchParams);
  // A failure is the page's to show: its query holds it.
  client
    .infiniteQuery(historyQuery({ netuid, resolution: values.resolution, ...firstRequest(values, now) }))
    .catch(() => undefined);
}
