import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from './chromium';

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
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
  use: { viewport: { width: 1280, height: 900 }, launchOptions },
});
