// `npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]`: a screenshot of a page in the same Chromium the
// browser tests use, for looking at what a change did (at 1280 and at a 390 px phone width). Prints console errors.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on(
  'console',
  (message) => message.type() === 'error' && console.log(`console error: ${message.text()}`),
);
page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
