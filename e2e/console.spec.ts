// Every route of the table opens, scrolled to its end so that what a page asks when shown is asked too, without a
// console error: the fixture fails a test on any (e2e/fixtures.ts). An empty answer is no error either, since the
// gateway passes a list's 404 on as an empty page. Samples are the API's own newest records.
import type { ROUTE_TABLE } from '../src/shared/route-table';
import { apiAnswer, expect, newestEvent, test } from './fixtures';

test('every route opens without a console error', async ({ page, request }) => {
  test.setTimeout(120_000);
  const event = await newestEvent(request);
  const [extrinsic] = (await apiAnswer(request, 'events', { phase: 'ApplyExtrinsic', limit: 1 })).data;
  const [transaction] = (await apiAnswer(request, 'evmTransactions', { limit: 1 })).data;
  const [account] = (await apiAnswer(request, 'accountLatest', { limit: 1 })).data;
  if (!extrinsic?.extrinsic_id || !transaction || !account) throw new Error('the demo chain lacks a sample');
  // A route added to the table without a view here fails to compile.
  const views: Record<keyof typeof ROUTE_TABLE, string[]> = {
    overview: ['/'],
    events: ['/events'],
    accounts: ['/accounts'],
    account: [`/accounts/${account.address.ss58}`],
    subnetOwners: ['/subnets/owners'],
    subnet: ['', '?tab=owners', '?tab=deregistrations', '?tab=swaps'].map((tab) => `/subnets/3${tab}`),
    deregistrations: ['/deregistrations'],
    evmTransactions: ['/evm/transactions'],
    evmTransaction: [`/evm/transactions/${transaction.hash}`],
    pools: ['/pools'],
    pool: ['/pools/1'],
    watchlist: ['/watchlist'],
    alerts: ['/alerts'],
    // The newest block, and the one after it, not produced yet.
    block: [`/blocks/${event.block_number}`, `/blocks/${event.block_number + 1}`],
    extrinsic: [`/extrinsics/${extrinsic.extrinsic_id}`],
    // Its document is a 404, which the browser logs: the not-found specs allow that one error.
    notFound: [],
  };
  for (const path of Object.values(views).flat()) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000);
    // What the page asks once shown has come.
    await expect(page.getByText(/loads? when shown|^Loading/i), path).toHaveCount(0);
  }
});
