// A known event's args as a person reads them: named, accounts as SS58 links, EVM addresses linking to their
// transactions, hashes copyable but not links, amounts in τ with the exact rao on hover, subnets linking to their
// pool. The rows are the newest seeded events of each kind.
import type { Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { formatAmount, formatExact } from '../src/shared/numbers/amounts';
import { ss58Encode } from '../src/shared/chain/ss58';
import { apiAnswer, expect, test } from './fixtures';

const details = (page: Page) => page.getByRole('table', { name: 'Chain events' }).locator('tr.details');

/** The newest event of a kind, as the API has it: the first row of the list filtered to that kind. */
async function newest(request: APIRequestContext, fullName: string) {
  const [event] = (await apiAnswer(request, 'events', { full_name: fullName, limit: 1 })).data;
  if (!event) throw new Error(`the demo chain has no ${fullName}`);
  return event;
}

async function expand(page: Page, fullName: string, id: string) {
  await page.goto(`/events?full_name=${fullName}`);
  await page.getByRole('button', { name: `Show details of ${id}` }).click();
  return details(page).getByLabel('Arguments');
}

/** An address or hash as the args write it, shortened: `5Grwva…utQY`, `0x642369…f0694c`. */
const short = (text: string) =>
  `${text.slice(0, text.startsWith('0x') ? 8 : 6)}…${text.slice(text.startsWith('0x') ? -6 : -4)}`;
const tao = (rao: string) => `${formatAmount(rao)} τ`;
const taoTitle = (rao: string) => `${formatExact(rao)} τ\n${rao} rao`;

test('StakeAdded: positional args named, both keys as accounts, τ and α amounts, the subnet’s pool', async ({
  page,
  request,
}) => {
  const event = await newest(request, 'SubtensorModule.StakeAdded');
  const [coldkeyHex, , staked, alpha, netuid, fee] = event.args as [
    string,
    string,
    string,
    string,
    number,
    string,
  ];
  const args = await expand(page, 'SubtensorModule.StakeAdded', event.id);
  await expect(args.getByRole('term')).toHaveText(['coldkey', 'hotkey', 'tao', 'alpha', 'netuid', 'fee']);

  const coldkey = ss58Encode(coldkeyHex);
  const coldkeyLink = args.getByRole('link', { name: short(coldkey) });
  await expect(coldkeyLink).toHaveAttribute('href', `/accounts/${coldkey}`);
  await expect(args.getByRole('button', { name: 'Copy coldkey address' })).toBeVisible();
  await expect(args.getByRole('button', { name: 'Copy hotkey address' })).toBeVisible();

  await expect(args.getByText(tao(staked), { exact: true })).toHaveAttribute('title', taoTitle(staked));
  await expect(args.getByText(`${formatAmount(alpha)} α`, { exact: true })).toHaveAttribute(
    'title',
    `${formatExact(alpha)} α`,
  );
  await expect(args.getByText(tao(fee), { exact: true })).toHaveAttribute('title', taoTitle(fee));

  await args.getByRole('link', { name: String(netuid), exact: true }).click();
  await expect(page).toHaveURL(`/subnets/${netuid}`);
});

test('Balances.Transfer: from and to link to their accounts, the amount in τ with its rao', async ({
  page,
  request,
}) => {
  const event = await newest(request, 'Balances.Transfer');
  const { amount, ...keys } = event.args as { from: string; to: string; amount: string };
  const args = await expand(page, 'Balances.Transfer', event.id);
  await expect(args.getByRole('term')).toHaveText(['from', 'to', 'amount']);
  const from = ss58Encode(keys.from);
  const to = ss58Encode(keys.to);
  await expect(args.getByRole('link', { name: short(to) })).toHaveAttribute('href', `/accounts/${to}`);
  await expect(args.getByText(tao(amount), { exact: true })).toHaveAttribute('title', taoTitle(amount));
  await args.getByRole('link', { name: short(from) }).click();
  await expect(page).toHaveURL(`/accounts/${from}`);
});

test('Ethereum.Executed: EVM addresses link to their transactions, the hash is no link, the exit reason reads', async ({
  page,
  request,
}) => {
  const event = await newest(request, 'Ethereum.Executed');
  const executed = event.args as {
    from: string;
    to: string;
    transactionHash: string;
    exitReason: { __kind: string; value: { __kind: string } };
    extraData: string;
  };
  expect(executed.extraData).toBe('0x');
  const args = await expand(page, 'Ethereum.Executed', event.id);
  await expect(args.getByRole('term')).toHaveText([
    'from',
    'to',
    'transactionHash',
    'exitReason',
    'extraData',
  ]);

  const hash = executed.transactionHash;
  await expect(args.getByText(short(hash))).toHaveAttribute('title', hash);
  await expect(args.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
  // Before, a 32-byte hash was taken for an account id and linked to an account page.
  await expect(args.getByRole('link', { name: /^5/ })).toHaveCount(0);
  await expect(args.getByRole('link')).toHaveCount(2);
  await expect(
    args.getByText(`${executed.exitReason.__kind} › ${executed.exitReason.value.__kind}`),
  ).toBeVisible();
  await expect(args.getByText('0x (empty)')).toBeVisible();

  await expect(args.getByRole('link', { name: short(executed.to) })).toHaveAttribute(
    'href',
    `/evm/transactions?address=${executed.to}`,
  );
  await args.getByRole('link', { name: short(executed.from) }).click();
  await expect(page).toHaveURL(`/evm/transactions?address=${executed.from}`);
  await expect(
    page.getByRole('table', { name: 'EVM transactions' }).locator('tbody tr').first(),
  ).toContainText(executed.from.slice(0, 8));
});

test('an event the table does not know keeps the generic tree', async ({ page, request }) => {
  const event = await newest(request, 'Utility.BatchCompleted');
  expect(event.args).toEqual({});
  const args = await expand(page, 'Utility.BatchCompleted', event.id);
  await expect(args).toHaveText('{}');
});
