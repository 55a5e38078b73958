// Records as the real service sends them, which the demo API never does: fields the spec lists left out, or of
// an odd type. Each costs its own cells (a dash naming the field) and one quiet note, never the page. The API's
// answers are replaced in the browser with records of the real service's captured shapes.
import type { Page } from '@playwright/test';
import { cellOf, expect, test } from './fixtures';

const ALICE = {
  ss58: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  hex: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
};
const BOB = {
  ss58: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  hex: '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48',
};

function page1(data: unknown[]) {
  return {
    pagination: {
      current_page: 1,
      per_page: 50,
      total_items: data.length,
      total_pages: 1,
      next_page: null,
      prev_page: null,
    },
    data,
  };
}

/** An account record of 2025: the alpha and root split of the stake, and the fields the spec does not list. */
const account2025 = {
  address: ALICE,
  network: 'finney',
  block_number: 5_512_841,
  timestamp: '2025-05-14T23:59:48Z',
  rank: 1204,
  balance_free: '12500000000',
  balance_staked: '30000000000',
  balance_staked_alpha_as_tao: '20000000000',
  balance_staked_root: '10000000000',
  balance_total: '42500000000',
  balance_reserved: '0',
  balance_liquidity: '0',
  root_claim_type: 'Swap',
  balance_free_24hr_ago: null,
  alpha_balances: null,
  created_on_date: '2023-03-20',
  created_on_network: 'finney',
  coldkey_swap: null,
};
/** An account record of 2024: free, staked and total only, and rank 0. */
const account2024 = {
  address: BOB,
  network: 'finney',
  block_number: 4_101_532,
  timestamp: '2024-10-21T23:59:48Z',
  rank: 0,
  balance_free: '1523412345',
  balance_staked: '50000000000',
  balance_total: '51523412345',
  created_on_date: '2023-06-01',
  created_on_network: 'finney',
  coldkey_swap: null,
};

const table = (page: Page, name: string) => page.getByRole('table', { name });
/** The cells of the table's data row that holds `text`, each found by its column's header. */
const rowCells = (page: Page, name: string, text: string) => (header: string) =>
  cellOf(table(page, name), table(page, name).getByRole('row').filter({ hasText: text }), header);

