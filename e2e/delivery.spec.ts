// What a browser downloads: the page, its scripts, styles and API answers, in Brotli.
import { expect, test } from './fixtures';

test('a pool page arrives compressed in Brotli: its HTML, scripts, styles and data', async ({ page }) => {
  const encodings: Record<string, string> = {};
  // Read as each response arrives: an await here would outlive the test and fail the next one in its worker.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const kind = /\.js$/.test(pathname) ? 'script' : /\.css$/.test(pathname) ? 'style' : pathname;
    encodings[kind] ??= response.headers()['content-encoding'] ?? 'none';
  });
  await page.goto('/pools/31?resolution=60&from=1792886400&to=1793491200');
  await expect(page.getByText(/\d+ bars\./)).toBeVisible();
  expect(encodings).toMatchObject({
    '/pools/31': 'br',
    script: 'br',
    style: 'br',
    '/api/dtao/tradingview/udf/history': 'br',
  });
});
