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
