// One way to write a number (issue 25): an EVM transaction's arguments by their ABI type in the list's row details,
// the exact value of a rounded number on copy, the decimal marks of a column lined up, counts grouped, and a German
// reader's hover. Exact values are the demo API's own (pinned span).
import type { Locator, Page } from '@playwright/test';
import { evmAccount } from '../src/shared/chain/evm-account';
import { formatUnits } from '../src/shared/numbers/amounts';
import { ss58Encode } from '../src/shared/chain/ss58';
import { apiAnswer, cellOf, columnCells, expect, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
// A token's transferFrom (an unknown token: its amount a plain integer) and a staking precompile call (amounts in rao).
const TRANSFER_FROM = '0x4a42f4d1328a290a6ec433bff81fd757d8c3396f0f39939251fc255405652171';
const REMOVE_STAKE = '0xf901f48d0c3578532e23115e46b8d3f7d8c7e41ee47d33d3b1075eb398d8c1d9';

const rows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr:not(.details)');
/** The cell of row `row` under the column headed `header`. */
const cell = (page: Page, caption: string, row: number, header: string) =>
  cellOf(page.getByRole('table', { name: caption }), rows(page, caption).nth(row), header);
/** The description of the term `term` in a description list. */
const described = (list: Locator, term: string) => list.locator(`dt:has-text("${term}") + dd`);

/** Marks of a column lined up: more than ten of them, all within a pixel. */
function lined(positions: number[]) {
  expect(positions.length).toBeGreaterThan(10);
  expect(Math.max(...positions) - Math.min(...positions)).toBeLessThan(1);
}

/** What a person gets on the clipboard by selecting the text of `element` and copying it with the keyboard. */
async function copyText(page: Page, element: Locator): Promise<string> {
  await element.selectText();
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The left edge of the decimal mark of each number in column `column` (cells without one are left out): equal when
 * the column's decimals line up.
 */
async function markPositions(page: Page, caption: string, header: string, mark = '.'): Promise<number[]> {
  await expect(rows(page, caption).first()).not.toHaveClass(/skeleton/);
  return (
    await columnCells(page.getByRole('table', { name: caption }), rows(page, caption), header)
  ).evaluateAll(
    (tds, decimal) =>
      tds.flatMap((td) => {
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(decimal) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return [Math.round(range.getBoundingClientRect().left * 10) / 10];
        }
        return [];
      }),
    mark,
  );
}

test.describe('EVM transactions, a row opened', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('reads the arguments by their ABI type: addresses linked, amounts in their unit, raw integers on hover', async ({
    page,
    request,
  }) => {
    await page.goto('/evm/transactions');
    const table = page.getByRole('table', { name: 'EVM transactions' });
    await table.getByRole('button', { name: `Show details of ${TRANSFER_FROM}` }).click();
    const transfer = table.locator('tr.details').first();
    // An address: its transactions, and the Substrate account that holds its balance.
    const from = '0x99c26e4b96dcf767de517d07054d15e4044a0355';
    const fromArg = described(transfer, 'from');
    await expect(fromArg.getByRole('link', { name: '0x99c26e…4a0355' })).toHaveAttribute(
      'href',
      `/evm/transactions?address=${from}`,
    );
    await expect(fromArg.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      `/accounts/${evmAccount(from)?.ss58}`,
    );
    // An ERC-20 call's amount: units of its token (whose decimals the API does not give), grouped, the raw value
    // on hover and on copy.
    const amount = described(transfer, 'amount');
    await expect(amount).toHaveText(/^1,990,012,000,000,000,000 units of the token 0x/);
    await expect(amount.locator('.integer')).toHaveAttribute('title', '1990012000000000000');
    expect(await copyText(page, amount.locator('.integer'))).toBe('1990012000000000000');

    await table.getByRole('button', { name: `Show details of ${REMOVE_STAKE}` }).click();
    const unstake = table.locator('tr.details').nth(1);
    await expect(described(unstake, 'amount')).toHaveText('50.3232 τ');
    await expect(described(unstake, 'amount').locator('.amount')).toHaveAttribute(
      'title',
      '50.323208 τ\n50323208000 rao',
    );
    expect(await copyText(page, described(unstake, 'amount').locator('.amount'))).toBe('50.323208');
    // removeStake(bytes32 hotkey, uint256 amount, uint256 netuid): the hotkey is the input's first word.
    const [removeStake] = (await apiAnswer(request, 'evmTransactions', { hash: REMOVE_STAKE })).data;
    const hotkey = ss58Encode(`0x${removeStake?.input.slice(10, 74)}`);
    await expect(described(unstake, 'hotkey').getByRole('link')).toHaveAttribute(
      'href',
      `/accounts/${hotkey}`,
    );
    await described(unstake, 'netuid').getByRole('link', { name: '59' }).click();
    await expect(page).toHaveURL('/subnets/59');
  });
});

