// The header's "Times" setting: relative, UTC, or the visitor's own time zone with its offset. It holds on every
// page and across visits (localStorage), and a daily series keeps each row's date in view.
import { formatUtc } from '../src/shared/time';
import { expect, newestEvent, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

test.use({ timezoneId: 'America/New_York' });

test('local times carry their offset on every page, and the choice persists', async ({ page, request }) => {
  const event = await newestEvent(request);
  // New York is four hours behind UTC until 06:00 UTC on Nov 1 2026, after the demo chain's span.
  const newYork = new Date(Date.parse(event.timestamp) - 4 * 3_600_000).toISOString();
  expect(Date.parse(event.timestamp)).toBeLessThan(Date.parse('2026-11-01T06:00:00Z'));
  await page.goto(`/events?id=${event.id}`);
  const time = page.getByRole('table', { name: 'Chain events' }).locator('tbody time').first();
  await expect(time).toHaveAttribute('title', formatUtc(event.timestamp));
  // The option names the offset in force now; each time is written with the offset in force at that time.
  await page.getByLabel('Times').selectOption('local');
  await expect(page.getByLabel('Times').locator('option:checked')).toHaveText(/^local \(UTC−[45]\)$/);
  await expect(time).toHaveText(`${newYork.slice(0, 10)} ${newYork.slice(11, 19)} UTC−4`);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deregistrations' }).click();
  const first = page.getByRole('table', { name: 'Neuron deregistrations' }).locator('tbody time').first();
  await expect(first).toHaveText(/^2026-10-\d\d \d\d:\d\d:\d\d UTC−4$/);

  await page.reload();
  await expect(page.getByLabel('Times')).toHaveValue('local');
  await expect(first).toHaveText(/^2026-10-\d\d \d\d:\d\d:\d\d UTC−4$/);

  await page.getByLabel('Times').selectOption('utc');
  await expect(first).toHaveText(/^2026-10-\d\d \d\d:\d\d:\d\d UTC$/);
});

test('a block page writes its time as the setting says: UTC and how long ago, UTC, or local', async ({
  page,
  request,
}) => {
  const event = await newestEvent(request);
  const newYork = new Date(Date.parse(event.timestamp) - 4 * 3_600_000).toISOString();
  await page.goto(`/blocks/${event.block_number}`);
  const time = page.locator('dt:has-text("Time") + dd');
  await expect(time).toHaveText(new RegExp(`^${formatUtc(event.timestamp)} \\(.+ ago\\)$`));
  await page.getByLabel('Times').selectOption('utc');
  await expect(time).toHaveText(formatUtc(event.timestamp));
  await page.getByLabel('Times').selectOption('local');
  await expect(time).toHaveText(`${newYork.slice(0, 10)} ${newYork.slice(11, 19)} UTC−4`);
});

test('a daily series shows each row’s date when times are relative', async ({ page }) => {
  await page.goto(`/accounts/${WHALE}`);
  await expect(page.getByLabel('Times')).toHaveValue('relative');
  const days = page.getByRole('table', { name: 'Balance history' }).locator('tbody time');
  await expect(days.first()).toHaveText(/^2026-10-31, /);
  await expect(days.nth(1)).toHaveText(/^2026-10-30, /);
});
