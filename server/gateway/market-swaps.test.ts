// GET /market/swaps's contract, against a real gateway and market over the demo API: the week's swaps of the
// accounts asked are exactly the demo's own swaps of those makers, read from the windows the market holds, at no
// upstream request (the gateway's own /metrics say so); a bad request is a 400 saying why; a cold market a 503.
import { describe, expect, it } from 'vitest';
import { MAX_POOL_EVENT_BLOCKS } from '../../src/api/endpoints';
import {
  MARKET_SWAPS_PATH,
  MAX_SWAP_ACCOUNTS,
  marketSwapsSchema,
  marketSwapsUrl,
  type AccountSwap,
} from '../../src/api/market-swaps';
import type { PoolEvent } from '../../src/api/schemas';
import { parseAccount } from '../../src/shared/chain/ss58';
import { unitsOf } from '../../src/shared/numbers/amounts';
import { demoApi } from '../demo-api/test-helpers';
import { fillMarket, marketGateway, upstreamCalls as callsOf } from './test-market';

const demo = demoApi();
const warm = marketGateway();
await fillMarket(warm.market);
const upstreamCalls = () => callsOf(warm.app);

async function swapsOf(accounts: string[]) {
  const answer = await warm.app.request(marketSwapsUrl(accounts));
  expect(answer.status, await answer.clone().text()).toBe(200);
  return marketSwapsSchema.parse(await answer.json());
}

/** The demo API's own swaps from `fromBlock` to `toBlock`, asked in the largest windows it allows. */
async function demoSwaps(fromBlock: number, toBlock: number): Promise<PoolEvent[]> {
  const events: PoolEvent[] = [];
  for (let from = fromBlock; from <= toBlock; from += MAX_POOL_EVENT_BLOCKS) {
    const to = Math.min(toBlock, from + MAX_POOL_EVENT_BLOCKS - 1);
    events.push(...(await demo.get('poolEvents', { fromBlock: from, toBlock: to })).events);
  }
  return events;
}

const rao = (text: string | null | undefined) => String(unitsOf(text ?? '0'));

/** A demo swap as the route answers it, computed from the demo's own event. */
const expected = (event: PoolEvent): AccountSwap => ({
  account: event.maker,
  block: event.block.blockNumber,
  time: event.block.blockTimestamp,
  txnId: event.txnId,
  eventIndex: event.eventIndex,
  netuid: Number(event.pairId.split('-')[1]),
  side: event.asset0In ? 'buy' : 'sell',
  tao: rao(event.asset0In ?? event.asset0Out),
  alpha: rao(event.asset1Out ?? event.asset1In),
});

const week = await swapsOf(['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY']);
const demoWeek = await demoSwaps(week.fromBlock, week.head.block);
/** The makers of the demo's week by their count of swaps, fewest first. */
const byMaker = new Map<string, PoolEvent[]>();
for (const event of demoWeek) {
  const swaps = byMaker.get(event.maker) ?? [];
  swaps.push(event);
  byMaker.set(event.maker, swaps);
}
const makers = [...byMaker].sort((a, b) => a[1].length - b[1].length);

describe('GET /market/swaps', () => {
  it("answers the week's swaps of the accounts asked, exactly the demo API's own, oldest first", async () => {
    expect(week.coverage).toEqual({ loaded: 168, of: 168 });
    expect(week.head.block - week.fromBlock).toBeGreaterThan(167 * 300);
    // A few makers, from a one-swap maker to a busy one, asked together.
    const asked = [makers[0], makers[Math.floor(makers.length / 2)], makers.at(-1)].map(
      (entry) => (entry as [string, PoolEvent[]])[0],
    );
    const { swaps } = await swapsOf(asked);
    const mine = demoWeek.filter((event) => asked.includes(event.maker));
    expect(swaps.length).toBeGreaterThan(10);
    expect(swaps).toEqual(mine.map(expected));
  });

  it('reads an account in either form, once', async () => {
    const [maker] = makers.at(-2) as [string, PoolEvent[]];
    const { hex } = parseAccount(maker) as { hex: string };
    const bySs58 = await swapsOf([maker]);
    expect(await swapsOf([hex, maker, hex.toUpperCase().replace('0X', '0x')])).toEqual(bySs58);
  });

  it('answers an account without swaps in the week with none', async () => {
    const quiet = '5C4hrfjw9DjXZTzV3MwzrrAr9P1MJhSrvWGWqi1eSuyUpnhM';
    expect(demoWeek.some((event) => event.maker === quiet)).toBe(false);
    expect((await swapsOf([quiet])).swaps).toEqual([]);
  });

  it('refuses, with a 400 saying why, no account, one that is none, and more than it takes', async () => {
    const many = makers.slice(0, MAX_SWAP_ACCOUNTS + 1).map(([maker]) => maker);
    const cases: [query: string, message: RegExp][] = [
      ['', /^Missing parameter "account"/],
      ['?account=', /^Missing parameter "account"/],
      [
        '?account=5Gx,',
        /^Invalid parameter "account": "5Gx" is neither an SS58 address nor a 0x public key$/,
      ],
      [`?account=${many.join(',')}`, /51 accounts; at most 50 are allowed$/],
    ];
    for (const [query, message] of cases) {
      const answer = await warm.app.request(`${MARKET_SWAPS_PATH}${query}`);
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { message: string }).message, query).toMatch(message);
    }
    expect((await swapsOf(many.slice(0, MAX_SWAP_ACCOUNTS))).swaps.length).toBeGreaterThan(0);
  });

  it('says when a cold market has no figures yet, with a 503 and when to ask again', async () => {
    const cold = marketGateway();
    const answer = await cold.app.request(marketSwapsUrl([makers[0]?.[0] as string]));
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('costs no upstream request', async () => {
    const before = await upstreamCalls();
    expect(before).toBeGreaterThan(0);
    for (const [maker] of makers.slice(-20)) await swapsOf([maker]);
    await swapsOf(makers.slice(0, MAX_SWAP_ACCOUNTS).map(([maker]) => maker));
    expect(await upstreamCalls()).toBe(before);
  });
});
