// A quota used up: the page counts down from Retry-After with the previous page still visible, then asks again
// by itself. This test runs its own server, whose demo API allows 3 requests in any 6 seconds.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startServer, type TestServer } from './server';

test.use({ allowConsoleErrors: [/status of 429/] });

let limited: TestServer;
test.beforeAll(async () => {
  limited = await startServer({ DEMO_API_RATE_LIMIT: '3/6' });
});
test.afterAll(async () => limited.stop());

const firstId = (page: Page) =>
  page
    .getByRole('table', { name: 'Chain events' })
    .locator('tbody tr:not(.details)')
    .first()
    .locator('td')
    .nth(1);

test('counts down from Retry-After, keeps the previous page, then recovers', async ({ page, request }) => {
  // Expected rows come from the shared server, which has no quota: the seeded data is the same.
  const idOfPage = async (n: number) =>
    (await (await request.get(`/api/event/v1?page=${n}`)).json()).data[0].id;
  await page.goto(`${limited.url}/events`);
  await expect(firstId(page)).toHaveText(await idOfPage(1));
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(firstId(page)).toHaveText(await idOfPage(2));
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(firstId(page)).toHaveText(await idOfPage(3));

  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=4$/);
  const banner = page.getByRole('status').filter({ hasText: 'rate limit' });
  await expect(banner).toContainText(/The API rate limit is used up\. Retrying in [1-6] s…/);
  await expect(firstId(page)).toHaveText(await idOfPage(3));
  await expect(page.getByRole('table', { name: 'Chain events' })).toHaveClass(/stale/);

  await expect(firstId(page)).toHaveText(await idOfPage(4), { timeout: 15_000 });
  await expect(banner).toBeHidden();
});
