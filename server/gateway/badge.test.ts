// The price badge's contract: its text is the market summary's price and 24 h change as the screener writes them,
// coloured by sign; what it cannot tell is a grey badge with status 200; it is cached and revalidated by ETag; and it
// costs no upstream request (the gateway's own /metrics say so).
import { describe, expect, it } from 'vitest';
import type { MarketPool, MarketSummary } from '../../src/api/market';
import { formatPercent } from '../../src/shared/numbers/amounts';
import { formatSignificant } from '../../src/shared/numbers/decimals';
import { COLORS } from '../../src/shared/theme/colors';
import { BADGE_CACHE, badgeLabel, badgeValue, MAX_LABEL } from './badge';
import { fillMarket, marketGateway, upstreamCalls as callsOf } from './test-market';

const warm = marketGateway();
await fillMarket(warm.market);
const summary = (await (await warm.app.request('/market/summary')).json()) as MarketSummary;

/** The badge's texts (label and value, each over its shadow in the light theme) and its value part's fill. */
async function badge(path: string, app = warm.app) {
  const answer = await app.request(path);
  const svg = await answer.text();
  const texts = [...svg.matchAll(/<text x="[^"]*" y="14"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
  const valueFill = /<rect x="[\d.]+" width="[\d.]+" height="20" fill="([^"]+)"/.exec(svg)?.[1];
  return { answer, svg, texts, label: texts[0], value: texts[1], valueFill };
}

const upstreamCalls = (app = warm.app) => callsOf(app);

const valueOf = (pool: MarketPool) =>
  `${formatSignificant(Number(pool.price))} τ ${formatPercent(pool.change.h24 as number).text}`;

const movers = (direction: 'up' | 'down') =>
  summary.pools.filter(
    (pool) => pool.change.h24 !== null && formatPercent(pool.change.h24).direction === direction,
  );

