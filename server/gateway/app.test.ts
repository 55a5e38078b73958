// The gateway's pages: the built app with security headers, framing allowed under /embed/ only, and /api routed
// to the proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiProxy } from './api-proxy';
import { createGateway } from './app';
import { QuotaBudget } from './budget';
import { blockTimestamp } from '../demo-api/chain';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-123.js' },
    'src/routes/overview/Page.tsx': { file: 'assets/Page-overview.js', imports: ['index.html'] },
    'src/routes/pool/Page.tsx': { file: 'assets/Page-pool.js' },
  }),
);
writeFileSync(
  join(dist, '.vite', 'embed-manifest.json'),
  JSON.stringify({ 'embed.html': { file: 'assets/embed-123.js' } }),
);
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/app-123.js"></script>' +
    '</head><div id="root"></div>',
);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'embed.html'), '<!doctype html><html lang="en"><div id="embed"></div>');
writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const KEY = 'app-secret-key-5e0f';
const proxy = new ApiProxy({
  upstream: async (request) =>
    Response.json({ path: new URL(request.url).pathname, padding: 'x'.repeat(2_000) }),
  origin: 'https://upstream.test',
  apiKey: KEY,
  budget: new QuotaBudget(null),
  cacheBytes: 2 ** 20,
  maxBodyBytes: 2 ** 20,
  timeoutMs: 1000,
});
const gateway = createGateway({ proxy, distDir: dist, publicOrigin: () => 'https://charts.example' });

