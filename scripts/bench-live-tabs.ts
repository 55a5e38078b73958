// The browser side of `npm run bench:live`: Debian's Chromium, tabs of one browser context that note their
// requests to the gateway, and the gateway's upstream requests by endpoint as its /metrics counts them.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { endpoints } from '../src/api/endpoints';
import { metrics, type Cleanup, type Proc } from './bench-live-kit';

export async function launch(cleanup: Cleanup): Promise<Browser> {
  const options = chromiumLaunchOptions();
  if (!options) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser = await chromium.launch(options);
  cleanup.add(() => browser.close());
  return browser;
}

/** Upstream requests by endpoint, and `all` of them, as /metrics counts them. */
export async function upstreamCounts(server: Proc): Promise<Map<string, number>> {
  const read = await metrics(server);
  const counts = new Map<string, number>();
  for (const endpoint of Object.keys(endpoints)) {
    const n = read('gateway_upstream_requests_total', `endpoint="${endpoint}"`);
    if (n) counts.set(endpoint, n);
  }
  counts.set('all', read('gateway_upstream_requests_total'));
  return counts;
}

/**
 * Opens `paths` as tabs of `context` (one browser's), each noting its requests to the gateway (path and query)
 * into `requests`.
 */
export async function openTabs(
  context: BrowserContext,
  server: Proc,
  paths: string[],
  requests: string[],
): Promise<Page[]> {
  const pages: Page[] = [];
  for (const path of paths) {
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.url().startsWith(server.url)) requests.push(url.pathname + url.search);
    });
    await page.goto(`${server.url}${path}`);
    pages.push(page);
  }
  return pages;
}
