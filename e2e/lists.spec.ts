// The list pages: accounts, an account's history, subnet owners, deregistrations and EVM transactions.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount } from '../src/lib/numbers/amounts';
import { expect, test } from './fixtures';

const rows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr:not(.details)');
/**
 * Waits until the table shows the API's answer to `apiUrl`. The URL changes a moment before React renders the new
 * query, and the previous rows stay on screen (marked stale) while it loads, so neither says the rows are current.
 */
async function showsAnswer(page: Page, request: APIRequestContext, caption: string, apiUrl: string) {
  const answer = await (await request.get(apiUrl)).json();
  await expect(
    page.getByText(`${answer.pagination.total_items.toLocaleString('en-US')} items`),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: caption })).not.toHaveClass(/stale/);
  await expect(rows(page, caption)).toHaveCount(answer.data.length);
}
const cell = (page: Page, caption: string, row: number, column: number) =>
  rows(page, caption).nth(row).locator('td').nth(column);

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
const WHALE_HEX = '0xec73552604d490a7860a59c3c9361fa62319476a605bc8f0a331e7dfb2854d42';

test.describe('accounts', () => {
  test('ranks accounts, with exact balances on hover', async ({ page }) => {
    await page.goto('/accounts');
    await expect(rows(page, 'Accounts')).toHaveCount(50);
    await expect(cell(page, 'Accounts', 0, 0)).toHaveText('1');
    await expect(cell(page, 'Accounts', 0, 1).getByRole('link')).toHaveAttribute(
      'title',
      new RegExp(`^${WHALE}`),
    );
    await expect(cell(page, 'Accounts', 0, 6)).toHaveText('9,371,213.2134 τ');
    await expect(cell(page, 'Accounts', 0, 6).locator('.amount')).toHaveAttribute(
      'title',
      '9,371,213.213431123 τ',
    );
    await expect(page.getByText('Page 1 of 31 · 1,512 items')).toBeVisible();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(/\/accounts\?page=2$/);
    await expect(cell(page, 'Accounts', 0, 0)).toHaveText('51');
  });

  test('filters by balances typed in TAO, sent in rao', async ({ page, request }) => {
    await page.goto('/accounts');
    await page.getByLabel('Total from (τ)', { exact: true }).fill('1,000');
    await page.getByLabel('Total to (τ)', { exact: true }).fill('50000.5');
    await page.getByLabel('Total to (τ)', { exact: true }).press('Enter');
    await expect(page).toHaveURL(
      /\/accounts\?balance_total_min=1000000000000&balance_total_max=50000500000000$/,
    );
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Total from (τ): 1,000 τ');
    await expect(page.getByLabel('Total to (τ)', { exact: true })).toHaveValue('50,000.5');
    await showsAnswer(
      page,
      request,
      'Accounts',
      '/api/account/latest/v1?balance_total_min=1000000000000&balance_total_max=50000500000000',
    );
    for (const text of await rows(page, 'Accounts').locator('td:nth-child(7)').allTextContents()) {
      const tao = Number(text.replace(/[^\d.]/g, ''));
      expect(tao >= 1000 && tao <= 50000.5, text).toBe(true);
    }
  });

  test('refuses a TAO amount it cannot read exactly, before any request', async ({ page }) => {
    await page.goto('/accounts');
    await page.getByLabel('Free from (τ)', { exact: true }).fill('1.0000000001');
    await page.getByLabel('Free from (τ)', { exact: true }).press('Enter');
    await expect(
      page.getByText('Free from (τ) must be an amount of TAO with at most 9 decimals'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('sorts by balance through the API, and filters by network', async ({ page, request }) => {
    const richest = (
      await (await request.get('/api/account/latest/v1?order=balance_free_desc&limit=1')).json()
    ).data[0];
    await page.goto('/accounts');
    await page.getByRole('button', { name: /^Free/ }).click();
    await expect(page).toHaveURL(/\/accounts\?order=balance_free_desc$/);
    await expect(page.getByRole('columnheader', { name: /^Free/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(cell(page, 'Accounts', 0, 2)).toHaveText(`${formatAmount(richest.balance_free)} τ`);
    await page.getByLabel('Network', { exact: true }).selectOption('nakamoto');
    await expect(page).toHaveURL(/\/accounts\?network=nakamoto&order=balance_free_desc$/);
    await showsAnswer(
      page,
      request,
      'Accounts',
      '/api/account/latest/v1?network=nakamoto&order=balance_free_desc',
    );
    for (const text of await rows(page, 'Accounts').locator('td:nth-child(12)').allTextContents())
      expect(text).toBe('nakamoto');
  });

  test('reopens a deep link, and shows the empty state for filters nothing matches', async ({
    page,
    request,
  }) => {
    const query = 'balance_staked_min=1000000000&order=balance_staked_asc&page=2&limit=25';
    const api = await (await request.get(`/api/account/latest/v1?${query}`)).json();
    await page.goto(`/accounts?${query}`);
    await expect(cell(page, 'Accounts', 0, 0)).toHaveText(api.data[0].rank.toLocaleString('en-US'));
    await expect(page.getByLabel('Staked from (τ)', { exact: true })).toHaveValue('1');
    await expect(page.getByRole('columnheader', { name: /Staked/ }).first()).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.goto('/accounts?balance_free_min=99999999999999999999');
    await expect(page.getByText('No accounts match these filters.')).toBeVisible();
  });

  test.describe('when the API fails', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });
    test('says so in place of the table', async ({ page }) => {
      await page.route('**/api/account/latest/v1**', (route) =>
        route.fulfill({ status: 503, json: { message: 'Down' } }),
      );
      await page.goto('/accounts');
      await expect(page.getByRole('alert')).toContainText('The API failed (HTTP 503)');
      await expect(page.getByLabel('Address', { exact: true })).toBeEditable();
    });
  });
});

test.describe('an account', () => {
  test('opens from a hex key, shows both forms, a chart and the history', async ({ page, request }) => {
    const history = await (await request.get(`/api/account/history/v1?address=${WHALE}`)).json();
    await page.goto(`/accounts/${WHALE_HEX}`);
    await expect(page.getByText(WHALE, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(WHALE_HEX)).toBeVisible();
    await expect(
      page
        .getByRole('img', { name: `Balances of ${WHALE} over time` })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    await expect(
      page.getByText(`The newest 200 of ${history.pagination.total_items} daily snapshots`),
    ).toBeVisible();
    await expect(cell(page, 'Balance history', 0, 0)).toHaveText(
      history.data[0].block_number.toLocaleString('en-US'),
    );
    await expect(cell(page, 'Balance history', 0, 7)).toHaveText(
      `${formatAmount(history.data[0].balance_total)} τ`,
    );
    await expect(page.getByText(`Page 1 of 5 · ${history.pagination.total_items} items`)).toBeVisible();
  });

  test('filters the history by network, for accounts of the old networks', async ({ page, request }) => {
    const old = (await (await request.get('/api/account/latest/v1?network=nakamoto&limit=1')).json()).data[0];
    await page.goto(`/accounts/${old.address.ss58}`);
    await page.getByLabel('Network', { exact: true }).selectOption('nakamoto');
    await expect(page).toHaveURL(`/accounts/${old.address.ss58}?network=nakamoto`);
    await expect(page.getByText('Page 1 of 2 · 60 items')).toBeVisible();
    await expect(cell(page, 'Balance history', 0, 8)).toHaveText('nakamoto');
  });

  test('shows a coldkey swap', async ({ page, request }) => {
    const swap = (await (await request.get('/api/subnet/owner/v1?is_coldkey_swap=true&limit=1')).json())
      .data[0];
    await page.goto(`/accounts/${swap.owner.ss58}`);
    await expect(page.getByRole('note')).toContainText(
      `Coldkey swap at block ${swap.block_number.toLocaleString('en-US')}`,
    );
  });

  test('says when the address is not an account', async ({ page }) => {
    await page.goto('/accounts/not-an-address');
    await expect(page.getByRole('alert')).toContainText('Not an account address');
  });
});

test.describe('subnet owners', () => {
  test('lists ownership changes, newest first, and filters by swap and subnet', async ({ page }) => {
    await page.goto('/subnets/owners');
    await expect(cell(page, 'Subnet ownership changes', 0, 0)).toHaveText('9,502,074');
    await expect(cell(page, 'Subnet ownership changes', 0, 2)).toHaveText('62');
    await page.getByLabel('Coldkey swap').selectOption('true');
    await expect(page).toHaveURL(/\/subnets\/owners\?is_coldkey_swap=true$/);
    await expect(page.getByText('Page 1 of 1 · 12 items')).toBeVisible();
    await cell(page, 'Subnet ownership changes', 0, 2).getByRole('link').click();
    // The subnet's page, whose owners tab lists its changes.
    await expect(page).toHaveURL(/\/subnets\/\d+$/);
    await page
      .getByRole('navigation', { name: 'Subnet views' })
      .getByRole('link', { name: 'Owners' })
      .click();
    await expect(page).toHaveURL(/\/subnets\/\d+\?tab=owners$/);
    await expect(page.getByRole('region', { name: 'Owners' }).locator('tbody tr')).toHaveCount(3);
  });

  test.describe('when nothing matches', () => {
    // The API answers 404 "no owners found", which Chromium logs as a failed request.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('checks an owner address before asking, and treats "no owners found" as empty', async ({ page }) => {
      await page.goto('/subnets/owners');
      await page.getByLabel('Owner', { exact: true }).fill('5Grwva');
      await page.getByLabel('Owner', { exact: true }).press('Enter');
      await expect(
        page.getByText('Owner must be an SS58 address or a 0x-prefixed 32-byte hex public key'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/subnets\/owners$/);
      await page.goto('/subnets/owners?netuid=500');
      await expect(page.getByText('No ownership changes match these filters.')).toBeVisible();
    });
  });

  test('sorts oldest first', async ({ page }) => {
    await page.goto('/subnets/owners');
    await page.getByRole('button', { name: /^Block/ }).click();
    await expect(page).toHaveURL(/order=block_number_asc$/);
    await expect(cell(page, 'Subnet ownership changes', 0, 2)).toHaveText('0');
  });
});

test.describe('deregistrations', () => {
  test('lists deregistered neurons and filters by subnet, uid and hotkey', async ({ page }) => {
    await page.goto('/deregistrations');
    await expect(cell(page, 'Neuron deregistrations', 0, 0)).toHaveText('9,517,643');
    await expect(cell(page, 'Neuron deregistrations', 0, 2)).toHaveText('51');
    await expect(cell(page, 'Neuron deregistrations', 0, 3)).toHaveText('229');
    await expect(cell(page, 'Neuron deregistrations', 0, 7)).toHaveText('0.1738 τ');
    await page.getByLabel('Subnet', { exact: true }).fill('51');
    await page.getByLabel('UID', { exact: true }).fill('229');
    await page.getByLabel('UID', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/deregistrations\?netuid=51&uid=229$/);
    await expect(cell(page, 'Neuron deregistrations', 0, 0)).toHaveText('9,517,643');
    await page.goto('/deregistrations?hotkey=5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB');
    await expect(rows(page, 'Neuron deregistrations')).toHaveCount(1);
    await cell(page, 'Neuron deregistrations', 0, 4).getByRole('link').click();
    await expect(page).toHaveURL('/accounts/5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB');
  });

  test('pages and sorts', async ({ page }) => {
    await page.goto('/deregistrations?limit=25');
    await page.getByRole('button', { name: 'Last »' }).click();
    await expect(page).toHaveURL(/page=129&limit=25$/);
    await expect(rows(page, 'Neuron deregistrations')).toHaveCount(4);
    // Times sort newest first on the first click, oldest first on the second.
    await page.getByRole('button', { name: /^Time/ }).click();
    await expect(page).toHaveURL(/\/deregistrations\?limit=25&order=timestamp_desc$/);
    await page.getByRole('button', { name: /^Time/ }).click();
    await expect(page).toHaveURL(/\/deregistrations\?limit=25&order=timestamp_asc$/);
    await expect(cell(page, 'Neuron deregistrations', 0, 0)).not.toHaveText('9,517,643');
  });
});

test.describe('EVM transactions', () => {
  test('lists transactions with their methods and values, and expands one', async ({ page }) => {
    await page.goto('/evm/transactions');
    const caption = 'EVM transactions';
    await expect(cell(page, caption, 0, 2)).toHaveText('9,518,357');
    await expect(cell(page, caption, 0, 6)).toHaveText('transfer');
    await expect(cell(page, caption, 0, 7)).toHaveText('2.7449 τ');
    await expect(cell(page, caption, 0, 7).locator('.amount')).toHaveAttribute(
      'title',
      '2.744876 τ\n2744876000000000000 wei',
    );
    await expect(cell(page, caption, 1, 6)).toHaveText('transferFrom');
    await page
      .getByRole('button', {
        name: 'Show details of 0x4a42f4d1328a290a6ec433bff81fd757d8c3396f0f39939251fc255405652171',
      })
      .click();
    const details = page.getByRole('table', { name: caption }).locator('tr.details');
    await expect(details).toContainText('function transferFrom(address from, address to, uint256 amount)');
    await expect(details).toContainText('0x23b872dd');
  });

  test('filters by method, and shows unnamed methods by their id', async ({ page, request }) => {
    await page.goto('/evm/transactions');
    await page.getByLabel('Method id', { exact: true }).fill('0x3593564c');
    await page.getByLabel('Method id', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/evm\/transactions\?method_id=0x3593564c$/);
    await expect(cell(page, 'EVM transactions', 0, 6)).toHaveText('0x3593564c');
    await page.goto('/evm/transactions');
    await cell(page, 'EVM transactions', 1, 6).getByRole('link').click();
    await expect(page).toHaveURL(/\/evm\/transactions\?method_name=transferFrom$/);
    await showsAnswer(page, request, 'EVM transactions', '/api/evm/transaction/v1?method_name=transferFrom');
    for (const text of await rows(page, 'EVM transactions').locator('td:nth-child(7)').allTextContents()) {
      expect(text).toBe('transferFrom');
    }
  });

  test.describe('when nothing matches', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('treats "no transactions found" as empty, and a malformed hash as an inline message', async ({
      page,
    }) => {
      await page.goto(`/evm/transactions?hash=0x${'ab'.repeat(32)}`);
      await expect(page.getByText('No transactions match these filters.')).toBeVisible();
      await page.getByLabel('Hash', { exact: true }).fill('0x1234');
      await page.getByLabel('Hash', { exact: true }).press('Enter');
      await expect(page.getByText('Hash must be a 0x-prefixed 32-byte hex hash')).toBeVisible();
    });
  });

  test('links an address to its transactions', async ({ page }) => {
    await page.goto('/evm/transactions');
    await cell(page, 'EVM transactions', 0, 4).getByRole('link').click();
    await expect(page).toHaveURL(/\/evm\/transactions\?address=0x[0-9a-f]{40}$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Address: 0x');
  });
});