describe('the gateway', () => {
  it('serves every app route as the single-page app, with security headers and no framing', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/events', 200],
      ['/accounts/5Grw', 200],
      ['/no/such/page', 404],
      ['/pools/100', 200],
      // Only a subnet number in plain digits is a pool (the route table's rule): none of these is pool 100 or 16.
      ['/pools/1e2', 404],
      ['/pools/0x10', 404],
      ['/pools/0100', 404],
      ['/pools/65536', 404],
    ] as const) {
      const response = await gateway.request(path);
      expect(response.status, path).toBe(status);
      expect(await response.text()).toContain('<div id="root">');
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      // The Embed dialog previews the embed from the public origin.
      expect(csp).toContain("frame-src 'self' https://charts.example;");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });

  it('writes the theme a person chose (its cookie) into the page, so the frame is drawn in it', async () => {
    const dark = await (await gateway.request('/events', { headers: { Cookie: 'x=1; theme=dark' } })).text();
    expect(dark).toContain('<html lang="en" data-theme="dark">');
    const hostile = await gateway.request('/events', { headers: { Cookie: 'theme="><script>' } });
    expect(await hostile.text()).toContain('<html lang="en">');
    expect(hostile.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('sends HTML with an ETag, and a 304 while it is the same', async () => {
    const first = await gateway.request('/events?page=2');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await gateway.request('/events?page=2', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await gateway.request('/pools/3', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
  });

  it('compresses a page for browsers that take it, with an ETag per coding', async () => {
    // A pool page's frame: large enough to be worth compressing.
    const page = (acceptEncoding: string, ifNoneMatch = '') =>
      gateway.request('/pools/3', {
        headers: { 'Accept-Encoding': acceptEncoding, 'If-None-Match': ifNoneMatch },
      });
    const plain = await page('');
    const html = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    const br = await page('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(html);
    const gzipped = await page('gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(html);
    const etags = [plain, br, gzipped].map((answer) => answer.headers.get('ETag'));
    expect(new Set(etags).size).toBe(3);
    expect((await page('gzip, deflate, br', etags[1] ?? '')).status).toBe(304);
    expect((await page('gzip', etags[1] ?? '')).status).toBe(200);
  });

  it('answers oEmbed on the public origin, whatever Host the request names', async () => {
    const ask = (url: string) =>
      gateway.request(`/oembed?url=${encodeURIComponent(url)}`, { headers: { Host: 'evil.example' } });
    const answer = await ask('https://charts.example/pools/4');
    expect(answer.status).toBe(200);
    expect((await answer.json()).html).toContain('src="https://charts.example/embed/pools/4"');
    expect((await ask('http://evil.example/pools/4')).status).toBe(404);
    const page = await (await gateway.request('/pools/4', { headers: { Host: 'evil.example' } })).text();
    expect(page).toContain('url=https%3A%2F%2Fcharts.example%2Fpools%2F4');
  });

  it("answers / like every page, naming the page's code in its HTML, and serves the favicon", async () => {
    const home = await gateway.request('/');
    expect(home.headers.get('Cache-Control')).toBe('no-cache');
    expect(await home.text()).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-overview.js" />',
    );
    const icon = await gateway.request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it("writes the app's frame into a page's HTML: its header, navigation and heading", async () => {
    const html = await (await gateway.request('/events?pallet=Balances')).text();
    expect(html).toContain('<div id="root"><a href="#main" class="skip-link">');
    expect(html).toContain(
      '<nav aria-label="Main"><a aria-current="page" class="active" href="/events">Events</a>',
    );
    expect(html).toContain('<h1>Events</h1></main></div>');
    expect(await (await gateway.request('/embed/pools/1')).text()).not.toContain('<nav');
  });

  it('lets any site frame the embed pages, and only those', async () => {
    const response = await gateway.request('/embed/pools/1?theme=dark');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="embed">');
    expect((await gateway.request('/embed/pools/abc')).status).toBe(404);
    expect((await gateway.request('/embed/pools/1e2')).status).toBe(404);
    const compare = await gateway.request('/embed/compare?netuid=1,4&theme=DARK');
    expect(compare.status).toBe(200);
    expect(compare.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    const page = await compare.text();
    expect(page).toContain('<div id="embed">');
    expect(page).toContain('<html lang="en" data-theme="dark">');
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
    expect((await gateway.request('/assets/../index.html')).status).not.toBe(200);
  });

  it('answers /metrics, /healthz and /readyz itself, never as pages, never cached, without the key', async () => {
    for (const [path, type] of [
      ['/metrics', /^text\/plain; version=0\.0\.4/],
      ['/healthz', /^text\/plain/],
      ['/readyz', /^application\/json/],
    ] as const) {
      const answer = await gateway.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Content-Type'), path).toMatch(type);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
      const text = await answer.text();
      expect(text, path).not.toContain('<div id="root">');
      expect(text, path).not.toContain(KEY);
    }
    expect(await (await gateway.request('/metrics')).text()).toContain('gateway_api_answers_total');
  });

  it('routes /api to the proxy', async () => {
    const response = await gateway.request('/api/event/v1?limit=1');
    expect(await response.json()).toMatchObject({ path: '/api/event/v1' });
    expect((await gateway.request('/api/not/in/the/contract')).status).toBe(404);
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

  it('compresses API answers for browsers that take it: Brotli, else gzip', async () => {
    const answer = (acceptEncoding: string) =>
      gateway.request('/api/account/latest/v1', { headers: { 'Accept-Encoding': acceptEncoding } });
    const br = await answer('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const unpacked = brotliDecompressSync(Buffer.from(await br.arrayBuffer()));
    expect(JSON.parse(unpacked.toString('utf8')).path).toBe('/api/account/latest/v1');
    const gzipped = await answer('gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'));
    expect(body.path).toBe('/api/account/latest/v1');
  });

  it('answers POST /__demo/step only with a demo chain that steps, then asks upstream again', async () => {
    expect((await gateway.request('/__demo/step', { method: 'POST' })).status).toBe(404);

    let calls = 0;
    let head = 100;
    const stepping = createGateway({
      proxy: new ApiProxy({
        upstream: async () => Response.json({ call: ++calls }),
        origin: 'https://upstream.test',
        apiKey: KEY,
        budget: new QuotaBudget(null),
        cacheBytes: 2 ** 20,
        maxBodyBytes: 2 ** 20,
        timeoutMs: 1000,
      }),
      publicOrigin: () => '',
      step: (blocks) => (head += blocks),
    });
    const events = async () => (await (await stepping.request('/api/event/v1')).json()) as unknown;
    expect(await events()).toEqual({ call: 1 });
    expect(await events()).toEqual({ call: 1 });
    const stepped = await stepping.request('/__demo/step?blocks=3', { method: 'POST' });
    expect(await stepped.json()).toEqual({ head: { block: 103, time: blockTimestamp(103) } });
    // The head's answers it held are a block old, however little time passed.
    expect(await events()).toEqual({ call: 2 });
  });
});
