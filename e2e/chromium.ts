// How this project launches Chromium, for the browser tests and the screenshot script alike: Debian's build where
// it is installed (Playwright's own download cannot work on a closed network), else Playwright's.
import { chromium, type LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** Launch options, or null when no Chromium can be found at all. */
export function chromiumLaunchOptions(): LaunchOptions | null {
  if (!systemChromium && !existsSync(chromium.executablePath())) return null;
  return {
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
  };
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser tests. sh scripts/provision.sh installs one where it can; or install one of:\n' +
  '  the system package:      sudo apt-get install chromium   (Debian, Ubuntu)\n' +
  "  Playwright's own build:  npx playwright install chromium";
