// Hostile URLs: every page of the route table, and the embed, opened with malformed, huge, negative, exponent,
// hex, unicode and repeated values for each of its parameters. No page may fall over, log an error or send the API
// a request it refuses (a 400 means the page read its URL wrongly): it shows its view and lists what it ignored.
import type { Page } from '@playwright/test';
import type { z } from 'zod/mini';
import { endpoints } from '../src/api/endpoints';
import { ROUTES } from '../src/shared/route-table';
import { poolSearch } from '../src/routes/pool/search';
import { expect, test } from './fixtures';

const ACCOUNT = '5G6YbmLeZLEYVMkhWyedK8tUhW1ecB1vshgxvsTGgzaANTXB';

const keys = (schema: z.ZodMiniObject) => Object.keys(schema.shape);

/** Each page to visit, with the parameters its URL takes; `nonsense` is a parameter no page takes. */
const PAGES: { path: string; params: string[] }[] = [
  ...ROUTES.filter((route) => route.path !== '*').map((route) => {
    const path = route.path
      .replace(':address', ACCOUNT)
      .replace(':netuid', '1')
      .replace(':number', '9518335')
      .replace(':id', '9518343-0001')
      .replace(':hash', '0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c');
    if (route.path === '/pools/:netuid') return { path, params: keys(poolSearch) };
    // The subnet page's tab, and its chart tab's (the pool view's) parameters.
    if (route.path === '/subnets/:netuid') return { path, params: ['tab', ...keys(poolSearch)] };
    // An event to mark, which need not be one of the page's.
    if (route.path === '/blocks/:number' || route.path === '/extrinsics/:id')
      return { path, params: ['event'] };
    const params = route.endpoint ? keys(endpoints[route.endpoint].params) : [];
    // The account's address is its path's, not a parameter of its query string.
    return { path, params: params.filter((name) => !route.path.includes(`:${name}`)) };
  }),
  { path: '/embed/pools/1', params: ['resolution', 'from', 'to', 'range', 'theme', 'trades'] },
].map(({ path, params }) => ({ path, params: [...params, 'nonsense'] }));

const HOSTILE = [
  '-1',
  '+1',
  '1e2',
  '1E308',
  '0x10',
  '01',
  ' 7',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999',
  '253402300800',
  '2147483648',
  '65536',
  '9007199254740993',
  '9'.repeat(400),
  '١٢٣',
  '１２',
  '<script>alert(1)</script>',
  '\u202e💥\u0000',
  "' OR 1=1 --",
  '%E0%A4%A',
  '[]',
  '0',
  '253402300799',
  '2147483647',
];

/** URL number `k` of a page: parameter `i` takes hostile value `3k + i`, so each URL mixes kinds of values. */
function hostileUrl(path: string, params: string[], k: number): string {
  const search = new URLSearchParams();
  params.forEach((param, i) => search.append(param, HOSTILE[(3 * k + i) % HOSTILE.length] as string));
  // A repeated parameter: a valid-looking value after a hostile one must not stand in for it.
  search.append(params[k % params.length] as string, '1');
  return `${path}?${search}`;
}

/** Every answer the API refused as a bad request: the page would have asked for something its URL cannot mean. */
function refusedRequests(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 400 && new URL(response.url()).pathname.startsWith('/api/'))
      refused.push(response.url());
  });
  return refused;
}

/** URLs a page: each parameter meets that many of the hostile values, each URL a different mix of them. */
const URLS_PER_PAGE = 16;

