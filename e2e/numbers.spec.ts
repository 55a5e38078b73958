// One way to write a number (issue 25): an EVM transaction's arguments by their ABI type in the list's row details.
// Exact values are the demo API's own (pinned span).
import type { Locator, Page } from '@playwright/test';
import { evmAccount } from '../src/lib/evm-account';
import { ss58Encode } from '../src/lib/ss58';
import { expect, test } from './fixtures';

// A token's transferFrom (an unknown token: its amount a plain integer) and a staking precompile call (amounts in rao).
const TRANSFER_FROM = '0x4a42f4d1328a290a6ec433bff81fd757d8c3396f0f39939251fc255405652171';
const REMOVE_STAKE = '0xf901f48d0c3578532e23115e46b8d3f7d8c7e41ee47d33d3b1075eb398d8c1d9';

/** The description of the term `term` in a description list. */
const described = (list: Locator, term: string) => list.locator(`dt:has-text("${term}") + dd`);

/** What a person gets on the clipboard by selecting the text of `element` and copying it with the keyboard. */
async function copyText(page: Page, element: Locator): Promise<string> {
  await element.selectText();
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('EVM transactions, a row opened', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('reads the arguments by their ABI type: addresses linked, amounts in their unit, raw integers on hover', async ({
    page,
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
    // The token is not one the app knows: its amount is an integer, grouped, the raw value on hover and on copy.
    const amount = described(transfer, 'amount');
    await expect(amount).toHaveText('1,990,012,000,000,000,000');
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
    const hotkey = ss58Encode('0xd8a08f6255caef490175b14884e671958312f14bfb528dcad95e3a84630c1e51');
    await expect(described(unstake, 'hotkey').getByRole('link')).toHaveAttribute(
      'href',
      `/accounts/${hotkey}`,
    );
    await described(unstake, 'netuid').getByRole('link', { name: '59' }).click();
    await expect(page).toHaveURL('/subnets/59');
  });
});
