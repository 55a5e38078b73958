// The phone layout, on a 390 px touch screen: lists as stacked cards that show each row's telling fields (the rest
// under the row's expander), pages that never scroll sideways, the navigation in a menu, filters in a sheet, tap
// targets a finger can hit, and charts that let a vertical swipe scroll the page.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { apiAnswer, expect, expectArrowKeys, test, wholeSummary } from './fixtures';

const WIDTH = 390;
const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });

/** The page is no wider than the screen (nothing clips what overflows it: fit.spec.ts looks for that). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths).toEqual({ page: WIDTH, viewport: WIDTH });
}

/** Entirely on the screen, from its left edge to its right, once the page is scrolled to it (only down or up). */
async function expectOnScreen(locator: Locator) {
  await locator.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 3),
  );
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= WIDTH,
    `${await locator.textContent()}: ${JSON.stringify(box)}`,
  ).toBe(true);
}

/** Each list page, its table's caption, and the fields its cards show (by their labels), first to last. */
const LISTS = [
  { path: '/events', caption: 'Chain events', card: ['Pallet', 'Name', 'Block', 'Time'], folded: 'Phase' },
  { path: '/accounts', caption: 'Accounts', card: ['Address', 'Total', 'Free', 'Staked'], folded: 'Rank' },
  {
    path: '/subnets/owners',
    caption: 'Subnet ownership changes',
    card: ['Subnet', 'Owner', 'Block', 'Time'],
    folded: 'Coldkey swap',
  },
  {
    path: '/deregistrations',
    caption: 'Neuron deregistrations',
    card: ['Subnet', 'UID', 'Hotkey', 'Block', 'Time'],
    folded: 'Coldkey',
  },
  {
    path: '/evm/transactions',
    caption: 'EVM transactions',
    card: ['Hash', 'Method', 'Value', 'Result', 'Time'],
    folded: 'From',
  },
  {
    path: '/pools',
    caption: 'Subnet pools',
    card: ['Subnet', 'Price', '24 h', 'Volume 24 h'],
    folded: '7 d',
  },
  {
    path: `/accounts/${WHALE}`,
    caption: 'Balance history',
    card: ['Day', 'Total', 'Free', 'Staked'],
    folded: 'Rank',
  },
];

const firstCard = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr:not(.skeleton, .details)').first();
/** A card's field: its cell, named by its label and its value. */
const field = (card: Locator, label: string) => card.getByRole('cell', { name: new RegExp(`^${label} `) });

test.describe('every list page', () => {
  for (const { path, caption, card, folded } of LISTS) {
    test(`${path}: cards with their telling fields on screen, the rest under the expander, no sideways scroll`, async ({
      page,
    }) => {
      await page.goto(path);
      const first = firstCard(page, caption);
      await expect(first).toBeVisible({ timeout: 30_000 });
      // (An account's history is under its balances and chart: they are drawn first.)
      await expect(page.locator('.skeleton')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      const fields = card.map((label) => field(first, label));
      for (const cell of fields) await expectOnScreen(cell);
      // In their order, left to right and top to bottom.
      const boxes = await Promise.all(fields.map(async (cell) => (await cell.boundingBox())!));
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1]!, boxes[i]!];
        expect(after.y > before.y || (after.y === before.y && after.x > before.x), card[i]).toBe(true);
      }
      await expect(field(first, folded)).toBeHidden();
      await first.getByRole('button', { name: /^Show details of / }).tap();
      await expectOnScreen(field(first, folded));
      await expectNoSidewaysScroll(page);
    });
  }

  test("/events: the first row's pallet and name, as the API sends them", async ({ page, request }) => {
    const [event] = (await (await request.get('/api/event/v1?order=block_number_asc&limit=1')).json()).data;
    await page.goto('/events?order=block_number_asc');
    const first = firstCard(page, 'Chain events');
    await expectOnScreen(first.getByRole('link', { name: event.pallet, exact: true }));
    await expectOnScreen(first.getByRole('link', { name: event.name, exact: true }));
    await expect(field(first, 'Pallet')).toHaveAccessibleName(`Pallet ${event.pallet}`);
    await expect(field(first, 'Name')).toHaveAccessibleName(`Name ${event.name}`);
  });
});

