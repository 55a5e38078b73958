// The embed as the sites that frame it see it: at a small size the swaps are left out (and it says so) rather than
// cut, at a larger size they fit under the chart; an empty range says which range and when the pool last traded;
// parameters it could not use are listed with the reason, in a note that can be dismissed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const RANGE = 'resolution=60&from=1792886400&to=1793491200';
/** The swaps' table (the charting library lays its canvases out in a table of its own). */
const swapsTable = (page: Page) => page.getByRole('table').filter({ hasText: 'Price (τ/α)' });

/**
 * The heights of the embed's parts that take room in the frame (not the heading kept for screen readers, which is
 * out of the flow), which together must fit the frame, and the widest of them.
 */
async function parts(page: Page) {
  const boxes = await page.locator('#embed > *').evaluateAll((elements) =>
    elements
      .filter((element) => getComputedStyle(element).position !== 'absolute')
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { width, height, scrolls: element.scrollWidth > element.clientWidth + 1 };
      }),
  );
  return {
    height: boxes.reduce((sum, box) => sum + box.height, 0),
    width: Math.max(...boxes.map((box) => box.width)),
    scrolls: boxes.some((box) => box.scrolls),
  };
}

test('at 300×200 the swaps are left out, said so, and never asked for', async ({ page }) => {
  await page.setViewportSize({ width: 300, height: 200 });
  const swaps: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/api/coingecko/events') && swaps.push(request.url()),
  );
  await page.goto(`/embed/pools/31?${RANGE}&trades=1`);
  await expect(page.locator('canvas').first()).toBeVisible();
  const note = page.getByRole('complementary', { name: 'Ignored parameters' });
  await expect(note).toContainText(
    'trades=1 is left out at 300×200: the swaps need a frame of 400×300 or more.',
  );
  await expect(swapsTable(page)).toHaveCount(0);
  const size = await parts(page);
  expect(size.height).toBeLessThanOrEqual(200);
  expect(size.width).toBeLessThanOrEqual(300);
  expect(size.scrolls).toBe(false);
  expect(swaps).toEqual([]);

  await note.getByRole('button', { name: 'Dismiss the note on ignored parameters' }).click();
  await expect(note).toHaveCount(0);
});

test('at 600×400 the swaps fit under the chart', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 400 });
  await page.goto(`/embed/pools/31?${RANGE}&trades=1`);
  const table = swapsTable(page);
  await expect(table.getByRole('columnheader', { name: 'Price (τ/α)' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ignored parameters' })).toHaveCount(0);
  const size = await parts(page);
  expect(size.height).toBeLessThanOrEqual(400);
  expect(size.width).toBeLessThanOrEqual(600);
  // The table's four columns fit the width: only its rows scroll, downwards.
  const box = await table.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(600);
});

test('an empty range says which range, and when the pool last traded before it', async ({
  page,
  request,
}) => {
  // 25 minutes before the hour: the range runs to the hour's end (its candle's), the message to now.
  await page.clock.setFixedTime(new Date('2026-11-23T23:35:00Z'));
  const to = Date.UTC(2026, 10, 24) / 1000;
  const from = to - 7 * 86_400;
  const answer =
    await // Seven days without a candle named: in hourly candles, as every 7-day range (src/shared/charts/candles.ts).
    (
      await request.get(`/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=60&from=${from}&to=${to}`)
    ).json();
  expect(answer.s).toBe('no_data');
  const last = new Date(answer.nextTime * 1000).toISOString().replace('T', ' ').slice(0, 16);

  await page.goto('/embed/pools/31?range=7d&trades=1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No trades in this range');
  await expect(alert).toContainText(
    `Subnet 31's pool did not trade from 2026-11-17 00:00 to 2026-11-23 23:35 UTC. Its last trade before was in the bar of ${last} UTC.`,
  );
  // Nothing traded, so nothing is listed under it.
  await expect(swapsTable(page)).toHaveCount(0);
  await expect(page.getByText(/No swaps/)).toHaveCount(0);

  await alert.getByRole('link', { name: 'Show the same span up to that trade' }).click();
  const end = Number(answer.nextTime) + 3_600;
  await expect(page).toHaveURL(`/embed/pools/31?trades=1&from=${end - 7 * 86_400}&to=${end}`);
  await expect(page.locator('canvas').first()).toBeVisible();
});

test('lists the parameters it ignored, and why', async ({ page }) => {
  await page.goto('/embed/pools/31?resolution=bogus&foo=1');
  const note = page.getByRole('complementary', { name: 'Ignored parameters' });
  await expect(note).toContainText('foo=1 is not a parameter of this page');
  await expect(note).toContainText('resolution=bogus must be one of 1, 5, 15, 60, 1D, 7D, 30D');
  await expect(page.locator('canvas').first()).toBeVisible();
});
