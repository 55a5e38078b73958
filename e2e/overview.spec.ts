// The search box reads what a person pastes or types as an explorer does: the overview's own, and the header's on
// every other page, which `/` focuses; under the overview's, the chain now.
import type { Page } from '@playwright/test';
import { timeOf } from '../src/api/chain';
import { apiUrl } from '../src/api/endpoints';
import type { MarketHour } from '../src/api/market';
import { formatAmount, unitsOf } from '../src/shared/numbers/amounts';
import { groupDigits } from '../src/shared/numbers/separators';
import { formatRelative } from '../src/shared/time';
import { blockEvents, blockText, chainHead, expect, SUMMARY_PRELOAD, test, wholeSummary } from './fixtures';

const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' });

test.describe('a block page', () => {
  test('opens a block number’s page on Enter, with or without separators; its events a click away', async ({
    page,
    request,
  }) => {
    const { block } = await chainHead(request);
    const events = await blockEvents(request, block);
    const shown = blockText(block);
    await page.goto('/');
    await page.getByLabel('Search').fill(String(block));
    await expect(suggestions(page).getByRole('link')).toHaveText([
      `Block ${shown} — its extrinsics, events, swaps and transactions`,
      `Block ${shown} — its events in the list`,
    ]);
    await page.getByLabel('Search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Block ${shown}` })).toBeVisible();

    for (const text of [shown, shown.replaceAll(',', ' ')]) {
      await page.goto('/');
      await page.getByLabel('Search').fill(text);
      await page.getByRole('link', { name: `Block ${shown} — its events in the list` }).click();
      await expect(page).toHaveURL(new RegExp(`/events\\?block_number=${block}$`));
      await expect(page.getByRole('table', { name: 'Chain events' }).locator('tbody tr')).toHaveCount(
        events.length,
      );
    }
  });
});

test('reads sn19 and subnet 19 as the subnet: its page, owners and deregistrations', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search').fill('sn19');
  await expect(suggestions(page).getByRole('link')).toHaveText([
    'Subnet 19 — pool price, owners, deregistrations and swaps',
    'Subnet 19 — owners and coldkey swaps',
    'Subnet 19 — deregistrations',
  ]);
  await page.getByRole('link', { name: 'Subnet 19 — pool price, owners, deregistrations and swaps' }).click();
  await expect(page).toHaveURL('/subnets/19');

  await page.goto('/');
  await page.getByLabel('Search').fill('subnet 19');
  await page.getByRole('link', { name: 'Subnet 19 — deregistrations' }).click();
  await expect(page).toHaveURL('/deregistrations?netuid=19');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('19');

  await page.goto('/');
  await page.getByLabel('Search').fill('SN 19');
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL('/subnets/19');
});

