// Shared links say what they show: the HTML the server sends carries the title, description and picture, and the
// tab's title follows the page as a person filters it, in the same words.
import { expect, test } from './fixtures';

test('a link’s HTML says what it shows, before any script runs', async ({ request }) => {
  const html = await (await request.get('/events?pallet=Balances&page=2')).text();
  expect(html).toContain('<title>Events · pallet Balances · page 2 — Bittensor chain data</title>');
  expect(html).toContain(
    '<meta property="og:description" content="Bittensor chain events: pallet Balances, page 2." />',
  );
  const pool = await (await request.get('/pools/31?resolution=60&from=1792886400&to=1793491200')).text();
  const image = new URL(
    (/<meta property="og:image" content="([^"]+)"/.exec(pool)?.[1] ?? '').replaceAll('&amp;', '&'),
  );
  expect(image.pathname + image.search).toBe('/og/pools/31.png?resolution=60&from=1792886400&to=1793491200');
  const picture = await request.get(image.pathname + image.search);
  expect(picture.headers()['content-type']).toBe('image/png');
});

test('the tab’s title follows the filters, in the same words', async ({ page }) => {
  await page.goto('/events');
  await expect(page).toHaveTitle('Events — Bittensor chain data');
  await page.getByLabel('Pallet', { exact: true }).fill('Balances');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/pallet=Balances/);
  await expect(page).toHaveTitle('Events · pallet Balances — Bittensor chain data');
  await page.getByRole('link', { name: 'Pools' }).click();
  await expect(page).toHaveTitle('Pools — Bittensor chain data');
});