describe('GET /badge/subnets/:netuid.svg', () => {
  it("says the summary's price and 24 h change, coloured by sign", async () => {
    const [up] = movers('up');
    const [down] = movers('down');
    if (!up || !down) throw new Error('the demo market has no pool that rose and none that fell');
    const rose = await badge(`/badge/subnets/${up.netuid}.svg`);
    expect(rose.answer.status).toBe(200);
    expect(rose.answer.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect([rose.label, rose.value]).toEqual([`SN${up.netuid}`, valueOf(up)]);
    expect(rose.value).toMatch(/^\d[\d,.]* τ \+\d+\.\d\d %$/);
    expect(rose.valueFill).toBe(COLORS.up.light);
    expect(rose.svg).toContain(`<title>SN${up.netuid}: ${valueOf(up)}</title>`);

    const fell = await badge(`/badge/subnets/${down.netuid}.svg`);
    expect(fell.value).toBe(valueOf(down));
    // A true minus, as the screener writes a loss.
    expect(fell.value).toContain(' τ \u2212');
    expect(fell.valueFill).toBe(COLORS.down.light);
  });

  it('colours every pool of the summary by the sign of its change as shown', async () => {
    for (const pool of summary.pools) {
      const { value, valueFill } = await badge(`/badge/subnets/${pool.netuid}.svg`);
      const direction = pool.change.h24 === null ? 'flat' : formatPercent(pool.change.h24).direction;
      const tone = { up: COLORS.up.light, down: COLORS.down.light, flat: '#6e7781' }[direction];
      expect(valueFill, `subnet ${pool.netuid}`).toBe(tone);
      expect(value?.startsWith(`${formatSignificant(Number(pool.price))} τ`)).toBe(true);
    }
  });

  it('answers grey badges, status 200, for the root network, an unknown subnet and a file naming none', async () => {
    const unknown = 65_535;
    expect(summary.subnets.some((subnet) => subnet.netuid === unknown)).toBe(false);
    const cases: [path: string, label: string, value: string][] = [
      ['/badge/subnets/0.svg', 'SN0', 'no pool'],
      [`/badge/subnets/${unknown}.svg`, `SN${unknown}`, 'unknown subnet'],
      ['/badge/subnets/abc.svg', 'subnet', 'bad subnet'],
      ['/badge/subnets/019.svg', 'subnet', 'bad subnet'],
      ['/badge/subnets/65536.svg', 'subnet', 'bad subnet'],
      ['/badge/subnets/19.png', 'subnet', 'bad subnet'],
    ];
    for (const [path, label, value] of cases) {
      const grey = await badge(path);
      expect(grey.answer.status, path).toBe(200);
      expect(grey.answer.headers.get('Content-Type'), path).toBe('image/svg+xml; charset=utf-8');
      expect([grey.label, grey.value], path).toEqual([label, value]);
      expect(grey.valueFill, path).toBe('#6e7781');
    }
    // Escaped in the path, the file is read as the route table reads a segment: decoded.
    const escaped = await badge('/badge/subnets/%31%39.svg');
    expect([escaped.label, escaped.value]).toEqual([`SN19`, (await badge('/badge/subnets/19.svg')).value]);
  });

  it('says "loading" until the market has its first figures, and is not kept', async () => {
    const cold = marketGateway();
    const loading = await badge('/badge/subnets/1.svg', cold.app);
    expect(loading.answer.status).toBe(200);
    expect([loading.label, loading.value, loading.valueFill]).toEqual(['SN1', 'loading', '#6e7781']);
    expect(loading.answer.headers.get('Cache-Control')).toBe('no-cache');
    // The root network has no pool, loaded or not.
    expect((await badge('/badge/subnets/0.svg', cold.app)).value).toBe('no pool');
  });

  it('takes a label, XML-escaped and cut short, and a dark theme', async () => {
    const pool = summary.pools[0] as MarketPool;
    const hostile = await badge(
      `/badge/subnets/${pool.netuid}.svg?label=${encodeURIComponent('<script>alert("&")</script>')}`,
    );
    expect(hostile.svg).not.toContain('<script');
    expect(hostile.label).toBe('&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;');
    expect(hostile.svg).toContain('aria-label="&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;: ');
    expect((await badge(`/badge/subnets/${pool.netuid}.svg?label=Dojo%20%CF%84`)).label).toBe('Dojo τ');
    expect(badgeLabel(new URLSearchParams({ label: 'x'.repeat(100) }), 1)).toBe('x'.repeat(MAX_LABEL));
    expect(badgeLabel(new URLSearchParams({ label: '  ' }), 7)).toBe('SN7');

    const light = await badge(`/badge/subnets/${pool.netuid}.svg`);
    const dark = await badge(`/badge/subnets/${pool.netuid}.svg?theme=dark`);
    expect(dark.value).toBe(light.value);
    expect(dark.svg).toContain(`fill="${COLORS.border.dark}"`);
    expect(dark.svg).not.toContain('fill="#555"');
    expect(light.svg).toContain('fill="#555"');
    expect(dark.answer.headers.get('ETag')).not.toBe(light.answer.headers.get('ETag'));
  });

  it('is kept a short while and revalidated by its ETag', async () => {
    const path = `/badge/subnets/${(summary.pools[0] as MarketPool).netuid}.svg`;
    const first = await warm.app.request(path);
    expect(first.headers.get('Cache-Control')).toBe(BADGE_CACHE);
    const etag = first.headers.get('ETag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await warm.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(BADGE_CACHE);
    expect(
      (await warm.app.request(path, { headers: { 'If-None-Match': `"other", W/${etag}` } })).status,
    ).toBe(304);
    expect((await warm.app.request(path, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('costs no upstream request', async () => {
    const before = await upstreamCalls();
    expect(before).toBeGreaterThan(0);
    for (const pool of summary.pools) await warm.app.request(`/badge/subnets/${pool.netuid}.svg?theme=dark`);
    await warm.app.request('/badge/subnets/0.svg');
    await warm.app.request('/badge/subnets/65535.svg');
    expect(await upstreamCalls()).toBe(before);
  });
});

describe('badgeValue', () => {
  const pool = (netuid: number, price: string | null, h24: number | null): MarketPool => ({
    netuid,
    price,
    change: { h1: null, h24, d7: null },
    volume24h: '0',
    buys24h: 0,
    sells24h: 0,
    netFlow24h: '0',
    reserves: null,
    lastTrade: null,
    sparkline: [],
  });
  const market = (pools: MarketPool[], subnets: number[]): MarketSummary => ({
    head: { block: 1, time: 1 },
    hours: [],
    largestSwaps: [],
    coverage: { hours24: { loaded: 24, of: 24 }, days7: { loaded: 168, of: 168 } },
    pools,
    subnets: subnets.map((netuid) => ({ netuid, owner: null })),
  });

  it('is grey for a change that is flat as shown, or unknown', () => {
    const figures = market([pool(1, '0.0123456', 0.00004), pool(2, '12.3456', null)], [1, 2]);
    expect(badgeValue(figures, 1)).toEqual({ value: '0.01235 τ 0.00 %', tone: 'grey' });
    expect(badgeValue(figures, 2)).toEqual({ value: '12.35 τ', tone: 'grey' });
  });

  it('tells a subnet without trades from an unknown one, and waits for the owner log to tell', () => {
    expect(badgeValue(market([], [5]), 5)).toEqual({ value: 'no trades', tone: 'grey' });
    expect(badgeValue(market([pool(5, null, null)], [5]), 5)).toEqual({ value: 'no trades', tone: 'grey' });
    expect(badgeValue(market([], [5]), 6)).toEqual({ value: 'unknown subnet', tone: 'grey' });
    expect(badgeValue(market([], []), 6)).toEqual({ value: 'loading', tone: 'grey' });
  });
});
