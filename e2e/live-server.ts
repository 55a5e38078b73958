// For the specs that test live behaviour: a second real server whose demo chain makes its next blocks on demand
// (DEMO_API_STEP=1, docs/demo-api.md), from the span's end, never waiting 12 s for one. Each worker starts its own,
// on a copy of the generated database in a folder of its own: a stepping server cuts its file back to its start,
// so two on one file would undo each other's blocks (the shared server, pinned at the span's end, only reads).
// Import `test` from here: pages open on this server, and `live.step(n)` makes the chain's next n blocks.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIRST_SPAN } from '../server/demo-api/chain';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, databaseFile } from '../server/demo-api/store/database';
import { expect, test as base } from './fixtures';
import { startServer } from './server';

export interface LiveServer {
  url: string;
  /** Makes the chain's next `blocks` blocks (1 unless given); the new head. */
  step(blocks?: number): Promise<{ block: number; time: string }>;
}

/** Starts a stepping server on a copy of the generated database (the shared server's, made in the global setup). */
export async function startLiveServer(): Promise<LiveServer & { stop(): Promise<void> }> {
  const root = resolve(import.meta.dirname, '..');
  const generated = { dir: resolve(root, DEFAULT_DATA_DIR), seed: DEFAULT_SEED, scale: 1 };
  const dir = join(generated.dir, `e2e-live-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  copyFileSync(databaseFile(generated, FIRST_SPAN), databaseFile({ ...generated, dir }, FIRST_SPAN));
  const server = await startServer({ DEMO_API_STEP: '1', DEMO_API_DATA_DIR: dir });
  return {
    url: server.url,
    step: async (blocks = 1) => {
      const response = await fetch(`${server.url}/__demo/step?blocks=${blocks}`, { method: 'POST' });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { head: { block: number; time: string } }).head;
    },
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<object, { live: LiveServer }>({
  live: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startLiveServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ live }, use) => use(live.url),
});

export { expect };
