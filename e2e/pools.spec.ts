// The pool pages: the list, the candlestick chart (painted, with the API's bars), its URL state, and the swaps.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Resolution } from '../src/api/chart-schemas';
import { chartNow } from '../src/shared/charts/bars';
import { firstChunk } from '../src/shared/charts/history-chunks';
import { olderWindow, type BlockWindow } from '../src/api/chain';
import { formatUtc } from '../src/shared/time';
import {
  apiAnswer,
  blocksText,
  cellOf,
  columnCells,
  fulfillError,
  headWindow,
  requestsTo,
  test,
  windowSearch,
  expect,
} from './fixtures';

async function barCount(request: APIRequestContext, query: string): Promise<number> {
  const answer = await (await request.get(`/api/dtao/tradingview/udf/history?symbol=SUB-31&${query}`)).json();
  return answer.s === 'ok' ? answer.t.length : 0;
}

/** The bars a pool page without a range shows first: its newest chunk, up to now. */
function newestBarCount(request: APIRequestContext, resolution: Resolution): Promise<number> {
  const { from, to } = firstChunk(resolution, undefined, chartNow());
  return barCount(request, `resolution=${resolution}&from=${from}&to=${to}`);
}

/** Pixels the chart's canvases have painted: a blank canvas has none. */
function paintedPixels(page: Page): Promise<number> {
  return page.locator('.price-chart canvas').evaluateAll((canvases) =>
    canvases.reduce((sum, canvas) => {
      const context = (canvas as HTMLCanvasElement).getContext('2d');
      if (!context || canvas.clientWidth === 0) return sum;
      const { data } = context.getImageData(
        0,
        0,
        (canvas as HTMLCanvasElement).width,
        (canvas as HTMLCanvasElement).height,
      );
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
      return sum + painted;
    }, 0),
  );
}

test('lists the subnets and opens one’s pool', async ({ page }) => {
  await page.goto('/pools');
  const table = page.getByRole('table', { name: 'Subnet pools' });
  await expect(table.locator('tbody tr')).toHaveCount(128);
  await table.getByRole('link', { name: '31', exact: true }).click();
  await expect(page).toHaveURL('/pools/31');
  await expect(page.getByRole('heading', { name: 'Pool of subnet 31' })).toBeVisible();
});

test('draws the API’s bars as candlesticks', async ({ page, request }) => {
  await page.goto('/pools/31');
  const expected = await newestBarCount(request, '1D');
  expect(expected).toBe(240);
  await expect(page.getByText(`${expected} bars.`)).toBeVisible();
  await expect.poll(() => paintedPixels(page)).toBeGreaterThan(10_000);
});

for (const [name, path, drawn] of [
  ['pool page', '/pools/31', /\d+ bars\./],
  ['embed', '/embed/pools/31', 'Subnet 31 pool · τ chain data ↗'],
] as const) {
  test(`the ${name} asks for its bars with the HTML, once: the page takes over the preloaded request`, async ({
    page,
  }) => {
    await page.goto(`${path}?resolution=60&from=1792886400&to=1793491200`);
    await expect(page.getByText(drawn)).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    expect(await requestsTo(page, '/api/dtao/tradingview/udf/history')).toEqual([
      ['?symbol=SUB-31&resolution=60&from=1792886400&to=1793491200', 'link'],
    ]);
  });
}

test('the pool page’s first render draws the chart: it waits for the preloaded bars, and shows no skeleton first', async ({
  page,
}) => {
  // Records whether the chart's loading placeholder is ever in the page, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.price-chart-placeholder'))
        document.documentElement.dataset.skeleton = 'shown';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/pools/31?resolution=60&from=1792886400&to=1793491200');
  await expect(page.getByText(/^\d+ bars\./)).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.skeleton)).toBeUndefined();
});

