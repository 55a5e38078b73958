// The chunks a page loads after its entry, named in its HTML: the page's own module and what it imports beyond the
// entry, or the embed's dynamically imported chart.
import { describe, expect, it } from 'vitest';
import { pagePreloads, type Manifest } from './page-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react.js', '_client.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_client.js': { file: 'assets/client-1.js' },
  'src/routes/pool/Page.tsx': {
    file: 'assets/Page-pool.js',
    imports: ['_react.js', '_price-chart.js', '_swaps.js'],
  },
  '_swaps.js': { file: 'assets/swaps-1.js' },
  '_charts.js': { file: 'assets/lightweight-charts-1.js' },
  'src/routes/events/Page.tsx': { file: 'assets/Page-events.js', imports: ['_react.js'] },
  'src/routes/not-found/Page.tsx': { file: 'assets/Page-404.js' },
  'embed.html': { file: 'assets/embed-1.js', imports: ['_schemas.js'], dynamicImports: ['_price-chart.js'] },
  '_schemas.js': { file: 'assets/schemas-1.js' },
  '_price-chart.js': { file: 'assets/price-chart-1.js', imports: ['_charts.js'] },
};
/** The app's code comes after its style sheet and a chart's data; the embed's chart is its first paint. */
const preload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`;
const chartPreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

describe('pagePreloads', () => {
  it("names a route's module and its imports beyond the entry, at low priority", () => {
    expect(pagePreloads(manifest, '/events/')).toEqual([preload('assets/Page-events.js')]);
    expect(pagePreloads(manifest, '/no/such/page')).toEqual([preload('assets/Page-404.js')]);
  });

  it("names a pool page's module, its chart, and the not-found page's (the pool's netuid has a rule)", () => {
    expect(pagePreloads(manifest, '/pools/31')).toEqual([
      preload('assets/Page-pool.js'),
      preload('assets/price-chart-1.js'),
      preload('assets/lightweight-charts-1.js'),
      preload('assets/swaps-1.js'),
      preload('assets/Page-404.js'),
    ]);
  });

  it("names the embed's chart, which it imports at start", () => {
    expect(pagePreloads(manifest, '/embed/pools/31')).toEqual([
      chartPreload('assets/price-chart-1.js'),
      chartPreload('assets/lightweight-charts-1.js'),
    ]);
  });
});
