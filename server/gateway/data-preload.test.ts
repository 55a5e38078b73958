// The data request a page makes first, named in its HTML: it must be exactly the page's own request, or the browser
// fetches the data twice.
import { describe, expect, it } from 'vitest';
import { chartDataUrl, dataPreload, listDataUrl } from './data-preload';

const NOW = 1_795_000_020;
/** Where a chart that runs to now ends at NOW (chartEnd): its hour's end, its quarter's for 15-minute candles. */
const HOUR_END = 1_795_003_200;
const QUARTER_END = 1_795_000_500;
const at = (path: string) => chartDataUrl(new URL(`https://charts.example${path}`), NOW);
const history = (query: string) => `/api/dtao/tradingview/udf/history?${query}`;

describe('chartDataUrl', () => {
  it("is a pool page's history request, with the page's defaults", () => {
    expect(at('/pools/31?resolution=60&from=1792886400&to=1793491200')).toBe(
      history('symbol=SUB-31&resolution=60&from=1792886400&to=1793491200'),
    );
    // Without a range: the newest bars, from a grid chunk's start (src/shared/charts/history-chunks.ts).
    expect(at('/pools/7')).toBe(history(`symbol=SUB-7&resolution=1D&from=1728000000&to=${HOUR_END}`));
    expect(at('/pools/7?resolution=60')).toBe(
      history(`symbol=SUB-7&resolution=60&from=1792800000&to=${HOUR_END}`),
    );
    expect(at('/pools/7/?from=1792886400')).toBe(
      history(`symbol=SUB-7&resolution=1D&from=1792886400&to=${HOUR_END}`),
    );
    // A `from` after now ends the range at itself, never before it (an empty range: the shortest candle); the
    // first of a repeated parameter counts.
    expect(at('/pools/7?from=2147483647')).toBe(
      history('symbol=SUB-7&resolution=1&from=2147483647&to=2147483647'),
    );
    expect(at('/pools/7?from=&from=5&from=6&resolution=60')).toBe(
      history(`symbol=SUB-7&resolution=60&from=5&to=${HOUR_END}`),
    );
    // A preset range ends now (at its candle's end), as on the embed; a clicked bar asks nothing more.
    expect(at('/pools/7?resolution=60&range=7d&bar=1794900000')).toBe(
      history(`symbol=SUB-7&resolution=60&from=${HOUR_END - 7 * 86_400}&to=${HOUR_END}`),
    );
    // A range without a candle takes its own (src/shared/charts/candles.ts).
    expect(at('/pools/7?range=1d')).toBe(
      history(`symbol=SUB-7&resolution=15&from=${QUARTER_END - 86_400}&to=${QUARTER_END}`),
    );
  });

  it("is an embed's history request, presets included", () => {
    expect(at('/embed/pools/31?resolution=15&range=7d&theme=dark&trades=1')).toBe(
      history(`symbol=SUB-31&resolution=15&from=${QUARTER_END - 7 * 86_400}&to=${QUARTER_END}`),
    );
    expect(at('/embed/pools/31?from=1792886400&to=1793491200')).toBe(
      history('symbol=SUB-31&resolution=60&from=1792886400&to=1793491200'),
    );
  });

  it('is null for pages without a chart', () => {
    for (const path of [
      '/',
      '/pools',
      '/events?pallet=Sudo',
      '/pools/0',
      '/pools/1e2',
      '/embed/pools/x',
      '/accounts/5G',
    ])
      expect(at(path), path).toBeNull();
  });

  it('is the request a pool page makes once it has corrected its URL, read the same way (pool-link.ts)', () => {
    expect(at('/pools/31?resolution=2')).toBe(at('/pools/31'));
    expect(at('/pools/31?from=1793491200&to=1792886400&resolution=60&resolution=1')).toBe(
      at('/pools/31?to=1792886400&resolution=60'),
    );
    expect(at('/pools/31?range=30D&bar=x')).toBe(at('/pools/31?range=30d'));
  });
});

describe('listDataUrl', () => {
  const list = (path: string) => listDataUrl(new URL(`https://charts.example${path}`));

  it("is a list page's first request, its query string read by its endpoint's parameters", () => {
    expect(list('/events')).toBe('/api/event/v1');
    expect(list('/accounts')).toBe('/api/account/latest/v1');
    expect(list('/subnets/owners')).toBe('/api/subnet/owner/v1');
    expect(list('/deregistrations')).toBe('/api/subnet/neuron/deregistration/v1');
    expect(list('/evm/transactions')).toBe('/api/evm/transaction/v1');
    // In the schema's order, defaults left out, enum values in the API's spelling.
    expect(list('/events?order=block_number_asc&page=2&pallet=Balances&limit=50&network=Finney')).toBe(
      '/api/event/v1?pallet=Balances&page=2&order=block_number_asc',
    );
  });

  it('drops what the page drops: an unknown parameter, an invalid value, a reversed range', () => {
    expect(list('/events?foo=1&limit=500&block_start=20&block_end=10')).toBe('/api/event/v1?block_end=10');
    expect(list('/accounts?page=x')).toBe('/api/account/latest/v1');
  });

  it('is null for pages that are no list, and for a list whose path holds a parameter', () => {
    for (const path of ['/', '/pools', '/pools/31', '/blocks/1', '/accounts/5G', '/watchlist', '/nope'])
      expect(list(path), path).toBeNull();
  });
});

describe('dataPreload', () => {
  it('is a preload link the page’s fetch() can take over', () => {
    expect(dataPreload(new URL('https://charts.example/pools/31?resolution=60&from=1&to=2'))).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" ' +
        'href="/api/dtao/tradingview/udf/history?symbol=SUB-31&amp;resolution=60&amp;from=1&amp;to=2" />',
    );
    expect(dataPreload(new URL('https://charts.example/events?pallet=Balances&page=2'))).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/event/v1?pallet=Balances&amp;page=2" />',
    );
    for (const page of ['/', '/pools?order=volume_24h_desc'])
      expect(dataPreload(new URL(`https://charts.example${page}`))).toBe(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/market/summary" />',
      );
    expect(dataPreload(new URL('https://charts.example/blocks/1'))).toBeNull();
  });
});
