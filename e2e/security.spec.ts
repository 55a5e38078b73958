// The API key stays on the server, and only embed pages may be framed by other sites.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { E2E_API_KEY } from './server';

test('the API key never reaches the browser: not in a request, an answer, a header or an asset', async ({
  page,
  request,
}) => {
  const seen: string[] = [];
  page.on('request', async (req) => seen.push(JSON.stringify(await req.allHeaders()), req.url()));
  page.on('response', async (res) => {
    seen.push(JSON.stringify(await res.allHeaders()));
    if (/json|html|javascript|css/.test(res.headers()['content-type'] ?? '')) seen.push(await res.text());
  });
  await page.goto('/events');
  await page.getByLabel('Pallet', { exact: true }).fill('Balances');
  await page.getByLabel('Pallet', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await page.waitForLoadState('networkidle');
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.filter((text) => text.includes(E2E_API_KEY))).toEqual([]);

  const assets = readdirSync(join(import.meta.dirname, '..', 'dist', 'assets'));
  for (const file of ['index.html', ...assets.map((asset) => `assets/${asset}`)]) {
    expect(await (await request.get(`/${file}`)).text(), file).not.toContain(E2E_API_KEY);
  }
});

test('pages carry the security headers', async ({ page }) => {
  const response = await page.goto('/events');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test.describe('framing by another site', () => {
  test.use({
    allowConsoleErrors: [
      /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
    ],
  });
  let other: Server;
  let otherUrl = '';
  test.beforeAll(async () => {
    const app = process.env.E2E_BASE_URL as string;
    other = createServer((_, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<!doctype html><title>Another site</title>` +
          `<iframe id="app" src="${app}/events" width="600" height="300"></iframe>` +
          `<iframe id="embed" src="${app}/embed/pools/1" width="600" height="300"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  test('the embed page loads in a frame on another origin; the app refuses to', async ({ page }) => {
    const refusals: string[] = [];
    page.on(
      'console',
      (message) => message.text().includes("frame-ancestors 'none'") && refusals.push(message.text()),
    );
    await page.goto(otherUrl);
    await expect(
      page.frameLocator('#embed').getByRole('img', { name: "Price of subnet 1's alpha in TAO" }),
    ).toBeVisible();
    await expect(page.frameLocator('#embed').locator('canvas').first()).toBeVisible();
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).toContain('The request has been blocked');
    await expect(page.frameLocator('#app').getByRole('heading', { name: 'Chain events' })).toHaveCount(0);
  });
});
