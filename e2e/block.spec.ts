// The block page as a person uses it: reached from the events list, its extrinsics with their outcomes and fees,
// its neighbours by link and by key, the sections below asked as they scroll into view, a block still to come.
// Exact values are the demo API's own (blocks of the pinned span, DEMO_API_NOW=2026-11-01T00:00:00Z).
import type { Page } from '@playwright/test';
import { ss58Encode } from '../src/lib/ss58';
import { expect, test, withoutLiveStream } from './fixtures';

// The owner and EVM endpoints answer "no records" with a 404, which the browser logs.
test.use({ allowConsoleErrors: [/status of 404/] });

const extrinsics = (page: Page) => page.getByRole('table', { name: 'Extrinsics of the block' });

test('a block number in the events list opens its page, and the page links back to the list', async ({
  page,
}) => {
  await page.goto('/events');
  await page
    .getByRole('table', { name: 'Chain events' })
    .getByRole('link', { name: '9,518,372' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blocks\/9518372$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Block 9,518,372' })).toBeVisible();
  await expect(page).toHaveTitle('Block 9,518,372 — Bittensor chain data');
  await expect(page.getByText('2026-10-31 23:54:24 UTC')).toBeVisible();
  await expect(extrinsics(page).locator('tbody tr')).toHaveCount(2);
  await expect(extrinsics(page).locator('tbody tr').first()).toContainText('9518372-0001');
  await expect(extrinsics(page).locator('tbody tr').first()).toContainText('Success');

  await page.getByRole('link', { name: 'All 9 events of this block' }).click();
  await expect(page).toHaveURL(/\/events\?block_number=9518372$/);
  await expect(
    page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)'),
  ).toHaveCount(9);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Block 9,518,372' })).toBeVisible();
});

test('a failed extrinsic shows its decoded error, its fee exactly and its signer', async ({
  page,
  request,
}) => {
  const answer = await (await request.get('/api/event/v1?block_number=9518335&limit=200')).json();
  // Extrinsic 1 failed; the block's market trade (extrinsic 2) follows it.
  const paid = answer.data.find(
    (e: { name: string; extrinsic_id: string }) =>
      e.name === 'TransactionFeePaid' && e.extrinsic_id === '9518335-0001',
  );
  expect(paid.args.actualFee).toBe('775925');
  await page.goto('/blocks/9518335');
  const row = extrinsics(page).locator('tbody tr').first();
  await expect(row).toContainText('Failed: SubtensorModule.HotKeyNotRegisteredInNetwork');
  await expect(row).toContainText('Module(index 7, error 0x06000000)');
  await expect(row.locator('.amount')).toHaveText('0.0008 τ');
  await expect(row.locator('.amount')).toHaveAttribute('title', '0.000775925 τ\n775925 rao');
  await expect(row.getByRole('link', { name: /^5Ehcug…/ })).toHaveAttribute(
    'href',
    `/accounts/${ss58Encode(paid.args.who)}`,
  );
  // The timestamp inherent is apart, folded.
  const inherents = page.locator('details.inherents');
  await expect(inherents).not.toHaveAttribute('open', '');
  await inherents.locator('summary').click();
  await expect(inherents.getByRole('table')).toContainText('9518335-0000');
});

test('the swaps, EVM transactions, deregistrations and ownership changes of a block', async ({ page }) => {
  await page.goto('/blocks/9518372');
  const swaps = page.getByRole('table', { name: 'Pool swaps in the block' });
  await swaps.scrollIntoViewIfNeeded();
  await expect(swaps.locator('tbody tr')).toHaveCount(1);
  // 65.474439425 τ, to four places; exact on hover.
  await expect(swaps.getByText('65.4744 τ')).toHaveAttribute('title', '65.474439425 τ');
  await expect(swaps).toContainText('Buy α');
  await expect(swaps.getByRole('link', { name: '108' })).toHaveAttribute('href', '/subnets/108');

  await page.goto('/blocks/9518357');
  const evm = page.getByRole('table', { name: 'EVM transactions of the block' });
  await evm.scrollIntoViewIfNeeded();
  await expect(evm.locator('tbody tr')).toHaveCount(1);
  await expect(evm.getByRole('link').first()).toHaveAttribute(
    'href',
    '/evm/transactions/0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c',
  );

  await page.goto('/blocks/9517643');
  const deregistrations = page.getByRole('table', { name: 'Deregistrations in the block' });
  await deregistrations.scrollIntoViewIfNeeded();
  await expect(deregistrations.locator('tbody tr')).toHaveCount(1);
  await expect(deregistrations.locator('tbody tr')).toContainText('229');

  await page.goto('/blocks/9502074');
  const owners = page.getByRole('table', { name: 'Subnet ownership changes in the block' });
  await owners.scrollIntoViewIfNeeded();
  await expect(owners.locator('tbody tr')).toHaveCount(1);
  await expect(owners.getByRole('link', { name: '62' })).toBeVisible();
});

test('the sections below the fold ask only once they are shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/blocks/9518335');
  await expect(extrinsics(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/subnet/owner/v1');
  await page.getByRole('heading', { name: 'Subnet ownership changes' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('No subnet changed owners in this block.')).toBeVisible();
  expect(asked).toContain('/api/subnet/owner/v1');
});

test('← and → open the neighbouring blocks, but not while typing', async ({ page }) => {
  await page.goto('/blocks/9518372');
  await expect(extrinsics(page)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/blocks\/9518371$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Block 9,518,371' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/blocks\/9518373$/);
  await page.getByRole('link', { name: '← Block 9,518,372' }).click();
  await expect(page).toHaveURL(/\/blocks\/9518372$/);
  await page.getByLabel('Times').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/blocks\/9518372$/);
});

test('a block after the head is not produced yet, says when it is due, and without the live stream opens when it is asked again after it is due', async ({
  page,
}) => {
  await withoutLiveStream(page);
  await page.clock.install({ time: new Date('2026-11-01T00:00:00Z') });
  // The chain is pinned at the span's end: the block arrives when the test says so.
  let arrived = false;
  await page.route('**/api/event/v1?block_number=9518401*', async (route) => {
    if (!arrived) return route.continue();
    const answer = await (
      await route.fetch({ url: route.request().url().replace('9518401', '9518372') })
    ).json();
    for (const event of answer.data) {
      event.block_number = 9518401;
      event.id = event.id.replace('9518372', '9518401');
      event.extrinsic_id = event.extrinsic_id?.replace('9518372', '9518401') ?? null;
    }
    return route.fulfill({ json: answer });
  });
  await page.goto('/blocks/9518401');
  const notice = page.getByRole('status').filter({ hasText: 'not produced yet' });
  await expect(notice).toContainText('Block 9,518,401 is not produced yet.');
  await expect(notice).toContainText('It is due at 2026-11-01 00:00:12 UTC');
  arrived = true;
  await page.clock.runFor(14_000);
  await expect(extrinsics(page)).toContainText('9518401-0001');
  await expect(notice).toHaveCount(0);
});

test('a block number written otherwise than in plain digits is the not-found page', async ({ page }) => {
  for (const number of ['1e2', '0x10', '01', '-1', '2147483648', 'abc']) {
    const response = await page.goto(`/blocks/${number}`);
    expect(response?.status(), number).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), number).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});
