// The extrinsic page: reached from a block, its fee exactly, its nested calls as a tree, every event's args, an
// event marked from a link, and ids in other spellings. Exact values are the demo API's own (pinned span).
import { expect, test } from './fixtures';

// The block page's owner and EVM sections answer "no records" with a 404, which the browser logs.
test.use({ allowConsoleErrors: [/status of 404/] });

test('from a block to its extrinsic and back: fee, calls and events', async ({ page, request }) => {
  const answer = await (await request.get('/api/event/v1?extrinsic_id=9518343-0001&limit=200')).json();
  const paid = answer.data.find((e: { name: string }) => e.name === 'TransactionFeePaid');
  expect(paid.args.actualFee).toBe('1556301');

  await page.goto('/blocks/9518343');
  await page
    .getByRole('table', { name: 'Extrinsics of the block' })
    .getByRole('link', { name: '9518343-0001' })
    .click();
  await expect(page).toHaveURL(/\/extrinsics\/9518343-0001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extrinsic 9518343-0001' })).toBeVisible();
  await expect(page).toHaveTitle('Extrinsic 9518343-0001 — Bittensor chain data');

  const fee = page.locator('dl.account-keys .amount').first();
  await expect(fee).toHaveText('0.0016 τ');
  await expect(fee).toHaveAttribute('title', '0.001556301 τ\n1556301 rao');
  await expect(page.locator('dl.account-keys')).toContainText('Success');

  // The proxy's call, the batch under it, a level of its own, and the batch's nine transfers.
  const calls = page.getByRole('region', { name: 'Calls' });
  await expect(calls.locator('li')).toHaveCount(12);
  await expect(calls.locator('li').first()).toContainText(
    '9518343-0001 Proxy.ProxyExecuted, System.ExtrinsicSuccess',
  );
  await expect(calls).toContainText('9518343-0001-0 Utility.BatchCompleted');
  await expect(calls).toContainText('9518343-0001-0-0 (no events of its own)');
  await expect(calls).toContainText('9518343-0001-0-0-8 Balances.Transfer');

  // Every event, in chain order, with its args readable to any depth.
  const events = page.getByRole('region', { name: 'Events' }).locator('li.event-card');
  await expect(events).toHaveCount(answer.pagination.total_items);
  await expect(events.first()).toContainText('9518343-0001 Balances.Withdraw');
  await expect(events.last()).toContainText('9518343-0014 System.ExtrinsicSuccess');
  await expect(events.last()).toContainText('proofSize');
  await expect(events.last()).toContainText('5627');

  await page.getByRole('link', { name: '9,518,343' }).first().click();
  await expect(page).toHaveURL(/\/blocks\/9518343$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/extrinsics\/9518343-0001$/);
});

test('an event id in the events list opens its extrinsic with the event marked', async ({ page }) => {
  await page.goto('/events?block_number=9518343');
  await page.getByRole('table', { name: 'Chain events' }).getByRole('link', { name: '9518343-0005' }).click();
  await expect(page).toHaveURL(/\/extrinsics\/9518343-0001\?event=9518343-0005$/);
  const marked = page.locator('li.event-card[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('9518343-0005 Balances.Transfer');
  await expect(marked).toBeInViewport();
});

test('a failed extrinsic names its error', async ({ page }) => {
  await page.goto('/extrinsics/9518335-0001');
  await expect(page.locator('dl.account-keys')).toContainText(
    'Failed: SubtensorModule.HotKeyNotRegisteredInNetwork',
  );
});

test('an unpadded id goes to the padded one; a malformed one is the not-found page', async ({ page }) => {
  await page.goto('/extrinsics/9518343-1?event=9518343-0005');
  await expect(page).toHaveURL(/\/extrinsics\/9518343-0001\?event=9518343-0005$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extrinsic 9518343-0001' })).toBeVisible();
});

test('malformed ids are no extrinsic: the not-found page, under the header', async ({ page }) => {
  for (const id of ['9518343', '9518343-', 'x-1', '09518343-1', '9518343-0001-0', '1e3-1']) {
    const response = await page.goto(`/extrinsics/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), id).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});