test('changes resolution and range through the URL, and jumps to the latest data', async ({
  page,
  request,
}) => {
  await page.goto('/pools/31');
  await page.getByRole('group', { name: 'Candle' }).getByRole('button', { name: '1h' }).click();
  await expect(page).toHaveURL(/\/pools\/31\?resolution=60$/);
  await expect(page.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
  const hourly = await newestBarCount(request, '60');
  await expect(page.getByText(`${hourly.toLocaleString('en-US')} bars.`)).toBeVisible();

  // The demo data ends on 2026-11-01: a week back from now holds no trades. The range brings its own candle,
  // hourly for a week.
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/pools\/31\?range=7d$/);
  await expect(page.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^No trades between /)).toBeVisible();
  await page.getByRole('button', { name: /Jump to the latest data/ }).click();
  await expect(page).toHaveURL(/from=1792886400&to=1793491200$/);
  const week = await barCount(request, 'resolution=60&from=1792886400&to=1793491200');
  expect(week).toBeGreaterThan(50);
  await expect(page.getByText(`${week} bars.`)).toBeVisible();
});

test('a deep link reopens the same chart', async ({ page, request }) => {
  const query = 'resolution=15&from=1793404800&to=1793491200';
  const expected = await barCount(request, query);
  await page.goto(`/pools/31?${query}`);
  await expect(page.getByText(`${expected} bars.`)).toBeVisible();
  await expect(page.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');
  // A range of its own: no preset is pressed.
  await expect(page.getByRole('group', { name: 'Range' }).getByRole('button', { pressed: true })).toHaveCount(
    0,
  );
  await expect(page.getByLabel('From (UTC)')).toHaveValue('2026-10-31 00:00:00');
  await expect.poll(() => paintedPixels(page)).toBeGreaterThan(5_000);
});

test('lists the swaps of the visible range, selects one, and narrows to a clicked bar', async ({
  page,
  request,
}) => {
  const window = blocksText(await headWindow(request));
  await page.goto('/pools/31?resolution=60&from=1793404800&to=1793491200');
  const swaps = page.getByRole('table', { name: 'Swaps of pool 31' }).locator('tbody tr');
  await expect(swaps.first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Swaps 1–\\d+ of the \\d+ in blocks ${window}, newest first\\.`)),
  ).toBeVisible();
  await swaps.first().click();
  await expect(swaps.first()).toHaveAttribute('aria-selected', 'true');

  // A bar picked on the chart, as a click picks it: by its keys (End to the newest bar, then one bar back), not by
  // a point on the canvas.
  const bars = await apiAnswer(request, 'udfHistory', {
    symbol: 'SUB-31',
    resolution: '60',
    from: 1793404800,
    to: 1793491200,
  });
  if (bars.s !== 'ok' || bars.t.length < 2) throw new Error('pool 31 has too few hourly bars on Oct 31');
  const picked = new Date((bars.t.at(-2) as number) * 1000).toISOString();
  await page.getByRole('application', { name: /^Price of subnet 31's alpha/ }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`&bar=${Date.parse(picked) / 1000}$`));
  await expect(page.getByText(`In the bar of ${formatUtc(picked)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Show the visible range' }).click();
  await expect(page.getByText(new RegExp(`^Swaps 1–\\d+ of the \\d+ in blocks ${window}`))).toBeVisible();
});

test.describe('when the chart API fails', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });
  test('shows the error in place of the chart', async ({ page }) => {
    await page.route('**/api/dtao/tradingview/udf/history**', (route) =>
      fulfillError(route, 400, 'Invalid parameter "symbol"'),
    );
    await page.goto('/pools/31');
    await expect(page.getByRole('region', { name: 'Price chart' }).getByRole('alert')).toContainText(
      'The API refused a parameter',
    );
    await expect(page.locator('.price-chart')).toHaveCount(0);
  });
});