test.describe('a rounded number', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies as its exact value: an amount, a share, a price, a flow', async ({ page, request }) => {
    await page.goto('/accounts');
    expect(await copyText(page, (await cell(page, 'Accounts', 0, 'Free')).locator('.amount'))).toBe(
      '9371213.213431123',
    );

    // The newest deregistration whose incentive has more digits than the column shows.
    const deregistrations = (await apiAnswer(request, 'deregistrations')).data;
    const row = deregistrations.findIndex((neuron) => neuron.incentive.replace(/^[0.]+/, '').length > 4);
    const exact = deregistrations[row]?.incentive ?? '';
    await page.goto('/deregistrations');
    const incentive = (await cell(page, 'Neuron deregistrations', row, 'Incentive')).locator('.num');
    await expect(incentive).toHaveAttribute('title', exact);
    await expect(incentive).not.toHaveText(exact);
    expect(await copyText(page, incentive)).toBe(exact);

    // The summary the page draws (after a 503 on a server just started): a deployment fills it in over its first
    // minutes.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/market/summary' && response.ok(),
    );
    await page.goto('/pools');
    const summary = await (await answer).json();
    const pool = summary.pools.find((entry: { netuid: number }) => entry.netuid === 1);
    const table = page.getByRole('table', { name: 'Subnet pools' });
    const first = table.locator('tbody tr').first();
    await expect(await cellOf(table, first, 'Subnet')).toHaveText('1');
    expect(await copyText(page, (await cellOf(table, first, 'Price')).locator('.num'))).toBe(pool.price);
    const flow = (await cellOf(table, first, 'Net flow 24 h')).locator('.change');
    expect(await copyText(page, flow)).toBe(formatUnits(pool.netFlow24h));
  });
});

test('lines up the decimal marks of each column of numbers', async ({ page }) => {
  await page.goto('/deregistrations');
  // Shares to four significant digits (0.0001670 beside 0.002324, say), then amounts to four places.
  lined(await markPositions(page, 'Neuron deregistrations', 'Incentive'));
  lined(await markPositions(page, 'Neuron deregistrations', 'Emission'));

  await page.goto('/pools');
  const pools = 'Subnet pools';
  // Prices to four significant digits, changes in percent, volumes and flows to two places.
  for (const column of ['Price', '24 h', 'Volume 24 h', 'Net flow 24 h'])
    lined(await markPositions(page, pools, column));

  await page.goto('/evm/transactions');
  for (const column of ['Value', 'Gas price']) lined(await markPositions(page, 'EVM transactions', column));
});

test('writes ranks as counts, grouped', async ({ page }) => {
  await page.goto('/accounts?order=balance_total_asc');
  await expect(await cell(page, 'Accounts', 0, 'Rank')).toHaveText('1,512');
});

test.describe('a German reader', () => {
  test.use({ locale: 'de-DE', permissions: ['clipboard-read', 'clipboard-write'] });

  test('reads exact values and changes as a German writes them, and copies them in a form any field takes', async ({
    page,
  }) => {
    await page.goto(`/accounts?address=${WHALE}`);
    const total = await cell(page, 'Accounts', 0, 'Total');
    await expect(total.locator('.amount')).toHaveText('9.371.213,2134 τ');
    await expect(total.locator('.amount')).toHaveAttribute('title', '9.371.213,213431123 τ');
    const change = total.locator('.day-change');
    await expect(change).toHaveText('+12.839,9522 τ (+0,14 %) 24 h');
    await expect(change).toHaveAttribute('title', '+12.839,952230548 τ in 24 hours');
    expect(await copyText(page, change)).toBe('12839.952230548');

    await page.goto('/deregistrations');
    lined(await markPositions(page, 'Neuron deregistrations', 'Incentive', ','));
  });
});
