// The app's frame in the HTML: a list page's header, navigation and heading are there before any script runs, and
// the app takes their place with its own (one heading, one navigation) and works as before.
import { expect, test } from './fixtures';

test('a list page shows its frame without scripts, and the app replaces it', async ({
  browser,
  baseURL,
  page,
}) => {
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto('/events');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Events');
  const bareNav = bare.getByRole('navigation', { name: 'Main' });
  await expect(bareNav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(bare.getByRole('table')).toHaveCount(0);
  await noScripts.close();

  await page.goto('/events');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a pool page shows its heading and the line under it without scripts, and the app draws them in place', async ({
  browser,
  baseURL,
  page,
}) => {
  const intro = (at: typeof page) => at.getByRole('main').locator('p.muted').first();
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto('/pools/31');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Pool of subnet 31');
  await expect(intro(bare)).toHaveText(
    "Price of the subnet's alpha in TAO. Subnet 31 · Owners · Deregistrations · Compare with others · Embed",
  );
  // It opens the embed dialog once the app is there.
  await expect(intro(bare).getByRole('button', { name: 'Embed' })).toBeDisabled();
  const frameBox = await intro(bare).boundingBox();
  await noScripts.close();

  await page.goto('/pools/31');
  await expect(page.getByText(/^[\d,]+ bars\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool of subnet 31');
  // (The app's line holds the embed dialog too, closed.)
  await expect(intro(page)).toContainText(
    "Price of the subnet's alpha in TAO. Subnet 31 · Owners · Deregistrations · Compare with others · Embed",
  );
  // The same line, where the frame had it: nothing moved when the app drew the page.
  expect(await intro(page).boundingBox()).toEqual(frameBox);
  await intro(page).getByRole('button', { name: 'Embed' }).click();
  await expect(page.getByRole('dialog', { name: 'Embed this chart' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await intro(page).getByRole('link', { name: 'Owners' }).click();
  await expect(page).toHaveURL(/\/subnets\/31\?tab=owners$/);
});

test("the app's scripts come after its style sheet and a chart's data; the embed's script does not wait", async ({
  request,
}) => {
  const html = async (path: string) => (await request.get(path)).text();
  const events = await html('/events');
  // Every script of the page at low priority, the page's own chunks included.
  expect(events).toMatch(
    /<script type="module" fetchpriority="low" crossorigin src="\/assets\/app-[\w-]+\.js">/,
  );
  const preloads = events.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  // The entry's shared chunk, and the page's own module.
  expect(preloads.some((link) => /href="\/assets\/common-[\w-]+\.js"/.test(link))).toBe(true);
  expect(preloads.some((link) => /href="\/assets\/Page-[\w-]+\.js"/.test(link))).toBe(true);
  expect(preloads.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
  expect(await html('/pools/1')).toMatch(
    /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/api\//,
  );
  expect(await html('/embed/pools/1')).not.toContain('fetchpriority');
});

// A page's first use of the browser's locale data (an Intl call, a date input) is one long task, about 100 ms here
// and several times that on a phone, before the page's first frame: the pages write numbers, times and chart labels
// themselves (src/shared/numbers/, time.ts, src/charts/time-labels.ts), and take times in text inputs.
for (const [path, drawn] of [
  ['/events', 'table'],
  ['/pools/31', 'chart'],
] as const) {
  test(`${path} draws its data without loading the browser's locale data`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { localeCalls: calls });
      // Each watched function or constructor notes its name when called, and works as before.
      const watch = (owner: object, name: string) => {
        const original = Reflect.get(owner, name) as {
          (...args: unknown[]): unknown;
          new (...args: unknown[]): object;
        };
        const noted = new Proxy(original, {
          apply: (target, self, args: unknown[]) => (calls.push(name), Reflect.apply(target, self, args)),
          construct: (target, args: unknown[], newTarget: typeof original) => {
            calls.push(name);
            return Reflect.construct(target, args, newTarget);
          },
        });
        Reflect.set(owner, name, noted);
      };
      for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules'])
        watch(Intl, name);
      watch(Number.prototype, 'toLocaleString');
      watch(Date.prototype, 'toLocaleString');
      watch(Date.prototype, 'toLocaleDateString');
      watch(Date.prototype, 'toLocaleTimeString');
      watch(BigInt.prototype, 'toLocaleString');
    });
    await page.goto(path);
    if (drawn === 'table') await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(50);
    else await expect(page.getByText(/^[\d,]+ bars\./)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls)).toEqual(
      [],
    );
    await expect(page.locator('input[type^="date"]')).toHaveCount(0);
  });
}