test('pages back through a range’s swaps, newest first: one request for each 1,800 blocks searched', async ({
  page,
  request,
}) => {
  // A pool over 2026-10-31 at 1-hour candles: the chart's visible range is that day, up to the data's end.
  const [from, to] = [1_793_404_800, 1_793_491_200];
  /** Each pool's swaps in the window and the day, newest first, by netuid. */
  const swapsIn = async (window: BlockWindow) => {
    const answer = await request.get(`/api/coingecko/events${windowSearch(window)}`);
    const events = (await answer.json()).events as {
      pairId: string;
      block: { blockNumber: number; blockTimestamp: number };
    }[];
    const byPool = new Map<number, number[]>();
    for (const swap of events.toReversed()) {
      if (swap.block.blockTimestamp < from || swap.block.blockTimestamp >= to) continue;
      const netuid = Number(swap.pairId.split('-')[1]);
      byPool.set(netuid, [...(byPool.get(netuid) ?? []), swap.block.blockNumber]);
    }
    return byPool;
  };
  const newestWindow = await headWindow(request);
  const beforeWindow = olderWindow(newestWindow) as BlockWindow;
  const [newestByPool, beforeByPool] = [await swapsIn(newestWindow), await swapsIn(beforeWindow)];
  // A pool whose newest window holds more than a page and less than two, and the window before adds to the second.
  const netuid = [...newestByPool.keys()]
    .toSorted((a, b) => a - b)
    .find((n) => newestByPool.get(n)!.length > 25 && newestByPool.get(n)!.length < 50 && beforeByPool.has(n));
  if (netuid === undefined) throw new Error('no pool trades between 26 and 49 times in the newest window');
  const [newest, before] = [newestByPool.get(netuid)!, beforeByPool.get(netuid)!];
  const both = blocksText({ fromBlock: beforeWindow.fromBlock, toBlock: newestWindow.toBlock });

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/coingecko/events')) asked.push(new URL(sent.url()).search);
  });
  await page.goto(`/pools/${netuid}?resolution=60&from=${from}&to=${to}`);
  const swaps = page.getByRole('table', { name: `Swaps of pool ${netuid}` });
  const blocks = async () => (await columnCells(swaps, swaps.locator('tbody tr'), 'Block')).allInnerTexts();
  const grouped = (numbers: number[]) => numbers.map((n) => n.toLocaleString('en-US'));
  const pager = page.getByRole('navigation', { name: 'Swap pages' });
  const searchBefore = page.getByRole('button', { name: 'Search the 1,800 blocks before' });
  await expect.poll(blocks).toEqual(grouped(newest.slice(0, 25)));
  await expect(
    page.getByText(`Swaps 1–25 of the ${newest.length} in blocks ${blocksText(newestWindow)}, newest first.`),
  ).toBeVisible();
  await expect(searchBefore).toHaveCount(0);
  expect(asked).toEqual([windowSearch(newestWindow)]);

  // The second page is what the window holds past the first: no request, and short of a page.
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect.poll(blocks).toEqual(grouped(newest.slice(25)));
  await expect(
    page.getByText(
      `Swaps 26–${newest.length} of the ${newest.length} in blocks ${blocksText(newestWindow)}, newest first.`,
    ),
  ).toBeVisible();
  expect(asked).toHaveLength(1);
  // A page short of 25 swaps: "Older" waits for a full page, and the blocks before are a click away.
  await expect(pager.getByRole('button', { name: 'Older' })).toBeDisabled();

  await searchBefore.click();
  const all = [...newest, ...before];
  await expect.poll(blocks).toEqual(grouped(all.slice(25, 50)));
  await expect(
    page.getByText(
      `Swaps 26–${Math.min(all.length, 50)} of the ${all.length} in blocks ${both}, newest first.`,
    ),
  ).toBeVisible();
  expect(asked).toEqual([windowSearch(newestWindow), windowSearch(beforeWindow)]);

  await pager.getByRole('button', { name: 'Newer' }).click();
  await expect.poll(blocks).toEqual(grouped(all.slice(0, 25)));

  // The amounts line up: four places, the visitor's separators, the exact value on hover.
  const tao = await cellOf(swaps, swaps.locator('tbody tr').first(), 'TAO');
  await expect(tao).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4} τ$/);
});
