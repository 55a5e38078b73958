import { defineConfig } from '@playwright/test';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium where it is installed (Playwright's own download cannot work on a closed network), else the
// browser Playwright installed itself.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
if (!systemChromium && !existsSync(chromium.executablePath())) {
  console.error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  the system package:      sudo apt-get install chromium   (Debian, Ubuntu)\n' +
      "  Playwright's own build:  npx playwright install chromium",
  );
  process.exit(1);
}

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  // Playwright empties its output folder at start: a folder of its own keeps the other reports (vitest.json).
  outputDir: '../test-results/playwright',
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: systemChromium,
      // Quiet on a closed network: no background connections, updates or sync.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