test.describe('the entity pages', () => {
  for (const path of [
    '/',
    // The newest extrinsic's block and the extrinsic (`newest` is read from the API in the test).
    '/blocks/newest',
    '/extrinsics/newest',
    '/evm/transactions/0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c',
    '/subnets/19',
    '/subnets/19?tab=swaps',
    `/accounts/${WHALE}`,
    '/pools/1',
  ]) {
    test(`${path} does not scroll sideways`, async ({ page, request }) => {
      const extrinsic = (
        await apiAnswer(request, 'events', { full_name: 'System.ExtrinsicSuccess', limit: 1 })
      ).data[0]?.extrinsic_id;
      if (!extrinsic) throw new Error('the demo chain has no extrinsic');
      await page.goto(
        path.startsWith('/blocks/')
          ? path.replace('newest', extrinsic.split('-')[0] as string)
          : path.replace('newest', extrinsic),
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 30_000 });
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('the menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  test('the header is one compact line, its navigation folded away', async ({ page }) => {
    await page.goto('/events');
    // The server's frame is replaced by the app's header as the app starts: measured once the app has drawn rows.
    await expect(page.getByRole('table', { name: 'Chain events' }).locator('tbody tr').first()).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(46);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('opens by keyboard, closes on Escape with the focus back on its button, and navigates', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(firstCard(page, 'Chain events')).toBeVisible();
    // Skip link, brand, the search (loaded beside the page), then the menu's button.
    await expect(page.getByRole('banner').getByLabel('Search')).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const controlled = await menuButton(page).getAttribute('aria-controls');
    await expect(page.locator(`#${controlled}`)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Events' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    // The chosen page has the focus, so the next Tab goes into it.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('opens by touch and navigates; going back leaves it closed', async ({ page }) => {
    await page.goto('/events');
    await menuButton(page).tap();
    await expect(nav(page)).toBeVisible();
    await nav(page).getByRole('link', { name: 'Deregistrations' }).tap();
    await expect(page).toHaveURL(/\/deregistrations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deregistrations');
    await expect(nav(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(nav(page).getByRole('link', { name: 'Deregistrations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The settings are in the menu too.
    await menuButton(page).tap();
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('the filters', () => {
  test('open in a sheet; a filter typed and applied writes the URL as on a wider screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    const desktop = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await desktop.goto('/events');
    await desktop.getByLabel('Pallet', { exact: true }).fill('Sudo');
    await desktop.getByLabel('From (UTC)', { exact: true }).fill('2026-10-01');
    await desktop.getByRole('button', { name: 'Apply' }).click();
    await expect(desktop).toHaveURL(/\/events\?timestamp_start=1790812800&pallet=Sudo$/);
    await desktop.close();

    await page.goto('/events');
    await expect(firstCard(page, 'Chain events')).toBeVisible();
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeHidden();
    await open.tap();
    await expect(sheet).toBeVisible();
    await expectOnScreen(sheet.getByRole('button', { name: 'Apply' }));
    await sheet.getByLabel('Pallet', { exact: true }).fill('Sudo');
    await sheet.getByLabel('From (UTC)', { exact: true }).fill('2026-10-01');
    await sheet.getByRole('button', { name: 'Apply' }).tap();
    await expect(page).toHaveURL(/\/events\?timestamp_start=1790812800&pallet=Sudo$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Pallet: Sudo');
    await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeFocused();
    await expectNoSidewaysScroll(page);

    // A value the page cannot read keeps the sheet open with its message, and asks nothing.
    await page.getByRole('button', { name: 'Filters (2 active)' }).tap();
    await sheet.getByLabel('From block', { exact: true }).fill('12x');
    await sheet.getByLabel('From block', { exact: true }).press('Enter');
    await expect(sheet.getByText(/^From block /)).toBeVisible();
    await expect(page).toHaveURL(/\/events\?timestamp_start=1790812800&pallet=Sudo$/);
    // Escape closes it, as does a tap beside it; Reset empties the URL's filters.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Filters (2 active)' }).tap();
    const { x, y, width } = (await sheet.boundingBox())!;
    await page.touchscreen.tap(x + width / 2, y / 2);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/events\?timestamp_start=1790812800&pallet=Sudo$/);
    await page.getByRole('button', { name: 'Filters (2 active)' }).tap();
    await sheet.getByRole('button', { name: 'Reset' }).tap();
    await expect(page).toHaveURL(/\/events$/);
    await expect(sheet).toBeHidden();
  });
});

test('Tab goes from the filters into the list, at its first sort button, and arrow keys move on', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(firstCard(page, 'Chain events')).toBeVisible();
  await expectArrowKeys(page.getByRole('table', { name: 'Chain events' }));
  await page.getByRole('button', { name: 'Filters', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Event/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^Block/ })).toBeFocused();
  // Down: the first card's block.
  await page.keyboard.press('ArrowDown');
  await expect(field(firstCard(page, 'Chain events'), 'Block').getByRole('link')).toBeFocused();
  // Left past the fields the card leaves out, to its expander.
  await page.keyboard.press('ArrowLeft');
  await expect(
    firstCard(page, 'Chain events').getByRole('button', { name: /^Show details of / }),
  ).toBeFocused();
});

test('every button and link of the header, the pager and the rows’ expanders is at least 44 px', async ({
  page,
}) => {
  await page.goto('/events?limit=25');
  await expect(firstCard(page, 'Chain events')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).tap();
  const targets = [
    ...(await page.getByRole('banner').locator('a:visible, button:visible, select:visible').all()),
    ...(await page.getByRole('navigation', { name: 'Pages' }).locator('button, input, select').all()),
    ...(await page.getByRole('button', { name: /^Show details of / }).all()),
    page.getByRole('button', { name: 'Filters', exact: true }),
  ];
  expect(targets.length).toBeGreaterThan(25 + 10);
  const small: string[] = [];
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    const minWidth = (await target.evaluate((node) => node.tagName)) === 'BUTTON' ? 44 : 0;
    if (box.height < 44 || box.width < minWidth)
      small.push(
        `${await target.evaluate((node) => node.outerHTML.slice(0, 80))}: ${box.width}×${box.height}`,
      );
  }
  expect(small).toEqual([]);
});

test.describe('a chart', () => {
  // The pool page's figures say how much of the market summary is loaded until it is whole, and that notice leaves
  // the page as it fills, moving the chart under the finger: the swipes start once it is whole.
  test.beforeEach(async ({ request }) => {
    await wholeSummary(request);
  });

  /** A finger's swipe, straight from (x, y) by (dx, dy), as the touch screen sends it. */
  async function swipe(cdp: CDPSession, x: number, y: number, dx: number, dy: number) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  for (const { path, role, name } of [
    { path: '/pools/1', role: 'application', name: /^Price of subnet 1's alpha/ },
    { path: `/accounts/${WHALE}`, role: 'img', name: new RegExp(`^Balances of ${WHALE}`) },
  ] as const) {
    test(`${path}: a vertical swipe over the chart scrolls the page`, async ({ page }) => {
      await page.goto(path);
      const box = page.getByRole(role, { name });
      await expect(box.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      // The header's last word (the live stream's state) is in: nothing above the chart moves during the swipe.
      await expect(page.locator('.live-status')).toHaveText('Live');
      // Whatever the rows under the chart, the page is given room to scroll past it: the test is of the gesture.
      await page.evaluate(() => (document.body.style.paddingBottom = '100vh'));
      await box.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const top = await page.evaluate(() => window.scrollY);
      const { x, y, width } = (await box.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      await swipe(cdp, x + width / 3, y + 100, 0, -150);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top + 100);
    });
  }
});