test('offers every reading of an id, and the account of an address', async ({ page, request }) => {
  const { block } = await chainHead(request);
  await page.goto('/');
  await page.getByLabel('Search').fill(`${block}-2`);
  await expect(suggestions(page).getByRole('link')).toHaveText([
    `Extrinsic ${block}-0002 — its events, outcome, fee and calls`,
    `Event ${block}-0002 — the event and its args`,
  ]);
  await page.getByRole('link', { name: `Event ${block}-0002 — the event and its args` }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?id=${block}-0002$`));

  await page.goto('/');
  await page.getByLabel('Search').fill('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL('/accounts/5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');

  await page.goto('/');
  await page.getByLabel('Search').fill('0x1985014BB11E7956AECCEBDB28FBD415C675F74A');
  await page
    .getByRole('link', { name: 'EVM address 0x1985014bb11e7956aeccebdb28fbd415c675f74a — its transactions' })
    .click();
  await expect(page).toHaveURL('/evm/transactions?address=0x1985014bb11e7956aeccebdb28fbd415c675f74a');
});

test('says when there is nothing to look up', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search').fill('hello');
  await expect(page.getByText('Nothing to look up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go' })).toBeDisabled();
});

test('/ focuses the search from any page, but types a slash into a field', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Bittensor chain data' }).click();
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page.getByLabel('Search')).toHaveValue('');

  await page.goto('/events?pallet=Sudo');
  await page.getByLabel('Name', { exact: true }).fill('a');
  await page.getByLabel('Name', { exact: true }).press('/');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('a/');
  await expect(page).toHaveURL('/events?pallet=Sudo');

  // Elsewhere the search is the header's (loaded beside the page): `/` stays on the page.
  await expect(page.getByRole('banner').getByLabel('Search')).toBeVisible();
  await page.getByRole('heading', { name: 'Events', level: 1 }).click();
  await page.keyboard.press('/');
  await expect(page.getByRole('banner').getByLabel('Search')).toBeFocused();
  await expect(page).toHaveURL('/events?pallet=Sudo');
  await page.keyboard.type('sn19');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/subnets/19');
  await page.goBack();
  await expect(page).toHaveURL('/events?pallet=Sudo');
});

for (const width of [1280, 390]) {
  test(`at ${width} px the header's search opens a block page from the events, and empties itself`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const { block } = await chainHead(request);
    const shown = blockText(block);
    await page.goto('/events');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByLabel('Search').fill(shown);
    await expect(
      page.getByRole('banner').getByRole('list', { name: 'Suggestions' }).getByRole('link'),
    ).toHaveText([
      `Block ${shown} — its extrinsics, events, swaps and transactions`,
      `Block ${shown} — its events in the list`,
    ]);
    await page
      .getByRole('link', { name: `Block ${shown} — its extrinsics, events, swaps and transactions` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blocks/${block}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Block ${shown}` })).toBeVisible();
    await expect(search.getByLabel('Search')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);

    // Escape empties it; the suggestions show only while the box has the focus.
    await search.getByLabel('Search').fill('sn19');
    await expect(page.getByRole('list', { name: 'Suggestions' })).toBeVisible();
    await search.getByLabel('Search').blur();
    await expect(page.getByRole('list', { name: 'Suggestions' })).toBeHidden();
    await search.getByLabel('Search').focus();
    await expect(page.getByRole('list', { name: 'Suggestions' })).toBeVisible();
    await search.getByLabel('Search').press('Escape');
    await expect(search.getByLabel('Search')).toHaveValue('');
  });
}

test('the overview has one search, its own', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Go' })).toBeVisible();
});

test.describe('the chain now', () => {
  const NOW = new Date('2026-11-01T00:00:00Z');
  const LATEST = { limit: '5' };

  test('shows the head block, the day’s volume by hour, the movers, the newest events and records, from four requests', async ({
    page,
    request,
  }) => {
    // The clock stands at NOW while the summary fills: the head's age reads to the second.
    await page.clock.setFixedTime(NOW);
    const market = await wholeSummary(request);
    const events = (await (await request.get('/api/event/v1?limit=10')).json()) as { data: { id: string }[] };
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/market/'))
        asked.push(url.pathname + url.search);
    });

    await page.goto('/');
    const now = page.getByRole('region', { name: 'The chain now' });
    const head = groupDigits(market.head.block);
    await expect(now.getByRole('link', { name: head })).toHaveAttribute(
      'href',
      `/blocks/${market.head.block}`,
    );
    // The head was made some seconds before the pinned clock (the summary's times are whole seconds); its age
    // follows the clock.
    const made = new Date(market.head.time * 1000).toISOString();
    await expect(now.getByText(`Head block ${head}, ${formatRelative(made, NOW.getTime())}`)).toBeVisible();
    await page.clock.setFixedTime(new Date(NOW.getTime() + 60_000));
    await expect(
      now.getByText(`Head block ${head}, ${formatRelative(made, NOW.getTime() + 60_000)}`),
    ).toBeVisible();

    const volume = market.pools.reduce((sum, pool) => sum + BigInt(pool.volume24h), 0n);
    await expect(now).toContainText(
      `Volume 24 h: ${formatAmount(volume, 2)} τ over ${market.pools.length} pools`,
    );
    const moved = market.pools.filter((pool) => pool.change.h24 !== null);
    const byChange = moved.toSorted((a, b) => (b.change.h24 as number) - (a.change.h24 as number));
    const gainers = byChange.filter((pool) => (pool.change.h24 as number) > 0).slice(0, 5);
    const losers = byChange
      .filter((pool) => (pool.change.h24 as number) < 0)
      .reverse()
      .slice(0, 5);
    const names = (pools: typeof moved) => pools.map((pool) => `Subnet ${pool.netuid}`);
    await expect(
      now.getByRole('region', { name: 'Top gainers 24 h' }).getByRole('listitem').getByRole('link'),
    ).toHaveText(names(gainers));
    await expect(
      now.getByRole('region', { name: 'Top losers 24 h' }).getByRole('listitem').getByRole('link'),
    ).toHaveText(names(losers));

    // The day by hour: a bar an hour, each saying its hour, figure and trades.
    const hourName = (hour: MarketHour, figure: string) =>
      `${formatRelative(new Date(timeOf(hour.block, market.head) * 1000).toISOString(), market.head.time * 1000)}: ` +
      `${formatAmount(BigInt(figure), 2)} τ in ${hour.trades} trades`;
    for (const [chart, figure] of [
      ['Volume by hour, τ', (hour: MarketHour) => hour.volume],
      ['Net flow into the pools by hour, τ', (hour: MarketHour) => hour.netFlow],
    ] as const) {
      const bars = now.getByRole('list', { name: chart }).getByRole('listitem');
      await expect(bars).toHaveCount(market.hours.length);
      for (const [bar, hour] of [
        [bars.first(), market.hours[0]],
        [bars.last(), market.hours.at(-1)],
      ] as const)
        await expect(bar).toHaveAccessibleName(hourName(hour as MarketHour, figure(hour as MarketHour)));
    }
    expect(market.hours).toHaveLength(24);

    const newest = page.getByRole('list', { name: 'Newest events' }).getByRole('listitem');
    await expect(newest.locator('a.mono')).toHaveText(events.data.map((event) => event.id));

    // The day's largest swaps, from the summary, as the pool pages draw swaps.
    const largest = page.getByRole('table', { name: 'The largest swaps of the last 24 hours' });
    await expect(largest.locator('tbody tr')).toHaveCount(market.largestSwaps.length);
    expect(market.largestSwaps).toHaveLength(10);
    const [first] = market.largestSwaps;
    const tao = (first?.asset0In ?? first?.asset0Out) as string;
    await expect(largest.locator('tbody tr').first()).toContainText(
      `${formatAmount(unitsOf(tao) as bigint)} τ`,
    );
    await expect(largest.locator('tbody tr').first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/subnets/${first?.pairId.replace(/^0-/, '')}`,
    );

    // The latest deregistrations and ownership changes, as their lists draw them.
    const deregistrations = (await (await request.get(apiUrl('deregistrations', LATEST))).json()) as {
      data: { uid: number }[];
      pagination: { total_items: number };
    };
    const latest = page.getByRole('table', { name: 'Deregistrations of the chain' });
    await expect(latest.locator('tbody tr')).toHaveCount(deregistrations.data.length);
    await expect(
      latest.getByRole('cell', { name: String(deregistrations.data[0]?.uid), exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^All [\d,]+ deregistrations of the chain in the list$/ }),
    ).toHaveText(
      `All ${groupDigits(deregistrations.pagination.total_items)} deregistrations of the chain in the list`,
    );
    await expect(
      page.getByRole('table', { name: 'Ownership changes of the chain' }).locator('tbody tr'),
    ).toHaveCount(5);
    expect(asked.toSorted()).toEqual(
      [
        '/api/event/v1?limit=10',
        '/market/summary',
        apiUrl('deregistrations', LATEST),
        apiUrl('subnetOwners', LATEST),
      ].toSorted(),
    );
    // The summary was asked once: with the page's HTML, which named it, and the page took it over.
    expect(await (await request.get('/')).text()).toContain(SUMMARY_PRELOAD);
  });
});

