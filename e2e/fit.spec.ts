// Screens that fit, at a desktop's 1280 px and a phone's 390 px: no page scrolls sideways and nothing reaches past
// the window's right edge; a list grows with the page, its header row held in view, rather than scrolling in a box
// of its own; on a phone the screener is a compact list and a pool's chart is on the first screen.
import type { Page } from '@playwright/test';
import { formatPercent, writeDecimal } from '../src/shared/numbers/amounts';
import { formatSignificant } from '../src/shared/numbers/decimals';
import { expect, test, wholeSummary } from './fixtures';
import { openWhole, routeViews } from './route-views';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * What does not fit, by tag and class: what reaches past the window's right edge, and boxes that cut what they hold
 * or scroll it sideways. Not counted: what a screen reader alone is given (in a box clipped to nothing, as
 * `.visually-hidden`), and, where `tableBoxes` allows it (a phone), a table's own box that scrolls sideways (a
 * table wider than a phone that is not drawn as cards) and what it holds.
 */
function misfits(page: Page, tableBoxes: boolean): Promise<string[]> {
  return page.evaluate((tableBoxes) => {
    const width = window.innerWidth;
    const scrolls = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
    const excused = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (getComputedStyle(at).getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)') return true;
        if (tableBoxes && at.classList.contains('table-scroll') && scrolls(at)) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const past = box.width > 0 && box.right > width + 0.5;
      return (past || scrolls(element)) && !excused(element)
        ? [`${element.tagName.toLowerCase()}.${element.classList.value}${past ? ' past the edge' : ' cut'}`]
        : [];
    });
  }, tableBoxes);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`no page scrolls sideways or reaches past the window at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    for (const path of await routeViews(request)) {
      // What loads when shown, shown and loaded: the whole page is measured.
      await openWhole(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(viewport.width);
      expect(await misfits(page, viewport === PHONE), path).toEqual([]);
    }
  });
}

test.describe('a list of 50 rows', () => {
  test.use({ viewport: DESKTOP });

  test('grows with the page, all its rows shown, its header row held at the top as the page scrolls', async ({
    page,
  }) => {
    await page.goto('/events?limit=50');
    const table = page.getByRole('table', { name: 'Chain events' });
    const rows = table.locator('tbody tr:not(.details)');
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).not.toHaveClass(/skeleton/);
    // No box around the table scrolls up and down: each is as high as what it holds.
    const boxes = await table.evaluate((element) => {
      const scrolling: string[] = [];
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement)
        if (at.scrollHeight > at.clientHeight) scrolling.push(`${at.tagName}.${at.className}`);
      return scrolling;
    });
    expect(boxes).toEqual([]);

    // The 50th row is reached by scrolling the page, and the header row is then at the window's top.
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows.last()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(DESKTOP.height);
    const header = table.getByRole('columnheader', { name: /^Block/ });
    await expect(header).toBeInViewport();
    const top = (await header.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the screener is a compact list: a line for each subnet, of the API's price and 24 h change", async ({
    page,
    request,
  }) => {
    // The summary once whole, as the page then shows it.
    const summary = await wholeSummary(request);
    await page.goto('/pools');
    const table = page.getByRole('table', { name: 'Subnet pools' });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).not.toHaveClass(/skeleton/);
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(64);

    // Each row a line, and the whole list about as high as its lines (tall cards made it 14,000 px).
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(60);
    expect((await table.boundingBox())?.height).toBeLessThanOrEqual(60 * (count + 1));

    // The first rows' subnet, price (exact on hover) and 24 h change, as the summary has them, side by side on
    // the screen.
    for (let i = 0; i < 5; i++) {
      const row = rows.nth(i);
      const netuid = Number(await row.getByRole('link').first().textContent());
      const pool = summary.pools.find((entry) => entry.netuid === netuid);
      if (!pool?.price || pool.change.h24 === null)
        throw new Error(`subnet ${netuid} has no price or change`);
      const price = row.getByRole('cell', { name: /^Price / }).locator('.num');
      const change = row.getByRole('cell', { name: /^24 h / });
      await expect(price).toHaveText(`${formatSignificant(Number(pool.price))} τ`);
      await expect(price).toHaveAttribute('title', `${writeDecimal(pool.price)} τ per α`);
      await expect(change).toHaveText(formatPercent(pool.change.h24).text);
      for (const cell of [row.getByRole('link').first(), price, change]) {
        await expect(cell).toBeInViewport({ ratio: 1 });
        const box = await cell.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      const [priceBox, changeBox] = [await price.boundingBox(), await change.boundingBox()];
      expect(Math.abs((priceBox?.y ?? 0) - (changeBox?.y ?? 100))).toBeLessThan(4);
    }
  });

  test("a pool's chart is on the first screen, its controls in a sheet that one line opens", async ({
    page,
  }) => {
    await page.goto('/pools/1');
    const chart = page.getByRole('application', { name: /^Price of subnet 1's alpha/ });
    await expect(chart).toBeVisible();
    // Measured once the figures over it are drawn. Its top on the first screen, with room below for a good part of it.
    await expect(page.getByRole('region', { name: 'Pool 1 figures' }).getByText('Volume 24 h')).toBeVisible();
    const top = (await chart.boundingBox())?.y ?? PHONE.height;
    expect(top).toBeLessThan(PHONE.height - 200);

    const range = page.getByRole('group', { name: 'Range' });
    await expect(range).toBeHidden();
    await page.getByRole('button', { name: /^Chart: Latest, .+ candles$/ }).tap();
    await range.getByRole('button', { name: '7 days' }).tap();
    await expect(page).toHaveURL(/\/pools\/1\?range=7d$/);
    await expect(page.getByRole('button', { name: /^Chart: 7 days, .+ candles$/ })).toBeVisible();
    // Escape closes the sheet.
    await page.keyboard.press('Escape');
    await expect(range).toBeHidden();
  });
});
