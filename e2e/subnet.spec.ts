// The subnet page: reached from the owners list, its tabs in the URL (reload and Back keep them), each tab's records
// exactly the demo API's (pinned span), a tab asking only when shown, the root subnet without a pool, the pool
// page's links both ways, and malformed netuids.
import type { Page } from '@playwright/test';
import { swapWindowOf } from '../src/api/chain';
import { writeDecimal } from '../src/shared/numbers/amounts';
import { apiAnswer, blockText, cellOf, expect, test } from './fixtures';

// The owner endpoint answers "no records" with a 404 for a subnet without any, which the browser logs.

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Subnet views' });

/** The API paths the page asks from now on. */
function apiPaths(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return asked;
}

test('from the owners list to a subnet, its tabs in the URL through reload and Back', async ({
  page,
  request,
}) => {
  const owners = await apiAnswer(request, 'subnetOwners', { netuid: 62 });
  const deregistrations = await apiAnswer(request, 'deregistrations', { netuid: 62 });
  // Every owner on one page of the tabs; the deregistrations' first page, as the API's default page has them.
  const ownerCount = owners.pagination.total_items;
  expect(ownerCount).toBe(owners.data.length);
  const deregistrationCount = deregistrations.pagination.total_items;
  const owner = owners.data[0]!.owner.ss58;

  await page.goto('/subnets/owners?netuid=62');
  await page
    .getByRole('table', { name: 'Subnet ownership changes' })
    .getByRole('link', { name: '62' })
    .first()
    .click();
  await expect(page).toHaveURL('/subnets/62');
  await expect(page).toHaveTitle('Subnet 62 — Bittensor chain data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subnet 62');
  // The chart, the default tab: the pool page's own view.
  await expect(tabs(page).getByRole('link', { name: 'Price chart' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Price chart' }).locator('canvas').first()).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Owners' }).click();
  await expect(page).toHaveURL('/subnets/62?tab=owners');
  const ownerRows = page.getByRole('table', { name: 'Ownership changes of subnet 62' }).locator('tbody tr');
  await expect(ownerRows).toHaveCount(ownerCount);
  await expect(
    ownerRows.first().getByRole('link', { name: blockText(owners.data[0]!.block_number), exact: true }),
  ).toBeVisible();
  await expect(
    ownerRows.first().getByRole('link', { name: `${owner.slice(0, 6)}…${owner.slice(-4)}` }),
  ).toHaveAttribute('href', `/accounts/${owner}`);
  await page.reload();
  await expect(ownerRows).toHaveCount(ownerCount);

  await tabs(page).getByRole('link', { name: 'Deregistrations' }).click();
  await expect(page).toHaveURL('/subnets/62?tab=deregistrations');
  const deregistrationTable = page.getByRole('table', { name: 'Deregistrations of subnet 62' });
  const deregistrationRows = deregistrationTable.locator('tbody tr');
  const newest = deregistrations.data[0]!;
  await expect(deregistrationRows).toHaveCount(deregistrations.data.length);
  await expect(await cellOf(deregistrationTable, deregistrationRows.first(), 'Block')).toHaveText(
    blockText(newest.block_number),
  );
  await expect(await cellOf(deregistrationTable, deregistrationRows.first(), 'UID')).toHaveText(
    String(newest.uid),
  );
  await expect(
    page.getByRole('link', { name: `All ${deregistrationCount} deregistrations of subnet 62 in the list` }),
  ).toHaveAttribute('href', '/deregistrations?netuid=62');

  await page.goBack();
  await expect(page).toHaveURL('/subnets/62?tab=owners');
  await expect(ownerRows).toHaveCount(ownerCount);
  await page.goBack();
  await expect(page).toHaveURL('/subnets/62');
  // The tab's region (the chart panel inside it has the same name).
  await expect(page.getByRole('region', { name: 'Price chart' }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/subnets/owners?netuid=62');
});

test('the latest swaps: the pool’s, in the newest window of the chain', async ({ page, request }) => {
  const head = (await (await request.get('/api/event/v1?limit=1')).json()).data[0].block_number;
  const window = swapWindowOf(head);
  const answer = await (
    await request.get(`/api/coingecko/events?fromBlock=${window.fromBlock}&toBlock=${window.toBlock}`)
  ).json();
  const swaps = answer.events.filter((swap: { pairId: string }) => swap.pairId === '0-119');
  expect(swaps.length).toBeGreaterThan(2);

  await page.goto('/subnets/119?tab=swaps');
  const table = page.getByRole('table', { name: 'Swaps of pool 119' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(swaps.length);
  const newest = swaps.at(-1);
  // TAO to four places, exact on hover.
  const tao: string = newest.asset0In ?? newest.asset0Out;
  const shown = `${Number(tao).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} τ`;
  const taoCell = await cellOf(table, rows.first(), 'TAO');
  await expect(taoCell).toHaveText(shown);
  await expect(taoCell.locator('.amount')).toHaveAttribute('title', `${writeDecimal(tao)} τ`);
});

test('a tab asks only for its own data', async ({ page }) => {
  const asked = apiPaths(page);
  await page.goto('/subnets/62?tab=owners');
  await expect(page.getByRole('table', { name: 'Ownership changes of subnet 62' })).toBeVisible();
  expect([...new Set(asked)]).toEqual(['/api/subnet/owner/v1']);
});

test('the root subnet has owners and deregistrations, no pool', async ({ page }) => {
  const asked = apiPaths(page);
  await page.goto('/subnets/0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subnet 0 (root)');
  await expect(tabs(page).getByRole('link')).toHaveText(['Owners', 'Deregistrations']);
  await expect(
    page.getByRole('table', { name: 'Ownership changes of subnet 0' }).locator('tbody tr'),
  ).toHaveCount(1);
  expect(asked.filter((path) => path.startsWith('/api/dtao/'))).toEqual([]);
});

test('the pool page still opens, and links to its subnet and back', async ({ page }) => {
  await page.goto('/pools/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool of subnet 1');
  await expect(page.getByRole('region', { name: 'Price chart' }).locator('canvas').first()).toBeVisible();
  await page.getByRole('link', { name: 'Subnet 1', exact: true }).click();
  await expect(page).toHaveURL('/subnets/1');
  await page.getByRole('link', { name: 'Full chart on the pool page' }).click();
  await expect(page).toHaveURL('/pools/1');
});

test.describe('the not-found page', () => {
  // The not-found page is the document's own 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a malformed netuid is no page; /subnets/owners is still the list', async ({ page }) => {
    for (const bad of ['01', '1e2', '65536', '-1', '0x10']) {
      await page.goto(`/subnets/${bad}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await page.goto('/subnets/owners');
    await expect(page.getByRole('table', { name: 'Subnet ownership changes' })).toBeVisible();
  });
});
