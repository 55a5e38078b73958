// Every date field is one input: it says the accepted forms to screen readers (its placeholder shows the format),
// refuses what is not a date and time where it was typed (never silently), reads times in the zone the visitor chose, and never moves the layout.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const top = async (locator: Locator) => (await locator.boundingBox())?.y;

test('the pool chart’s range refuses what is not a date, and a reversed range, where they are typed', async ({
  page,
}) => {
  await page.goto('/pools/1?range=7d');
  const from = page.getByLabel('From (UTC)');
  const to = page.getByLabel('To (UTC)');
  await expect(from).toHaveAccessibleDescription('YYYY-MM-DD HH:MM:SS; the time of day may be left out');
  // Said, not written: the placeholder shows the format, and the field's line is kept for what is wrong.
  await expect(page.getByText('the time of day may be left out')).toHaveCount(2);
  for (const hint of await page.getByText('the time of day may be left out').all())
    await expect(hint).toBeHidden();
  // Measured once the figures above have loaded.
  await expect(page.getByRole('region', { name: 'Pool 1 figures' })).toContainText('Reserves');
  const candles = page.getByRole('group', { name: 'Candle' });
  const before = await top(candles);

  await from.fill('abc');
  await from.blur();
  await expect(from).toHaveAccessibleDescription('Write a date and time as YYYY-MM-DD HH:MM:SS.');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  // Typed as a whole date: said without leaving the field.
  await to.fill('2026-13-45');
  await expect(to).toHaveAccessibleDescription('2026-13-45 is not a date.');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/pools/1?range=7d');
  expect(await top(candles)).toBe(before);

  await from.fill('2026-10-31 12:00');
  await to.fill('2026-10-30');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(to).toHaveAccessibleDescription('To must be after From.');
  await expect(page).toHaveURL('/pools/1?range=7d');

  await to.fill('2026-11-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/pools/1?from=1793448000&to=1793491200');
  await expect(page.getByLabel('From (UTC)')).toHaveValue('2026-10-31 12:00:00');
});

test('a filter’s message stays under its input: the other labels keep their place', async ({ page }) => {
  await page.goto('/events');
  const labels = [page.getByText('Pallet', { exact: true }), page.getByText('From block', { exact: true })];
  const before = await Promise.all(labels.map(top));
  await page.getByLabel('From (UTC)').fill('2026-10-31 23:00');
  await page.getByLabel('To (UTC)').fill('2026-10-31 22:00');
  await page.getByLabel('To (UTC)').press('Enter');
  await expect(page.getByLabel('From (UTC)')).toHaveAccessibleDescription('From must not be after To');
  await expect(page).toHaveURL('/events');
  expect(await Promise.all(labels.map(top))).toEqual(before);

  await page.getByLabel('From block').fill('-5');
  await page.getByLabel('From block').press('Enter');
  await expect(page.getByText(/^From block must be/)).toBeVisible();
  expect(await Promise.all(labels.map(top))).toEqual(before);
});

test.describe('in the visitor’s own time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('times are typed and shown in local time, with the offset in force at that time', async ({ page }) => {
    await page.goto('/events');
    // The server's frame draws the Times setting before the app runs; a choice made on it would be lost.
    await expect(page.getByRole('table', { name: 'Chain events' }).locator('tbody tr').first()).toBeVisible();
    await page.getByLabel('Times').selectOption('local');
    const from = page.getByLabel('From (local time)');
    await expect(from).toHaveAccessibleDescription(
      'YYYY-MM-DD HH:MM:SS in your time zone; the time of day may be left out',
    );
    // 19:50 on October 31 in New York (UTC−4, before the clocks go back) is 23:50 UTC.
    await from.fill('2026-10-31 19:50');
    await from.press('Enter');
    await expect(page).toHaveURL('/events?timestamp_start=1793490600');
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      'From: 2026-10-31 19:50:00 UTC−4',
    );
    // Back to UTC: the input writes the same moment in UTC.
    await page.getByLabel('Times').selectOption('utc');
    await expect(page.getByLabel('From (UTC)')).toHaveValue('2026-10-31 23:50:00');
  });
});