test.describe('while its figures load', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the overview holds each panel's shape: nothing moves when the answers come`, async ({
      page,
      request,
    }) => {
      const market = await wholeSummary(request);
      await page.setViewportSize({ width, height: 900 });
      // Every answer of the page waits until the page is drawn with its skeletons.
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/(api|market)\//, async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto('/');
      const now = page.getByRole('region', { name: 'The chain now' });
      await expect(now.getByText('Loading…')).toBeAttached();
      await expect(
        page.getByRole('region', { name: 'Latest ownership changes' }).getByText('Loading…'),
      ).toBeAttached();
      await page.evaluate(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(' ')}`,
            );
        }).observe({ type: 'layout-shift' });
      });
      answer();
      await expect(now.getByRole('link', { name: groupDigits(market.head.block) })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Newest events' }).getByRole('listitem')).toHaveCount(10);
      await expect(
        page.getByRole('table', { name: 'The largest swaps of the last 24 hours' }).locator('tbody tr'),
      ).toHaveCount(10);
      await expect(
        page.getByRole('table', { name: 'Ownership changes of the chain' }).locator('tbody tr'),
      ).toHaveCount(5);
      await expect(
        page.getByRole('table', { name: 'Deregistrations of the chain' }).locator('tbody tr'),
      ).toHaveCount(5);
      // A frame after the last answer is drawn, the shifts it made are reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});
