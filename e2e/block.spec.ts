// The block page as a person uses it: reached from the events list, its extrinsics with their outcomes and fees,
// its neighbours by link and by key, the sections below asked as they scroll into view, a block still to come.
// Exact values are the demo API's own, read in each test: the blocks are found by what they hold.
import type { Page } from '@playwright/test';
import { blockAt } from '../src/api/chain';
import { endpoints } from '../src/api/endpoints';
import type { ChainEvent } from '../src/api/schemas';
import { describeDispatchError } from '../src/shared/chain/dispatch-errors';
import { formatAmount, formatExact, unitsOf, writeDecimal } from '../src/shared/numbers/amounts';
import { ss58Encode } from '../src/shared/chain/ss58';
import { formatUtc } from '../src/shared/time';
import {
  apiAnswer,
  blockEvents,
  blockText,
  chainHead,
  expect,
  fulfillJson,
  headWindow,
  recordCount,
  signedExtrinsics,
  test,
  withoutLiveStream,
} from './fixtures';

// The owner and EVM endpoints answer "no records" with a 404, which the browser logs.

const extrinsics = (page: Page) => page.getByRole('table', { name: 'Extrinsics of the block' });
const outcomeOf = (events: readonly ChainEvent[], extrinsic: string) =>
  events.some((e) => e.extrinsic_id === extrinsic && e.full_name === 'System.ExtrinsicFailed')
    ? 'Failed'
    : 'Success';

