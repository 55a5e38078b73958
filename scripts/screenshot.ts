// `npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark] [locale]`: a screenshot of a page in
// the same Chromium the browser tests use, for looking at what a change did (at 1280 and at a 390 px phone width, in
// both themes: the system's scheme is the page's default theme; in another browser language, `de-DE`, which the app
// writes numbers in). Prints console errors.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';

const [url, out, width = '1280', height = '900', scheme = 'light', locale = 'en-US'] = process.argv.slice(2);
const launchOptions = chromiumLaunchOptions();
if (!url || !out || !launchOptions) {
  console.error(
    launchOptions
      ? 'usage: npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark] [locale]'
      : NO_CHROMIUM_MESSAGE,
  );
  process.exit(2);
}
const browser = await chromium.launch(launchOptions);
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme: scheme === 'dark' ? 'dark' : 'light',
  locale,
});
page.on(
  'console',
  (message) => message.type() === 'error' && console.log(`console error: ${message.text()}`),
);
page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
