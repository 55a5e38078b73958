// The keyboard and the phone: the skip link, Enter in a filter, one Tab stop per table with arrow keys inside it,
// paging that opens at the first row, a page past the end, copy feedback, and tap targets a finger can hit.
import type { Page } from '@playwright/test';
import { apiAnswer, blockText, cellOf, expect, expectArrowKeys, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Chain events' });
const rows = (page: Page) => table(page).locator('tbody tr:not(.details)');
const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

test('the first Tab reaches "Skip to content", and Enter moves focus to the page', async ({ page }) => {
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/events$/);
  // The next Tab starts inside the page: the filters, not the header's links.
  await page.keyboard.press('Tab');
  await expect(page.getByText('Filters', { exact: true })).toBeFocused();
});

test('Enter in a filter applies it and keeps the focus in the field; Back puts the field in step', async ({
  page,
  request,
}) => {
  const { pagination } = await apiAnswer(request, 'events', { pallet: 'Sudo' });
  await page.goto('/events');
  const pallet = page.getByLabel('Pallet', { exact: true });
  await pallet.fill('Sudo');
  await pallet.press('Enter');
  await expect(page).toHaveURL(/\/events\?pallet=Sudo$/);
  await expect(
    page.getByText(
      `Page 1 of ${pagination.total_pages.toLocaleString('en-US')} · ${pagination.total_items.toLocaleString('en-US')} items`,
    ),
  ).toBeVisible();
  await expect(pallet).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-pallet');
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(pallet).toHaveValue('');
  await page.goForward();
  await expect(pallet).toHaveValue('Sudo');
});

test('a table is one Tab stop, and arrow keys move from cell to cell', async ({ page, request }) => {
  const [first, second] = (await apiAnswer(request, 'events', { limit: 2 })).data;
  const cell = (row: number, header: string) => cellOf(table(page), rows(page).nth(row), header);
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  await expectArrowKeys(table(page));
  const secondId = second!.id;
  await expect(await cell(1, 'Event')).toHaveText(secondId);
  await page.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('columnheader', { name: 'Details' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Event', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: first!.id, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: `Show details of ${first!.id}` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: blockText(first!.block_number), exact: true }),
  ).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(await cell(0, 'Time')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(await cell(1, 'Time')).toBeFocused();
  // Enter on a cell opens its row's details; Home goes to the row's first cell, its expand button.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Hide details of ${secondId}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(page.getByRole('button', { name: `Hide details of ${secondId}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Show details of ${secondId}` })).toBeFocused();
  // Only the cell last used is in the Tab order: Shift+Tab leaves the table, Tab comes back to that cell.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Show details of ${secondId}` })).toBeFocused();
  // Links inside cells still work from the keyboard.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // An event's id opens its extrinsic with the event marked.
  const block = secondId.split('-')[0] as string;
  await expect(page).toHaveURL(new RegExp(`/extrinsics/${block}-\\d{4}\\?event=${secondId}$`));
});

test('a table keeps one Tab stop as its rows move, come and go', async ({ page }) => {
  await page.goto('/pools');
  const screener = page.getByRole('table', { name: 'Subnet pools' });
  const subnet = screener.getByRole('link', { name: '19', exact: true });
  await subnet.focus();
  await page.getByRole('button', { name: 'Most traded' }).click();
  await expect(page).toHaveURL(/order=volume_desc/);
  await expectArrowKeys(screener);
  await expect(subnet).toHaveAttribute('tabindex', '0');
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  const firstId = await rows(page).first().getByRole('link').first().innerText();
  await rows(page).first().getByRole('link').first().focus();
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(rows(page).first()).not.toContainText(firstId);
  await expectArrowKeys(table(page));
  await expect(rows(page).first().getByRole('link').first()).toHaveAttribute('tabindex', '-1');
});

test('"Next" is at most three Tab presses past the table', async ({ page }) => {
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  await expectArrowKeys(table(page));
  await page.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('columnheader', { name: 'Details' })).toBeFocused();
  const next = page.getByRole('button', { name: 'Next ›' });
  let presses = 0;
  while (presses < 10 && !(await next.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses++;
  }
  await expect(next).toBeFocused();
  expect(presses).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\?page=2$/);
});

test('"Next" opens the next page at its first row', async ({ page, request }) => {
  const { pagination } = await apiAnswer(request, 'events', {});
  const count = (n: number) => n.toLocaleString('en-US');
  await page.goto('/events');
  await expect(rows(page)).toHaveCount(50);
  const next = page.getByRole('button', { name: 'Next ›' });
  await next.scrollIntoViewIfNeeded();
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect(rows(page).first()).not.toBeInViewport();
  await next.click();
  await expect(page).toHaveURL(/\/events\?page=2$/);
  await expect(
    page.getByText(`Page 2 of ${count(pagination.total_pages)} · ${count(pagination.total_items)} items`),
  ).toBeVisible();
  await expect(table(page)).not.toHaveClass(/stale/);
  await expect(rows(page).first()).toBeInViewport();
  await expect(next).toBeFocused();
});

test('a page past the end says where the end is, with a link to it', async ({ page }) => {
  await page.goto('/events?pallet=Sudo&page=4000');
  await expect(page.getByText('Page 4,000 is past the end (last page: 5).')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/\/events\?pallet=Sudo&page=5$/);
  await expect(page.getByText('Page 5 of 5 · 204 items')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
});

test('Copy says "Copied" beside the button, announces it, and fills the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/accounts');
  const firstRow = page.getByRole('table', { name: 'Accounts' }).locator('tbody tr').first();
  await expect(firstRow.getByRole('link', { name: WHALE.slice(0, 6), exact: false })).toBeVisible();
  await firstRow.getByRole('button', { name: 'Copy address' }).first().click();
  await expect(firstRow.getByRole('status').first()).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WHALE);
  await page.clock.runFor(2500);
  await expect(firstRow.getByRole('status').first()).toHaveText('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, expand } of [
    { path: '/events', expand: true },
    { path: '/accounts', expand: false },
    { path: '/evm/transactions', expand: true },
  ]) {
    test(`every tap target on ${path} is at least 24×24 px`, async ({ page }) => {
      await page.goto(`${path}?limit=25`);
      await expect(page.locator('tbody a:visible').first()).toBeVisible();
      await expect(page.locator('tbody tr.skeleton')).toHaveCount(0);
      if (expand)
        await page
          .getByRole('button', { name: /^Show details of / })
          .first()
          .click();
      const targets = page.locator(
        'header a:visible, header select:visible, main button:visible, main select:visible, main summary:visible, main table a:visible',
      );
      const count = await targets.count();
      expect(count).toBeGreaterThan(20);
      const small: string[] = [];
      for (let i = 0; i < count; i++) {
        const box = await targets.nth(i).boundingBox();
        if (box && (box.width < 24 || box.height < 24))
          small.push(
            `${await targets.nth(i).evaluate((node) => node.outerHTML.slice(0, 80))}: ${box.width}×${box.height}`,
          );
      }
      expect(small).toEqual([]);
    });
  }
});
