// The extrinsic page: reached from a block, the call its events tell first, its fee exactly, its nested calls as a
// tree, every event's args, an event marked from a link, and ids in other spellings. Exact values are the demo
// API's own, read in each test; the calls each event tells are chain knowledge, written out.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ChainEvent } from '../src/api/schemas';
import { describeDispatchError } from '../src/shared/chain/dispatch-errors';
import { ss58Encode } from '../src/shared/chain/ss58';
import { formatAmount, formatExact } from '../src/shared/numbers/amounts';
import { apiAnswer, blockText, expect, test } from './fixtures';

// The block page's owner and EVM sections answer "no records" with a 404, which the browser logs.

/** The newest extrinsic whose batch runs under another call (a proxy's): calls nested some levels deep. */
async function nestedBatch(request: APIRequestContext) {
  const batches = await apiAnswer(request, 'events', { full_name: 'Utility.BatchCompleted', limit: 200 });
  const batch = batches.data.find((e) => e.call_id !== e.extrinsic_id);
  if (!batch?.extrinsic_id) throw new Error('the demo chain has no nested batch');
  const answer = await apiAnswer(request, 'events', {
    extrinsic_id: batch.extrinsic_id,
    order: 'id_asc',
    limit: 200,
  });
  expect(answer.pagination.total_pages).toBe(1);
  return { id: batch.extrinsic_id, block: batch.block_number, events: answer.data };
}

/** The call ids of an extrinsic's tree: each event's call and every call above it, to the extrinsic's own. */
function callIds(id: string, events: readonly ChainEvent[]): Set<string> {
  const ids = new Set<string>([id]);
  for (const { call_id } of events) {
    if (!call_id?.startsWith(id)) continue;
    for (let at = call_id; at.length >= id.length; at = at.slice(0, at.lastIndexOf('-'))) ids.add(at);
  }
  return ids;
}

const namesOf = (events: readonly ChainEvent[], call: string) =>
  events
    .filter((e) => e.call_id === call)
    .map((e) => e.full_name)
    .join(', ');

const PROXY = 'Proxy.proxy or proxy_announced';
const TRANSFER = 'Balances.transfer_keep_alive or transfer_allow_death or transfer_all';

/** The newest event of a kind, as the API has it. */
async function newest(request: APIRequestContext, fullName: string) {
  const [event] = (await apiAnswer(request, 'events', { full_name: fullName, limit: 1 })).data;
  if (!event?.extrinsic_id) throw new Error(`the demo chain has no ${fullName} in an extrinsic`);
  return { ...event, extrinsic_id: event.extrinsic_id };
}

const callOnPage = (page: Page) => page.getByRole('region', { name: 'Call', exact: true });

test('from a block to its extrinsic and back: fee, calls and events', async ({ page, request }) => {
  const { id, block, events } = await nestedBatch(request);
  const paid = events.find((e) => e.full_name === 'TransactionPayment.TransactionFeePaid');
  const { actualFee } = paid?.args as { actualFee: string };

  await page.goto(`/blocks/${block}`);
  await page
    .getByRole('table', { name: 'Extrinsics of the block' })
    .getByRole('link', { name: id, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/extrinsics/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Extrinsic ${id}` })).toBeVisible();
  await expect(page).toHaveTitle(`Extrinsic ${id} — Bittensor chain data`);

  const fee = page.locator('dl.account-keys .amount').first();
  await expect(fee).toHaveText(`${formatAmount(actualFee)} τ`);
  await expect(fee).toHaveAttribute('title', `${formatExact(actualFee)} τ\n${actualFee} rao`);
  await expect(page.locator('dl.account-keys')).toContainText('Success');
  await expect(callOnPage(page).locator('.call-name')).toHaveText(PROXY);
  await expect(callOnPage(page)).toContainText('Inferred from its events.');

  // The outer call, the batch under it, a level with no events of its own, and the deepest calls.
  const ids = callIds(id, events);
  const named = new Set(events.map((e) => e.call_id));
  const silent = [...ids].find((call) => !named.has(call));
  const deepest = [...ids].reduce((a, b) => (b.split('-').length > a.split('-').length ? b : a));
  if (!silent) throw new Error(`extrinsic ${id} has no call without events`);
  const calls = page.getByRole('region', { name: 'Calls' });
  await expect(calls.locator('li')).toHaveCount(ids.size);
  await expect(calls.locator('li').first()).toContainText(`${id} ${PROXY} · ${namesOf(events, id)}`);
  await expect(calls).toContainText(`${silent} (no events of its own)`);
  await expect(calls).toContainText(`${deepest} ${TRANSFER} · ${namesOf(events, deepest)}`);

  // Every event, in chain order, with its args readable to any depth.
  const first = events[0] as ChainEvent;
  const last = events.at(-1) as ChainEvent;
  const cards = page.getByRole('region', { name: 'Events' }).locator('li.event-card');
  await expect(cards).toHaveCount(events.length);
  await expect(cards.first()).toContainText(`${first.id} ${first.full_name}`);
  await expect(cards.last()).toContainText(`${last.id} ${last.full_name}`);
  const { proofSize } = (last.args as { dispatchInfo: { weight: { proofSize: string } } }).dispatchInfo
    .weight;
  await expect(cards.last()).toContainText('proofSize');
  await expect(cards.last()).toContainText(proofSize);

  await page
    .getByRole('link', { name: blockText(block), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/extrinsics/${id}$`));
});

