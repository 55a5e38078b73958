// Private names for addresses, as a person gives them: on an account page, by keyboard; then shown wherever the
// address appears (the events' args, the accounts table and its filter's chip, the EVM list), found by the search, kept in this browser
// and never sent; taken to a fresh browser by exporting a file and importing it there.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { cellOf, expect, test } from './fixtures';
import { ss58Encode } from '../src/shared/chain/ss58';

const json = async (request: APIRequestContext, url: string) => (await request.get(url)).json();

/** The sender of the newest transfer: an account the first page of transfers names, and its address. */
async function newestSender(request: APIRequestContext) {
  const transfers = await json(request, '/api/event/v1?full_name=Balances.Transfer&limit=1');
  const hex = transfers.data[0].args.from as string;
  return { hex, ss58: ss58Encode(hex) };
}

/** Gives the account page's address a name, by keyboard: the button, the field, Enter. */
async function giveName(page: Page, name: string) {
  await page.getByRole('button', { name: 'Name this address' }).press('Enter');
  const field = page.getByLabel('Name', { exact: true });
  await expect(field).toBeFocused();
  await field.fill(name);
  await field.press('Enter');
  await expect(page.locator('.own-name')).toHaveText(`Your name ${name}`);
}

/** Everything a request sends: its URL, headers (cookies included) and body. */
async function sent(request: Request) {
  return `${request.url()}\n${JSON.stringify(await request.allHeaders())}\n${request.postData() ?? ''}`;
}

test('a name given on an account page shows in the events and accounts tables and the search, and is never sent', async ({
  page,
  request,
}) => {
  const requests: Request[] = [];
  page.on('request', (made) => requests.push(made));
  const sender = await newestSender(request);
  await page.goto(`/accounts/${sender.ss58}`);
  await giveName(page, 'Zebra vault 7');
  // The focus is back on the button that named it.
  await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Balances of Zebra vault 7 over time' })).toBeVisible();

  await page.goto('/events?full_name=Balances.Transfer');
  await page
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click();
  const named = page
    .getByRole('table', { name: 'Chain events' })
    .getByRole('link', { name: 'Zebra vault 7' });
  await expect(named).toHaveAttribute('href', `/accounts/${sender.ss58}`);
  await expect(named).toHaveAttribute('title', `Zebra vault 7\n${sender.ss58}\n${sender.hex}`);

  await page.goto(`/accounts?address=${sender.ss58}`);
  await expect(
    page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: 'Zebra vault 7' }),
  ).toHaveAttribute('href', `/accounts/${sender.ss58}`);
  // The filter's chip names it too, beside the address the URL holds.
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(
    `Address: Zebra vault 7 ${sender.ss58}×`,
  );

  await page.goto('/');
  await page.getByLabel('Search').fill('zebra');
  await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('link')).toHaveText([
    `Zebra vault 7 — your name for ${sender.ss58}`,
  ]);
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(`/accounts/${sender.ss58}`);
  await expect(page.locator('.own-name')).toHaveText('Your name Zebra vault 7');

  expect(requests.length).toBeGreaterThan(10);
  for (const made of requests) expect((await sent(made)).toLowerCase()).not.toContain('zebra');
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/zebra/i);
});

test('a name is changed, cancelled with Escape and removed in place; the tables follow', async ({
  page,
  request,
}) => {
  const sender = await newestSender(request);
  await page.goto(`/accounts/${sender.ss58}`);
  await giveName(page, 'First');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Never saved');
  await page.getByLabel('Name', { exact: true }).press('Escape');
  await expect(page.locator('.own-name')).toHaveText('Your name First');
  await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();

  await page.getByRole('button', { name: 'Remove name' }).click();
  await expect(page.locator('.own-name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Name this address' })).toBeFocused();
  await page.goto('/events?full_name=Balances.Transfer');
  await page
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click();
  await expect(
    page
      .getByRole('table', { name: 'Chain events' })
      .getByRole('link', { name: /^5.{5}….{4}$/ })
      .first(),
  ).toHaveAttribute('href', `/accounts/${sender.ss58}`);
  await expect(page.getByRole('link', { name: 'First', exact: true })).toHaveCount(0);
});

test('an EVM address’s name shows in the EVM list and on its transaction’s page', async ({
  page,
  request,
}) => {
  const transactions = await json(request, '/api/evm/transaction/v1?limit=1');
  const from = transactions.data[0].from as string;
  await page.goto(`/accounts/${from}`);
  await giveName(page, 'My MetaMask');
  await page.goto(`/evm/transactions?address=${from}`);
  await expect(
    page.getByRole('table', { name: 'EVM transactions' }).getByRole('link', { name: 'My MetaMask' }).first(),
  ).toHaveAttribute('title', `My MetaMask\n${from}`);
  await page.goto(`/evm/transactions/${transactions.data[0].hash as string}`);
  await expect(page.getByRole('link', { name: 'My MetaMask' }).first()).toHaveAttribute(
    'href',
    `/evm/transactions?address=${from}`,
  );
});

test('export, then import into a fresh browser, restores the names and the watchlist', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const sender = await newestSender(request);
  await page.goto(`/accounts/${sender.ss58}`);
  await giveName(page, 'Carried over');
  await page.getByRole('button', { name: 'Watch' }).click();
  await page.getByRole('link', { name: 'watchlist', exact: true }).click();
  await expect(page).toHaveURL('/watchlist');
  await expect(page.getByText('This browser holds 1 name, 1 followed account and 0 alerts.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^address-book-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
    format: 'bittensor-dashboard-address-book',
    version: 1,
    names: [{ address: sender.ss58, name: 'Carried over' }],
    watchlist: [sender.ss58],
  });

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  const errors: string[] = [];
  other.on('pageerror', (error) => errors.push(error.message));
  other.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await other.goto('/watchlist');
  await expect(other.getByText('You follow no accounts yet.')).toBeVisible();
  // A bad file first: it says what is wrong and changes nothing.
  await other.getByLabel('Import from a file').setInputFiles({
    name: 'not-a-book.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'bittensor-dashboard-address-book',
        version: 1,
        names: [{ address: 'Bob', name: 'B' }],
        watchlist: [],
      }),
    ),
  });
  await expect(other.getByRole('alert')).toHaveText(
    'not-a-book.json was not imported: names[0].address is not an SS58 address, 0x public key or EVM address. Nothing was changed.',
  );
  await expect(
    other.getByText('This browser holds 0 names, 0 followed accounts and 0 alerts.'),
  ).toBeVisible();

  await other.getByLabel('Import from a file').setInputFiles(file);
  await expect(
    other.getByText(
      `Imported 1 name, 1 followed account and 0 new alerts from ${download.suggestedFilename()}.`,
    ),
  ).toBeVisible();
  const watched = other.getByRole('table', { name: 'Watched accounts' });
  const row = watched.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(await cellOf(watched, row, 'Name')).toHaveText('Carried over');
  await other.goto('/events?full_name=Balances.Transfer');
  await other
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click();
  await expect(other.getByRole('link', { name: 'Carried over' })).toHaveAttribute(
    'href',
    `/accounts/${sender.ss58}`,
  );
  await fresh.close();
  expect(errors).toEqual([]);
});
