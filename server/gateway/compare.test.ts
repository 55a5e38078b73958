// GET /market/compare's contract over a real gateway and market on the demo API: every line ends at the summary's
// change over its range (a day, a week) and its volume over a day is the summary's; the lines cost no upstream
// request; and a query the route cannot answer is a 400 that says why.
import { describe, expect, it } from 'vitest';
import { marketCompareSchema, type MarketSummary } from '../../src/api/market';
import { changePoints, marketLine } from '../../src/shared/charts/compare';
import { pageMeta } from './page-meta';
import { fillMarket, marketGateway, upstreamCalls } from './test-market';

const { app, market } = marketGateway();
await fillMarket(market);
const summary = (await (await app.request('/market/summary')).json()) as MarketSummary;
const traded = summary.pools.filter((pool) => pool.change.d7 !== null).slice(0, 8);

async function lines(query: string) {
  const answer = await app.request(`/market/compare?${query}`);
  return { answer, body: marketCompareSchema.parse(await answer.json()) };
}

describe('GET /market/compare', () => {
  it("ends each line at the summary's change over its range", async () => {
    const netuids = traded.map((pool) => pool.netuid).join(',');
    for (const [range, change] of [
      ['1d', 'h24'],
      ['7d', 'd7'],
    ] as const) {
      const { answer, body } = await lines(`netuid=${netuids}&range=${range}`);
      expect(answer.headers.get('Cache-Control')).toBe('max-age=30');
      expect(body.head).toEqual(summary.head);
      expect(body.lines.map((line) => line.netuid)).toEqual(traded.map((pool) => pool.netuid));
      for (const [i, line] of body.lines.entries()) {
        const pool = traded[i]!;
        expect(changePoints(marketLine(line)).at(-1)?.value).toBe(pool.change[change]);
        expect([line.times.at(-1), line.prices.at(-1)]).toEqual([summary.head.time, Number(pool.price)]);
        expect(line.prices).toHaveLength(line.times.length);
        if (range === '1d') expect(line.volume).toBe(pool.volume24h);
      }
    }
  });

  it('steps through the range evenly, five minutes over a day and half an hour over a week', async () => {
    const netuid = traded[0]!.netuid;
    const day = (await lines(`netuid=${netuid}&range=1d`)).body.lines[0]!.times;
    const week = (await lines(`netuid=${netuid}&range=7d`)).body.lines[0]!.times;
    expect(day.length).toBeGreaterThan(280);
    expect(day[1]! - day[0]!).toBe(300);
    expect(week[1]! - week[0]!).toBe(1_800);
    expect(week[0]).toBeGreaterThan(summary.head.time - 7 * 86_400);
  });

  it('gives a subnet that did not trade an empty line', async () => {
    const quiet = [...Array(200).keys()].find(
      (n) => n > 0 && !summary.pools.some((pool) => pool.netuid === n),
    );
    const { body } = await lines(`netuid=${quiet}`);
    expect(body.range).toBe('7d');
    expect(body.lines).toEqual([{ netuid: quiet, base: null, times: [], prices: [], volume: '0' }]);
  });

  it('asks nothing upstream', async () => {
    const before = await upstreamCalls(app);
    await lines(`netuid=${traded.map((pool) => pool.netuid).join(',')}&range=7d`);
    expect(await upstreamCalls(app)).toBe(before);
  });

  it('says what is wrong with a query it cannot answer', async () => {
    for (const [query, message] of [
      ['', 'netuid must name one to eight subnets, as netuid=1,4,19'],
      ['netuid=0', 'netuid=0 must be subnet numbers with a pool, 1 to 65535'],
      ['netuid=1,2,3,4,5,6,7,8,9', 'netuid=9 is one too many: a chart compares 8 subnets'],
      [
        'netuid=1&range=30d',
        "range=30d: the market holds a day and a week (1d, 7d); longer ranges are the charting history's",
      ],
      ['netuid=1&range=1y', 'range=1y must be one of 1d, 7d, 30d, 90d'],
      ['netuid=1&limit=5', 'limit=5 is not a parameter of this page'],
    ]) {
      const answer = await app.request(`/market/compare?${query}`);
      expect(answer.status, query).toBe(400);
      expect(await answer.json(), query).toEqual({ message });
    }
  });

  it('unfurls a link into a picture of its lines, drawn from the market at no upstream request', async () => {
    const netuids = traded.slice(0, 3).map((pool) => pool.netuid);
    const html = pageMeta(
      new URL(`http://x/compare?netuid=${netuids.join(',')}&range=1d`),
      'https://charts.example',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://charts.example/og/compare.png?netuid=${netuids.join(',')}&amp;range=1d" />`,
    );
    expect(html).toContain(
      `<meta property="og:title" content="Compare subnets · ${netuids.map((n) => `SN${n}`).join(', ')} · last 24 hours" />`,
    );
    const before = await upstreamCalls(app);
    const picture = await app.request(`/og/compare.png?netuid=${netuids.join(',')}&range=1d`);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(picture.headers.get('Cache-Control')).toBe('public, max-age=300');
    const png = Buffer.from(await picture.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await upstreamCalls(app)).toBe(before);
  });

  it('says when a cold gateway will have its figures', async () => {
    const cold = marketGateway();
    const answer = await cold.app.request('/market/compare?netuid=1');
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