test('a block number in the events list opens its page, and the page links back to the list', async ({
  page,
  request,
}) => {
  // The newest event's block: the events list's first row.
  const { block } = await chainHead(request);
  const events = await blockEvents(request, block);
  const signed = signedExtrinsics(events);
  expect(signed.length, `signed extrinsics of block ${block}`).toBeGreaterThan(0);

  await page.goto('/events');
  await page
    .getByRole('table', { name: 'Chain events' })
    .getByRole('link', { name: blockText(block), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Block ${blockText(block)}` })).toBeVisible();
  await expect(page).toHaveTitle(`Block ${blockText(block)} — Bittensor chain data`);
  await expect(page.getByText(formatUtc(events[0]!.timestamp))).toBeVisible();
  await expect(extrinsics(page).locator('tbody tr')).toHaveCount(signed.length);
  await expect(extrinsics(page).locator('tbody tr').first()).toContainText(signed[0]!);
  await expect(extrinsics(page).locator('tbody tr').first()).toContainText(outcomeOf(events, signed[0]!));

  await page
    .getByRole('link', { name: `All ${events.length.toLocaleString('en-US')} events of this block` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events\\?block_number=${block}$`));
  await expect(
    page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)'),
  ).toHaveCount(Math.min(events.length, 50));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${blockText(block)}` })).toBeVisible();
});

test('a failed extrinsic shows its decoded error, its fee exactly and its signer', async ({
  page,
  request,
}) => {
  // The newest failed extrinsic, and its block.
  const [failed] = (await apiAnswer(request, 'events', { full_name: 'System.ExtrinsicFailed', limit: 1 }))
    .data;
  if (!failed?.extrinsic_id) throw new Error('the demo chain has no failed extrinsic');
  const block = failed.block_number;
  const events = await blockEvents(request, block);
  const paid = events.find(
    (e) => e.full_name === 'TransactionPayment.TransactionFeePaid' && e.extrinsic_id === failed.extrinsic_id,
  );
  const { who, actualFee } = paid?.args as { who: string; actualFee: string };
  const error = describeDispatchError((failed.args as { dispatchError: unknown }).dispatchError);
  expect(error.name, 'a module error the app can name').not.toBeNull();

  await page.goto(`/blocks/${block}`);
  const row = extrinsics(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: failed.extrinsic_id, exact: true }) });
  await expect(row).toContainText(`Failed: ${error.name}`);
  await expect(row).toContainText(error.raw);
  await expect(row.locator('.amount')).toHaveText(`${formatAmount(actualFee)} τ`);
  await expect(row.locator('.amount')).toHaveAttribute(
    'title',
    `${formatExact(actualFee)} τ\n${actualFee} rao`,
  );
  const signer = ss58Encode(who);
  await expect(row.getByRole('link', { name: new RegExp(`^${signer.slice(0, 6)}…`) })).toHaveAttribute(
    'href',
    `/accounts/${signer}`,
  );
  // The timestamp inherent is apart, folded.
  const inherents = page.locator('details.inherents');
  await expect(inherents).not.toHaveAttribute('open', '');
  await inherents.locator('summary').click();
  await expect(inherents.getByRole('table')).toContainText(`${block}-0000`);
});

test('the swaps, EVM transactions, deregistrations and ownership changes of a block', async ({
  page,
  request,
}) => {
  // The newest swap in the grid window of the head whose TAO has more than four decimals.
  const { events: swapsNow } = await apiAnswer(request, 'poolEvents', { ...(await headWindow(request)) });
  const taoOf = (s: (typeof swapsNow)[number]) => s.asset0In ?? s.asset0Out ?? '0';
  const swap = swapsNow.findLast((s) => (taoOf(s).split('.')[1] ?? '').replace(/0+$/, '').length > 4);
  if (!swap) throw new Error('the demo chain has no such swap in the head window');
  const swapBlock = swap.block.blockNumber;
  const tao = taoOf(swap);
  await page.goto(`/blocks/${swapBlock}`);
  const swaps = page.getByRole('table', { name: `Pool swaps of block ${blockText(swapBlock)}` });
  await swaps.scrollIntoViewIfNeeded();
  await expect(swaps.locator('tbody tr')).toHaveCount(
    swapsNow.filter((s) => s.block.blockNumber === swapBlock).length,
  );
  // TAO to its last digit (a list writes four places): on a block's page the swap is the content.
  const exact = formatExact(unitsOf(tao) as bigint);
  expect(exact).not.toBe(formatAmount(unitsOf(tao) as bigint));
  await expect(swaps.getByText(`${exact} τ`, { exact: true })).toHaveAttribute(
    'title',
    `${writeDecimal(tao)} τ`,
  );
  await expect(swaps).toContainText(swap.asset0In != null ? 'Buy α' : 'Sell α');
  const netuid = swap.pairId.replace(/^0-/, '');
  await expect(swaps.getByRole('link', { name: netuid, exact: true })).toHaveAttribute(
    'href',
    `/subnets/${netuid}`,
  );

  const [transaction] = (await apiAnswer(request, 'evmTransactions', { limit: 1 })).data;
  if (!transaction) throw new Error('the demo chain has no EVM transaction');
  await page.goto(`/blocks/${transaction.block_number}`);
  const evm = page.getByRole('table', {
    name: `EVM transactions of block ${blockText(transaction.block_number)}`,
  });
  await evm.scrollIntoViewIfNeeded();
  await expect(evm.locator('tbody tr')).toHaveCount(
    await recordCount(request, 'evmTransactions', { block_number: transaction.block_number }),
  );
  await expect(evm.getByRole('link').first()).toHaveAttribute(
    'href',
    `/evm/transactions/${transaction.hash}`,
  );

  const [deregistration] = (await apiAnswer(request, 'deregistrations', { limit: 1 })).data;
  if (!deregistration) throw new Error('the demo chain has no deregistration');
  await page.goto(`/blocks/${deregistration.block_number}`);
  const deregistrations = page.getByRole('table', {
    name: `Deregistrations of block ${blockText(deregistration.block_number)}`,
  });
  await deregistrations.scrollIntoViewIfNeeded();
  const deregistrationCount = await recordCount(request, 'deregistrations', {
    block_number: deregistration.block_number,
  });
  await expect(deregistrations.locator('tbody tr')).toHaveCount(deregistrationCount);
  await expect(
    page.getByRole('link', {
      name: `All ${deregistrationCount} deregistrations of block ${blockText(deregistration.block_number)} in the list`,
    }),
  ).toHaveAttribute('href', `/deregistrations?block_number=${deregistration.block_number}`);
  await expect(deregistrations.locator('tbody tr').first()).toContainText(String(deregistration.uid));

  const [change] = (await apiAnswer(request, 'subnetOwners', { limit: 1 })).data;
  if (!change) throw new Error('the demo chain has no change of subnet owners');
  await page.goto(`/blocks/${change.block_number}`);
  const owners = page.getByRole('table', {
    name: `Ownership changes of block ${blockText(change.block_number)}`,
  });
  await owners.scrollIntoViewIfNeeded();
  await expect(owners.locator('tbody tr')).toHaveCount(
    await recordCount(request, 'subnetOwners', { block_number: change.block_number }),
  );
  await expect(owners.getByRole('link', { name: String(change.netuid), exact: true })).toBeVisible();
});

test('the sections below the fold ask only once they are shown', async ({ page, request }) => {
  const { block } = await chainHead(request);
  expect(await recordCount(request, 'subnetOwners', { block_number: block }), 'owner changes').toBe(0);
  await page.setViewportSize({ width: 1280, height: 300 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto(`/blocks/${block}`);
  await expect(extrinsics(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/subnet/owner/v1');
  await page.getByText(/ownership changes load when shown\.$/).scrollIntoViewIfNeeded();
  // What the block has none of, in one line, as the API answers.
  const { events: swaps } = await apiAnswer(request, 'poolEvents', { ...(await headWindow(request)) });
  const counts: [string, number][] = [
    ['pool swaps', swaps.filter((swap) => swap.block.blockNumber === block).length],
    ['EVM transactions', await recordCount(request, 'evmTransactions', { block_number: block })],
    ['deregistrations', await recordCount(request, 'deregistrations', { block_number: block })],
    ['ownership changes', 0],
  ];
  const none = counts.filter(([, count]) => count === 0).map(([kind]) => kind);
  const line = `No ${new Intl.ListFormat('en', { type: 'disjunction' }).format(none)} in this block.`;
  await expect(page.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ownership changes' })).toHaveCount(0);
  expect(asked).toContain('/api/subnet/owner/v1');
});

test('← and → open the neighbouring blocks, but not while typing', async ({ page, request }) => {
  // A block with a signed extrinsic and a block after it.
  const block = (await chainHead(request)).block - 1;
  await page.goto(`/blocks/${block}`);
  await expect(page.getByRole('heading', { level: 1, name: `Block ${blockText(block)}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/blocks/${block - 1}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Block ${blockText(block - 1)}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/blocks/${block + 1}$`));
  await page.getByRole('link', { name: `← Block ${blockText(block)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
  await page.getByLabel('Times').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
});

