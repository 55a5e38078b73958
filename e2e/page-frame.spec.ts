// The app's frame in the HTML: a list page's header, navigation and heading are there before any script runs, and
// the app takes their place with its own (one heading, one navigation) and works as before.
import { DRAWN_MARK } from '../src/charts/price-chart';
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
    "Price of the subnet's alpha in TAO. Owners · Deregistrations · Embed",
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
    "Price of the subnet's alpha in TAO. Owners · Deregistrations · Embed",
  );
  // The same line, where the frame had it: nothing moved when the app drew the page.
  expect(await intro(page).boundingBox()).toEqual(frameBox);
  await intro(page).getByRole('button', { name: 'Embed' }).click();
  await expect(page.getByRole('dialog', { name: 'Embed this chart' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await intro(page).getByRole('link', { name: 'Owners' }).click();
  await expect(page).toHaveURL(/\/subnets\/owners\?netuid=31$/);
});

// A pool page's chart is drawn before the app's first render (src/routes/pool/first-chart.ts), into the frame's
// chart box; the app then takes the drawn chart over, in place: the same canvases, no second drawing, no second
// request for its bars.
for (const width of [1280, 390]) {
  test(`at ${width} px, a pool page's chart is drawn before the app renders, which takes it over as drawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const history: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/udf/history') && url.search.includes('&to=17934'))
        history.push(url.pathname + url.search);
    });
    // The page's own module waits until released: the app cannot render before.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Page-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The demo chain's present, 30 s before a minute turns (the app's own clock is pinned likewise).
    await page.clock.setFixedTime(new Date('2026-11-01T00:00:30Z'));
    await page.goto('/pools/31');
    const chart = page.getByRole('application', { name: "Price of subnet 31's alpha, 1d bars" });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '1d', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: '1d', exact: true })).toBeDisabled();
    const drawnBox = await chart.boundingBox();
    // Each canvas the library drew on is marked, to be found again in the app's chart.
    const canvases = await chart
      .locator('canvas')
      .evaluateAll((drawn) =>
        drawn.map((canvas, i) => ((canvas as HTMLElement).dataset.drawnBeforeApp = String(i))),
      );

    // The app starts in the next minute: it asks for the bars the chart was drawn of, not the newer minute's.
    await page.clock.setFixedTime(new Date('2026-11-01T00:01:30Z'));
    release();
    await expect(page.getByText(/^[\d,]+ bars\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '1d', exact: true })).toBeEnabled();
    // The app's chart box, where the frame's was, holding the canvases drawn before it, still painted.
    expect(await chart.boundingBox()).toEqual(drawnBox);
    await expect(chart.locator('canvas[data-drawn-before-app]')).toHaveCount(canvases.length);
    expect(await chart.locator('canvas').count()).toBe(canvases.length);
    const painted = await chart.locator('canvas[data-drawn-before-app="0"]').evaluate((canvas) => {
      const { width: w, height: h } = canvas as HTMLCanvasElement;
      const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, w, h).data ?? [];
      return pixels.some((value, i) => i % 4 === 3 && value > 0);
    });
    expect(painted).toBe(true);
    // Asked for the one range. (The HTML's preload is left out: the gateway named it by its own clock.)
    expect([...new Set(history)]).toEqual([
      '/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=1D&from=1728000000&to=1793491260',
    ]);
    // The app hears the drawn chart: the swaps follow the range in view, and the legend shows the newest bar.
    await expect(
      page.getByRole('table', { name: 'Swaps of pool 31' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.locator('.chart-legend-time')).toHaveText('2026-10-30 23:59:48 UTC');
  });
}

// A pool page starts with an entry of its own (src/pool-entry.ts): the chart's bars and code have the connection and
// the processor to themselves, and the app's code is asked for once the chart is drawn.
test("a pool page asks for the app's code only once its chart is drawn", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/udf\/history\?/, async (route) => {
    await released;
    await route.continue();
  });
  const drawingCode = page.waitForResponse(/\/assets\/lightweight-charts-[\w-]+\.js$/);
  await page.goto('/pools/31');
  await drawingCode;
  const appCode = (paths: string[]) =>
    paths.filter((path) => /\/assets\/(app|react|Page)-[\w-]+\.js$/.test(path));
  // The chart's code is in, its bars are not: nothing of the app asked for yet.
  expect(appCode(asked)).toEqual([]);
  release();
  await expect(page.getByText(/^[\d,]+ bars\./)).toBeVisible();
  expect(appCode(asked)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/app-/), expect.stringMatching(/\/Page-/)]),
  );
  // Each of the app's scripts was asked for after the chart's first frame (price-chart.ts marks it).
  const { drawnAt, appAskedAt } = await page.evaluate((mark) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(app|react|Page)-[\w-]+\.js$/.test(entry.name));
    return {
      drawnAt: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
      appAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  }, DRAWN_MARK);
  expect(drawnAt).toBeLessThan(appAskedAt);
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
  expect(preloads.length).toBeGreaterThan(3);
  expect(preloads.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
  expect(await html('/pools/1')).toMatch(
    /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/api\//,
  );
  expect(await html('/embed/pools/1')).not.toContain('fetchpriority');
});

// A page's first use of the browser's locale data (an Intl call, a date input) is one long task, about 100 ms here
// and several times that on a phone, before the page's first frame: the pages write numbers, times and chart labels
// themselves (src/lib/digits.ts, time.ts, src/charts/time-labels.ts), and take times in text inputs.
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
