// A view of every route of the table, as a reader opens it: the specs that visit every page (console.spec.ts,
// fit.spec.ts) read this list. Samples are the API's own newest records.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { ROUTE_TABLE } from '../src/shared/route-table';
import { apiAnswer, expect, newestEvent } from './fixtures';

export async function routeViews(request: APIRequestContext): Promise<string[]> {
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
    compare: ['/compare?netuid=1,4,19&range=7d', '/compare?netuid=1,4&range=30d'],
    watchlist: ['/watchlist'],
    alerts: ['/alerts'],
    // The newest block, and the one after it, not produced yet.
    block: [`/blocks/${event.block_number}`, `/blocks/${event.block_number + 1}`],
    extrinsic: [`/extrinsics/${extrinsic.extrinsic_id}`],
    // Its document is a 404, which the browser logs: the not-found specs allow that one error.
    notFound: [],
  };
  return Object.values(views).flat();
}

/**
 * Opens `path` and waits until the page has drawn what it asks first, and, scrolled to its end, what it asks once
 * shown: the frame's extras have loaded (they wait for the page's data: src/lib/page-drawn.ts), and no skeleton,
 * busy region or loading line is left. Not the load state "networkidle": the live stream's connection and a fetch
 * that takes over the HTML's preload each look like a request still under way.
 */
export async function openWhole(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('.live-status[aria-live]'), path).toBeAttached();
  const loading = page
    .locator('[aria-busy="true"], .skeleton')
    .or(page.getByText(/loads? when shown|^Loading/i));
  await expect(loading, path).toHaveCount(0);
  await page.mouse.wheel(0, 20_000);
  await expect(loading, path).toHaveCount(0);
  return response;
}
