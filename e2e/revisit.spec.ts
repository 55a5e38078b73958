// Revisits paint at once: a page's last answer is kept on disk (IndexedDB), so a reader who opens it again without
// a connection to the API sees the rows they last saw, dated.
import type { Page } from '@playwright/test';
import { expect, firstEventId, newestEvent, test } from './fixtures';

// The aborted requests are the browser's own console errors; the page says what happened itself.
test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

const SEEN = new Date('2026-11-01T14:02:31Z');

/** How many answers the page has kept on disk (src/lib/disk-store.ts's index). */
const keptAnswers = (page: Page) =>
  page.evaluate(async () =>
    // Opening the database before the app's code has made it would make it without the app's store.
    !(await indexedDB.databases()).some(({ name }) => name === 'dashboard')
      ? 0
      : new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('dashboard');
          open.onerror = () => {
            reject(new Error(String(open.error)));
          };
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('answers')) {
              resolve(0);
              return;
            }
            const read = database.transaction('answers').objectStore('answers').get('index');
            read.onsuccess = () => resolve(Object.keys((read.result as object | undefined) ?? {}).length);
          };
        }),
  );

test('a page opened again offline shows the rows last seen, with their age', async ({ page, request }) => {
  const newest = await newestEvent(request);
  await page.clock.setFixedTime(SEEN);
  await page.goto('/events');
  await expect(await firstEventId(page)).toHaveText(newest.id);
  await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);

  await page.route('/api/**', (route) => route.abort());
  await page.clock.setFixedTime(new Date(SEEN.getTime() + 3 * 60_000));
  await page.reload();
  await expect(await firstEventId(page)).toHaveText(newest.id);
  await expect(page.getByRole('alert')).toContainText(
    'Offline: showing data as of 2026-11-01 14:02:31 UTC (3 min. ago)',
  );
});
