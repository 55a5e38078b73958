// The EVM transaction page: reached from the list, its exact value and fee, the sender's and recipient's mirror
// accounts, a decoded call, an unknown hash, a hash in capitals and a malformed one. Exact values are the demo API's
// own (pinned span).
import { ss58Encode } from '../src/shared/chain/ss58';
import { evmAccount } from '../src/shared/chain/evm-account';
import { groupDigits } from '../src/shared/numbers/separators';
import { blockText, expect, test } from './fixtures';

const TRANSFER = '0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c';
const ADD_STAKE = '0xa867fa85521c5ebf6121cddb9ff9af15a371b5150450ce5979d40829c4a953e7';

// An unknown hash is the API's 404, which the browser logs.

test('from the list to a transfer and back: exact value, fee and mirror accounts', async ({
  page,
  request,
}) => {
  const answer = await (await request.get(`/api/evm/transaction/v1?hash=${TRANSFER}`)).json();
  const tx = answer.data[0];
  expect([tx.value, tx.gas_used, tx.effective_gas_price]).toEqual([
    '2744876000000000000',
    '21000',
    '12000000000',
  ]);
  const from = evmAccount(tx.from);
  const to = evmAccount(tx.to);

  await page.goto('/evm/transactions');
  await page
    .getByRole('table', { name: 'EVM transactions' })
    .getByRole('link', { name: '0x642369…f0694c' })
    .click();
  await expect(page).toHaveURL(`/evm/transactions/${TRANSFER}`);
  await expect(page).toHaveTitle('EVM transaction 0x6423…694c — Bittensor chain data');
  const summary = page.locator('dl.account-keys').first();
  await expect(summary).toContainText('Success');

  const value = summary.locator('dt:text-is("Value") + dd .amount');
  // Written in full on its own page.
  await expect(value).toHaveText('2.744876 τ');
  await expect(value).toHaveAttribute('title', '2.744876 τ\n2744876000000000000 wei');
  // 21,000 gas × 12 gwei.
  const fee = summary.locator('dt:text-is("Fee") + dd .amount');
  await expect(fee).toHaveText('0.000252 τ');
  await expect(fee).toHaveAttribute('title', '0.000252 τ\n252000000000000 wei');
  await expect(summary.locator('dt:text-is("Gas limit, used") + dd')).toHaveText('21,000, 21,000');
  await expect(summary.locator('dt:text-is("Nonce") + dd')).toHaveText(tx.nonce.toLocaleString('en-US'));

  const sender = summary.locator('dt:text-is("From") + dd');
  await expect(sender.getByRole('link').first()).toHaveAttribute(
    'href',
    `/evm/transactions?address=${tx.from}`,
  );
  await expect(sender.getByRole('link').nth(1)).toHaveAttribute('href', `/accounts/${from?.ss58}`);
  const recipient = summary.locator('dt:text-is("To") + dd');
  await expect(recipient.getByRole('link').nth(1)).toHaveAttribute('href', `/accounts/${to?.ss58}`);
  await expect(page.getByRole('region', { name: 'Call' })).toContainText('a plain transfer: no input');

  await sender.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(`/accounts/${from?.ss58}`);
  await page.goBack();
  await summary.getByRole('link', { name: blockText(tx.block_number), exact: true }).click();
  await expect(page).toHaveURL(`/blocks/${tx.block_number}`);
  await page.goBack();
  await expect(page).toHaveURL(`/evm/transactions/${TRANSFER}`);
  await page.goBack();
  await expect(page).toHaveURL('/evm/transactions');
});

test("a staking precompile call: its arguments by type, amounts in the contract's unit", async ({
  page,
  request,
}) => {
  // addStake(bytes32 hotkey, uint256 amount in rao, uint256 netuid): the arguments, read from the input's words.
  const tx = (await (await request.get(`/api/evm/transaction/v1?hash=${ADD_STAKE}`)).json()).data[0];
  const [hotkeyWord, amountWord, netuidWord] = (tx.input as string).slice(10).match(/.{64}/g) ?? [];
  const rao = BigInt(`0x${amountWord}`);
  const tao = `${rao / 1_000_000_000n}.${String(rao % 1_000_000_000n).padStart(9, '0')}`.replace(
    /\.?0+$/,
    '',
  );
  await page.goto(`/evm/transactions/${ADD_STAKE}`);
  const call = page.getByRole('region', { name: 'Call' });
  await expect(call).toContainText('addStake');
  await expect(call).toContainText('0x1fc9b141');
  await expect(call).toContainText('Staking precompile');
  const hotkey = `/accounts/${ss58Encode(`0x${hotkeyWord}`)}`;
  await expect(call.locator('dt:has-text("hotkey") + dd').getByRole('link')).toHaveAttribute('href', hotkey);
  const amount = call.locator('dt:has-text("amount") + dd .amount');
  await expect(amount).toHaveText(/^\d+\.\d{4} τ$/);
  await expect(amount).toHaveAttribute('title', `${tao} τ\n${rao} rao`);
  const netuid = String(BigInt(`0x${netuidWord}`));
  await expect(call.locator('dt:has-text("netuid") + dd').getByRole('link', { name: netuid })).toBeVisible();
  await expect(call.getByRole('button', { name: 'Copy input data' })).toBeVisible();
});

test("an ERC-20 transfer's amount: grouped units of the token, the token's contract linked", async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/evm/transaction/v1?limit=200')).json();
  const tx = (data as { method_id?: string; hash: string; to: string; input: string }[]).find(
    (row) => row.method_id === '0xa9059cbb',
  );
  if (!tx) throw new Error('no ERC-20 transfer among the newest 200 EVM transactions');
  // transfer(address to, uint256 amount): the amount is the input's second word.
  const units = BigInt(`0x${tx.input.slice(10 + 64, 10 + 128)}`);
  await page.goto(`/evm/transactions/${tx.hash}`);
  const amount = page.getByRole('region', { name: 'Call' }).locator('dt:has-text("amount") + dd');
  await expect(amount).toHaveText(new RegExp(`^${groupDigits(String(units))} units of the token 0x`));
  await expect(amount.getByRole('link')).toHaveAttribute('href', `/evm/transactions?address=${tx.to}`);
});

test('an unknown hash says so, and points to the search', async ({ page }) => {
  await page.goto(`/evm/transactions/0x${'ab'.repeat(32)}`);
  await expect(page.getByText('No transaction with this hash.')).toHaveText(
    'No transaction with this hash. Look something else up in the search at the top (press /).',
  );
  const search = page.getByRole('search').getByLabel('Search');
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
});

test.describe('the not-found page', () => {
  // The not-found page is the document's own 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a hash in capitals opens in lower case; a malformed one is no page', async ({ page }) => {
    await page.goto(`/evm/transactions/${TRANSFER.toUpperCase().replace('0X', '0x')}`);
    await expect(page).toHaveURL(`/evm/transactions/${TRANSFER}`);
    await expect(page.locator('dl.account-keys').first()).toContainText('Success');
    for (const bad of ['0x1234', `${TRANSFER}00`, TRANSFER.slice(2)]) {
      await page.goto(`/evm/transactions/${bad}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('navigation').first()).toBeVisible();
    }
  });
});