test('the call comes first, named as its events tell it, both calls that fit, with the arguments they carry', async ({
  page,
  request,
}) => {
  const event = await newest(request, 'SubtensorModule.StakeAdded');
  const [, hotkeyHex, staked, , netuid] = event.args as [string, string, string, string, number];
  await page.goto(`/extrinsics/${event.extrinsic_id}`);

  const call = callOnPage(page);
  await expect(call.locator('.call-name')).toHaveText('SubtensorModule.add_stake or add_stake_limit');
  await expect(call).toContainText(
    'Inferred from its events, as are its arguments: an amount is what moved, which may differ from what was asked.',
  );
  const args = call.getByLabel('Arguments of the call');
  await expect(args.getByRole('term')).toHaveText(['hotkey', 'netuid', 'amount_staked']);
  const hotkey = ss58Encode(hotkeyHex);
  await expect(args.getByRole('definition').nth(0).getByRole('link')).toHaveAttribute(
    'href',
    `/accounts/${hotkey}`,
  );
  await expect(args.getByRole('definition').nth(1)).toHaveText(String(netuid));
  const amount = args.getByRole('definition').nth(2).locator('.amount');
  await expect(amount).toHaveText(`${formatAmount(staked)} τ`);
  await expect(amount).toHaveAttribute('title', `${formatExact(staked)} τ\n${staked} rao`);

  // The call first; then the signer, fee and outcome; then the events.
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? NaN;
  const callTop = await top(call);
  const summaryTop = await top(page.locator('dl.account-keys'));
  const eventsTop = await top(page.getByRole('region', { name: 'Events' }));
  expect(callTop).toBeLessThan(summaryTop);
  expect(summaryTop).toBeLessThan(eventsTop);
  await expect(page.locator('dl.account-keys dt').first()).toHaveText('Signer');
});

test('an EVM transaction is Ethereum.transact, a call its events name alone', async ({ page, request }) => {
  const event = await newest(request, 'Ethereum.Executed');
  await page.goto(`/extrinsics/${event.extrinsic_id}`);
  await expect(callOnPage(page).locator('.call-name')).toHaveText('Ethereum.transact');
  await expect(callOnPage(page).getByLabel('Arguments of the call')).toHaveCount(0);
});

test('an event id in the events list opens its extrinsic with the event marked', async ({
  page,
  request,
}) => {
  const { id, block, events } = await nestedBatch(request);
  // A transfer in the middle of the batch: the page scrolls to it.
  const event = events.filter((e) => e.full_name === 'Balances.Transfer').at(3) as ChainEvent;
  await page.goto(`/events?block_number=${block}`);
  await page
    .getByRole('table', { name: 'Chain events' })
    .getByRole('link', { name: event.id, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/extrinsics/${id}\\?event=${event.id}$`));
  const marked = page.locator('li.event-card[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(`${event.id} ${event.full_name}`);
  await expect(marked).toBeInViewport();
});

test('a failed extrinsic names its error', async ({ page, request }) => {
  const [failed] = (await apiAnswer(request, 'events', { full_name: 'System.ExtrinsicFailed', limit: 1 }))
    .data;
  if (!failed?.extrinsic_id) throw new Error('the demo chain has no failed extrinsic');
  const error = describeDispatchError((failed.args as { dispatchError: unknown }).dispatchError);
  expect(error.name, 'a module error the app can name').not.toBeNull();
  await page.goto(`/extrinsics/${failed.extrinsic_id}`);
  await expect(page.locator('dl.account-keys')).toContainText(`Failed: ${error.name}`);
  await expect(callOnPage(page).locator('.call-name')).toHaveText(
    'The call can’t be told from its events: a failed call’s own events are undone.',
  );
});

test('an unpadded id goes to the padded one; a malformed one is the not-found page', async ({
  page,
  request,
}) => {
  const { id, block, events } = await nestedBatch(request);
  const event = events.at(-1) as ChainEvent;
  const unpadded = `${block}-${Number(id.split('-')[1])}`;
  expect(unpadded).not.toBe(id);
  await page.goto(`/extrinsics/${unpadded}?event=${event.id}`);
  await expect(page).toHaveURL(new RegExp(`/extrinsics/${id}\\?event=${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Extrinsic ${id}` })).toBeVisible();
});

test.describe('the not-found page', () => {
  // The not-found page is the document's own 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('malformed ids are no extrinsic: the not-found page, under the header', async ({ page }) => {
    for (const id of ['4200000', '4200000-', 'x-1', '04200000-1', '4200000-0001-0', '1e3-1']) {
      const response = await page.goto(`/extrinsics/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' }), id).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });
});
