// DEMO_API_STEP: a manual clock, moved on by POST /__demo/step, makes the demo chain's next blocks on demand, the
// same blocks the clock-driven chain makes; a reader pinned at the span's end on the same file sees the span alone.
// Each stepping chain here works on a copy of the default span, in a folder of its own.
import { constants, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApi } from './app';
import {
  blockTimestamp,
  blockTimeMs,
  clockFromEnv,
  demoClock,
  FIRST_SPAN,
  HEAD_BLOCK,
  HEAD_TIME_MS,
  isoTime,
} from './chain';
import { databaseFile, openDemoChain, type DemoChain } from './store/database';
import type { RateLimit } from './rate-limit';
import { liveRows, TEST_DATA } from './test-helpers';

const KEY = 'step-test-key';
const SPAN_END = isoTime(HEAD_TIME_MS);

const folders: string[] = [];
const chains: DemoChain[] = [];
afterAll(() => {
  chains.forEach((chain) => chain.close());
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A data folder holding a copy of the default span. */
function dataFolder(): typeof TEST_DATA {
  const dir = join(TEST_DATA.dir, `step-test-${process.pid}-${folders.length}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  folders.push(dir);
  const options = { ...TEST_DATA, dir };
  copyFileSync(
    databaseFile(TEST_DATA, FIRST_SPAN),
    databaseFile(options, FIRST_SPAN),
    constants.COPYFILE_FICLONE,
  );
  return options;
}

/** The demo API over a chain opened with these settings (DEMO_API_NOW, DEMO_API_STEP). */
function open(env: NodeJS.ProcessEnv, options: typeof TEST_DATA, rateLimit: RateLimit | null = null) {
  const chain = openDemoChain(options, clockFromEnv(env));
  chains.push(chain);
  const app = createDemoApi({ chain, apiKey: KEY, rateLimit });
  const request = (path: string, method = 'GET') =>
    app.request(path, { method, headers: { Authorization: KEY } });
  const json = async (path: string, method = 'GET') => {
    const response = await request(path, method);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const newestEvent = async () =>
    ((await json('/api/event/v1?limit=1')) as { data: { block_number: number }[] }).data[0]?.block_number;
  return { chain, request, json, newestEvent };
}

const STEPPING = { DEMO_API_NOW: SPAN_END, DEMO_API_STEP: '1' };

describe('DEMO_API_STEP', () => {
  const shared = dataFolder();
  // A reader pinned at the span's end, as the browser tests' server is, opens the stepping chain's file first.
  const reader = open({ DEMO_API_NOW: SPAN_END }, shared);
  const stepper = open(STEPPING, shared);
  /** What a reader at the span's end answers, where live blocks would show if it saw them. */
  const spanAnswers = async (api: ReturnType<typeof open>) => ({
    events: await api.json('/api/event/v1?limit=20'),
    accounts: await api.json('/api/account/latest/v1?network=finney&limit=5'),
    poolEvents: await api.json(
      `/api/coingecko/events?fromBlock=${HEAD_BLOCK - 100}&toBlock=${HEAD_BLOCK + 100}`,
    ),
    bars: await api.json(
      '/api/dtao/tradingview/udf/history?symbol=SUB-1&resolution=1&from=0&to=2000000000&countback=3',
    ),
  });
  let before: Awaited<ReturnType<typeof spanAnswers>>;

  it("starts at DEMO_API_NOW, writable even at the span's end, and stands still", async () => {
    before = await spanAnswers(reader);
    expect(stepper.chain.head()).toBe(HEAD_BLOCK);
    expect(stepper.chain.step).toBeTypeOf('function');
    expect(stepper.chain.db.readonly).toBe(false);
  });

  it('makes exactly the blocks it is asked for, and answers the new head', async () => {
    expect(await stepper.json('/__demo/step', 'POST')).toEqual({
      head: { block: HEAD_BLOCK + 1, time: blockTimestamp(HEAD_BLOCK + 1) },
    });
    expect(await stepper.newestEvent()).toBe(HEAD_BLOCK + 1);
    expect(await stepper.json('/__demo/step?blocks=3', 'POST')).toEqual({
      head: { block: HEAD_BLOCK + 4, time: blockTimestamp(HEAD_BLOCK + 4) },
    });
    expect(await stepper.newestEvent()).toBe(HEAD_BLOCK + 4);
    // Its clock is at the new head's time: the chain's now, as a living chain's would be.
    expect(await stepper.json('/__demo/step?blocks=36', 'POST')).toMatchObject({
      head: { block: HEAD_BLOCK + 40 },
    });
    for (const blocks of ['0', '-1', '1.5', 'x', '7201']) {
      const response = await stepper.request(`/__demo/step?blocks=${blocks}`, 'POST');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: `blocks must be a whole number from 1 to 7200; got "${blocks}"`,
      });
    }
    expect(stepper.chain.head()).toBe(HEAD_BLOCK + 40);
  });

  it("is the chain's clock, not a request: steps never take from the key's quota", async () => {
    const limited = open(STEPPING, dataFolder(), { requests: 1, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) expect((await limited.request('/__demo/step', 'POST')).status).toBe(200);
    expect((await limited.request('/api/event/v1?limit=1')).status).toBe(200);
    expect((await limited.request('/api/event/v1?limit=1')).status).toBe(429);
  });

  it('makes the same rows as a chain the clock takes to the same moment', () => {
    const moment = Math.floor(blockTimeMs(HEAD_BLOCK + 40) / 1000) * 1000 + 999;
    const clocked = openDemoChain(dataFolder(), demoClock(isoTime(moment)));
    chains.push(clocked);
    expect(clocked.head()).toBe(HEAD_BLOCK + 40);
    const rows = liveRows(stepper.chain.db);
    expect(rows.swaps.length).toBeGreaterThan(0);
    expect(rows).toEqual(liveRows(clocked.db));
  });

  it("leaves a reader pinned at the span's end, on the same file, with the span alone", async () => {
    expect(await spanAnswers(reader)).toEqual(before);
    // One that opens the file now, its live blocks in it, too.
    expect(await spanAnswers(open({ DEMO_API_NOW: SPAN_END }, shared))).toEqual(before);
  });

  it("starts again from DEMO_API_NOW on a file another stepping chain moved on: hence a folder of each's own", async () => {
    const again = open(STEPPING, shared);
    expect(again.chain.head()).toBe(HEAD_BLOCK);
    expect(liveRows(again.chain.db).events).toEqual([]);
  });

  it('is a 404 without the setting, and the setting needs DEMO_API_NOW', async () => {
    const pinned = open({ DEMO_API_NOW: SPAN_END, DEMO_API_STEP: '0' }, TEST_DATA);
    expect(pinned.chain.step).toBeUndefined();
    expect((await pinned.request('/__demo/step', 'POST')).status).toBe(404);
    expect(() => clockFromEnv({ DEMO_API_STEP: '1' })).toThrow('DEMO_API_STEP=1 needs DEMO_API_NOW');
    expect(() => clockFromEnv({ DEMO_API_NOW: SPAN_END, DEMO_API_STEP: 'yes' })).toThrow(
      'DEMO_API_STEP must be 1 (on) or 0 (off); got "yes"',
    );
  });
});
