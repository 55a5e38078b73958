// A stub upstream for tests of the live stream: a chain with one event and one swap per block, whose head moves
// when a test says so. It answers the three questions the poller asks, in the API's shapes.
import type { Upstream } from '../upstream';

const GENESIS_MS = Date.parse('2026-11-01T00:00:00Z');

export class TestChain {
  /** The upstream requests made, as path and query. */
  readonly asked: string[] = [];

  constructor(public head: number) {}

  readonly upstream: Upstream = (request) => Promise.resolve(this.answer(request));

  private answer(request: Request): Response {
    const url = new URL(request.url);
    this.asked.push(url.pathname + url.search);
    const query = url.searchParams;
    if (url.pathname === '/api/coingecko/events') {
      const from = Number(query.get('fromBlock'));
      const to = Math.min(this.head, Number(query.get('toBlock')));
      return Response.json({ events: this.blocks(from, to).map((block) => swap(block)) });
    }
    const start = Number(query.get('block_start') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const blocks = this.blocks(Math.max(start, 0), this.head).reverse();
    if (!blocks.length) return Response.json({ message: 'no records' }, { status: 404 });
    const data = blocks.slice(0, limit).map((block) => event(block));
    const pagination = {
      current_page: 1,
      per_page: limit,
      total_items: blocks.length,
      total_pages: Math.ceil(blocks.length / limit),
      next_page: blocks.length > limit ? 2 : null,
      prev_page: null,
    };
    return Response.json({ pagination, data });
  }

  private blocks(from: number, to: number): number[] {
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  }
}

const timeOf = (block: number) => GENESIS_MS + block * 12_000;

function event(block: number) {
  return {
    id: `${block}-0001`,
    block_number: block,
    extrinsic_index: 1,
    index: 1,
    phase: 'ApplyExtrinsic',
    pallet: 'Balances',
    name: 'Transfer',
    full_name: 'Balances.Transfer',
    args: null,
    extrinsic_id: `${block}-0001`,
    call_id: null,
    timestamp: new Date(timeOf(block)).toISOString(),
  };
}

function swap(block: number) {
  return {
    block: { blockNumber: block, blockTimestamp: timeOf(block) / 1000 },
    eventIndex: 2,
    eventType: 'swap',
    maker: '5Grw',
    pairId: '1',
    priceNative: '0.5',
    reserves: { asset0: '100', asset1: '200' },
    txnId: `${block}-0001`,
    txnIndex: 1,
    asset0In: '1',
    asset1Out: '2',
  };
}
