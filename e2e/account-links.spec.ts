// An account page leads to the account's other records: the lists the API filters by it, each opened with the
// filter in its URL; an EVM address opens as its Substrate account, with its EVM transactions. The chart says how
// many of the account's snapshots it draws.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
const json = async (request: APIRequestContext, url: string) => (await request.get(url)).json();
const others = (page: Page) => page.getByRole('navigation', { name: 'This account’s other records' });

test('the chart says which snapshots it draws', async ({ page, request }) => {
  const history = await json(request, `/api/account/history/v1?address=${WHALE}&limit=1`);
  const total = history.pagination.total_items as number;
  expect(total).toBeGreaterThan(200);
  await page.goto(`/accounts/${WHALE}`);
  await expect(
    page.getByText(`The newest 200 of ${total} daily snapshots (the most one request returns)`),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(`/accounts/${WHALE}?block_start=9400000`);
  const since = await json(request, `/api/account/history/v1?address=${WHALE}&block_start=9400000&limit=1`);
  await expect(page.getByText(`All ${since.pagination.total_items} daily snapshots.`)).toBeVisible();
});

test('links to the subnets it owned, filtered by owner', async ({ page, request }) => {
  const owners = await json(request, '/api/subnet/owner/v1?netuid=42&limit=1');
  const owner = owners.data[0].owner.ss58 as string;
  const owned = await json(request, `/api/subnet/owner/v1?owner=${owner}&limit=1`);
  await page.goto(`/accounts/${owner}`);
  await others(page).getByRole('link', { name: 'Subnet ownership changes with it as owner' }).click();
  await expect(page).toHaveURL(`/subnets/owners?owner=${owner}`);
  await expect(page.getByText(new RegExp(`· ${owned.pagination.total_items} items?$`))).toBeVisible();
});

test('links to its deregistrations as a hotkey', async ({ page, request }) => {
  const deregistrations = await json(request, '/api/subnet/neuron/deregistration/v1?limit=1');
  const hotkey = deregistrations.data[0].hotkey.ss58 as string;
  const its = await json(request, `/api/subnet/neuron/deregistration/v1?hotkey=${hotkey}&limit=1`);
  await page.goto(`/accounts/${hotkey}`);
  await expect(others(page).getByText(/EVM transactions: the API finds them by EVM address/)).toBeVisible();
  await others(page).getByRole('link', { name: 'Deregistrations with it as hotkey' }).click();
  await expect(page).toHaveURL(`/deregistrations?hotkey=${hotkey}`);
  await expect(page.getByText(new RegExp(`· ${its.pagination.total_items} items?$`))).toBeVisible();
});

test('an EVM address opens as its Substrate account, with a link to its EVM transactions', async ({
  page,
  request,
}) => {
  const transactions = await json(request, '/api/evm/transaction/v1?limit=1');
  const from = transactions.data[0].from as string;
  const its = await json(request, `/api/evm/transaction/v1?address=${from}&limit=1`);
  await page.goto(`/accounts/${from}`);
  await expect(page.getByRole('definition').filter({ hasText: from })).toBeVisible();
  await others(page)
    .getByRole('link', { name: `EVM transactions of ${from}` })
    .click();
  await expect(page).toHaveURL(`/evm/transactions?address=${from}`);
  await expect(
    page.getByText(new RegExp(`· ${its.pagination.total_items.toLocaleString('en-US')} items?$`)),
  ).toBeVisible();
});
