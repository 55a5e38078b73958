// Subnets compared on one chart, as a person reaches and reads it: a link with three subnets draws three lines
// whose last values are the market summary's changes over the range; rows picked on the screener, and a pool
// page's link, open that link; subnets are added and removed in the URL; a longer range asks each pool's history
// once; a failure says what happened; and the embed tells its host its height.
import type { Page } from '@playwright/test';
import type { MarketPool } from '../src/api/market';
import { udfHistorySchema } from '../src/api/chart-schemas';
import { udfToBars } from '../src/shared/charts/bars';
import { formatPercent, formatUnits } from '../src/shared/numbers/amounts';
import { formatDecimal, formatSignificant } from '../src/shared/numbers/decimals';
import { HEIGHT_SCRIPT } from '../src/shared/embed/embed-code';
import { expect, test, wholeSummary } from './fixtures';
import { otherSite } from './other-site';

/**
 * Three pools with a price and changes over a day and a week. A week's change also needs the hours before the week,
 * which a gateway just started loads after the week itself.
 */
async function threePools(request: Parameters<typeof wholeSummary>[0]): Promise<MarketPool[]> {
  let pools: MarketPool[] = [];
  await expect
    .poll(
      async () => {
        pools = (await wholeSummary(request)).pools.filter(
          (pool) => pool.price !== null && pool.change.h24 !== null && pool.change.d7 !== null,
        );
        return pools.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(3);
  return pools.slice(0, 3);
}

const legend = (page: Page) => page.getByRole('table', { name: /^Subnets compared over/ });
const legendRow = (page: Page, netuid: number) =>
  legend(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `SN${netuid}`, exact: true }) });

/** The legend's change and price of each subnet, read now (the lines' last points). */
async function expectLastValues(page: Page, pools: MarketPool[], change: 'h24' | 'd7') {
  // Off the chart (a click may leave the pointer where the chart then comes), the legend reads the lines' ends.
  await page.mouse.move(0, 0);
  await expect(legend(page).getByRole('rowheader')).toHaveText(pools.map((pool) => `SN${pool.netuid}`));
  for (const pool of pools) {
    const cells = legendRow(page, pool.netuid).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(formatPercent(pool.change[change] as number).text);
    await expect(cells.nth(1)).toHaveText(`${formatSignificant(Number(pool.price))} τ`);
  }
}

