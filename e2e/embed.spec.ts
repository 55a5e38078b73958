// Embedding a pool chart: the dialog's code, pasted into a page on another site, shows the chart; oEmbed answers
// a pool link with that code, and pool pages announce it.
import { expect, test } from './fixtures';
import { otherSite } from './other-site';
import { startServer, type TestServer } from './server';

const blog = otherSite();

test('the Embed dialog’s code, pasted into another site, shows the same chart', async ({ page, baseURL }) => {
  await page.goto('/pools/31?resolution=60&from=1792886400&to=1793491200');
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this chart' });
  await dialog.getByLabel('Size').selectOption({ label: '800 × 450' });
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await dialog.getByLabel('With swaps').check();
  const code = dialog.getByLabel('Code');
  await expect(code).toHaveValue(
    `<iframe src="${baseURL}/embed/pools/31?resolution=60&amp;from=1792886400&amp;to=1793491200&amp;theme=dark&amp;trades=1" ` +
      `width="800" height="450" title="Subnet 31 pool price" loading="lazy" style="border:0"></iframe>`,
  );
  await expect(dialog.frameLocator('iframe').locator('canvas').first()).toBeVisible();

  blog.serve(`<!doctype html><title>Someone's blog</title><h1>My post</h1>${await code.inputValue()}`);
  await page.goto(blog.url());
  const frame = page.frameLocator('iframe[title="Subnet 31 pool price"]');
  await expect(frame.getByRole('img', { name: "Price of subnet 31's alpha in TAO" })).toBeVisible();
  await expect(frame.locator('canvas').first()).toBeVisible();
  await expect(frame.locator('table.embed-table')).toContainText('Price (τ/α)');
  await expect(frame.getByRole('link', { name: 'Subnet 31 pool · τ chain data ↗' })).toHaveAttribute(
    'href',
    '/pools/31?resolution=60&from=1792886400&to=1793491200',
  );
  const box = await page.locator('iframe').boundingBox();
  expect([box?.width, box?.height]).toEqual([800, 450]);
});

test('oEmbed answers a pool link with valid JSON, and pool pages announce it', async ({
  request,
  baseURL,
}) => {
  const pool = `${baseURL}/pools/31?resolution=60`;
  const response = await request.get(`/oembed?url=${encodeURIComponent(pool)}&maxwidth=400&format=json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(body).toMatchObject({
    version: '1.0',
    type: 'rich',
    width: 400,
    height: 400,
    title: 'Subnet 31 pool price',
  });
  expect(body.html).toContain(`src="${baseURL}/embed/pools/31?resolution=60"`);

  const html = await (await request.get('/pools/31?resolution=60')).text();
  expect(html).toContain(
    `<link rel="alternate" type="application/json+oembed" href="/oembed?url=${encodeURIComponent(pool)}&amp;format=json"`,
  );
  expect((await request.get(`/oembed?url=${encodeURIComponent(`${baseURL}/events`)}`)).status()).toBe(404);
  expect((await request.get(`/oembed?url=${encodeURIComponent(pool)}&format=xml`)).status()).toBe(501);
});

test.describe('behind a proxy, with PUBLIC_ORIGIN set', () => {
  let published: TestServer;
  test.beforeAll(async () => {
    published = await startServer({ PUBLIC_ORIGIN: 'https://charts.example' });
  });
  test.afterAll(async () => published.stop());

  test('the embed code and oEmbed name the public origin, not the address the page was reached at', async ({
    page,
    request,
  }) => {
    // The dialog's preview frames the public address: answered here, never looked up.
    await page.route('https://charts.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    await page.goto(`${published.url}/pools/31?resolution=60&from=1792886400&to=1793491200`);
    await page.getByRole('button', { name: 'Embed' }).click();
    await expect(page.getByRole('dialog', { name: 'Embed this chart' }).getByLabel('Code')).toHaveValue(
      /^<iframe src="https:\/\/charts\.example\/embed\/pools\/31\?resolution=60&amp;from=1792886400&amp;to=1793491200(&amp;[^"]*)?" /,
    );
    const local = encodeURIComponent(`${published.url}/pools/31`);
    expect((await request.get(`${published.url}/oembed?url=${local}`)).status()).toBe(404);
    const oembed = await request.get(
      `${published.url}/oembed?url=${encodeURIComponent('https://charts.example/pools/31')}`,
    );
    expect((await oembed.json()).html).toContain('src="https://charts.example/embed/pools/31"');
  });
});
