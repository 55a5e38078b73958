// The pool chart as a trader uses it: a legend that follows the crosshair (by mouse or keys), range and candle
// choices that say which is active, Fit, a log scale, a PNG download, a clicked bar in the URL, and a last bar
// that follows the chain while the page is open.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { udfHistorySchema } from '../src/api/schemas';
import { fulfillError, fulfillJson, test, withoutLiveStream, expect } from './fixtures';

// Oct 31 00:00 to Nov 1 00:00 UTC in hourly bars, one for each hour with trades (dayOfHours).
const DAY_OF_HOURS = '/pools/31?resolution=60&from=1793404800&to=1793491200';

interface Udf {
  t: number[];
  o: number[];
  h: number[];
  l: number[];
  c: number[];
  v: number[];
}

async function udf(request: APIRequestContext, query: string): Promise<Udf> {
  const answer = await (await request.get(`/api/dtao/tradingview/udf/history?symbol=SUB-31&${query}`)).json();
  expect(answer.s).toBe('ok');
  return answer as Udf;
}

/** The bars DAY_OF_HOURS shows, as the API answers them. */
const dayOfHours = (request: APIRequestContext) =>
  udf(request, 'resolution=60&from=1793404800&to=1793491200');

/** The chart's summary of DAY_OF_HOURS: "N bars.", N as the API answers. */
const dayBarsText = async (page: Page, request: APIRequestContext) =>
  page.getByText(`${(await dayOfHours(request)).t.length} bars.`);

