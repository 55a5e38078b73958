// A pool page's figures over its chart come from the market summary, and they are the demo's own swaps added up.
import { expect, test } from './fixtures';

interface Swap {
  pairId: string;
  asset0In?: string;
  asset1In?: string;
}

test("a pool page shows its price, changes, the day's trades and reserves from the summary", async ({
  page,
  request,
}) => {
  // The summary fills its week from the demo within seconds of its first request (a 503 before its first figures).
  const loaded = async () => {
    const response = await request.get('/market/summary');
    return response.ok() ? (await response.json()).coverage.days7.loaded : 0;
  };
  await expect.poll(loaded, { timeout: 30_000 }).toBe(168);
  const summary = await (await request.get('/market/summary')).json();
  const pool = summary.pools.find((entry: { netuid: number }) => entry.netuid === 1);

  // The day's trades of pool 1, asked of the demo API itself: the 24 hourly windows up to the head.
  const head: number = summary.head.block;
  const first = (Math.floor(head / 300) - 23) * 300;
  const swaps: Swap[] = [];
  for (let from = first; from <= head; from += 2_000) {
    const answer = await request.get(
      `/api/coingecko/events?fromBlock=${from}&toBlock=${Math.min(from + 1_999, head)}`,
    );
    swaps.push(...((await answer.json()).events as Swap[]));
  }
  const ours = swaps.filter((swap) => swap.pairId === '0-1');
  const buys = ours.filter((swap) => swap.asset0In).length;
  const sells = ours.filter((swap) => swap.asset1In).length;
  expect([pool.buys24h, pool.sells24h]).toEqual([buys, sells]);

  await page.goto('/pools/1');
  const figures = page.getByRole('region', { name: 'Pool 1 figures' });
  await expect(figures).toContainText(`Price${Number(pool.price).toPrecision(4)} τ`);
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  await expect(figures).toContainText(`(${count(buys, 'buy')}, ${count(sells, 'sell')})`);
  const percent = (change: number) =>
    `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(Math.round(change * 10_000) / 100).toFixed(2)} %`;
  await expect(figures).toContainText(`24 h${percent(pool.change.h24)}`);
  await expect(figures).toContainText(`1 h${percent(pool.change.h1)}`);
  await expect(figures.getByText(/ α$/)).toHaveText(
    `${Math.round(Number(pool.reserves.alpha) / 1e9).toLocaleString('en-US')} α`,
  );

  // The subnet's owner is the owner log's newest record for subnet 1, linked to its account.
  const log = await (await request.get('/api/subnet/owner/v1?netuid=1&limit=1')).json();
  const owner: string = log.data[0].owner.ss58;
  await figures.getByRole('link', { name: `${owner.slice(0, 6)}…${owner.slice(-4)}` }).click();
  await expect(page).toHaveURL(`/accounts/${owner}`);
});
