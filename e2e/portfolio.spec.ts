// The watchlist as a portfolio: a followed account that swapped this week shows those swaps, what they bought and
// sold on each subnet and the week's result at today's prices, and exports them for Koinly; all checked against the
// demo API's own swaps of that maker (its aggregator events, asked here), with the figures computed here. A week
// without trades, and a failure of the week's swaps, read clearly while the rest of the page works.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { MarketSummary } from '../src/api/market';
import type { PoolEvent } from '../src/api/schemas';
import { parseAccount } from '../src/shared/chain/ss58';
import { formatAmount, formatChange, unitsOf } from '../src/shared/numbers/amounts';
import { countOf } from '../src/shared/numbers/separators';
import { formatTime } from '../src/shared/time';
import { expect, test, wholeSummary } from './fixtures';

/** A demo account that traded 15 times in the pinned week, on 13 subnets: buys and sales, alone and together. */
const TRADER = '5FbnAcVgW4EuVkAYemN4JCfLGPT2M8fambCQRpjga4RcK2Sm';
/** One that never traded. */
const QUIET = '5C4hrfjw9DjXZTzV3MwzrrAr9P1MJhSrvWGWqi1eSuyUpnhM';
const NAME = 'Trading desk';

/** Follows `addresses` (the first named NAME) as this browser's address book, before the page loads. */
async function follow(page: Page, addresses: string[]) {
  const watched = addresses.map((address) => parseAccount(address)?.hex);
  const book = { version: 1, names: [[watched[0], NAME]], watched };
  await page.addInitScript((text) => localStorage.setItem('address-book', text), JSON.stringify(book));
}

/** The demo API's own swaps of `maker` in the week the market's summary covers: its hourly windows to the head. */
async function demoWeek(request: APIRequestContext, summary: MarketSummary, maker: string) {
  const fromBlock = (Math.floor(summary.head.block / 300) - 167) * 300;
  const swaps: PoolEvent[] = [];
  for (let from = fromBlock; from <= summary.head.block; from += 1800) {
    const to = Math.min(from + 1799, summary.head.block);
    const { events } = (await (
      await request.get(`/api/coingecko/events?fromBlock=${from}&toBlock=${to}`)
    ).json()) as { events: PoolEvent[] };
    swaps.push(...events.filter((event) => event.maker === maker));
  }
  return { fromBlock, swaps };
}

const rao = (decimal: string | null | undefined) => unitsOf(decimal ?? '0') as bigint;
const netuidOf = (swap: PoolEvent) => Number(swap.pairId.split('-')[1]);
const tao = (swap: PoolEvent): string => swap.asset0In ?? swap.asset0Out ?? '';
const alpha = (swap: PoolEvent): string => swap.asset1Out ?? swap.asset1In ?? '';
const shown = (decimal: string, unit: string) => `${formatAmount(rao(decimal))} ${unit}`;
const signed = (amount: bigint) => `${formatChange(amount, 0n).amount} τ`;
/** `a × b / c`, rounded half up, as a cost is taken: here, apart from the app's own arithmetic. */
const share = (a: bigint, b: bigint, c: bigint) => (a * b + c / 2n) / c;

/** The figures the page should show for a subnet, from the maker's swaps there and today's price. */
function subnetFigures(swaps: PoolEvent[], price: string | null) {
  const buys = swaps.filter((swap) => swap.asset0In);
  const sells = swaps.filter((swap) => swap.asset1In);
  const sum = (list: PoolEvent[], amount: (swap: PoolEvent) => string) =>
    list.reduce((total, swap) => total + rao(amount(swap)), 0n);
  const [bought, spent, sold, received] = [
    sum(buys, alpha),
    sum(buys, tao),
    sum(sells, alpha),
    sum(sells, tao),
  ];
  const traded = (amount: bigint, paid: bigint, count: number, noun: string) =>
    count === 0 ? '—' : `${formatAmount(amount)} αfor ${formatAmount(paid)} τ · ${countOf(count, noun)}`;
  const left = bought > sold ? bought - sold : 0n;
  const worth = price === null ? null : share(left, unitsOf(price, 18) as bigint, 10n ** 18n);
  const realized =
    sells.length === 0 ? null : buys.length === 0 ? null : received - share(spent, sold, bought);
  const unrealized = left === 0n ? 0n : worth === null ? null : worth - share(spent, left, bought);
  return {
    realized,
    unrealized,
    cells: [
      traded(bought, spent, buys.length, 'buy'),
      traded(sold, received, sells.length, 'sale'),
      sells.length === 0 ? 'no sale' : realized === null ? 'cost unknown' : signed(realized),
      left === 0n
        ? 'nothing left'
        : `${unrealized === null ? 'price unknown' : signed(unrealized)}on ${formatAmount(left)} α left`,
    ],
  };
}

