// The chunks a page loads after its entry, named in its HTML: the page's own module and what it imports beyond the
// entry; a pool page's chart, which its own entry draws before it starts the app; or the embed's dynamically
// imported chart.
import { describe, expect, it } from 'vitest';
import { pagePreloads, withPoolEntry, type Manifest } from './page-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react.js', '_client.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_client.js': { file: 'assets/client-1.js' },
  'src/pool-entry.ts': { file: 'assets/pool-entry-1.js', imports: ['_first-chart.js', '_client.js'] },
  '_first-chart.js': { file: 'assets/first-chart-1.js', imports: ['_price-chart.js'] },
  'src/routes/pool/Page.tsx': {
    file: 'assets/Page-pool.js',
    imports: ['_react.js', '_first-chart.js', '_swaps.js'],
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

  it("names a pool page's chart only: the app's code is named on the page's entry", () => {
    expect(pagePreloads(manifest, '/pools/31')).toEqual([
      preload('assets/first-chart-1.js'),
      preload('assets/price-chart-1.js'),
      preload('assets/lightweight-charts-1.js'),
      preload('assets/client-1.js'),
    ]);
  });

  it("names the embed's chart, which it imports at start", () => {
    expect(pagePreloads(manifest, '/embed/pools/31')).toEqual([
      chartPreload('assets/price-chart-1.js'),
      chartPreload('assets/lightweight-charts-1.js'),
    ]);
  });
});

describe('withPoolEntry', () => {
  const html = [
    '<head>',
    '<script type="module" fetchpriority="low" crossorigin src="/assets/app-1.js"></script>',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/client-1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
    '</head>',
  ].join('\n');

  it("starts a pool page with its own entry, which names the app's modules rather than preloading them", () => {
    // The app's entry first; then what it imports and the page's modules (the pool route's netuid has a rule: the
    // router loads the not-found page with it), less what the chart's drawing loads.
    expect(withPoolEntry(html, manifest, '/pools/31')).toBe(
      [
        '<head>',
        '<script type="module" fetchpriority="low" crossorigin src="/assets/pool-entry-1.js" ' +
          'data-app-modules="/assets/app-1.js /assets/react-1.js /assets/Page-pool.js /assets/swaps-1.js ' +
          '/assets/Page-404.js"></script>',
        '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it("keeps the app's entry for a build whose HTML names it otherwise", () => {
    const other = html.replace('src="/assets/app-1.js"', 'src="/assets/app-2.js"');
    expect(withPoolEntry(other, manifest, '/pools/31')).toBe(other);
  });

  it("leaves every other page's HTML as it is", () => {
    expect(withPoolEntry(html, manifest, '/events')).toBe(html);
    expect(withPoolEntry(html, manifest, '/pools')).toBe(html);
    expect(withPoolEntry(html, manifest, '/embed/pools/31')).toBe(html);
  });
});
