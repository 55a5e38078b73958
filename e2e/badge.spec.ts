// A subnet's price badge as a README's reader gets it: its text is the market summary's price and 24 h change as
// the screener writes them, it costs the gateway no upstream request (its /metrics say so), and the pool page's
// Embed dialog gives it in Markdown and HTML whose image loads.
import type { APIRequestContext } from '@playwright/test';
import type { MarketPool } from '../src/api/market';
import { formatPercent } from '../src/shared/numbers/amounts';
import { formatSignificant } from '../src/shared/numbers/decimals';
import { test, expect, wholeSummary } from './fixtures';

/** A pool with a price and a 24 h change in the summary, once the summary's week is loaded. */
async function pricedPool(request: APIRequestContext): Promise<MarketPool> {
  const pool = (await wholeSummary(request)).pools.find(
    (entry) => entry.price !== null && entry.change.h24 !== null,
  );
  if (!pool) throw new Error('no pool of the demo has a price and a 24 h change');
  return pool;
}

/** The requests the gateway has sent upstream so far, all endpoints and statuses together. */
async function upstreamRequests(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return [...text.matchAll(/^gateway_upstream_requests_total\{[^}]*\} (\S+)$/gm)].reduce(
    (sum, [, value]) => sum + Number(value),
    0,
  );
}

test("a badge says the summary's price and 24 h change, as the screener does, at no upstream request", async ({
  page,
  request,
}) => {
  const pool = await pricedPool(request);
  const price = `${formatSignificant(Number(pool.price))} τ`;
  const change = formatPercent(pool.change.h24 as number).text;
  const badge = `/badge/subnets/${pool.netuid}.svg`;

  // The screener writes the same figures.
  await page.goto('/pools');
  const row = page
    .getByRole('table', { name: 'Subnet pools' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: String(pool.netuid), exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(price);
  await expect(row.getByRole('cell').nth(2)).toHaveText(change);

  // The badge as a browser reads it (inline: opened on its own, a document asks for a /favicon.ico): its label and
  // value, the shadows under them left aside.
  await page.setContent(await (await request.get(badge)).text());
  await expect(page.locator('svg > g > text:not([aria-hidden])')).toHaveText([
    `SN${pool.netuid}`,
    `${price} ${change}`,
  ]);
  await expect(page.locator('svg > title')).toHaveText(`SN${pool.netuid}: ${price} ${change}`);

  // The market's own filling may send a request meanwhile: a round with none shows that badges sent none.
  await expect(async () => {
    const before = await upstreamRequests(request);
    for (const query of ['', '?theme=dark', '?label=Subnet', '?theme=dark&label=x']) {
      const answer = await request.get(`${badge}${query}`);
      expect(answer.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
    await request.get('/badge/subnets/0.svg');
    expect(await upstreamRequests(request)).toBe(before);
  }).toPass({ timeout: 30_000 });
});

test("the Embed dialog gives the badge's Markdown and HTML, whose image loads", async ({
  page,
  request,
  baseURL,
}) => {
  const { netuid } = await pricedPool(request);
  await page.goto(`/pools/${netuid}`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this chart' });
  const src = `${baseURL}/badge/subnets/${netuid}.svg`;
  const href = `${baseURL}/pools/${netuid}`;
  await expect(dialog.getByLabel('Markdown')).toHaveValue(`[![SN${netuid} price](${src})](${href})`);
  const html = dialog.getByLabel('HTML');
  await expect(html).toHaveValue(`<a href="${href}"><img src="${src}" alt="SN${netuid} price"></a>`);
  const preview = dialog.getByRole('img', { name: `Subnet ${netuid}: price and 24 h change` });
  await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The dark chart's badge is the dark one.
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(dialog.getByLabel('Markdown')).toHaveValue(
    `[![SN${netuid} price](${src}?theme=dark)](${href})`,
  );

  // Pasted into a page of its own, the HTML shows the badge, linked to the pool.
  const pasted = await html.inputValue();
  await page.setContent(`<!doctype html><body>${pasted}</body>`);
  const image = page.getByRole('link').getByRole('img', { name: `SN${netuid} price` });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link')).toHaveAttribute('href', href);
});
