// A known event's args as a person reads them: named, accounts as SS58 links, EVM addresses linking to their
// transactions, hashes copyable but not links, amounts in τ with the exact rao on hover, subnets linking to their
// pool. The rows are the newest seeded events of each kind.
import type { Page } from '@playwright/test';
import { ss58Encode } from '../src/lib/ss58';
import { expect, test } from './fixtures';

const details = (page: Page) => page.getByRole('table', { name: 'Chain events' }).locator('tr.details');

async function expand(page: Page, fullName: string, id: string) {
  await page.goto(`/events?full_name=${fullName}`);
  await page.getByRole('button', { name: `Show details of ${id}` }).click();
  return details(page).getByLabel('Arguments');
}

test('StakeAdded: positional args named, both keys as accounts, τ and α amounts, the subnet’s pool', async ({
  page,
}) => {
  const args = await expand(page, 'SubtensorModule.StakeAdded', '9518372-0002');
  await expect(args.getByRole('term')).toHaveText(['coldkey', 'hotkey', 'tao', 'alpha', 'netuid', 'fee']);

  const coldkey = ss58Encode('0xce17188a71ce1def1a81f970daeef359bceceaa1348a6a1e6944c706f697373a');
  const coldkeyLink = args.getByRole('link', { name: `${coldkey.slice(0, 6)}…${coldkey.slice(-4)}` });
  await expect(coldkeyLink).toHaveAttribute('href', `/accounts/${coldkey}`);
  await expect(args.getByRole('button', { name: 'Copy coldkey address' })).toBeVisible();
  await expect(args.getByRole('button', { name: 'Copy hotkey address' })).toBeVisible();

  const tao = args.getByText('65.4744 τ');
  await expect(tao).toHaveAttribute('title', '65.474439425 τ\n65474439425 rao');
  await expect(args.getByText('5,664.5168 α')).toHaveAttribute('title', '5,664.516825118 α');
  await expect(args.getByText('0.0002 τ')).toHaveAttribute('title', '0.000229082 τ\n229082 rao');

  await args.getByRole('link', { name: '108', exact: true }).click();
  await expect(page).toHaveURL('/subnets/108');
});

test('Balances.Transfer: from and to link to their accounts, the amount in τ with its rao', async ({
  page,
}) => {
  const args = await expand(page, 'Balances.Transfer', '9518372-0006');
  await expect(args.getByRole('term')).toHaveText(['from', 'to', 'amount']);
  const from = ss58Encode('0xb92666fafee3fc5384c9fdeea23abe1b129afdd59fe9571dacf9934d6850535b');
  const to = ss58Encode('0xf9fc3569ba84b51f74e1955323e49c981bee544d7afe3be45be05dd8bd7402b0');
  await expect(args.getByRole('link', { name: `${to.slice(0, 6)}…${to.slice(-4)}` })).toHaveAttribute(
    'href',
    `/accounts/${to}`,
  );
  await expect(args.getByText('210.7487 τ')).toHaveAttribute('title', '210.748653451 τ\n210748653451 rao');
  await args.getByRole('link', { name: `${from.slice(0, 6)}…${from.slice(-4)}` }).click();
  await expect(page).toHaveURL(`/accounts/${from}`);
});

test('Ethereum.Executed: EVM addresses link to their transactions, the hash is no link, the exit reason reads', async ({
  page,
}) => {
  const args = await expand(page, 'Ethereum.Executed', '9518357-0001');
  await expect(args.getByRole('term')).toHaveText([
    'from',
    'to',
    'transactionHash',
    'exitReason',
    'extraData',
  ]);

  const hash = '0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c';
  await expect(args.getByText('0x642369…f0694c')).toHaveAttribute('title', hash);
  await expect(args.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
  // Before, a 32-byte hash was taken for an account id and linked to an account page.
  await expect(args.getByRole('link', { name: /^5/ })).toHaveCount(0);
  await expect(args.getByRole('link')).toHaveCount(2);
  await expect(args.getByText('Succeed › Stopped')).toBeVisible();
  await expect(args.getByText('0x (empty)')).toBeVisible();

  await expect(args.getByRole('link', { name: '0x85b1e8…f96e40' })).toHaveAttribute(
    'href',
    '/evm/transactions?address=0x85b1e80fe244abca6ecf96e05e53dc7d32f96e40',
  );
  await args.getByRole('link', { name: '0x198501…75f74a' }).click();
  await expect(page).toHaveURL('/evm/transactions?address=0x1985014bb11e7956aeccebdb28fbd415c675f74a');
  await expect(
    page.getByRole('table', { name: 'EVM transactions' }).locator('tbody tr').first(),
  ).toContainText('0x198501');
});

test('an event the table does not know keeps the generic tree', async ({ page }) => {
  const args = await expand(page, 'Utility.BatchCompleted', '9518343-0011');
  await expect(args).toHaveText('{}');
});