test("draws a line per subnet, each ending at the summary's change over the range", async ({
  page,
  request,
}) => {
  const pools = await threePools(request);
  const netuids = pools.map((pool) => pool.netuid).join(',');
  await page.goto(`/compare?netuid=${netuids}&range=7d`);
  const chart = page.getByRole('img', {
    name: `Prices of subnets ${pools.map((p) => p.netuid).join(', ')} as their change over 7 days`,
  });
  await expect(chart).toHaveAttribute('data-lines', '3');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expectLastValues(page, pools, 'd7');
  await expect(page.getByTestId('legend-time')).toHaveText('now');
  // A week's volume is the market's, at no upstream request of the page's own.
  await expect(legendRow(page, pools[0]!.netuid).getByRole('cell').nth(2)).toHaveText(/^[\d,]+\.\d\d τ$/);

  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1 day' }).click();
  await expect(page).toHaveURL(`/compare?netuid=${netuids}&range=1d`);
  await expectLastValues(page, pools, 'h24');
  // The day's volume is the summary's (to the hundredth of a TAO, as the legend writes it).
  const volume = Number(formatUnits(pools[0]!.volume24h));
  await expect(legendRow(page, pools[0]!.netuid).getByRole('cell').nth(2)).toHaveText(
    `${formatDecimal(volume, 2, { minDecimals: 2 })} τ`,
  );

  // The pointer on the chart reads every line at its time.
  const box = (await page.getByRole('img', { name: /^Prices of subnets .* over 1 day$/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  await expect(page.getByTestId('legend-time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('legend-time')).toHaveText('now');
});

test('opens from rows picked on the screener, and from a pool page', async ({ page, request }) => {
  const pools = await threePools(request);
  await page.goto('/pools');
  const table = page.getByRole('table', { name: 'Subnet pools' });
  for (const pool of pools)
    await table.getByRole('checkbox', { name: `Compare subnet ${pool.netuid}`, exact: true }).check();
  const picks = page.getByRole('region', { name: 'Subnets picked to compare' });
  await expect(picks).toContainText(`3 of at most 8 picked: ${pools.map((p) => `SN${p.netuid}`).join(', ')}`);
  await picks.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/compare?netuid=${pools.map((p) => p.netuid).join(',')}&range=7d`);
  await expectLastValues(page, pools, 'd7');

  const [first, second] = pools as [MarketPool, MarketPool];
  await page.goto(`/pools/${first.netuid}`);
  await page.getByRole('link', { name: 'Compare with others' }).click();
  await expect(page).toHaveURL(`/compare?netuid=${first.netuid}&range=7d`);
  const add = page.getByLabel('Add a subnet');
  await add.fill('abc');
  await add.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A subnet with a pool is a number from 1 to 65535.');
  await add.fill(`sn${second.netuid}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(`/compare?netuid=${first.netuid},${second.netuid}&range=7d`);
  await expect(add).toHaveValue('');
  await add.fill(String(first.netuid));
  await add.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(`Subnet ${first.netuid} is on the chart already.`);
  await page.getByRole('button', { name: `Remove subnet ${first.netuid}` }).click();
  await expect(page).toHaveURL(`/compare?netuid=${second.netuid}&range=7d`);
  await expectLastValues(page, [second], 'd7');
});

test("says which of a link's parameters it ignored, and draws the rest", async ({ page, request }) => {
  const [pool] = await threePools(request);
  await page.goto(`/compare?netuid=0,${pool!.netuid},${pool!.netuid}&range=1y`);
  const notice = page.getByRole('status').filter({ hasText: "Some of this link's parameters were ignored" });
  await expect(notice.getByRole('listitem')).toHaveText([
    'netuid=0 netuid must be subnet numbers with a pool, 1 to 65535.',
    `netuid=${pool!.netuid} netuid is named twice: once is enough.`,
    'range=1y range must be one of 1d, 7d, 30d, 90d.',
  ]);
  await expectLastValues(page, [pool!], 'd7');
  await notice.getByRole('link', { name: 'Open the link without them' }).click();
  await expect(page).toHaveURL(`/compare?netuid=${pool!.netuid}&range=7d`);

  await page.goto('/compare');
  await expect(page.getByRole('status')).toContainText('No subnets to compare yet.');
});

test("asks each pool's history once over a longer range, and ends each line at its last close", async ({
  page,
  request,
}) => {
  const [a, b] = await threePools(request);
  const answers = new Map<string, ReturnType<typeof udfToBars>>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/udf/history')) return;
    const answer = udfHistorySchema.parse(await response.json());
    answers.set(url.searchParams.get('symbol') as string, answer.s === 'ok' ? udfToBars(answer) : []);
  });
  await page.goto(`/compare?netuid=${a!.netuid},${b!.netuid}&range=90d`);
  await expect.poll(() => answers.size).toBe(2);
  for (const pool of [a!, b!]) {
    const bars = answers.get(`SUB-${pool.netuid}`)!;
    const change = bars.at(-1)!.close / bars[0]!.open - 1;
    await expect(legendRow(page, pool.netuid).getByRole('cell').nth(0)).toHaveText(
      formatPercent(change).text,
    );
  }
  await expect(page.getByText('From each pool’s price history')).toBeVisible();
  expect(answers.size).toBe(2);
});

test.describe('when the market cannot answer', () => {
  test.use({ allowConsoleErrors: [/status of 500/] });
  test('says so with a retry, and the rest of the page keeps working', async ({ page, request }) => {
    const [pool] = await threePools(request);
    let fail = true;
    await page.route('**/market/compare?*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto(`/compare?netuid=${pool!.netuid}&range=1d`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('boom');
    await expect(page.getByRole('group', { name: 'Range' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectLastValues(page, [pool!], 'h24');
  });
});

test.describe('the embed', () => {
  const host = otherSite();

  test('posts its height and that it is ready, and reads the same changes', async ({
    page,
    request,
    baseURL,
  }) => {
    const pools = await threePools(request);
    const src = `${baseURL}/embed/compare?netuid=${pools.map((p) => p.netuid).join(',')}&range=7d&theme=dark`;
    host.serve(`<!doctype html><html><body><iframe src="${src}" width="500" height="300" title="Compared" style="border:0"></iframe>
<script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>${HEIGHT_SCRIPT}</body></html>`);
    await page.goto(host.url());
    const received = () =>
      page.evaluate(() => (window as unknown as { received: { type: string; height?: number }[] }).received);
    await expect.poll(async () => (await received()).map((m) => m.type)).toContain('taostats-embed:ready');
    expect((await received()).filter((m) => m.type === 'taostats-embed:height').map((m) => m.height)).toEqual(
      [300],
    );
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    const items = frame.getByRole('list', { name: 'Change since the range’s start' }).getByRole('listitem');
    await expect(items).toHaveText(
      pools.map((pool) => `SN${pool.netuid} ${formatPercent(pool.change.d7 as number).text}`),
    );
    await expect(frame.getByRole('link', { name: 'Compare on τ chain data ↗' })).toHaveAttribute(
      'href',
      `/compare?netuid=${pools.map((p) => p.netuid).join(',')}&range=7d`,
    );
  });
});
