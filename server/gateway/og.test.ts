// Shared links unfurl: every page's HTML says what it shows, and pool links carry a picture of their candles,
// drawn on the server, cached like the data, and replaced by a card when the upstream refuses.
import { describe, expect, it } from 'vitest';
import { firstChunk } from '../../src/shared/charts/history-chunks';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';
import { QuotaBudget } from './budget';
import { LINE_COLORS } from '../../src/shared/theme/line-colors';
import { candlesOnAxis, compareSvg } from './og-image';
import { pictureChart } from './og-routes';
import { pageMeta } from './page-meta';
import type { Upstream } from './upstream';

const ORIGIN = 'https://charts.example';
const NOW = Date.UTC(2026, 10, 1, 12, 0, 30);
const meta = (path: string) => pageMeta(new URL(path, 'http://127.0.0.1:8080'), ORIGIN, NOW);
const content = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('pageMeta', () => {
  it('titles and describes each kind of page from its URL, with a card for every link', () => {
    const events = meta('/events?pallet=Balances&block_start=9500000&block_end=9510000&page=2');
    expect(events).toContain(
      '<title>Events · pallet Balances · blocks 9,500,000–9,510,000 · page 2 — Bittensor chain data</title>',
    );
    expect(content(events, 'og:title')).toBe(
      'Events · pallet Balances · blocks 9,500,000–9,510,000 · page 2',
    );
    expect(content(events, 'description')).toBe(
      'Bittensor chain events: pallet Balances, blocks 9,500,000–9,510,000, page 2.',
    );
    expect(content(events, 'og:url')).toBe(
      'https://charts.example/events?pallet=Balances&amp;block_start=9500000&amp;block_end=9510000&amp;page=2',
    );
    expect(content(events, 'og:site_name')).toBe('Bittensor chain data');
    expect(content(events, 'twitter:card')).toBe('summary_large_image');
    expect(content(events, 'og:image')).toBe(
      'https://charts.example/og/card.png?page=%2Fevents%3Fpallet%3DBalances%26block_start%3D9500000%26block_end%3D9510000%26page%3D2',
    );
    const account = meta('/accounts/5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
    expect(content(account, 'og:title')).toBe('Account 5Grw…tQY: balance history');
    const pool = meta('/pools/19?resolution=60&from=1791331200&to=1791936000');
    expect(content(pool, 'og:title')).toBe(
      'Subnet 19 pool · 1-hour candles · 2026-10-07 00:00 UTC – 2026-10-14 00:00 UTC',
    );
    expect(content(pool, 'og:image')).toBe(
      'https://charts.example/og/pools/19.png?resolution=60&amp;from=1791331200&amp;to=1791936000',
    );
    // Without a range, the picture shows what the page first draws: its newest chunk of bars (to the end of the
    // hour, as the page asks: chartEnd), on an axis from the first of them.
    const { from, to } = firstChunk('1D', undefined, Date.UTC(2026, 10, 1, 13) / 1000);
    expect(content(meta('/pools/7'), 'og:image')).toBe(
      `https://charts.example/og/pools/7.png?resolution=1D&amp;from=${from}&amp;to=${to}&amp;fit=bars`,
    );
  });

  it("gives a subnet page its pool page's picture, and the root subnet a card", () => {
    const subnet = meta('/subnets/7?tab=owners');
    expect(content(subnet, 'og:title')).toBe('Subnet 7');
    expect(content(subnet, 'og:image')).toBe(content(meta('/pools/7'), 'og:image'));
    expect(content(meta('/subnets/0'), 'og:image')).toBe(
      'https://charts.example/og/card.png?page=%2Fsubnets%2F0',
    );
    const tx = meta(`/evm/transactions/0x${'ab'.repeat(32)}`);
    expect(content(tx, 'og:title')).toBe('EVM transaction 0xabab…abab');
  });

  it('escapes hostile values and keeps them short', () => {
    const hostile = meta(
      `/events?pallet=${encodeURIComponent('"><script>alert(1)</script>')}&name=${'x'.repeat(3000)}`,
    );
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toMatch(/content="[^"]*"[^ />]/);
    expect((content(hostile, 'description') ?? '').length).toBeLessThanOrEqual(300);
    // `$&` would be a pattern in a replacement string: the page still has one title.
    expect(meta('/events?pallet=$%26').match(/<title>/g)).toHaveLength(1);
  });
});

/** A gateway whose upstream answers price history, counting its calls, refusing with 429 when told to. */
function gateway(refuse: () => boolean) {
  const calls: string[] = [];
  const upstream: Upstream = async (request) => {
    calls.push(request.url);
    if (refuse())
      return Response.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '60' } });
    const t = Array.from({ length: 48 }, (_, i) => 1791331200 + i * 3600);
    const c = t.map((_, i) => 0.01 + i * 0.0002);
    return Response.json({
      s: 'ok',
      t,
      o: c.map((x) => x - 0.0001),
      h: c.map((x) => x + 0.0003),
      l: c.map((x) => x - 0.0003),
      c,
      v: c.map(() => 10),
    });
  };
  const proxy = new ApiProxy({
    upstream,
    origin: 'https://upstream.test',
    apiKey: 'k',
    budget: new QuotaBudget(null),
    cacheBytes: 2 ** 20,
    maxBodyBytes: 2 ** 20,
    timeoutMs: 5000,
  });
  return { app: createGateway({ proxy, publicOrigin: () => ORIGIN }), calls };
}

