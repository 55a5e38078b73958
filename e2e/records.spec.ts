// Records as the real service sends them, on real pages over the demo data: accounts of 2025 with their reserved,
// liquidity, root claim, 24-hour change and alpha per subnet; accounts of the historical networks in the 2024 shape;
// owner records without the keys that do not apply; incentives with 20 decimals. Expected values are read from the
// API, so the tests follow the seeded data.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount, formatChange, formatExact } from '../src/shared/numbers/amounts';
import { cellOf, expect, test } from './fixtures';

const rows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr:not(.details)');
/** The cell of row `row` under the column headed `header`. */
const cell = (page: Page, caption: string, row: number, header: string) =>
  cellOf(page.getByRole('table', { name: caption }), rows(page, caption).nth(row), header);

/** The API's first record for `url`. */
async function firstRecord(request: APIRequestContext, url: string) {
  return (await (await request.get(url)).json()).data[0];
}

interface AlphaEntry {
  netuid: number;
  balance: string;
  balance_as_tao: string;
}

/** The third richest account, as the API sends it for its address: alpha on several subnets, a deposit. */
async function richAccount(request: APIRequestContext) {
  const listed = await firstRecord(request, '/api/account/latest/v1?order=balance_total_desc&limit=1&page=3');
  const address: string = listed.address.ss58;
  return { address, record: await firstRecord(request, `/api/account/latest/v1?address=${address}`) };
}

const changeText = (now: string, dayAgo: string) => {
  const change = formatChange(now, dayAgo);
  return `${change.amount} τ (${change.percent}) 24 h`;
};

test('the accounts list shows reserved, liquidity, the root claim, and the 24-hour change for one address', async ({
  page,
  request,
}) => {
  const { address, record } = await richAccount(request);
  await page.goto(`/accounts?address=${address}`);
  const total = await cell(page, 'Accounts', 0, 'Total');
  await expect(total.locator('.amount')).toHaveText(`${formatAmount(record.balance_total)} τ`);
  await expect(total).toContainText(changeText(record.balance_total, record.balance_total_24hr_ago));
  await expect(await cell(page, 'Accounts', 0, 'Reserved')).toHaveText(
    `${formatAmount(record.balance_reserved)} τ`,
  );
  expect(BigInt(record.balance_reserved)).toBeGreaterThan(0n);
  await expect(await cell(page, 'Accounts', 0, 'Liquidity')).toHaveText(
    `${formatAmount(record.balance_liquidity)} τ`,
  );
  await expect(await cell(page, 'Accounts', 0, 'Root claim')).toHaveText(record.root_claim_type);
});

test('an account page shows its latest balances with their 24-hour change and its alpha per subnet', async ({
  page,
  request,
}) => {
  const { address, record } = await richAccount(request);
  await page.goto(`/accounts/${address}`);
  const latest = page.getByRole('region', { name: 'Latest balances' });
  const tile = (label: string) => latest.locator('dl.balances > div').filter({ has: page.getByText(label) });
  await expect(tile('Total').locator('.amount')).toHaveText(`${formatExact(record.balance_total)} τ`);
  await expect(tile('Total')).toContainText(changeText(record.balance_total, record.balance_total_24hr_ago));
  await expect(tile('Reserved').locator('.amount')).toHaveText(`${formatExact(record.balance_reserved)} τ`);
  await expect(tile('Root claim')).toContainText(record.root_claim_type);
  // The API's total, which is free + reserved + staked; the page does not add it up itself.
  expect(BigInt(record.balance_total)).toBe(
    BigInt(record.balance_free) + BigInt(record.balance_reserved) + BigInt(record.balance_staked),
  );

  const alpha = page.getByRole('table', { name: 'Alpha balances' });
  await expect(alpha.locator('tbody tr')).toHaveCount(record.alpha_balances.length);
  expect(record.alpha_balances.length).toBeGreaterThan(1);
  for (const [i, entry] of (record.alpha_balances as AlphaEntry[]).entries()) {
    const row = alpha.locator('tbody tr').nth(i);
    await expect(
      (await cellOf(alpha, row, 'Subnet')).getByRole('link', { name: String(entry.netuid) }),
    ).toBeVisible();
    await expect(await cellOf(alpha, row, 'Alpha')).toHaveText(`${formatAmount(entry.balance)} α`);
    await expect(await cellOf(alpha, row, 'Value')).toHaveText(`${formatAmount(entry.balance_as_tao)} τ`);
  }
  const [first] = record.alpha_balances;
  await alpha.getByRole('link', { name: String(first.netuid) }).click();
  await expect(page).toHaveURL(`/subnets/${first.netuid}`);
});

