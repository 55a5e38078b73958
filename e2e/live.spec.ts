// The chain moving under an open page, on a demo chain the test steps itself (e2e/live-server.ts): no waiting for
// a real block.
import type { Page } from '@playwright/test';
import { expect, test } from './live-server';

const BLOCK_MS = 12_000;
const eventRows = (page: Page) =>
  page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)');
const firstEventId = (page: Page) => eventRows(page).first().locator('td').nth(1);
const blockOf = (eventId: string) => Number(eventId.split('-')[0]);

test.beforeEach(async ({ page }) => {
  // An answer at the head is the browser's for its max-age (a block, 12 s), and no time passes on the chain's
  // clock: without its HTTP cache, the page asks again, as a browser a block later would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.clock.install();
});

test('"show them" shows the new events: the first row rises to the newest block, marked', async ({
  page,
  live,
}) => {
  await page.goto('/events');
  await expect(firstEventId(page)).toHaveText(/^\d+-\d{4}$/);
  const before = blockOf(await firstEventId(page).innerText());

  const head = await live.step(3);
  expect(head.block).toBeGreaterThan(before);
  await page.clock.runFor(BLOCK_MS);
  const notice = page.getByRole('status').filter({ hasText: /new events — show them/ });
  await expect(notice).toHaveText(/^[\d,]+ new events — show them$/);
  await expect(firstEventId(page)).toHaveText(new RegExp(`^${before}-`));

  await notice.getByRole('button', { name: 'show them' }).click();
  await expect(firstEventId(page)).toHaveText(new RegExp(`^${head.block}-`));
  await expect(page).toHaveURL(/\/events$/);
  await expect(eventRows(page).first()).toHaveClass(/\barrived\b/);
  // Marked: the rows of the new blocks, and only they.
  const rows = await eventRows(page).evaluateAll((trs) =>
    trs.map((tr) => ({
      arrived: tr.classList.contains('arrived'),
      id: tr.querySelectorAll('td')[1]?.textContent ?? '',
    })),
  );
  expect(rows.filter((row) => row.arrived !== blockOf(row.id) > before)).toEqual([]);
  await expect(page.locator('.new-rows')).toHaveText('');
});