/** A PNG's width and height, from its IHDR chunk. */
const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('unfurl pictures', () => {
  it('draws a pool’s candles as a 1200×630 PNG, and the same link costs no second upstream call', async () => {
    const { app, calls } = gateway(() => false);
    const path = '/og/pools/19.png?resolution=60&from=1791331200&to=1791504000';
    const first = await app.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const png = Buffer.from(await first.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(size(png)).toEqual([1200, 630]);
    expect(calls).toHaveLength(1);
    const again = await app.request(path);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(png);
    expect(calls).toHaveLength(1);
  });

  it('serves a card without a chart when the upstream refuses, never an error', async () => {
    const { app, calls } = gateway(() => true);
    const answer = await app.request('/og/pools/19.png?resolution=60&from=1791331200&to=1791504000');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(size(Buffer.from(await answer.arrayBuffer()))).toEqual([1200, 630]);
    expect(calls).toHaveLength(1);
  });

  it('draws a card for any other page, and answers 404 for a picture of no pool', async () => {
    const { app, calls } = gateway(() => false);
    const card = await app.request(`/og/card.png?page=${encodeURIComponent('/events?pallet=Balances')}`);
    expect(card.headers.get('Content-Type')).toBe('image/png');
    expect(size(Buffer.from(await card.arrayBuffer()))).toEqual([1200, 630]);
    expect(calls).toHaveLength(0);
    expect((await app.request('/og/pools/abc.png')).status).toBe(404);
    expect((await app.request('/og/pools/0.png')).status).toBe(404);
  });
});

describe('a comparison’s picture', () => {
  it('draws its lines from each pool’s history over a long range, a request each, kept', async () => {
    const { app, calls } = gateway(() => false);
    const first = await app.request('/og/compare.png?netuid=4,19&range=90d');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(size(Buffer.from(await first.arrayBuffer()))).toEqual([1200, 630]);
    expect(calls.map((url) => new URL(url).searchParams.get('symbol'))).toEqual(['SUB-4', 'SUB-19']);
    await app.request('/og/compare.png?netuid=4,19&range=90d');
    expect(calls).toHaveLength(2);
  });

  it('is the page’s card when its lines cannot be had', async () => {
    const refused = gateway(() => true);
    const answer = await refused.app.request('/og/compare.png?netuid=4&range=30d');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(size(Buffer.from(await answer.arrayBuffer()))).toEqual([1200, 630]);
    // Without a market (this gateway has none), a day's comparison is its card too.
    expect((await gateway(() => false).app.request('/og/compare.png?netuid=4&range=1d')).status).toBe(200);
  });

  it('names each line’s subnet and change beside it, in its colour', () => {
    const svg = compareSvg({
      title: 'Compare subnets',
      subtitle: 'SN4, SN19 · last 7 days',
      lines: [
        {
          netuid: 4,
          points: [
            { time: 0, value: 0 },
            { time: 60, value: 0.1234 },
          ],
        },
        { netuid: 19, points: [] },
      ],
    });
    expect(svg).toContain(
      `<text x="940" y="250" font-size="30" fill="${LINE_COLORS[0]?.dark}">SN4 +12.34%</text>`,
    );
    expect(svg).toContain('>SN19 no trades</text>');
    expect(svg.match(/<polyline /g)).toHaveLength(1);
  });
});

describe('a picture’s candles', () => {
  const HOUR = 3_600;
  const START = 1_793_404_800;
  const bar = (time: number, close: number) => ({ time, open: 1, high: close, low: 1, close, volume: 1 });

  it('stand on their time axis: empty time stays empty', () => {
    const axis = { resolution: '60' as const, from: START, to: START + 4 * HOUR, emptyStart: true };
    expect(candlesOnAxis([bar(START + HOUR, 2), bar(START + 3 * HOUR, 3)], axis)).toEqual({
      slots: 4,
      candles: [
        { slot: 1, bar: bar(START + HOUR, 2) },
        { slot: 3, bar: bar(START + 3 * HOUR, 3) },
      ],
    });
  });

  it('start where the range does when the link names one, else at the first bar', () => {
    const chart = (query: string) => pictureChart(new URLSearchParams(query), START);
    expect(chart('range=1d')).toEqual({
      resolution: '15',
      from: START - 86_400,
      to: START,
      emptyStart: true,
    });
    expect(chart('resolution=1D&from=5&to=6').emptyStart).toBe(true);
    expect(chart('resolution=1D&from=5&to=6&fit=bars').emptyStart).toBe(false);
    expect(chart('range=all').emptyStart).toBe(false);
  });

  it('merge neighbouring slots into at most 120 candles, from the first bar when the range names no start', () => {
    const bars = [bar(START, 2), bar(START + HOUR, 4), bar(START + 299 * HOUR, 3)];
    const axis = { resolution: '60' as const, from: 0, to: START + 300 * HOUR, emptyStart: false };
    // 300 hourly slots, three to a candle.
    expect(candlesOnAxis(bars, axis)).toEqual({
      slots: 100,
      candles: [
        { slot: 0, bar: { time: START, open: 1, high: 4, low: 1, close: 4, volume: 2 } },
        { slot: 99, bar: bar(START + 299 * HOUR, 3) },
      ],
    });
  });
});
