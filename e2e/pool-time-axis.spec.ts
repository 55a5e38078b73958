// The pool chart tells time honestly: time without trades stays on the axis as empty space, each range picks a
// candle that fits it unless the link names one (and the link stays without it), and a range of very few candles
// says so, with a candle that fits a click away. The chart's box carries what its time axis shows as data
// (data-slots, data-visible-from, data-visible-to: src/charts/price-chart.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** 2026-09-15 00:00 to 2026-09-16 00:00 UTC: the demo market's quieter months, when few pools traded often. */
const FROM = 1_789_430_400;
const TO = FROM + 86_400;

async function barTimes(request: APIRequestContext, resolution: string): Promise<number[]> {
  const answer = await (
    await request.get(
      `/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=${resolution}&from=${FROM}&to=${TO}`,
    )
  ).json();
  expect(answer.s).toBe('ok');
  return answer.t as number[];
}

const chart = (page: Page) => page.getByRole('application', { name: /^Price of subnet 31's alpha/ });
const candle = (page: Page) => page.getByRole('group', { name: 'Candle' });
const range = (page: Page) => page.getByRole('group', { name: 'Range' });

/** The resolutions of the price history the page asks for. */
function historyResolutions(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/dtao/tradingview/udf/history')
      asked.push(url.searchParams.get('resolution') ?? '');
  });
  return asked;
}

test('a 1-minute chart of a day shows the whole day, the minutes without a trade as empty time', async ({
  page,
  request,
}) => {
  const bars = await barTimes(request, '1');
  // A quiet pool: a few minutes of a day's 1,440 traded.
  expect(bars.length).toBeGreaterThan(5);
  expect(bars.length).toBeLessThan(100);
  await page.goto(`/pools/31?resolution=1&from=${FROM}&to=${TO}`);
  await expect(page.getByText(`${bars.length} bars.`)).toBeVisible();
  // Every minute of the day is a slot on the axis, and the axis in view runs from the first to the last.
  await expect(chart(page)).toHaveAttribute('data-slots', '1440');
  await expect(chart(page)).toHaveAttribute('data-visible-from', String(FROM));
  await expect(chart(page)).toHaveAttribute('data-visible-to', String(TO - 60));

  // The keys move from trade to trade, over the empty time between.
  await chart(page).focus();
  await page.keyboard.press('Home');
  await expect(page.locator('.chart-legend')).toContainText(utcMinute(bars[0] as number));
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.chart-legend')).toContainText(utcMinute(bars[1] as number));
});

test('a range without a candle takes its own, and its link stays without one', async ({ page }) => {
  await page.clock.install({ time: Date.UTC(2026, 10, 1) });
  const asked = historyResolutions(page);
  await page.goto('/pools/31?range=7d');
  await expect(candle(page).getByRole('button', { pressed: true })).toHaveText(['1h']);
  await expect(page.getByText(/^[\d,]+ bars\./)).toBeVisible();
  // (The page's HTML names the request too, at the server's clock: only the candle is compared.)
  expect([...new Set(asked)]).toEqual(['60']);
  await expect(page).toHaveURL('/pools/31?range=7d');
  await expect(page).toHaveTitle(/^Subnet 31 pool · 1-hour candles · last 7 days/);

  // Another range brings its own candle.
  await range(page).getByRole('button', { name: '1 day' }).click();
  await expect(page).toHaveURL('/pools/31?range=1d');
  await expect(candle(page).getByRole('button', { pressed: true })).toHaveText(['15m']);
  await expect.poll(() => asked.at(-1)).toBe('15');

  // A candle chosen is written, and stays while the view is the range's.
  await candle(page).getByRole('button', { name: '1h' }).click();
  await expect(page).toHaveURL('/pools/31?resolution=60&range=1d');
  await expect(candle(page).getByRole('button', { pressed: true })).toHaveText(['1h']);
  await range(page).getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL('/pools/31?range=30d');
  await expect(candle(page).getByRole('button', { pressed: true })).toHaveText(['1d']);
  // "Latest" is no span of time: it keeps the candle.
  await candle(page).getByRole('button', { name: '5m', exact: true }).click();
  await range(page).getByRole('button', { name: 'Latest' }).click();
  await expect(page).toHaveURL('/pools/31?resolution=5');
});

test('a range of very few candles says so, and offers a candle that fits it', async ({ page, request }) => {
  expect(await barTimes(request, '1D')).toHaveLength(2);
  await page.goto(`/pools/31?resolution=1D&from=${FROM}&to=${TO}`);
  const note = page.getByRole('status').filter({ hasText: 'candles in this range' });
  await expect(note).toHaveText('2 candles in this range — try a shorter candle. Show 15m candles');
  await note.getByRole('button', { name: 'Show 15m candles' }).click();
  await expect(page).toHaveURL(`/pools/31?resolution=15&from=${FROM}&to=${TO}`);
  await expect(chart(page)).toHaveAttribute('data-slots', '96');
  await expect(note).toHaveCount(0);
});

/** A bar's start as the legend writes it. */
const utcMinute = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
