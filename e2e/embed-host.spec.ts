// The embed in a page of another site: it tells its host the height its content needs and that it is ready (the
// messages the README documents, and the script the Embed dialog and the README give sizes the frame to it),
// follows the host's colour scheme on a transparent background with theme=auto, and reads a bar's exact prices
// out on hover.
import type { Frame, Page } from '@playwright/test';
import { HEIGHT_SCRIPT } from '../src/shared/embed/embed-code';
import { COLORS } from '../src/shared/theme/colors';
import { expect, test } from './fixtures';
import { otherSite } from './other-site';

// The host: a site of another origin, serving the page each test sets.
const host = otherSite();
/** A week of hourly bars from the demo market's quieter months (2026-09-08 to 2026-09-15 UTC). */
const WEEK = 'resolution=60&from=1788825600&to=1789430400';

/**
 * The host page: the iframe, the script that sizes it to the embed's height (as the Embed dialog gives it), and a
 * list of the messages the embed sent it.
 */
function hostPage(src: string, width: number, height: number) {
  return `<!doctype html><html><head><meta name="color-scheme" content="light dark"><title>A host</title></head>
<body><iframe src="${src}" width="${width}" height="${height}" title="Subnet 31 pool price" style="border:0"></iframe>
<script>
window.received = [];
window.addEventListener('message', (event) => {
  if (event.source === document.querySelector('iframe').contentWindow) window.received.push(event.data);
});
</script>
${HEIGHT_SCRIPT}
</body></html>`;
}

async function openHost(page: Page, embed: string, width: number, height: number) {
  host.serve(hostPage(embed, width, height));
  await page.goto(host.url());
  return page.frameLocator('iframe');
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { type: string; height?: number }[] }).received);
const heights = async (page: Page) =>
  (await received(page)).filter((m) => m.type === 'taostats-embed:height').map((m) => m.height);
const embedFrame = (page: Page) => page.frames().find((frame) => frame.url().includes('/embed/')) as Frame;

test('tells the host when it is ready and the height it needs, which the sizing script sizes the frame to', async ({
  page,
  baseURL,
}) => {
  const frame = await openHost(page, `${baseURL}/embed/pools/31?${WEEK}`, 300, 200);
  await expect.poll(async () => (await received(page)).map((m) => m.type)).toContain('taostats-embed:ready');
  // Ready once the chart is drawn: its slots are on the chart's box (the week's 168 hours, and the bar that starts
  // at its end: the API's range includes both ends).
  await expect(frame.getByRole('img', { name: "Price of subnet 31's alpha in TAO" })).toHaveAttribute(
    'data-slots',
    '169',
  );
  // Everything fits the frame: the height it needs is the frame's.
  expect(await heights(page)).toEqual([200]);

  // The host makes the frame taller: the chart takes the room.
  await page.locator('iframe').evaluate((iframe: HTMLIFrameElement) => (iframe.style.height = '260px'));
  await expect.poll(() => heights(page)).toEqual([200, 260]);

  // Too short for the chart (it keeps 120 px) and the footer: the height its content needs, to which the snippet
  // sizes the frame, where everything fits.
  await page.locator('iframe').evaluate((iframe: HTMLIFrameElement) => (iframe.style.height = '100px'));
  await expect.poll(async () => (await heights(page)).length).toBe(3);
  const needed = (await heights(page))[2] as number;
  const content = await embedFrame(page).evaluate(() =>
    [...document.querySelectorAll('#embed > *')]
      .filter((element) => getComputedStyle(element).position !== 'absolute')
      .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
  );
  expect(needed).toBeGreaterThan(100);
  expect(needed).toBe(Math.ceil(content));
  await expect.poll(() => page.locator('iframe').evaluate((iframe) => iframe.clientHeight)).toBe(needed);
  // Sized to what it needs, it needs no more, and it said it was ready once.
  expect((await received(page)).filter((m) => m.type === 'taostats-embed:ready')).toHaveLength(1);
  expect(await heights(page)).toHaveLength(3);
});

/** The colour of the chart's time labels: the most opaque pixel of the time axis, as "r,g,b". */
function timeLabelColor(frame: Frame) {
  return frame.evaluate(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.embed-chart tr:last-child canvas')];
    const axis = canvases.reduce((wide, canvas) => (canvas.width > wide.width ? canvas : wide));
    const { data } = (axis.getContext('2d') as CanvasRenderingContext2D).getImageData(
      0,
      0,
      axis.width,
      axis.height,
    );
    let best = 0;
    for (let i = 3; i < data.length; i += 4)
      if ((data[i] as number) > (data[best + 3] as number)) best = i - 3;
    return [data[best], data[best + 1], data[best + 2]].join(',');
  });
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',');

