// The list pages: accounts, an account's history, subnet owners, deregistrations and EVM transactions.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount, formatExact } from '../src/shared/numbers/amounts';
import {
  apiAnswer,
  blockText,
  cellOf,
  columnCells,
  fulfillError,
  recordCount,
  requestsTo,
  test,
  expect,
} from './fixtures';

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
/** The cell of row `row` under the column headed `header`. */
const pagesText = (p: { total_pages: number; total_items: number }) =>
  `Page 1 of ${p.total_pages.toLocaleString('en-US')} · ${p.total_items.toLocaleString('en-US')} items`;
const cell = (page: Page, caption: string, row: number, header: string) =>
  cellOf(page.getByRole('table', { name: caption }), rows(page, caption).nth(row), header);
/** Every shown row's cell under the column headed `header`. */
const column = (page: Page, caption: string, header: string) =>
  columnCells(page.getByRole('table', { name: caption }), rows(page, caption), header);

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
const WHALE_HEX = '0xec73552604d490a7860a59c3c9361fa62319476a605bc8f0a331e7dfb2854d42';

test.describe('accounts', () => {
  test('ranks accounts, with exact balances on hover', async ({ page, request }) => {
    const first = await apiAnswer(request, 'accountLatest');
    const second = await apiAnswer(request, 'accountLatest', { page: 2 });
    const top = first.data[0]!;
    await page.goto('/accounts');
    await expect(rows(page, 'Accounts')).toHaveCount(50);
    await expect(await cell(page, 'Accounts', 0, 'Rank')).toHaveText(String(top.rank));
    await expect((await cell(page, 'Accounts', 0, 'Address')).getByRole('link')).toHaveAttribute(
      'title',
      new RegExp(`^${WHALE}`),
    );
    await expect(await cell(page, 'Accounts', 0, 'Total')).toHaveText(`${formatAmount(top.balance_total)} τ`);
    await expect((await cell(page, 'Accounts', 0, 'Total')).locator('.amount')).toHaveAttribute(
      'title',
      `${formatExact(top.balance_total)} τ`,
    );
    await expect(page.getByText(pagesText(first.pagination))).toBeVisible();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(/\/accounts\?page=2$/);
    await expect(await cell(page, 'Accounts', 0, 'Rank')).toHaveText(
      second.data[0]!.rank.toLocaleString('en-US'),
    );
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
    for (const text of await (await column(page, 'Accounts', 'Total')).allTextContents()) {
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
    await expect(await cell(page, 'Accounts', 0, 'Free')).toHaveText(
      `${formatAmount(richest.balance_free)} τ`,
    );
    await page.getByLabel('Network', { exact: true }).selectOption('nakamoto');
    await expect(page).toHaveURL(/\/accounts\?network=nakamoto&order=balance_free_desc$/);
    await showsAnswer(
      page,
      request,
      'Accounts',
      '/api/account/latest/v1?network=nakamoto&order=balance_free_desc',
    );
    for (const text of await (await column(page, 'Accounts', 'Network')).allTextContents())
      expect(text).toBe('nakamoto');
  });

  test('reopens a deep link, and shows the empty state for filters nothing matches', async ({
    page,
    request,
  }) => {
    const query = 'balance_staked_min=1000000000&order=balance_staked_asc&page=2&limit=25';
    const api = await (await request.get(`/api/account/latest/v1?${query}`)).json();
    await page.goto(`/accounts?${query}`);
    await expect(await cell(page, 'Accounts', 0, 'Rank')).toHaveText(
      api.data[0].rank.toLocaleString('en-US'),
    );
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
      await page.route('**/api/account/latest/v1**', (route) => fulfillError(route, 503, 'Down'));
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
    await expect(await cell(page, 'Balance history', 0, 'Block')).toHaveText(
      history.data[0].block_number.toLocaleString('en-US'),
    );
    await expect(await cell(page, 'Balance history', 0, 'Total')).toHaveText(
      `${formatAmount(history.data[0].balance_total)} τ`,
    );
    await expect(page.getByText(pagesText(history.pagination))).toBeVisible();
  });

  test('filters the history by network, for accounts of the old networks', async ({ page, request }) => {
    const old = (await (await request.get('/api/account/latest/v1?network=nakamoto&limit=1')).json()).data[0];
    await page.goto(`/accounts/${old.address.ss58}`);
    await page.getByLabel('Network', { exact: true }).selectOption('nakamoto');
    await expect(page).toHaveURL(`/accounts/${old.address.ss58}?network=nakamoto`);
    const history = await apiAnswer(request, 'accountHistory', {
      address: old.address.ss58,
      network: 'nakamoto',
    });
    await expect(page.getByText(pagesText(history.pagination))).toBeVisible();
    await expect(await cell(page, 'Balance history', 0, 'Network')).toHaveText('nakamoto');
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
  test('lists ownership changes, newest first, and filters by swap and subnet', async ({ page, request }) => {
    const newest = (await apiAnswer(request, 'subnetOwners', { limit: 1 })).data[0]!;
    const swaps = await apiAnswer(request, 'subnetOwners', { is_coldkey_swap: 'true' });
    const swapped = swaps.data[0]!.netuid;
    await page.goto('/subnets/owners');
    await expect(await cell(page, 'Subnet ownership changes', 0, 'Block')).toHaveText(
      blockText(newest.block_number),
    );
    await expect(await cell(page, 'Subnet ownership changes', 0, 'Subnet')).toHaveText(String(newest.netuid));
    await page.getByLabel('Coldkey swap').selectOption('true');
    await expect(page).toHaveURL(/\/subnets\/owners\?is_coldkey_swap=true$/);
    await expect(page.getByText(pagesText(swaps.pagination))).toBeVisible();
    await (await cell(page, 'Subnet ownership changes', 0, 'Subnet')).getByRole('link').click();
    // The subnet's page, whose owners tab lists its changes.
    await expect(page).toHaveURL(`/subnets/${swapped}`);
    await page
      .getByRole('navigation', { name: 'Subnet views' })
      .getByRole('link', { name: 'Owners' })
      .click();
    await expect(page).toHaveURL(/\/subnets\/\d+\?tab=owners$/);
    await expect(page.getByRole('region', { name: 'Owners' }).locator('tbody tr')).toHaveCount(
      await recordCount(request, 'subnetOwners', { netuid: swapped }),
    );
  });

  test.describe('when nothing matches', () => {
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

  test('sorts oldest first', async ({ page, request }) => {
    const [oldest] = (await apiAnswer(request, 'subnetOwners', { order: 'block_number_asc', limit: 1 })).data;
    await page.goto('/subnets/owners');
    await page.getByRole('button', { name: /^Block/ }).click();
    await expect(page).toHaveURL(/order=block_number_asc$/);
    await expect(await cell(page, 'Subnet ownership changes', 0, 'Block')).toHaveText(
      blockText(oldest!.block_number),
    );
    await expect(await cell(page, 'Subnet ownership changes', 0, 'Subnet')).toHaveText(
      String(oldest!.netuid),
    );
  });
});

test.describe('deregistrations', () => {
  test('lists deregistered neurons and filters by subnet, uid and hotkey', async ({ page, request }) => {
    const newest = (await apiAnswer(request, 'deregistrations', { limit: 1 })).data[0]!;
    const { netuid, uid } = newest;
    const hotkey = newest.hotkey.ss58;
    await page.goto('/deregistrations');
    await expect(await cell(page, 'Neuron deregistrations', 0, 'Block')).toHaveText(
      blockText(newest.block_number),
    );
    await expect(await cell(page, 'Neuron deregistrations', 0, 'Subnet')).toHaveText(String(netuid));
    await expect(await cell(page, 'Neuron deregistrations', 0, 'UID')).toHaveText(String(uid));
    await expect(await cell(page, 'Neuron deregistrations', 0, 'Emission')).toHaveText(
      `${formatAmount(newest.emission)} τ`,
    );
    await page.getByLabel('Subnet', { exact: true }).fill(String(netuid));
    await page.getByLabel('UID', { exact: true }).fill(String(uid));
    await page.getByLabel('UID', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/deregistrations\\?netuid=${netuid}&uid=${uid}$`));
    await expect(await cell(page, 'Neuron deregistrations', 0, 'Block')).toHaveText(
      blockText(newest.block_number),
    );
    await page.goto(`/deregistrations?hotkey=${hotkey}`);
    await expect(rows(page, 'Neuron deregistrations')).toHaveCount(
      await recordCount(request, 'deregistrations', { hotkey }),
    );
    await (await cell(page, 'Neuron deregistrations', 0, 'Hotkey')).getByRole('link').click();
    await expect(page).toHaveURL(`/accounts/${hotkey}`);
  });

  test('pages and sorts', async ({ page, request }) => {
    const { total_pages: last } = (await apiAnswer(request, 'deregistrations', { limit: 25 })).pagination;
    const lastPage = await apiAnswer(request, 'deregistrations', { limit: 25, page: last });
    const [newest] = (await apiAnswer(request, 'deregistrations', { limit: 1 })).data;
    const [oldest] = (await apiAnswer(request, 'deregistrations', { order: 'timestamp_asc', limit: 1 })).data;
    await page.goto('/deregistrations?limit=25');
    await page.getByRole('button', { name: 'Last »' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${last}&limit=25$`));
    await expect(rows(page, 'Neuron deregistrations')).toHaveCount(lastPage.data.length);
    // Times sort newest first on the first click, oldest first on the second.
    await page.getByRole('button', { name: /^Time/ }).click();
    await expect(page).toHaveURL(/\/deregistrations\?limit=25&order=timestamp_desc$/);
    await page.getByRole('button', { name: /^Time/ }).click();
    await expect(page).toHaveURL(/\/deregistrations\?limit=25&order=timestamp_asc$/);
    expect(oldest!.block_number).not.toBe(newest!.block_number);
    await expect(await cell(page, 'Neuron deregistrations', 0, 'Block')).toHaveText(
      blockText(oldest!.block_number),
    );
  });
});

test.describe('EVM transactions', () => {
  test('lists transactions with their methods and values, and expands one', async ({ page, request }) => {
    const { data } = await apiAnswer(request, 'evmTransactions');
    const methodOf = (tx: (typeof data)[number]) => tx.method_name ?? tx.method_id ?? 'transfer';
    const first = data[0]!;
    // The newest transaction whose method the API names with its signature.
    const at = data.findIndex((tx) => tx.full_signature && tx.method_id);
    const signed = data[at]!;
    await page.goto('/evm/transactions');
    const caption = 'EVM transactions';
    await expect(await cell(page, caption, 0, 'Block')).toHaveText(blockText(first.block_number));
    await expect(await cell(page, caption, 0, 'Method')).toHaveText(methodOf(first));
    await expect(await cell(page, caption, 0, 'Value')).toHaveText(`${formatAmount(first.value, 4, 18)} τ`);
    await expect((await cell(page, caption, 0, 'Value')).locator('.amount')).toHaveAttribute(
      'title',
      `${formatExact(first.value, 18)} τ\n${first.value} wei`,
    );
    await expect(await cell(page, caption, at, 'Method')).toHaveText(methodOf(signed));
    await page.getByRole('button', { name: `Show details of ${signed.hash}` }).click();
    const details = page.getByRole('table', { name: caption }).locator('tr.details');
    await expect(details).toContainText(signed.full_signature!);
    await expect(details).toContainText(signed.method_id!);
  });

  test('filters by method, and shows unnamed methods by their id', async ({ page, request }) => {
    await page.goto('/evm/transactions');
    await page.getByLabel('Method id', { exact: true }).fill('0x3593564c');
    await page.getByLabel('Method id', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/evm\/transactions\?method_id=0x3593564c$/);
    await expect(await cell(page, 'EVM transactions', 0, 'Method')).toHaveText('0x3593564c');
    // The newest transaction whose method has a name: its name links to the others of that method.
    const { data } = await apiAnswer(request, 'evmTransactions');
    const at = data.findIndex((tx) => tx.method_name);
    const name = data[at]!.method_name!;
    await page.goto('/evm/transactions');
    await (await cell(page, 'EVM transactions', at, 'Method')).getByRole('link').click();
    await expect(page).toHaveURL(`/evm/transactions?method_name=${name}`);
    await showsAnswer(page, request, 'EVM transactions', `/api/evm/transaction/v1?method_name=${name}`);
    await expect(await column(page, 'EVM transactions', 'Method')).toHaveText(
      (await apiAnswer(request, 'evmTransactions', { method_name: name })).data.map(() => name),
    );
  });

  test.describe('when nothing matches', () => {
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
    await (await cell(page, 'EVM transactions', 0, 'From')).getByRole('link').click();
    await expect(page).toHaveURL(/\/evm\/transactions\?address=0x[0-9a-f]{40}$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Address: 0x');
  });
});

/** How the list asked for `path` (requestsTo), but for the new rows' probe (`limit=1&block_start=`, once drawn). */
const listRequests = async (page: Page, path: string) =>
  (await requestsTo(page, path)).filter(([search]) => new URLSearchParams(search).get('limit') !== '1');

test.describe('a list’s first page comes with its HTML', () => {
  for (const [path, caption, api, asked] of [
    [
      '/accounts?order=balance_total_asc&page=2',
      'Accounts',
      '/api/account/latest/v1',
      '?page=2&order=balance_total_asc',
    ],
    ['/subnets/owners', 'Subnet ownership changes', '/api/subnet/owner/v1', ''],
    [
      '/deregistrations?netuid=1&limit=500',
      'Neuron deregistrations',
      '/api/subnet/neuron/deregistration/v1',
      '?netuid=1',
    ],
    ['/evm/transactions', 'EVM transactions', '/api/evm/transaction/v1', ''],
  ] as const) {
    test(`${path}: the page takes over the request the HTML named, as it reads its URL`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('table', { name: caption })).toBeVisible();
      await expect(page.getByText(/^Page \d+ of [\d,]+ · [\d,]+ items$/)).toBeVisible();
      expect(await listRequests(page, api)).toEqual([[asked, 'link']]);
    });
  }

  test('a filter applied afterwards is asked by the page', async ({ page }) => {
    await page.goto('/deregistrations');
    await expect(rows(page, 'Neuron deregistrations')).toHaveCount(50);
    await page.getByLabel('Subnet').fill('1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/deregistrations\?netuid=1$/);
    await expect
      .poll(() => listRequests(page, '/api/subnet/neuron/deregistration/v1'))
      .toEqual([
        ['', 'link'],
        ['?netuid=1', 'fetch'],
      ]);
  });
});