test('a followed account that swapped this week shows those swaps and the week’s result, as the demo API has them', async ({
  page,
  request,
}) => {
  const summary = await wholeSummary(request);
  const week = await demoWeek(request, summary, TRADER);
  expect(week.swaps).toHaveLength(15);
  await follow(page, [TRADER, QUIET]);
  await page.goto('/watchlist');
  const section = page.getByRole('region', { name: 'This week’s trades' });
  await expect(
    section.getByText(`Swaps of blocks ${week.fromBlock.toLocaleString('en-US')} to`),
  ).toBeVisible();
  // Once the app draws the page: the header's select in the gateway's first frame is not yet the app's.
  await page.getByLabel('Times').selectOption('utc');

  // The trades, newest first, exactly the demo's.
  const trades = section.getByRole('table', { name: 'The week’s trades, newest first' });
  await expect(trades.locator('tbody tr')).toHaveCount(15);
  const newest = [...week.swaps].reverse();
  for (const [i, swap] of newest.entries()) {
    await expect(trades.locator('tbody tr').nth(i).getByRole('cell')).toHaveText([
      formatTime(new Date(swap.block.blockTimestamp * 1000).toISOString(), 'utc', false),
      NAME,
      String(netuidOf(swap)),
      swap.asset0In ? 'buy' : 'sell',
      shown(tao(swap), 'τ'),
      shown(alpha(swap), 'α'),
      swap.block.blockNumber.toLocaleString('en-US'),
    ]);
  }

  // Each subnet's buys and sales and its result at today's price, computed here.
  const subnets = section.getByRole('table', { name: 'The week by subnet, at today’s prices' });
  const netuids = [...new Set(week.swaps.map(netuidOf))].sort((a, b) => a - b);
  await expect(subnets.locator('tbody tr')).toHaveCount(netuids.length);
  let [realized, unrealized] = [0n, 0n];
  for (const [i, netuid] of netuids.entries()) {
    const price = summary.pools.find((pool) => pool.netuid === netuid)?.price ?? null;
    const figures = subnetFigures(
      week.swaps.filter((swap) => netuidOf(swap) === netuid),
      price,
    );
    realized += figures.realized ?? 0n;
    unrealized += figures.unrealized ?? 0n;
    const cells = subnets.locator('tbody tr').nth(i).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(String(netuid));
    await expect(cells.nth(1)).toHaveText(figures.cells[0] as string);
    await expect(cells.nth(2)).toHaveText(figures.cells[1] as string);
    await expect(cells.nth(4)).toHaveText(figures.cells[2] as string);
    await expect(cells.nth(5)).toHaveText(figures.cells[3] as string);
  }
  const result = section.getByLabel('The week’s result');
  await expect(result.getByRole('definition')).toHaveText([
    `${formatAmount(week.swaps.filter((swap) => swap.asset0In).reduce((sum, swap) => sum + rao(tao(swap)), 0n))} τ`,
    `${formatAmount(week.swaps.filter((swap) => swap.asset1In).reduce((sum, swap) => sum + rao(tao(swap)), 0n))} τ`,
    signed(realized),
    signed(unrealized),
  ]);
  // The account without a trade says so.
  await expect(section.getByText('No swap this week by')).toContainText(
    `${QUIET.slice(0, 6)}…${QUIET.slice(-4)}`,
  );

  // The export: Koinly's columns, a line per swap, oldest first, amounts exact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export CSV for Koinly' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
  );
  expect(lines.slice(1, -1)).toEqual(
    week.swaps.map((swap) => {
      const date = `${new Date(swap.block.blockTimestamp * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
      const [paid, got] = swap.asset0In
        ? [`${tao(swap)},TAO`, `${alpha(swap)},SN${netuidOf(swap)}`]
        : [`${alpha(swap)},SN${netuidOf(swap)}`, `${tao(swap)},TAO`];
      const what = `${swap.asset0In ? 'Bought' : 'Sold'} subnet ${netuidOf(swap)} alpha in its pool, by ${NAME} (event ${swap.eventIndex} of block ${swap.block.blockNumber})`;
      return `${date},${paid},${got},,,${tao(swap)},TAO,,"${what}",${swap.txnId}`;
    }),
  );
});

test('a week without trades reads clearly', async ({ page, request }) => {
  await wholeSummary(request);
  await follow(page, [QUIET]);
  await page.goto('/watchlist');
  const section = page.getByRole('region', { name: 'This week’s trades' });
  await expect(section.getByText('The followed account did not swap in these blocks.')).toBeVisible();
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Export CSV for Koinly' })).toBeVisible();
});

test.describe('when the week’s swaps cannot be had', () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('the section says what happened, and the balances stand', async ({ page, request }) => {
    await wholeSummary(request);
    await page.route('**/market/swaps?**', (route) =>
      route.fulfill({ status: 500, json: { message: 'The market broke' } }),
    );
    await follow(page, [TRADER]);
    await page.goto('/watchlist');
    const section = page.getByRole('region', { name: 'This week’s trades' });
    await expect(section.getByRole('alert')).toContainText('The API failed (HTTP 500)');
    await expect(section.getByRole('button', { name: 'Retry' })).toBeVisible();
    const portfolio = page.getByLabel('Portfolio balances');
    await expect(portfolio.getByRole('definition').first()).toHaveText(/^[\d,]+\.\d{4} τ$/);
    await expect(page.getByRole('table', { name: 'Watched accounts' }).locator('tbody tr')).toContainText(
      / τ/,
    );
  });
});