test('an account record of 2024 shows dashes for the fields it lacks, and the page a note', async ({
  page,
}) => {
  await page.route('**/api/account/latest/v1**', (route) =>
    route.fulfill({ json: page1([account2025, account2024]) }),
  );
  await page.goto('/accounts');
  const old = rowCells(page, 'Accounts', '5FHneW…94ty');
  await expect(await old('Rank')).toHaveText('0');
  await expect(await old('Free')).toHaveText('1.5234 τ');
  await expect(await old('Staked')).toHaveText('50.0000 τ');
  await expect(
    (await old('Alpha (as τ)')).getByTitle('balance_staked_alpha_as_tao missing from this record'),
  ).toHaveText('—');
  await expect((await old('Root')).getByTitle('balance_staked_root missing from this record')).toHaveText(
    '—',
  );
  await expect(await old('Total')).toHaveText('51.5234 τ');
  const recent = rowCells(page, 'Accounts', '5Grwva…utQY');
  await expect(await recent('Alpha (as τ)')).toHaveText('20.0000 τ');
  await expect(await recent('Root')).toHaveText('10.0000 τ');
  await expect(page.getByRole('note')).toHaveText(
    '2 fields missing from this answer: balance_staked_alpha_as_tao (1 row), balance_staked_root (1 row). ' +
      'Those cells show —.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an account page draws its history of 2024 and 2025 records, skipping the missing points', async ({
  page,
}) => {
  const history = [
    account2025,
    { ...account2024, address: ALICE, rank: 0, block_number: 4_094_332, timestamp: '2024-10-20T23:59:48Z' },
    // A snapshot whose total is unreadable: left out of the chart's total line, a dash in the table.
    {
      ...account2024,
      address: ALICE,
      block_number: 4_087_132,
      timestamp: '2024-10-19T23:59:48Z',
      balance_total: 51,
    },
  ];
  await page.route('**/api/account/history/v1**', (route) => route.fulfill({ json: page1(history) }));
  await page.goto(`/accounts/${ALICE.ss58}`);
  await expect(
    page
      .getByRole('img', { name: `Balances of ${ALICE.ss58} over time` })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expect(page.getByText('All 3 daily snapshots.')).toBeVisible();
  const oldest = rowCells(page, 'Balance history', '4,087,132');
  await expect(await oldest('Free')).toHaveText('1.5234 τ');
  await expect(
    (await oldest('Alpha (as τ)')).getByTitle('balance_staked_alpha_as_tao missing from this record'),
  ).toHaveText('—');
  await expect(
    (await oldest('Total')).getByTitle('balance_total unreadable in this record (Invalid input: 51)'),
  ).toHaveText('—');
  await expect(await rowCells(page, 'Balance history', '5,512,841')('Total')).toHaveText('42.5000 τ');
  await expect(page.getByRole('note')).toHaveText(
    '3 fields missing or unreadable in this answer: balance_staked_alpha_as_tao (2 rows), ' +
      'balance_staked_root (2 rows), balance_total (1 row). Those cells show —.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('owner records without the pending and previous owner keys show plain dashes, no note', async ({
  page,
}) => {
  const owners = [
    // As the real service sends a registration: no pending_owner*, no previous_owner keys at all.
    {
      block_number: 4_920_118,
      timestamp: '2025-02-13T09:12:36Z',
      netuid: 64,
      owner: ALICE,
      is_coldkey_swap: false,
    },
    {
      block_number: 4_812_004,
      timestamp: '2025-01-29T10:40:48.001Z',
      netuid: 19,
      owner: BOB,
      is_coldkey_swap: true,
      previous_owner: ALICE,
    },
  ];
  await page.route('**/api/subnet/owner/v1**', (route) => route.fulfill({ json: page1(owners) }));
  await page.goto('/subnets/owners');
  const registration = rowCells(page, 'Subnet ownership changes', '4,920,118');
  await expect(await registration('Subnet')).toHaveText('64');
  await expect(await registration('Coldkey swap')).toHaveText('no');
  for (const header of ['Previous owner', 'Pending owner', 'Pending from (block · time)']) {
    await expect(await registration(header)).toHaveText('—');
    await expect((await registration(header)).locator('[title]')).toHaveCount(0);
  }
  const swap = rowCells(page, 'Subnet ownership changes', '4,812,004');
  await expect(await swap('Coldkey swap')).toHaveText('yes');
  await expect((await swap('Previous owner')).getByRole('link')).toHaveText('5Grwva…utQY');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an owner record with a field of an odd type keeps the rest of the record', async ({ page }) => {
  const odd = {
    block_number: 4_920_118,
    timestamp: '2025-02-13T09:12:36Z',
    netuid: 64,
    owner: ALICE,
    is_coldkey_swap: 'no',
  };
  await page.route('**/api/subnet/owner/v1**', (route) => route.fulfill({ json: page1([odd]) }));
  await page.goto('/subnets/owners');
  const cells = rowCells(page, 'Subnet ownership changes', '4,920,118');
  await expect((await cells('Owner')).getByRole('link')).toHaveText('5Grwva…utQY');
  await expect(
    (await cells('Coldkey swap')).getByTitle(
      'is_coldkey_swap unreadable in this record (Invalid input: "no")',
    ),
  ).toHaveText('—');
  await expect(page.getByRole('note')).toHaveText(
    '1 field unreadable in this answer: is_coldkey_swap (1 row). Those cells show —.',
  );
});

test('a deregistration, an event and an EVM transaction lacking fields keep their rows', async ({ page }) => {
  await page.route('**/api/subnet/neuron/deregistration/v1**', (route) =>
    route.fulfill({
      json: page1([
        {
          block_number: 4_502_731,
          timestamp: '2024-12-16T18:26:12Z',
          netuid: 3,
          uid: 71,
          hotkey: BOB,
          coldkey: ALICE,
          incentive: '0.00205996795605401694',
          // emission and was_drained left out
        },
      ]),
    }),
  );
  await page.goto('/deregistrations');
  const neuron = rowCells(page, 'Neuron deregistrations', '4,502,731');
  await expect(await neuron('UID')).toHaveText('71');
  await expect(await neuron('Incentive')).toHaveText('0.002060');
  await expect((await neuron('Incentive')).getByTitle('0.00205996795605401694')).toBeVisible();
  await expect((await neuron('Emission')).getByTitle('emission missing from this record')).toHaveText('—');
  await expect((await neuron('Drained')).getByTitle('was_drained missing from this record')).toHaveText('—');
  await expect(page.getByRole('note')).toHaveText(
    '2 fields missing from this answer: emission (1 row), was_drained (1 row). Those cells show —.',
  );

  await page.route('**/api/event/v1**', (route) =>
    route.fulfill({
      json: page1([
        {
          id: '4106955-0012',
          block_number: 4_106_955,
          extrinsic_index: 7,
          index: 12,
          phase: 'ApplyExtrinsic',
          pallet: 'SubtensorModule',
          name: 'StakeAdded',
          full_name: 'SubtensorModule.StakeAdded',
          args: [ALICE.hex, BOB.hex, '3250000', '28669204', 34],
          extrinsic_id: '4106955-0007',
          timestamp: '2024-10-22T11:23:00.001Z',
          // call_id left out
        },
      ]),
    }),
  );
  await page.goto('/events');
  const event = rowCells(page, 'Chain events', '4106955-0012');
  await expect(await event('Name')).toHaveText('StakeAdded');
  await expect((await event('Call')).getByTitle('call_id missing from this record')).toHaveText('—');
  await expect(page.getByRole('note')).toHaveText(
    '1 field missing from this answer: call_id (1 row). Those cells show —.',
  );

  const hash = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
  await page.route('**/api/evm/transaction/v1**', (route) =>
    route.fulfill({
      json: page1([
        {
          hash,
          block_number: 4_733_206,
          timestamp: '2025-01-18T12:00:24Z',
          from: '0x9ef4e6b5f3f3c1f0b0c6b7f5b1cbe7b2c4a3d921',
          to: '0x2a3b5c7d9e1f2a3b5c7d9e1f2a3b5c7d9e1f2a3b',
          input: '0x',
          value: '1000000000000000000',
          gas: '21000',
          gas_price: '10000000000',
          gas_used: 21000,
          cumulative_gas_used: '21000',
          effective_gas_price: '10000000000',
          block_hash: '0x8f2d4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f',
          nonce: 4,
          index: 0,
          success: true,
        },
      ]),
    }),
  );
  await page.goto('/evm/transactions');
  const tx = rowCells(page, 'EVM transactions', '0x5c504e');
  await expect(await tx('Value')).toHaveText('1.0000 τ');
  await expect(
    (await tx('Gas used')).getByTitle('gas_used unreadable in this record (Invalid input: 21000)'),
  ).toHaveText('—');
  await expect(await tx('Result')).toHaveText('success');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
