// Every filter of every list page, once: typed as a person types it, it must land in the URL under the API's
// name and show exactly what the API answers for that query.
import type { APIRequestContext, Page } from '@playwright/test';
import { cellOf, expect, test } from './fixtures';

// The API's 404 "nothing found" on the owner and EVM endpoints is logged by Chromium.

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

interface Page_ {
  path: string;
  api: string;
  caption: string;
  /** The first row's value of an identifying column (by its header), and how the API's first record shows it. */
  column: string;
  expected: (record: Record<string, unknown>) => string;
  /**
   * [field label, what a person types, the URL parameter, its value in the URL]. A block is read from the list's
   * newest record (`fromNewest`), whatever block the demo chain put it in.
   */
  filters: [
    label: string,
    typed: string | typeof fromNewest,
    param: string,
    value: string | typeof fromNewest,
  ][];
}

/** A value read in the test: the block of the list's newest record. */
const fromNewest = Symbol('the block of the newest record');
const block = (record: Record<string, unknown>) => (record.block_number as number).toLocaleString('en-US');
const RANGES: Page_['filters'] = [
  ['From block', fromNewest, 'block_start', fromNewest],
  ['To block', fromNewest, 'block_end', fromNewest],
  ['From (UTC)', '2026-10-01T00:00:00', 'timestamp_start', '1790812800'],
  ['To (UTC)', '2026-10-15T12:00:00', 'timestamp_end', '1792065600'],
];

const PAGES: Page_[] = [
  {
    path: '/accounts',
    api: '/api/account/latest/v1',
    caption: 'Accounts',
    column: 'Rank',
    expected: (record) => (record.rank as number).toLocaleString('en-US'),
    filters: [
      ['Address', WHALE, 'address', WHALE],
      ['Free to (τ)', '10', 'balance_free_max', '10000000000'],
      ['Staked to (τ)', '5.5', 'balance_staked_max', '5500000000'],
    ],
  },
  {
    path: `/accounts/${WHALE}`,
    api: `/api/account/history/v1?address=${WHALE}`,
    caption: 'Balance history',
    column: 'Block',
    expected: block,
    filters: [['Block', fromNewest, 'block_number', fromNewest], ...RANGES],
  },
  {
    path: '/subnets/owners',
    api: '/api/subnet/owner/v1',
    caption: 'Subnet ownership changes',
    column: 'Block',
    expected: block,
    filters: [
      ['Subnet', '62', 'netuid', '62'],
      [
        'Owner',
        '5CXE4Tqj4TZth7STvqyFzmExRFtvhgx9KMdT6iWdWtdXExes',
        'owner',
        '5CXE4Tqj4TZth7STvqyFzmExRFtvhgx9KMdT6iWdWtdXExes',
      ],
      ['Block', fromNewest, 'block_number', fromNewest],
      ...RANGES,
    ],
  },
  {
    path: '/deregistrations',
    api: '/api/subnet/neuron/deregistration/v1',
    caption: 'Neuron deregistrations',
    column: 'Block',
    expected: block,
    filters: [
      ['Subnet', '51', 'netuid', '51'],
      ['UID', '229', 'uid', '229'],
      [
        'Hotkey',
        '5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB',
        'hotkey',
        '5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB',
      ],
      ['Block', fromNewest, 'block_number', fromNewest],
      ...RANGES,
    ],
  },
  {
    path: '/evm/transactions',
    api: '/api/evm/transaction/v1',
    caption: 'EVM transactions',
    column: 'Block',
    expected: block,
    filters: [
      [
        'Hash',
        '0x6226b3d3fe2bd0eb295c07b9b05b767bb3bc81918f3b43ec737d6564911eeacc',
        'hash',
        '0x6226b3d3fe2bd0eb295c07b9b05b767bb3bc81918f3b43ec737d6564911eeacc',
      ],
      [
        'Address',
        '0x4CD58311FF1CC590A4AC7BAAEE6A99D2220D138E',
        'address',
        '0x4CD58311FF1CC590A4AC7BAAEE6A99D2220D138E',
      ],
      [
        'From',
        '0xb608f0a24a826c36ecf7b25fbf050f0efff72a15',
        'from',
        '0xb608f0a24a826c36ecf7b25fbf050f0efff72a15',
      ],
      [
        'To',
        '0x4cd58311ff1cc590a4ac7baaee6a99d2220d138e',
        'to',
        '0x4cd58311ff1cc590a4ac7baaee6a99d2220d138e',
      ],
      ['Method name', 'approve', 'method_name', 'approve'],
      [
        'Created contract',
        '0xc0bd1229b3591f17514a3f28630f523b46e333d3',
        'contract_created',
        '0xc0bd1229b3591f17514a3f28630f523b46e333d3',
      ],
      ['Index in block', '1', 'index', '1'],
      ['Block', fromNewest, 'block_number', fromNewest],
      ...RANGES,
    ],
  },
];

async function apiFirst(request: APIRequestContext, api: string, param: string, value: string) {
  const url = `${api}${api.includes('?') ? '&' : '?'}${param}=${encodeURIComponent(value)}`;
  const response = await request.get(url);
  return response.status() === 404
    ? undefined
    : ((await response.json()).data[0] as Record<string, unknown> | undefined);
}

async function firstCell(page: Page, caption: string, column: string) {
  const table = page.getByRole('table', { name: caption });
  await expect(table).not.toHaveClass(/stale/);
  return cellOf(table, table.locator('tbody tr:not(.details)').first(), column);
}

/** A filter's value: as written, or the block of the list's newest record. */
async function valueOf(request: APIRequestContext, api: string, value: string | typeof fromNewest) {
  if (value !== fromNewest) return value;
  const response = await request.get(api);
  const newest = (await response.json()).data[0] as { block_number: number } | undefined;
  if (!newest) throw new Error(`${api} has no records`);
  return String(newest.block_number);
}

for (const list of PAGES) {
  for (const [label, typedAs, param, valueAs] of list.filters) {
    test(`${list.path}: ${label} sets ${param}`, async ({ page, request }) => {
      const typed = await valueOf(request, list.api, typedAs);
      const value = await valueOf(request, list.api, valueAs);
      await page.goto(list.path);
      await page.getByLabel(label, { exact: true }).fill(typed);
      await page.getByLabel(label, { exact: true }).press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`[?&]${param}=${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|&)`),
      );
      const record = await apiFirst(request, list.api, param, value);
      if (record === undefined) {
        await expect(page.getByText(/match these filters/)).toBeVisible();
      } else {
        await expect(await firstCell(page, list.caption, list.column)).toHaveText(list.expected(record));
      }
    });
  }

  test(`${list.path}: a deep link with a filter, a sort and a page reopens that view`, async ({
    page,
    request,
  }) => {
    const [, , param, valueAs] = list.filters.at(-1) as Page_['filters'][number];
    const value = await valueOf(request, list.api, valueAs);
    const query = `${param}=${value}&order=block_number_asc&page=2&limit=25`;
    const api = `${list.api}${list.api.includes('?') ? '&' : '?'}${query}`;
    const answer = await (await request.get(api)).json();
    await page.goto(`${list.path}?${query}`);
    await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
    if (answer.data.length === 0) {
      await expect(page.getByText(/Page 2 of/)).toBeVisible();
    } else {
      await expect(await firstCell(page, list.caption, list.column)).toHaveText(
        list.expected(answer.data[0]),
      );
      await expect(
        page.getByText(`Page 2 of ${answer.pagination.total_pages}`, { exact: false }),
      ).toBeVisible();
    }
    await expect(page.getByLabel('Rows per page')).toHaveValue('25');
  });
}
