// The chunks a page loads after its entry, named in its HTML: the page's own module and what it imports beyond the
// entry, or the embed's dynamically imported chart.
import { describe, expect, it } from 'vitest';
import { pagePreloads, type Manifests } from './page-preloads';

const manifests: Manifests = {
  app: {
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
    '_price-chart.js': { file: 'assets/price-chart-1.js', imports: ['_charts.js'] },
  },
  // The embed's own build: its chunks' names may be the app's, as its chart's is here.
  embed: {
    'embed.html': { file: 'assets/embed-1.js', dynamicImports: ['_price-chart.js'] },
    '_price-chart.js': { file: 'assets/embed-chart-1.js', imports: ['_charts.js'] },
    '_charts.js': { file: 'assets/lightweight-charts-1.js' },
  },
};
/** The app's code comes after its style sheet and a chart's data; the embed's chart is its first paint. */
const preload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`;
const chartPreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

describe('pagePreloads', () => {
  it("names a route's module and its imports beyond the entry, at low priority", () => {
    expect(pagePreloads(manifests, '/events/')).toEqual([preload('assets/Page-events.js')]);
    expect(pagePreloads(manifests, '/no/such/page')).toEqual([preload('assets/Page-404.js')]);
  });

  it("names a pool page's module, its chart, and the not-found page's (the pool's netuid has a rule)", () => {
    expect(pagePreloads(manifests, '/pools/31')).toEqual([
      preload('assets/Page-pool.js'),
      preload('assets/price-chart-1.js'),
      preload('assets/lightweight-charts-1.js'),
      preload('assets/swaps-1.js'),
      preload('assets/Page-404.js'),
    ]);
  });

  it("names the embed's chart, which it imports at start", () => {
    expect(pagePreloads(manifests, '/embed/pools/31')).toEqual([
      chartPreload('assets/embed-chart-1.js'),
      chartPreload('assets/lightweight-charts-1.js'),
    ]);
  });
});
