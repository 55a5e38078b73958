// Vitest global setup: builds the default demo database once, before any test file runs, so the workers that
// open it find it ready (on a fresh clone this is the one slow step, about 15 s of CPU).
import { FIRST_SPAN } from './chain';
import { openDemoDatabase } from './store/database';
import { TEST_DATA } from './test-helpers';

export default function setup(): void {
  openDemoDatabase(TEST_DATA, FIRST_SPAN, (line) => console.log(line)).close();
}
