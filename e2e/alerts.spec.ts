// Alerts in the browser, on a demo chain the test steps itself (e2e/live-server.ts): a size alert set on a pool's
// page fires on the first new swap of that pool at least that large, as a notice linking to the swap's block. The
// pool and the size come from the API's own recent swaps; which new block matches, from the API after each step.
import type { APIRequestContext } from '@playwright/test';
import type { PoolEvent } from '../src/api/chart-schemas';
import { chainHead } from './fixtures';
import { expect, test } from './live-server';
import { groupDigits } from '../src/shared/numbers/separators';
import { formatUnits, unitsOf } from '../src/shared/numbers/amounts';

/** The TAO a swap moved, in rao: what a size alert compares. */
const taoOf = (swap: PoolEvent) => unitsOf(swap.asset0In ?? swap.asset0Out ?? '') ?? 0n;

async function swaps(request: APIRequestContext, fromBlock: number, toBlock: number): Promise<PoolEvent[]> {
  const answer = await request.get(`/api/coingecko/events?fromBlock=${fromBlock}&toBlock=${toBlock}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: PoolEvent[] }).events.filter(
    (event) => event.eventType === 'swap',
  );
}

/** The pool that traded most in the last 300 blocks, and the smallest TAO amount swapped on it then. */
async function busyPool(request: APIRequestContext) {
  const head = await chainHead(request);
  const recent = await swaps(request, head.block - 300, head.block);
  const counts = new Map<string, number>();
  for (const swap of recent) counts.set(swap.pairId, (counts.get(swap.pairId) ?? 0) + 1);
  const [pairId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!pairId) throw new Error('no swaps in the last 300 blocks');
  const ofPool = recent.filter((swap) => swap.pairId === pairId);
  const least = ofPool.map(taoOf).reduce((a, b) => (b < a ? b : a));
  const size = ofPool.find((swap) => taoOf(swap) === least);
  return { netuid: Number(pairId.slice(2)), size: (size?.asset0In ?? size?.asset0Out) as string };
}

test('a size alert set on a pool page fires on the next swap that large, linking to its block', async ({
  page,
  live,
}) => {
  const { netuid, size } = await busyPool(page.request);
  // The stream opens when the page first wants it: once an alert is set, if the page itself did not ask before.
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await page.goto(`/pools/${netuid}`);

  const alertMe = page.getByRole('form', { name: 'Alert me' });
  await alertMe.getByLabel('Alert me on').selectOption({ label: 'swaps of at least' });
  await alertMe.getByLabel('Least swap size (τ)').fill(size);
  await alertMe.getByRole('button', { name: 'Set alert' }).click();
  await expect(alertMe).toContainText(
    `Alert set: Swaps of at least ${formatUnits(unitsOf(size) ?? 0n)} τ on subnet ${netuid}.`,
  );
  await expect(alertMe.getByRole('link', { name: '1 alert on this pool' })).toHaveAttribute(
    'href',
    '/alerts',
  );
  await stream;
  // The watcher, which loads once the page has drawn its data, is in place before the chain moves.
  await expect(page.getByRole('status', { name: 'Alerts' })).toBeAttached();

  // One block at a time, until the API has a swap of the pool at least that large in the new block.
  let matched: PoolEvent | undefined;
  for (let step = 0; step < 40 && !matched; step += 1) {
    const head = await live.step(1);
    matched = (await swaps(page.request, head.block, head.block)).find(
      (swap) => swap.pairId === `0-${netuid}` && taoOf(swap) >= (unitsOf(size) ?? 0n),
    );
  }
  if (!matched) throw new Error(`no swap of subnet ${netuid} of at least ${size} τ in 40 blocks`);

  const notices = page.getByRole('status', { name: 'Alerts' });
  const block = matched.block.blockNumber;
  const link = notices.getByRole('link', { name: `Block ${groupDigits(block)}` });
  await expect(link).toHaveAttribute('href', `/blocks/${block}`);
  await expect(notices).toContainText(new RegExp(`(bought|sold) [\\d,.]+ τ of α on subnet ${netuid}`));

  await notices
    .getByRole('button', { name: /^Dismiss: / })
    .first()
    .click();
  await expect(link).toHaveCount(0);
});

test("an alert on an account's swaps, set on its page, fires on its next swap", async ({ page, live }) => {
  // The account that swapped most in the last grid window: the likeliest to swap in the next blocks.
  const head = await chainHead(page.request);
  const counts = new Map<string, number>();
  for (const swap of await swaps(page.request, head.block - 1800, head.block))
    counts.set(swap.maker, (counts.get(swap.maker) ?? 0) + 1);
  const [maker] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!maker) throw new Error('no swaps in the last 1,800 blocks');

  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await page.goto(`/accounts/${maker}`);
  const alertOn = page.getByRole('button', { name: 'Alert on its swaps' });
  await alertOn.click();
  await expect(alertOn).toHaveAttribute('aria-pressed', 'true');
  await stream;
  // The watcher, which loads once the page has drawn its data, is in place before the chain moves.
  await expect(page.getByRole('status', { name: 'Alerts' })).toBeAttached();

  let matched: PoolEvent | undefined;
  for (let step = 0; step < 80 && !matched; step += 1) {
    const next = await live.step(1);
    matched = (await swaps(page.request, next.block, next.block)).find((swap) => swap.maker === maker);
  }
  if (!matched) throw new Error(`no swap by ${maker} in 80 blocks`);

  const notices = page.getByRole('status', { name: 'Alerts' });
  const block = matched.block.blockNumber;
  await expect(notices.getByRole('link', { name: `Block ${groupDigits(block)}` })).toHaveAttribute(
    'href',
    `/blocks/${block}`,
  );
  const netuid = Number(matched.pairId.split('-')[1]);
  await expect(notices).toContainText(new RegExp(`(bought|sold) [\\d,.]+ τ of α on subnet ${netuid}`));
});