/** Whether two "r,g,b" colours are the same but for anti-aliasing. */
const near = (a: string, b: string) =>
  a.split(',').every((value, i) => Math.abs(Number(value) - Number(b.split(',')[i])) <= 12);

test('theme=auto follows the host’s colour scheme on a transparent background', async ({
  page,
  baseURL,
  request,
}) => {
  // The theme is in the embed's HTML, so that its first frame has its colours.
  const html = await (await request.get(`/embed/pools/31?${WEEK}&theme=auto`)).text();
  expect(html).toContain('<html lang="en" data-theme="auto">');

  await page.emulateMedia({ colorScheme: 'dark' });
  const frame = await openHost(page, `${baseURL}/embed/pools/31?${WEEK}&theme=auto`, 600, 300);
  await expect(frame.locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await received(page)).map((m) => m.type)).toContain('taostats-embed:ready');
  const embed = embedFrame(page);
  const styles = () =>
    embed.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
  expect(await styles()).toEqual({
    background: 'rgba(0, 0, 0, 0)',
    text: `rgb(${rgb(COLORS.text.dark).replaceAll(',', ', ')})`,
    scheme: 'light dark',
  });
  await expect.poll(async () => near(await timeLabelColor(embed), rgb(COLORS.text.dark))).toBe(true);

  // The host's scheme turns light: the embed follows, its chart included.
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await styles()).toEqual({
    background: 'rgba(0, 0, 0, 0)',
    text: `rgb(${rgb(COLORS.text.light).replaceAll(',', ', ')})`,
    scheme: 'light dark',
  });
  await expect.poll(async () => near(await timeLabelColor(embed), rgb(COLORS.text.light))).toBe(true);
});

test('reads out the exact prices of the bar under the pointer', async ({ page, request }) => {
  // One daily bar, 2026-09-14 23:59:48 UTC, alone on the chart's axis.
  const day = 1_789_430_388;
  const answer = await (
    await request.get(
      `/api/dtao/tradingview/udf/history?symbol=SUB-31&resolution=1D&from=${day}&to=${day + 1}`,
    )
  ).json();
  expect(answer.t).toEqual([day]);
  await page.setViewportSize({ width: 600, height: 300 });
  await page.goto(`/embed/pools/31?resolution=1D&from=${day}&to=${day + 1}`);
  const chart = page.getByRole('img', { name: "Price of subnet 31's alpha in TAO" });
  await expect(chart).toHaveAttribute('data-slots', '1');
  const legend = page.locator('.chart-legend');
  await expect(legend).toBeHidden();

  const box = await chart.boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 3, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  // The pool page's legend, to the rao (src/charts/legend.ts).
  await expect(legend).toContainText(
    `2026-09-14 23:59:48 UTC O ${answer.o[0]} H ${answer.h[0]} L ${answer.l[0]} C ${answer.c[0]} `,
  );
  await expect(legend).toContainText(`Vol ${Math.round(answer.v[0] * 100) / 100}`);
  await page.mouse.move(0, 0);
  await expect(legend).toBeHidden();

  // A single candle for the range: the embed says so, and links to a candle that fits it.
  await expect(page.getByText('1 candle in this range —')).toBeVisible();
  await expect(page.getByRole('link', { name: 'show 1m candles' })).toHaveAttribute(
    'href',
    `/embed/pools/31?resolution=1&from=${day}&to=${day + 1}`,
  );
});

test('the Embed dialog gives theme=auto and the script that sizes the frame', async ({ page, baseURL }) => {
  await page.goto(`/pools/31?${WEEK}`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this chart' });
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('auto');
  await dialog.getByLabel('Fit its height to its content').check();
  await expect(dialog.getByLabel('Code')).toHaveValue(
    `<iframe src="${baseURL}/embed/pools/31?${WEEK.replaceAll('&', '&amp;')}&amp;theme=auto" width="600" ` +
      `height="400" title="Subnet 31 pool price" loading="lazy" style="border:0"></iframe>\n${HEIGHT_SCRIPT}`,
  );
});