test('a block after the head is not produced yet, says when it is due, and without the live stream opens when it is asked again after it is due', async ({
  page,
  request,
}) => {
  await withoutLiveStream(page);
  const now = new Date('2026-11-01T00:00:00Z');
  await page.clock.install({ time: now });
  // The chain is pinned at the span's end: the first block due after now arrives when the test says so, with the
  // head block's events.
  const head = await chainHead(request);
  const future = blockAt(now.getTime() / 1000, head) + 1;
  const dueMs = (head.time + (future - head.block) * 12) * 1000;
  const [firstExtrinsic] = signedExtrinsics(await blockEvents(request, head.block));
  if (!firstExtrinsic) throw new Error(`block ${head.block} has no signed extrinsic`);
  const moved = (text: string) => text.replace(String(head.block), String(future));
  let arrived = false;
  await page.route(`**/api/event/v1?block_number=${future}*`, async (route) => {
    if (!arrived) return route.continue();
    const answer = endpoints.events.response.parse(
      await (
        await route.fetch({ url: route.request().url().replace(String(future), String(head.block)) })
      ).json(),
    );
    for (const event of answer.data) {
      event.block_number = future;
      event.id = moved(event.id);
      event.extrinsic_id = event.extrinsic_id === null ? null : moved(event.extrinsic_id);
    }
    return fulfillJson(route, endpoints.events.response, answer);
  });
  await page.goto(`/blocks/${future}`);
  const notice = page.getByRole('status').filter({ hasText: 'not produced yet' });
  await expect(notice).toContainText(`Block ${blockText(future)} is not produced yet.`);
  await expect(notice).toContainText(`It is due at ${formatUtc(new Date(dueMs).toISOString())}`);
  arrived = true;
  await page.clock.runFor(dueMs - now.getTime() + 2_000);
  await expect(extrinsics(page)).toContainText(moved(firstExtrinsic));
  await expect(notice).toHaveCount(0);
});

test.describe('the not-found page', () => {
  // The not-found page is the document's own 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a block number written otherwise than in plain digits is the not-found page', async ({ page }) => {
    for (const number of ['1e2', '0x10', '01', '-1', '2147483648', 'abc']) {
      const response = await page.goto(`/blocks/${number}`);
      expect(response?.status(), number).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' }), number).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });
});
