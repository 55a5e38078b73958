// Answers served past their freshness: when the gateway cannot get a fresh answer it serves the last good one with
// X-Stale-As-Of (here added by page.route to the server's real answer), and the page says as of when, above the
// data it still shows.
import type { Page } from '@playwright/test';
import { expect, firstEventId, newestEvent, test } from './fixtures';

const NOW = new Date('2026-11-01T14:05:31Z');
const AS_OF = '2026-11-01T14:02:31Z';

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing data as of' });

/**
 * Serves the list's first page of events (asked with no parameters) from the server, marked as fetched at AS_OF,
 * while `stale()` holds. The new rows' probe (`limit=1&block_start=`) is answered as it is.
 */
async function serveFirstPageStale(page: Page, stale: () => boolean) {
  await page.route(
    (url) => url.pathname === '/api/event/v1' && url.search === '',
    async (route) => {
      if (!stale()) return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        status: response.status(),
        contentType: 'application/json',
        headers: { 'X-Stale-As-Of': AS_OF, Age: '180' },
        body: await response.text(),
      });
    },
  );
}

test('a stale answer is shown with the exact time it was fetched', async ({ page, request }) => {
  const newest = await newestEvent(request);
  await page.clock.setFixedTime(NOW);
  await serveFirstPageStale(page, () => true);
  await page.goto('/events');
  await expect(await firstEventId(page)).toHaveText(newest.id);
  await expect(notice(page)).toHaveText(
    'Showing data as of 2026-11-01 14:02:31 UTC (3 min. ago): the API is not answering fresh data right now.',
  );

  await page.getByLabel('Times').selectOption('utc');
  await expect(notice(page)).toHaveText(
    'Showing data as of 2026-11-01 14:02:31 UTC: the API is not answering fresh data right now.',
  );
});

test('a background refetch answered stale shows the notice over the same rows, a fresh one removes it', async ({
  page,
  request,
}) => {
  const newest = await newestEvent(request);
  let stale = false;
  await page.clock.setFixedTime(NOW);
  await serveFirstPageStale(page, () => stale);
  await page.goto('/events');
  await expect(await firstEventId(page)).toHaveText(newest.id);
  await expect(notice(page)).toBeHidden();

  // Back on the first page after its answer is older than the app's 30 s: shown from the cache, asked again.
  stale = true;
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await page.clock.setFixedTime(new Date(NOW.getTime() + 60_000));
  await page.getByRole('button', { name: '‹ Previous' }).click();
  await expect(notice(page)).toContainText('Showing data as of 2026-11-01 14:02:31 UTC (4 min. ago)');
  await expect(await firstEventId(page)).toHaveText(newest.id);

  stale = false;
  await page.getByRole('button', { name: 'Next ›' }).click();
  await page.clock.setFixedTime(new Date(NOW.getTime() + 120_000));
  const fresh = page.waitForResponse((response) => response.url().endsWith('/api/event/v1'));
  await page.getByRole('button', { name: '‹ Previous' }).click();
  await fresh;
  await expect(notice(page)).toBeHidden();
  await expect(await firstEventId(page)).toHaveText(newest.id);
});
