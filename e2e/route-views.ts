// A view of every route of the table, as a reader opens it: the specs that visit every page (console.spec.ts,
// fit.spec.ts) read this list. Samples are the API's own newest records.
import type { APIRequestContext } from '@playwright/test';
import type { ROUTE_TABLE } from '../src/shared/route-table';
import { apiAnswer, newestEvent } from './fixtures';

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