test('an account of a historical network shows the 2024 shape: dashes and a note, no error', async ({
  page,
  request,
}) => {
  const old = await firstRecord(request, '/api/account/latest/v1?network=nakamoto&limit=1');
  const address: string = old.address.ss58;
  await page.goto(`/accounts/${address}?network=nakamoto`);
  const latest = page.getByRole('region', { name: 'Latest balances' });
  await expect(latest.getByRole('note')).toHaveText(
    '2 fields missing from this answer: balance_staked_alpha_as_tao (1 row), balance_staked_root (1 row). Those cells show —.',
  );
  const tile = (label: string) => latest.locator('dl.balances > div').filter({ has: page.getByText(label) });
  await expect(tile('Total').locator('.amount')).toHaveText(`${formatExact(old.balance_total)} τ`);
  await expect(tile('Alpha (as τ)').locator('dd span')).toHaveAttribute(
    'title',
    'balance_staked_alpha_as_tao missing from this record',
  );
  // Fields records of 2024 never had are a plain dash, not a problem.
  await expect(tile('Reserved').locator('dd')).toHaveText('—');
  await expect(tile('Root claim').locator('dd')).toHaveText('—');
  await expect(page.getByRole('table', { name: 'Alpha balances' })).toHaveCount(0);
  // The history: rows of that time are ranked 0, and their split is a dash.
  await expect(await cell(page, 'Balance history', 0, 'Rank')).toHaveText('0');
  await expect(await cell(page, 'Balance history', 0, 'Alpha (as τ)')).toHaveText('—');
});

test('a subnet registration without previous or pending owner keys shows dashes and no note', async ({
  page,
  request,
}) => {
  const first = await firstRecord(request, '/api/subnet/owner/v1?netuid=1&order=block_number_asc&limit=1');
  expect(Object.keys(first)).not.toContain('previous_owner');
  expect(Object.keys(first)).not.toContain('pending_owner');
  await page.goto('/subnets/owners?netuid=1&order=block_number_asc');
  const caption = 'Subnet ownership changes';
  await expect(await cell(page, caption, 0, 'Block')).toHaveText(first.block_number.toLocaleString('en-US'));
  for (const header of ['Previous owner', 'Pending owner', 'Pending from (block · time)'])
    await expect(await cell(page, caption, 0, header)).toHaveText('—');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('an incentive with 20 decimals is shown to four significant digits, exactly as the API wrote it on hover', async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/subnet/neuron/deregistration/v1')).json();
  const index = data.findIndex((r: { incentive: string }) => r.incentive.length === 22);
  const incentive: string = data[index].incentive;
  // A JavaScript number would not keep it.
  expect(String(Number(incentive))).not.toBe(incentive);
  await page.goto('/deregistrations');
  const shown = await cell(page, 'Neuron deregistrations', index, 'Incentive');
  await expect(shown).toHaveText(Number(incentive).toPrecision(4));
  await expect(shown.getByTitle(incentive)).toBeVisible();
});

test("an event's args show JSON numbers as numbers and decimal strings exactly", async ({
  page,
  request,
}) => {
  const event = await firstRecord(request, '/api/event/v1?name=StakeAdded&limit=1');
  // [coldkey, hotkey, tao (string), alpha (string), netuid (number), fee (string)], as the real service sends them.
  const [, , tao, alpha, netuid] = event.args;
  expect(typeof netuid).toBe('number');
  await page.goto(`/events?id=${event.id}`);
  await page.getByRole('button', { name: `Show details of ${event.id}` }).click();
  const args = page.getByLabel('Arguments');
  // StakeAdded is a known event (src/shared/chain/known-events.ts): the netuid, a JSON number, is the subnet's link,
  // and the amounts, decimal strings of rao, are τ with their exact rao on hover.
  await expect(args.getByRole('link', { name: String(netuid), exact: true })).toHaveAttribute(
    'href',
    `/subnets/${netuid}`,
  );
  await expect(args.getByTitle(new RegExp(`\\b${tao} rao$`))).toBeVisible();
  await expect(args.getByTitle(`${formatExact(alpha)} α`, { exact: true })).toBeVisible();
});
