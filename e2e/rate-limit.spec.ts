// A quota used up: the browser's requests for the events' second page are answered with a 429 (page.route), and
// the page's clock is driven by the test, so what is checked is the policy: a 429 with Retry-After is asked again
// exactly once, after Retry-After, with a countdown and the previous page in view; one without is never asked
// again by itself. Counting the requests shows the quota the page spent.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { firstEventId, fulfillError, test, expect } from './fixtures';

test.use({ allowConsoleErrors: [/status of 429/] });

const START = new Date('2026-11-23T12:00:00Z');

const table = (page: Page) => page.getByRole('table', { name: 'Chain events' });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'rate limit' });
const errorPanel = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The API rate limit is used up' });

/**
 * Answers the second page's requests with a 429 (with this Retry-After, if any) while `limited()` holds, and
 * from the server after that; returns how many requests the page made for it.
 */
async function limitSecondPage(page: Page, retryAfter: string | null, limited: () => boolean) {
  const requests = { count: 0 };
  await page.route(
    (url) => url.pathname === '/api/event/v1' && url.searchParams.get('page') === '2',
    async (route: Route) => {
      requests.count++;
      if (!limited()) return route.fallback();
      await fulfillError(
        route,
        429,
        'Rate limit exceeded',
        retryAfter === null ? {} : { 'Retry-After': retryAfter },
      );
    },
  );
  return requests;
}

/** Opens the first page with the clock installed, then stops the clock: from here the test moves time. */
async function openFirstPage(page: Page, firstPageId: string) {
  await page.clock.install({ time: START });
  await page.goto('/events');
  await expect(await firstEventId(page)).toHaveText(firstPageId);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

/**
 * With the clock stopped, react-query's notifications (a setTimeout of 0) wait for it: move it a millisecond at a
 * time, so that an answer reaches the screen, until the page shows what `check` expects (briefly, each time).
 */
async function until(page: Page, check: (timeout: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1);
    await check({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
}

const idOfPage = async (request: APIRequestContext, n: number) =>
  (await (await request.get(`/api/event/v1?page=${n}`)).json()).data[0].id as string;

test('counts down from Retry-After with the previous page in view, then asks again exactly once', async ({
  page,
  request,
}) => {
  const [first, second] = [await idOfPage(request, 1), await idOfPage(request, 2)];
  let refused = 0;
  const requests = await limitSecondPage(page, '5', () => refused++ === 0);
  await openFirstPage(page, first);

  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await until(page, (wait) =>
    expect(banner(page)).toHaveText('The API rate limit is used up. Retrying in 5 s…', wait),
  );
  await expect(await firstEventId(page)).toHaveText(first);
  await expect(table(page)).toHaveClass(/stale/);
  await page.clock.runFor(4_000);
  await expect(banner(page)).toHaveText('The API rate limit is used up. Retrying in 1 s…');
  expect(requests.count).toBe(1);

  await page.clock.runFor(1_000);
  await until(page, async (wait) => expect(await firstEventId(page)).toHaveText(second, wait));
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(2);
});

test('a second 429 after the one retry shows the error with its Retry button', async ({ page, request }) => {
  const first = await idOfPage(request, 1);
  let limited = true;
  const requests = await limitSecondPage(page, '5', () => limited);
  await openFirstPage(page, first);

  await page.getByRole('button', { name: 'Next ›' }).click();
  await until(page, (wait) =>
    expect(banner(page)).toHaveText('The API rate limit is used up. Retrying in 5 s…', wait),
  );
  await page.clock.runFor(5_000);
  await until(page, (wait) =>
    expect(errorPanel(page)).toContainText('Rate limit exceeded. Wait a moment and try again.', wait),
  );
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(2);

  limited = false;
  await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
  const second = await idOfPage(request, 2);
  await until(page, async (wait) => expect(await firstEventId(page)).toHaveText(second, wait));
  expect(requests.count).toBe(3);
});

test('a 429 without Retry-After is not asked again by itself', async ({ page, request }) => {
  const first = await idOfPage(request, 1);
  let limited = true;
  const requests = await limitSecondPage(page, null, () => limited);
  await openFirstPage(page, first);

  await page.getByRole('button', { name: 'Next ›' }).click();
  await until(page, (wait) => expect(errorPanel(page)).toBeVisible(wait));
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(60_000);
  expect(requests.count).toBe(1);

  limited = false;
  await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
  const second = await idOfPage(request, 2);
  await until(page, async (wait) => expect(await firstEventId(page)).toHaveText(second, wait));
  expect(requests.count).toBe(2);
});