test.describe('every page', () => {
  // An endpoint answers "no records" with a 404 (the page shows its empty state), which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  // One test a page, so that a failure names it.
  for (const { path, params } of PAGES) {
    test(`${path} stands hostile values of ${params.join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      const refused = refusedRequests(page);
      const embed = path.startsWith('/embed/');
      for (let k = 0; k < URLS_PER_PAGE; k++) {
        const url = hostileUrl(path, params, k);
        await page.goto(url);
        // The embed's chart, or its message in the chart's place (no trades in a range that is read).
        if (embed) {
          await expect(page.getByLabel("Price of subnet 1's alpha in TAO"), url).toBeVisible();
        } else {
          await expect(page.getByRole('navigation', { name: 'Main' }), url).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
          await expect(page.getByRole('alert').filter({ hasText: 'failed to show' }), url).toHaveCount(0);
        }
        expect(refused, url).toEqual([]);
      }
    });
  }
});

/** Names an object has from its prototype: a lookup by parameter name must not find them. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

test.describe("every page, with an object's own member names as parameters", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const { path } of PAGES) {
    test(`${path} lists ${PROTOTYPE_NAMES.join(', ')} as ignored`, async ({ page }) => {
      const refused = refusedRequests(page);
      const search = new URLSearchParams(PROTOTYPE_NAMES.map((name, i) => [name, String(i + 1)]));
      await page.goto(`${path}?${search}`);
      if (path.startsWith('/embed/')) {
        await expect(page.getByLabel("Price of subnet 1's alpha in TAO")).toBeVisible();
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'failed to show' })).toHaveCount(0);
        // The overview takes no parameters and reads none.
        const notice = page.getByRole('status').filter({ hasText: 'ignored' });
        if (path !== '/')
          for (const [i, name] of PROTOTYPE_NAMES.entries())
            await expect(notice).toContainText(`${name}=${i + 1} ${name} is not a parameter of this page.`);
      }
      expect(refused).toEqual([]);
    });
  }
});

test('a timestamp past year 9999 is ignored, and the page says so', async ({ page }) => {
  await page.goto('/events?timestamp_start=99999999999999');
  const notice = page.getByRole('status').filter({ hasText: 'ignored' });
  await expect(notice).toContainText(
    'timestamp_start=99999999999999 timestamp_start must be an integer from 0 to 253402300799.',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('GET /api/event/v1', { exact: true })).toBeAttached();
});

test('a repeated parameter counts once, its first value, and the page says so', async ({ page }) => {
  await page.goto('/events?pallet=Sudo&pallet=Balances');
  await expect(page.getByRole('status').filter({ hasText: 'ignored' })).toContainText(
    'pallet=Balances pallet is repeated: only its first value counts.',
  );
  await expect(page.getByText('GET /api/event/v1?pallet=Sudo', { exact: true })).toBeAttached();
});

test.describe('a pool path', () => {
  // The browser logs the 404 of the page itself.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a pool number written otherwise than in plain digits is no pool', async ({ page }) => {
    for (const netuid of ['1e2', '0x10', '01', '65536']) {
      const response = await page.goto(`/pools/${netuid}`);
      expect(response?.status(), netuid).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' }), netuid).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    // In the app as well as from the gateway: a link followed inside the page.
    await page.goto('/pools');
    await page.evaluate(() => {
      history.pushState(null, '', '/pools/1e2');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the root network has no pool: its not-found page leads to its subnet page', async ({ page }) => {
    const response = await page.goto('/pools/0');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Subnet 0, the root network, has no pool.')).toBeVisible();
    await page.getByRole('link', { name: 'its subnet page' }).click();
    await expect(page).toHaveURL(/\/subnets\/0$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Subnet 0');
  });
});

test('an address that is none says so on the account page', async ({ page }) => {
  await page.goto('/accounts/%E2%80%AEnot-an-address');
  await expect(page.getByRole('alert')).toContainText('Not an account address');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test.describe('a page that fails', () => {
  test.use({ allowConsoleErrors: [/Invalid time value/] });

  test('keeps the header and navigation, and "Reset this page" opens it without its query string', async ({
    page,
  }) => {
    // A real failure: the chart's "no data" answer names its next bar at a time no Date can write.
    await page.route('**/api/dtao/tradingview/udf/history?*', (route) =>
      new URL(route.request().url()).searchParams.get('from') === '1000'
        ? route.fulfill({ json: { s: 'no_data', nextTime: 99_999_999_999_999 } })
        : route.continue(),
    );
    await page.goto('/pools/1?from=1000&to=2000');
    const failure = page.getByRole('alert').filter({ hasText: 'This page failed to show.' });
    await expect(failure).toContainText('Invalid time value');
    await expect(failure).toContainText('Resetting opens it again without the parameters of this link.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'τ chain data' })).toBeVisible();

    await failure.getByRole('button', { name: 'Reset this page' }).click();
    await expect(page).toHaveURL(/\/pools\/1$/);
    await expect(page.getByRole('heading', { name: 'Pool of subnet 1' })).toBeVisible();
    await expect(failure).toHaveCount(0);

    // The navigation works from a failed page too.
    await page.goBack();
    await expect(failure).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(failure).toHaveCount(0);
  });
});
