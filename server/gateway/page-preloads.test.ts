// The chunks a page loads after its entry, named in its HTML: the page's own module and what it imports beyond
// the entry, or the embed's dynamically imported chart.
import { describe, expect, it } from 'vitest';
import { pagePreloads, type Manifest } from './page-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/pool/Page.tsx': { file: 'assets/Page-pool.js', imports: ['_react.js', '_charts.js'] },
  '_charts.js': { file: 'assets/lightweight-charts-1.js' },
  'src/routes/events/Page.tsx': { file: 'assets/Page-events.js', imports: ['_react.js'] },
  'src/routes/not-found/Page.tsx': { file: 'assets/Page-404.js' },
  'embed.html': { file: 'assets/embed-1.js', imports: ['_schemas.js'], dynamicImports: ['_price-chart.js'] },
  '_schemas.js': { file: 'assets/schemas-1.js' },
  '_price-chart.js': { file: 'assets/price-chart-1.js', imports: ['_charts.js'] },
};
/** The app's page chunks come after its style sheet and a chart's data; the embed's chart is its first paint. */
const preload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`;
const embedPreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

describe('pagePreloads', () => {
  it("names a route's module and its imports beyond the entry, at low priority", () => {
    // The pool route's netuid has a rule: the router loads the not-found page with it, before the first render.
    expect(pagePreloads(manifest, '/pools/31')).toEqual([
      preload('assets/Page-pool.js'),
      preload('assets/lightweight-charts-1.js'),
      preload('assets/Page-404.js'),
    ]);
    expect(pagePreloads(manifest, '/events/')).toEqual([preload('assets/Page-events.js')]);
    expect(pagePreloads(manifest, '/no/such/page')).toEqual([preload('assets/Page-404.js')]);
  });

  it("names the embed's chart, which it imports at start", () => {
    expect(pagePreloads(manifest, '/embed/pools/31')).toEqual([
      embedPreload('assets/price-chart-1.js'),
      embedPreload('assets/lightweight-charts-1.js'),
    ]);
  });
});
