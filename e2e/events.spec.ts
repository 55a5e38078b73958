// The events page as a person uses it: deep links, filters, paging, sorting, back and forward (the expanded
// args: event-args.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Chain events' });
const rows = (page: Page) => table(page).locator('tbody tr:not(.details)');
const eventIdOf = (page: Page, row: number) => rows(page).nth(row).locator('td').nth(1);

test('opens the newest events first, with the seeded values', async ({ page }) => {
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  await expect(eventIdOf(page, 0)).toHaveText('9518396-0004');
  await expect(rows(page).first()).toContainText('System');
  await expect(rows(page).first()).toContainText('ExtrinsicSuccess');
  await expect(page.getByText('Page 1 of 13,247 · 662,327 items')).toBeVisible();
  await expect(page.getByText('GET /api/event/v1', { exact: true })).toBeAttached();
});

test('typing a filter updates the URL and the rows; a select applies at once', async ({ page }) => {
  await page.goto('/events');
  await page.getByLabel('Pallet', { exact: true }).fill('Sudo');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(eventIdOf(page, 0)).toHaveText('9517917-0002');
  await expect(page.getByText('Page 1 of 5 · 204 items')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Pallet: Sudo');
  for (const cell of await rows(page).locator('td:nth-child(7)').allTextContents()) expect(cell).toBe('Sudo');

  await page.getByLabel('Phase').selectOption('Finalization');
  await expect(page).toHaveURL(/\/events\?pallet=Sudo&phase=Finalization$/);
  await expect(page.getByText('No events match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(eventIdOf(page, 0)).toHaveText('9518396-0004');
});

test('rejects an invalid filter inline, before any request', async ({ page }) => {
  await page.goto('/events');
  await page.getByLabel('From block').fill('12abc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('From block must be written in plain digits (no sign, exponent, hex or leading zero)'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
});

test('filters by a time range typed in UTC, as the tables write times or in ISO form', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByLabel('From (UTC)')).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:MM:SS');
  await page.getByLabel('From (UTC)').fill('31/10/2026');
  await page.getByLabel('From (UTC)').press('Enter');
  await expect(page.getByText('Write a date and time as YYYY-MM-DD HH:MM:SS.')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);

  // A time copied from a table, and an ISO time.
  await page.getByLabel('From (UTC)').fill('2026-10-31 23:50:00 UTC');
  await page.getByLabel('To (UTC)').fill('2026-10-31T23:54:24');
  await page.getByLabel('To (UTC)').press('Enter');
  await expect(page).toHaveURL(/timestamp_start=1793490600&timestamp_end=1793490864$/);
  await expect(eventIdOf(page, 0)).toHaveText('9518372-0008');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    'From: 2026-10-31 23:50:00 UTC',
  );
  await expect(page.getByRole('textbox', { name: 'To (UTC)' })).toHaveValue('2026-10-31 23:54:24');
});

test('a deep link reopens the same filtered, sorted, paged view', async ({ page, request }) => {
  const query = 'pallet=Balances&order=block_number_asc&page=3&limit=25';
  const api = await (await request.get(`/api/event/v1?${query}`)).json();
  await page.goto(`/events?${query}`);
  await expect(rows(page)).toHaveCount(25);
  await expect(eventIdOf(page, 0)).toHaveText(api.data[0].id);
  await expect(eventIdOf(page, 24)).toHaveText(api.data[24].id);
  await expect(
    page.getByText(`Page 3 of ${api.pagination.total_pages.toLocaleString('en-US')}`),
  ).toBeVisible();
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('Balances');
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');
  await expect(page.getByRole('columnheader', { name: /Block/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('pages forward, to the end, to a typed page, and by page size', async ({ page, request }) => {
  await page.goto('/events?pallet=Sudo');
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\?pallet=Sudo&page=2$/);
  const second = await (await request.get('/api/event/v1?pallet=Sudo&page=2')).json();
  await expect(eventIdOf(page, 0)).toHaveText(second.data[0].id);

  await page.getByRole('button', { name: 'Last »' }).click();
  await expect(page).toHaveURL(/page=5$/);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Next ›' })).toBeDisabled();

  await page.getByLabel('Go to page').fill('3');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(/page=3$/);

  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/\?pallet=Sudo&limit=100$/);
  await expect(rows(page)).toHaveCount(100);
});

test('sorts by a column header, both ways, through the API', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('button', { name: /^Pallet/ }).click();
  await expect(page).toHaveURL(/\?order=pallet_asc$/);
  await expect(eventIdOf(page, 0)).toHaveText('7790451-0001');
  await expect(rows(page).first()).toContainText('Balances');
  await page.getByRole('button', { name: /^Pallet/ }).click();
  await expect(page).toHaveURL(/\?order=pallet_desc$/);
  await expect(rows(page).first()).toContainText('Utility');
  await expect(page.getByRole('columnheader', { name: /Pallet/ })).toHaveAttribute('aria-sort', 'descending');
});

test('back and forward restore each view', async ({ page }) => {
  await page.goto('/events');
  await page.getByLabel('Pallet', { exact: true }).fill('Sudo');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await expect(eventIdOf(page, 0)).toHaveText('9517917-0002');
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(eventIdOf(page, 0)).toHaveText('9517917-0002');
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('Sudo');
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(eventIdOf(page, 0)).toHaveText('9518396-0004');
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('Sudo');
});

test('says which URL parameters it ignored, and why, and still shows the rest', async ({ page }) => {
  await page.goto('/events?limit=500&pallet=Sudo&page=abc');
  const notice = page.getByRole('status').filter({ hasText: 'ignored' });
  await expect(notice).toContainText('limit=500 limit must be an integer from 1 to 200.');
  await expect(notice).toContainText(
    'page=abc page must be written in plain digits (no sign, exponent, hex or leading zero).',
  );
  await expect(rows(page)).toHaveCount(50);
  await expect(eventIdOf(page, 0)).toHaveText('9517917-0002');
  await page.getByRole('link', { name: 'Open the link without them' }).click();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(notice).toBeHidden();
});

test.describe('a block page', () => {
  // Its owner and EVM sections answer "no records" with a 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('links a block number to its page, and an extrinsic id to its page', async ({ page }) => {
    await page.goto('/events');
    await rows(page).first().getByRole('link', { name: '9,518,396' }).click();
    await expect(page).toHaveURL(/\/blocks\/9518396$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Block 9,518,396' })).toBeVisible();
    await page.goBack();
    await rows(page).first().getByRole('link', { name: '9518396-0001' }).first().click();
    await expect(page).toHaveURL(/\/extrinsics\/9518396-0001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Extrinsic 9518396-0001' })).toBeVisible();
  });
});

test('switches times between relative and absolute UTC', async ({ page }) => {
  await page.goto('/events?id=9518372-0008');
  const time = rows(page).first().locator('time');
  await expect(time).toHaveAttribute('title', '2026-10-31 23:54:24 UTC');
  await page.getByLabel('Times').selectOption('utc');
  await expect(time).toHaveText('2026-10-31 23:54:24 UTC');
});
