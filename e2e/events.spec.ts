// The events page as a person uses it: deep links, filters, paging, sorting, back and forward (the expanded
// args: event-args.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { formatUtc } from '../src/shared/time';
import { apiAnswer, blockText, cellOf, columnCells, expect, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Chain events' });
const rows = (page: Page) => table(page).locator('tbody tr:not(.details)');
const eventIdOf = (page: Page, row: number) => cellOf(table(page), rows(page).nth(row), /^Event/);
/** The events list's answer to `query`: what the page must show. */
const eventsOf = (request: APIRequestContext, query: Record<string, string | number> = {}) =>
  apiAnswer(request, 'events', query);
const pagesText = ({ pagination }: { pagination: { total_pages: number; total_items: number } }) =>
  `Page 1 of ${pagination.total_pages.toLocaleString('en-US')} · ${pagination.total_items.toLocaleString('en-US')} items`;

test('opens the newest events first, with the seeded values', async ({ page, request }) => {
  const newest = await eventsOf(request);
  const first = newest.data[0]!;
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  await expect(await eventIdOf(page, 0)).toHaveText(first.id);
  await expect(await cellOf(table(page), rows(page).first(), /^Pallet/)).toHaveText(first.pallet);
  await expect(await cellOf(table(page), rows(page).first(), /^Name/)).toHaveText(first.name);
  await expect(page.getByText(pagesText(newest))).toBeVisible();
  await expect(page.getByText('GET /api/event/v1', { exact: true })).toBeAttached();
});

test('typing a filter updates the URL and the rows; a select applies at once', async ({ page, request }) => {
  const sudo = await eventsOf(request, { pallet: 'Sudo' });
  const newest = await eventsOf(request, { limit: 1 });
  await page.goto('/events');
  await page.getByLabel('Pallet', { exact: true }).fill('Sudo');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(await eventIdOf(page, 0)).toHaveText(sudo.data[0]!.id);
  await expect(page.getByText(pagesText(sudo))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Pallet: Sudo');
  await expect(await columnCells(table(page), rows(page), /^Pallet/)).toHaveText(sudo.data.map(() => 'Sudo'));

  await page.getByLabel('Phase').selectOption('Finalization');
  await expect(page).toHaveURL(/\/events\?pallet=Sudo&phase=Finalization$/);
  await expect(page.getByText('No events match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(await eventIdOf(page, 0)).toHaveText(newest.data[0]!.id);
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

test('filters by a time range typed in UTC, as the tables write times or in ISO form', async ({
  page,
  request,
}) => {
  const inRange = await eventsOf(request, {
    timestamp_start: 1793490600,
    timestamp_end: 1793490864,
    limit: 1,
  });
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
  await expect(await eventIdOf(page, 0)).toHaveText(inRange.data[0]!.id);
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
  await expect(await eventIdOf(page, 0)).toHaveText(api.data[0].id);
  await expect(await eventIdOf(page, 24)).toHaveText(api.data[24].id);
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
  await expect(await eventIdOf(page, 0)).toHaveText(second.data[0].id);

  const { total_pages: last } = second.pagination;
  const lastPage = await eventsOf(request, { pallet: 'Sudo', page: last });
  await page.getByRole('button', { name: 'Last »' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(rows(page)).toHaveCount(lastPage.data.length);
  await expect(page.getByRole('button', { name: 'Next ›' })).toBeDisabled();

  await page.getByLabel('Go to page').fill(String(last - 1));
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last - 1}$`));

  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/\?pallet=Sudo&limit=100$/);
  await expect(rows(page)).toHaveCount(Math.min(100, second.pagination.total_items));
});

test('sorts by a column header, both ways, through the API', async ({ page, request }) => {
  const [first] = (await eventsOf(request, { order: 'pallet_asc', limit: 1 })).data;
  const [last] = (await eventsOf(request, { order: 'pallet_desc', limit: 1 })).data;
  expect(first!.pallet < last!.pallet).toBe(true);
  await page.goto('/events');
  await page.getByRole('button', { name: /^Pallet/ }).click();
  await expect(page).toHaveURL(/\?order=pallet_asc$/);
  await expect(await eventIdOf(page, 0)).toHaveText(first!.id);
  await expect(await cellOf(table(page), rows(page).first(), /^Pallet/)).toHaveText(first!.pallet);
  await page.getByRole('button', { name: /^Pallet/ }).click();
  await expect(page).toHaveURL(/\?order=pallet_desc$/);
  await expect(await eventIdOf(page, 0)).toHaveText(last!.id);
  await expect(await cellOf(table(page), rows(page).first(), /^Pallet/)).toHaveText(last!.pallet);
  await expect(page.getByRole('columnheader', { name: /Pallet/ })).toHaveAttribute('aria-sort', 'descending');
});

test('back and forward restore each view', async ({ page, request }) => {
  const [sudo] = (await eventsOf(request, { pallet: 'Sudo', limit: 1 })).data;
  const [newest] = (await eventsOf(request, { limit: 1 })).data;
  await page.goto('/events');
  await page.getByLabel('Pallet', { exact: true }).fill('Sudo');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await expect(await eventIdOf(page, 0)).toHaveText(sudo!.id);
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(await eventIdOf(page, 0)).toHaveText(sudo!.id);
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('Sudo');
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(await eventIdOf(page, 0)).toHaveText(newest!.id);
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(page.getByLabel('Pallet', { exact: true })).toHaveValue('Sudo');
});

test('says which URL parameters it ignored, and why, and still shows the rest', async ({ page, request }) => {
  const [sudo] = (await eventsOf(request, { pallet: 'Sudo', limit: 1 })).data;
  await page.goto('/events?limit=500&pallet=Sudo&page=abc');
  const notice = page.getByRole('status').filter({ hasText: 'ignored' });
  await expect(notice).toContainText('limit=500 limit must be an integer from 1 to 200.');
  await expect(notice).toContainText(
    'page=abc page must be written in plain digits (no sign, exponent, hex or leading zero).',
  );
  await expect(rows(page)).toHaveCount(50);
  await expect(await eventIdOf(page, 0)).toHaveText(sudo!.id);
  await page.getByRole('link', { name: 'Open the link without them' }).click();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(notice).toBeHidden();
});

test.describe('a block page', () => {
  test('links a block number to its page, and an extrinsic id to its page', async ({ page, request }) => {
    // The newest event of an extrinsic (the newest of all may be its block's Finalization).
    const [newest] = (await eventsOf(request, { phase: 'ApplyExtrinsic', limit: 1 })).data;
    const { block_number: block, extrinsic_id: extrinsic } = newest!;
    if (!extrinsic) throw new Error(`event ${newest!.id} is of no extrinsic`);
    await page.goto('/events?phase=ApplyExtrinsic');
    await rows(page)
      .first()
      .getByRole('link', { name: blockText(block), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Block ${blockText(block)}` })).toBeVisible();
    await page.goBack();
    await rows(page).first().getByRole('link', { name: extrinsic, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/extrinsics/${extrinsic}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Extrinsic ${extrinsic}` })).toBeVisible();
  });
});

test('switches times between relative and absolute UTC', async ({ page, request }) => {
  const [newest] = (await eventsOf(request, { limit: 1 })).data;
  await page.goto(`/events?id=${newest!.id}`);
  const time = rows(page).first().locator('time');
  await expect(time).toHaveAttribute('title', formatUtc(newest!.timestamp));
  await page.getByLabel('Times').selectOption('utc');
  await expect(time).toHaveText(formatUtc(newest!.timestamp));
});
