// The gateway's pages: the built app with security headers, framing allowed under /embed/ only, and /api routed
// to the proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-123.js' },
    'src/routes/overview/Page.tsx': { file: 'assets/Page-overview.js', imports: ['index.html'] },
  }),
);
writeFileSync(join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'embed.html'), '<!doctype html><div id="embed"></div>');
writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const proxy = new ApiProxy({
  upstream: async (request) =>
    Response.json({ path: new URL(request.url).pathname, padding: 'x'.repeat(2_000) }),
  origin: 'https://upstream.test',
  apiKey: 'k',
  cacheSeconds: 30,
  timeoutMs: 1000,
});
const gateway = createGateway({ proxy, distDir: dist });

describe('the gateway', () => {
  it('serves every app route as the single-page app, with security headers and no framing', async () => {
    for (const path of ['/', '/events', '/accounts/5Grw', '/no/such/page']) {
      const response = await gateway.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });

  it("answers / like every page, naming the page's code in its HTML, and serves the favicon", async () => {
    const home = await gateway.request('/');
    expect(home.headers.get('Cache-Control')).toBe('no-cache');
    expect(await home.text()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Page-overview.js" />',
    );
    const icon = await gateway.request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it('lets any site frame the embed pages, and only those', async () => {
    const response = await gateway.request('/embed/pools/1?theme=dark');
    expect(await response.text()).toContain('<div id="embed">');
    expect(response.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(response.headers.get('X-Frame-Options')).toBeNull();
    expect((await gateway.request('/embedded')).headers.get('Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('serves hashed assets for a year and answers 404 for missing ones', async () => {
    const asset = await gateway.request('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await gateway.request('/assets/gone-999.js')).status).toBe(404);
  });

  it('routes /api to the proxy', async () => {
    const response = await gateway.request('/api/event/v1?limit=1');
    expect(await response.json()).toMatchObject({ path: '/api/event/v1' });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends the compressed copy of an asset to browsers that take it', async () => {
    const br = await gateway.request('/assets/app-123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync('console.log(1)'));
    const plain = await gateway.request('/assets/app-123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('gzips API answers for browsers that take it', async () => {
    const response = await gateway.request('/api/account/latest/v1', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(body.path).toBe('/api/account/latest/v1');
  });
});
