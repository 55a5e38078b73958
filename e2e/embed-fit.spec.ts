// The embed as the sites that frame it see it: at a small size the swaps are left out (and it says so) rather than
// cut, at a larger size they fit under the chart; an empty range says which range and when the pool last traded;
// parameters it could not use are listed with the reason, in a note that can be dismissed; a frame resized re-lays
// the embed for its new size, showing the same time range.
import type { FrameLocator, Page } from '@playwright/test';
import { COLORS } from '../src/shared/theme/colors';
import { expect, test } from './fixtures';

const RANGE = 'resolution=60&from=1792886400&to=1793491200';
/** The swaps' table (the charting library lays its canvases out in a table of its own). */
const swapsTable = (page: Page | FrameLocator) => page.getByRole('table').filter({ hasText: 'Price (τ/α)' });

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
  // Dismissed, it stays so while the swaps are left out for the same reason, at another size.
  await page.setViewportSize({ width: 360, height: 260 });
  await expect(page.locator('.embed-chart')).toHaveCSS('width', '360px');
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

/** The time range the chart shows, as its box says (src/charts/price-chart.ts): its first and last slot in view. */
const shownRange = (frame: Page | FrameLocator) =>
  frame
    .getByRole('img', { name: "Price of subnet 31's alpha in TAO" })
    .evaluate((box) => `${box.dataset.visibleFrom}–${box.dataset.visibleTo}`);

/**
 * Where the candles are drawn, as the reader sees them: the first and last column of the chart's pane, in pixels,
 * with a candle's colour (the volume's, translucent, is left out), and the pane's width.
 */
function candlesSpan(frame: Page | FrameLocator) {
  const colors = [COLORS.up.light, COLORS.down.light].map((hex) =>
    [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)),
  );
  return frame.locator('.embed-chart tr:first-child').evaluate((row, colors) => {
    const pane = [...row.querySelectorAll('canvas')].reduce((wide, canvas) =>
      canvas.width > wide.width ? canvas : wide,
    );
    const { width, height } = pane;
    const { data } = (pane.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, width, height);
    const columns: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      const candle = colors.some((rgb) =>
        rgb.every((value, c) => Math.abs((data[i + c] as number) - value) <= 12),
      );
      if (candle && (data[i + 3] as number) > 200) columns.push((i / 4) % width);
    }
    return { first: Math.min(...columns), last: Math.max(...columns), width };
  }, colors);
}

test('a frame resized to 360×260 and back shows the same range, and leaves out then restores its swaps', async ({
  page,
  baseURL,
}) => {
  // A responsive host page: its frame takes the whole window, so resizing the window resizes the frame.
  await page.route(`${baseURL}/a-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body style="margin:0">
<iframe src="/embed/pools/31?${RANGE}&trades=1" title="Subnet 31 pool price" style="display:block;border:0;width:100vw;height:100vh"></iframe>
<script>window.received = []; addEventListener('message', (event) => received.push(event.data));</script>
</body></html>`,
    }),
  );
  const heights = () =>
    page.evaluate(() =>
      (window as unknown as { received: { type: string; height?: number }[] }).received
        .filter((message) => message.type === 'taostats-embed:height')
        .map((message) => message.height),
    );
  const swapRequests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/api/coingecko/events') && swapRequests.push(request.url()),
  );
  await page.setViewportSize({ width: 600, height: 400 });
  await page.goto(`${baseURL}/a-host`);
  const frame = page.frameLocator('iframe');
  const table = swapsTable(frame);
  const note = frame.getByRole('complementary', { name: 'Ignored parameters' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rows = await table.locator('tbody tr').allTextContents();
  const asked = swapRequests.length;
  // The whole week, from its first hour.
  await expect.poll(() => shownRange(frame)).toMatch(/^1792886400–\d+$/);
  const week = await shownRange(frame);
  const drawn = await candlesSpan(frame);
  expect(await heights()).toEqual([400]);
  await page.screenshot({ path: 'test-results/embed-resize-600x400.png' });

  await page.setViewportSize({ width: 360, height: 260 });
  await expect(note).toContainText(
    'trades=1 is left out at 360×260: the swaps need a frame of 400×300 or more.',
  );
  await expect(table).toHaveCount(0);
  await expect.poll(() => shownRange(frame)).toBe(week);
  await expect.poll(heights).toEqual([400, 260]);
  await page.screenshot({ path: 'test-results/embed-resize-360x260.png' });

  await page.setViewportSize({ width: 600, height: 400 });
  await expect(table.locator('tbody tr')).toHaveText(rows);
  await expect(note).toHaveCount(0);
  await expect.poll(() => shownRange(frame)).toBe(week);
  // The candles are where they were: across the whole width, no empty right half.
  await expect.poll(() => candlesSpan(frame)).toEqual(drawn);
  expect(drawn.last).toBeGreaterThan(drawn.width * 0.9);
  await expect.poll(heights).toEqual([400, 260, 400]);
  // The swaps it had are shown again, not asked again.
  expect(swapRequests).toHaveLength(asked);
  await page.screenshot({ path: 'test-results/embed-resize-back-600x400.png' });
});

test('opened at 360×260 and grown to 600×400, it asks for its swaps and the chart takes the whole width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 260 });
  await page.goto(`/embed/pools/31?${RANGE}&trades=1`);
  const note = page.getByRole('complementary', { name: 'Ignored parameters' });
  await expect(note).toContainText('trades=1 is left out at 360×260');
  await expect.poll(() => shownRange(page)).toMatch(/^1792886400–\d+$/);
  const week = await shownRange(page);

  await page.setViewportSize({ width: 600, height: 400 });
  await expect(swapsTable(page).locator('tbody tr').first()).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect.poll(() => shownRange(page)).toBe(week);
  const { last, width } = await candlesSpan(page);
  expect(last).toBeGreaterThan(width * 0.9);
  await page.screenshot({ path: 'test-results/embed-grown-600x400.png' });
});