/** What the legend says about bar `i` of an answer: its start, and exactly the API's prices. */
function ohlc(bars: Udf, i: number) {
  const time = new Date((bars.t.at(i) as number) * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return `${time} UTC O ${bars.o.at(i)} H ${bars.h.at(i)} L ${bars.l.at(i)} C ${bars.c.at(i)}`;
}

/** Below this share of changed pixels two drawings of the chart are the same picture; above REDRAWN, another. */
const SAME = 0.001;
const REDRAWN = 0.01;

/** Keeps the pixels of the price chart's canvases in the page, to compare later drawings with (changedShare). */
function keepPixels(page: Page): Promise<void> {
  return page.locator('.price-chart canvas').evaluateAll((canvases) => {
    (window as unknown as { keptPixels: Uint8ClampedArray[] }).keptPixels = canvases.map(
      (canvas) =>
        (canvas as HTMLCanvasElement)
          .getContext('2d')
          ?.getImageData(0, 0, (canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height)
          .data ?? new Uint8ClampedArray(),
    );
  });
}

/** The share of the chart's pixels that differ from the kept ones by more than a few levels in some channel. */
function changedShare(page: Page): Promise<number> {
  return page.locator('.price-chart canvas').evaluateAll((canvases) => {
    const kept = (window as unknown as { keptPixels: Uint8ClampedArray[] }).keptPixels;
    let changed = 0;
    let total = 0;
    canvases.forEach((canvas, i) => {
      const { width, height } = canvas as HTMLCanvasElement;
      const now = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data;
      const before = kept[i];
      if (!now) return;
      total += width * height;
      if (!before || before.length !== now.length) {
        changed += width * height;
        return;
      }
      for (let at = 0; at < now.length; at += 4) {
        for (let channel = 0; channel < 4; channel++) {
          if (Math.abs((now[at + channel] as number) - (before[at + channel] as number)) > 8) {
            changed++;
            break;
          }
        }
      }
    });
    return total === 0 ? 1 : changed / total;
  });
}

const chart = (page: Page) => page.getByRole('application', { name: /^Price of subnet 31's alpha/ });
const legend = (page: Page) => page.locator('.chart-legend');

test('the legend shows the last bar, and the arrow keys move it bar by bar', async ({ page, request }) => {
  const bars = await dayOfHours(request);
  // Most hours of the day trade.
  expect(bars.t.length).toBeGreaterThan(20);
  await page.goto(DAY_OF_HOURS);
  await expect(legend(page)).toHaveAttribute('aria-live', 'polite');
  await expect(legend(page)).toContainText(ohlc(bars, -1));
  expect(ohlc(bars, -1)).toMatch(/^2026-10-31 23:00 UTC O 0\.\d{9} /);

  // Tab from the last chart tool into the chart: it shows its focus ring.
  await page.getByRole('button', { name: 'Download PNG' }).focus();
  await page.keyboard.press('Tab');
  await expect(chart(page)).toBeFocused();
  await expect(chart(page)).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Then the change from the bar before's close, in TAO and percent, and the volume.
  const escaped = ohlc(bars, -3).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(legend(page)).toHaveText(
    new RegExp(`^${escaped} [+−-]\\d\\.\\d{9} \\([+−-]\\d+\\.\\d{2} %\\) Vol [\\d,]+(\\.\\d+)?$`),
  );
  expect(ohlc(bars, -3)).toMatch(/^2026-10-31 21:00 UTC /);
  await page.keyboard.press('ArrowRight');
  await expect(legend(page)).toContainText(ohlc(bars, -2));
  await page.keyboard.press('End');
  await expect(legend(page)).toContainText(ohlc(bars, -1));
  // Home goes to the first bar loaded; the view reaching it loads older bars, and the legend stays on it.
  await page.keyboard.press('Home');
  await expect(legend(page)).toContainText(ohlc(bars, 0));
  await expect(page.getByText(/^(?!22 )[\d,]+ bars\./)).toBeVisible();
  await expect(legend(page)).toContainText(ohlc(bars, 0));
  await page.keyboard.press('ArrowRight');
  await expect(legend(page)).toContainText(ohlc(bars, 1));
});

test('a bar picked with Enter is in the URL, reopens from a link, and is dropped with a new view', async ({
  page,
  request,
}) => {
  await page.goto(DAY_OF_HOURS);
  // The chart is drawn before the app runs; its keys are the app's.
  await expect(await dayBarsText(page, request)).toBeVisible();
  await chart(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${DAY_OF_HOURS}&bar=1793480400`);
  await expect(page.getByText('In the bar of 2026-10-31 21:00:00 UTC')).toBeVisible();

  await page.reload();
  await expect(page.getByText('In the bar of 2026-10-31 21:00:00 UTC')).toBeVisible();
  await page.getByRole('group', { name: 'Candle' }).getByRole('button', { name: '15m' }).click();
  await expect(page).toHaveURL('/pools/31?resolution=15&from=1793404800&to=1793491200');
  await expect(page.getByText(/^In the bar of/)).toBeHidden();

  await page.goto(`${DAY_OF_HOURS}&bar=1793480400`);
  // A range brings its own candle (e2e/pool-time-axis.spec.ts).
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL('/pools/31?range=30d');

  // A bar outside the chart's range is dropped, and the page says why.
  await page.goto(`${DAY_OF_HOURS}&bar=1793577600`);
  await expect(page.getByText(/bar.*is outside the chart’s range/)).toBeVisible();
  await expect(page.getByText(/^In the bar of/)).toBeHidden();
});

test('range and candle choices are named apart, and the active ones are pressed', async ({ page }) => {
  await page.goto('/pools/31');
  const range = page.getByRole('group', { name: 'Range' });
  const candle = page.getByRole('group', { name: 'Candle' });
  await expect(range.getByRole('button')).toHaveText([
    'Latest',
    '1 day',
    '7 days',
    '30 days',
    '90 days',
    'All',
  ]);
  await expect(candle.getByRole('button')).toHaveText(['1m', '5m', '15m', '1h', '1d', '7d', '30d']);
  await expect(range.getByRole('button', { pressed: true })).toHaveText(['Latest']);
  await expect(candle.getByRole('button', { pressed: true })).toHaveText(['1d']);

  await range.getByRole('button', { name: '90 days' }).click();
  await candle.getByRole('button', { name: '1h' }).click();
  await expect(page).toHaveURL('/pools/31?resolution=60&range=90d');
  await expect(range.getByRole('button', { pressed: true })).toHaveText(['90 days']);
  await expect(candle.getByRole('button', { pressed: true })).toHaveText(['1h']);
  await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'false');
});

test('Fit brings back the whole view, and the log scale redraws the prices', async ({ page, request }) => {
  await page.goto(DAY_OF_HOURS);
  await expect(await dayBarsText(page, request)).toBeVisible();
  const box = page.locator('.price-chart');
  const fit = page.getByRole('button', { name: 'Fit' });
  /** The start of the bar under the pointer at each tenth of the chart's width: what the view shows, and where. */
  const barsUnder = async () => {
    const bounds = (await box.boundingBox())!;
    const times: string[] = [];
    for (let tenth = 1; tenth <= 9; tenth++) {
      await page.mouse.move(bounds.x + (bounds.width * tenth) / 10, bounds.y + bounds.height / 2);
      times.push((await page.locator('.chart-legend-time').textContent()) ?? '');
    }
    await page.mouse.move(0, 0);
    return times;
  };
  await fit.click();
  const whole = await barsUnder();
  expect(whole[0]).toMatch(/^2026-10-31 0\d:00 UTC$/);
  expect(whole[8]).toMatch(/^2026-10-31 2\d:00 UTC$/);

  // Zoom out with the wheel over the chart, then move the mouse off it so that no crosshair is drawn.
  const bounds = await box.boundingBox();
  await page.mouse.move((bounds?.x ?? 0) + (bounds?.width ?? 0) / 2, (bounds?.y ?? 0) + 100);
  await page.mouse.wheel(0, -600);
  await page.mouse.move(0, 0);
  await expect.poll(barsUnder).not.toEqual(whole);

  // Zoomed out to the oldest bar, the chart loaded older ones: Fit shows the day the URL names again.
  await expect(page.getByText(/^(?!22 )[\d,]+ bars\./)).toBeVisible();
  await fit.click();
  await expect.poll(barsUnder).toEqual(whole);

  // The same picture, with the prices on a log scale and back (the mouse off the chart: no crosshair), compared
  // with a tolerance: a share of the canvases' pixels, each channel within a few levels.
  await keepPixels(page);
  const log = page.getByRole('button', { name: 'Log scale' });
  await expect(log).toHaveAttribute('aria-pressed', 'false');
  await log.click();
  await expect(log).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => changedShare(page)).toBeGreaterThan(REDRAWN);
  await log.click();
  await expect(log).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => changedShare(page)).toBeLessThan(SAME);
});

test('Download PNG saves the chart, named after the pool, the candle and the range shown', async ({
  page,
  request,
}) => {
  await page.goto(DAY_OF_HOURS);
  await expect(await dayBarsText(page, request)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  // The first and last hour of the day on the chart's axis: 00:00 (before the first trade) and 23:00 UTC.
  expect(download.suggestedFilename()).toBe('subnet-31-pool-1h-2026-10-31-0000-to-2026-10-31-2300-utc.png');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(5_000);
});

test.describe('the live last bar', () => {
  /** Half a day after the demo data ends (2026-11-01 00:00 UTC), so that "now" is the same on every run. */
  const OPENED = Date.UTC(2026, 10, 1, 11, 59, 30);
  // The newest daily bar before OPENED, and the day after it.
  const LAST = 1793404788;
  const NEXT = LAST + 86_400;

  /** Answers the page's live polls (marked X-Prefetch) with `answer`; lets everything else through. */
  async function answerPolls(page: Page, answer: (route: Route) => Promise<void>) {
    const polls: URL[] = [];
    await page.route('**/api/dtao/tradingview/udf/history?**', async (route) => {
      if (route.request().headers()['x-prefetch'] !== '1') return route.fallback();
      polls.push(new URL(route.request().url()));
      return answer(route);
    });
    return polls;
  }

  test.beforeEach(async ({ page }) => {
    // Without the live stream the last bar polls on its own timer, which page.clock drives (with the stream, it is
    // asked when a swap of the pool comes: e2e/live.spec.ts).
    await withoutLiveStream(page);
    await page.clock.install({ time: OPENED });
  });

  test('polls at the chain’s pace, as background, and merges the changed and the new bar', async ({
    page,
    request,
  }) => {
    const day = await udf(request, `resolution=1D&from=${LAST}&to=${LAST}`);
    expect(day.t).toEqual([LAST]);
    const [open, low] = [day.o[0], day.l[0]];
    if (open === undefined || low === undefined) throw new Error('no daily bar at LAST');
    const polls = await answerPolls(page, (route) =>
      fulfillJson(route, udfHistorySchema, {
        s: 'ok',
        t: [LAST, NEXT],
        o: [open, 0.0077],
        h: [0.0079, 0.0081],
        l: [low, 0.0076],
        c: [0.0078, 0.008],
        v: [200.5, 12.25],
      }),
    );
    await page.goto('/pools/31');
    await expect(page.getByText('240 bars.')).toBeVisible();
    await expect(page.getByText('The last bar updates live.')).toBeVisible();
    await expect(legend(page)).toContainText(`C ${day.c[0]}`);
    expect(polls).toEqual([]);

    await page.clock.runFor(12_000);
    await expect(page.getByText('241 bars.')).toBeVisible();
    await expect(legend(page)).toHaveText(
      '2026-10-31 23:59:48 UTC O 0.0077000 H 0.0081000 L 0.0076000 C 0.0080000 +0.0002000 (+2.56 %) Vol 12.25',
    );
    // The bar before it: the one that was open, with its new high and close.
    await chart(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(legend(page)).toContainText(`O ${day.o[0]} H 0.0079000 L ${day.l[0]} C 0.0078000`);
    expect(polls.map((url) => [url.searchParams.get('from'), url.searchParams.get('to')])).toEqual([
      [String(LAST), '1793534400'],
    ]);

    await page.clock.runFor(12_000);
    await expect.poll(() => polls.length).toBe(2);
  });

  test('pauses in a hidden tab', async ({ page }) => {
    const polls = await answerPolls(page, (route) => route.fallback());
    await page.goto('/pools/31');
    await expect(page.getByText('The last bar updates live.')).toBeVisible();
    const setVisibility = (state: string) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(60_000);
    expect(polls).toHaveLength(0);
    await setVisibility('visible');
    await page.clock.runFor(12_000);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
  });

  test('asks nothing for a range that has ended', async ({ page, request }) => {
    const polls = await answerPolls(page, (route) => route.fallback());
    await page.goto(DAY_OF_HOURS);
    await expect(await dayBarsText(page, request)).toBeVisible();
    await page.clock.runFor(60_000);
    expect(polls).toHaveLength(0);
    await expect(page.getByText('The last bar updates live.')).toBeHidden();
  });

  test.describe('when the quota is used up', () => {
    test.use({ allowConsoleErrors: [/status of 429/] });
    test('waits out Retry-After without retrying, and says so', async ({ page }) => {
      const polls = await answerPolls(page, (route) =>
        fulfillError(route, 429, 'Rate limit', { 'Retry-After': '60' }),
      );
      await page.goto('/pools/31');
      await expect(page.getByText('240 bars.')).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(page.getByRole('status').filter({ hasText: 'Live updates paused' })).toHaveText(
        /^Live updates paused: the API's rate limit is used up\. Asking again at 2026-11-01 12:0\d:\d\d UTC\./,
      );
      expect(polls).toHaveLength(1);
      // The chart stays as it was.
      await expect(page.getByText('240 bars.')).toBeVisible();
      await page.clock.runFor(40_000);
      expect(polls).toHaveLength(1);
      await page.clock.runFor(25_000);
      await expect.poll(() => polls.length).toBe(2);
    });
  });
});
