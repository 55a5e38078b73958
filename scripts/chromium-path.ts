// Prints the Chromium that the browser tests and the scripts launch (e2e/chromium.ts's choice), or exits 1 where
// there is none: scripts/provision.sh asks it, so that the two never disagree.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

const options = chromiumLaunchOptions();
if (!options) process.exit(1);
console.log(options.executablePath ?? chromium.executablePath());
