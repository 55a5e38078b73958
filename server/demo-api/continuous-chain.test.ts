// The demo chain a visitor meets on a first start, weeks after the first span: one chain from its span's first block
// to now, with no gap and no step in its rates, and every endpoint's newest records as fresh as the chain's own
// rates make them. A fresh chain, generated for a pinned now in a folder of its own (issue 33, point 7).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { createDemoApi } from './app';
import { demoClock, spanAt } from './chain';
import { DEFAULT_SEED, openDemoChain, type DemoChain } from './store/database';

/** A Saturday evening: the chain's span ended six days before, and its live blocks reach from there to now. */
const NOW = '2026-11-28T18:00:00Z';
const NOW_S = Date.parse(NOW) / 1000;
const HOUR = 3_600;
const DAY = 86_400;

const dir = mkdtempSync(join(tmpdir(), 'demo-continuous-'));
let chain: DemoChain;
let app: ReturnType<typeof createDemoApi>;
// Generating the span and its six days of live blocks: half a minute, more on a busy machine.
beforeAll(() => {
  chain = openDemoChain({ dir, seed: DEFAULT_SEED, scale: 1 }, demoClock(NOW));
  app = createDemoApi({ chain, apiKey: 'k' });
}, 300_000);
afterAll(() => {
  chain.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get<N extends EndpointName>(name: N, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await app.request(`${endpoints[name].path}?${search}`, {
    headers: { Authorization: 'k' },
  });
  expect(response.status).toBe(200);
  return endpoints[name].response.parse(await response.json()) as z.output<(typeof endpoints)[N]['response']>;
}

/** Seconds from a record's timestamp to now. */
const age = (timestamp: string) => NOW_S - Date.parse(timestamp) / 1000;

/** Subnet 1's daily bars from `from` to now. */
async function dailyBars(from: number) {
  const bars = await get('udfHistory', { symbol: 'SUB-1', resolution: '1D', from, to: NOW_S });
  if (bars.s !== 'ok') throw new Error(`no daily bars: ${JSON.stringify(bars)}`);
  return bars;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a first start weeks after the first span', { timeout: 300_000 }, () => {
  it("reaches from its span's first block to now: subnet 1's daily bars of the last 60 days, none missing", async () => {
    expect(spanAt(Date.parse(NOW)).endMs).toBe(Date.UTC(2026, 10, 22));
    const { t } = await dailyBars(NOW_S - 60 * DAY);
    expect(t[0]).toBeLessThanOrEqual(NOW_S - 59 * DAY);
    expect(NOW_S - t.at(-1)!).toBeLessThan(DAY);
    t.slice(1).forEach((time, i) => expect(time - t[i]!, `after ${t[i]}`).toBe(DAY));
  });

  it('has no step in its volume where the span ends, nor a week before now', async () => {
    const { t, v } = await dailyBars(NOW_S - 60 * DAY);
    const volumes = (from: number, to: number) => v.filter((_, i) => t[i]! >= from && t[i]! < to);
    const spanEnd = Date.UTC(2026, 10, 22) / 1000;
    for (const seam of [spanEnd, NOW_S - 7 * DAY]) {
      const before = median(volumes(seam - 7 * DAY, seam));
      const after = median(volumes(seam, seam + 7 * DAY));
      expect(after / before, `at ${new Date(seam * 1000).toISOString()}`).toBeLessThan(3);
      expect(after / before, `at ${new Date(seam * 1000).toISOString()}`).toBeGreaterThan(1 / 3);
    }
  });

  it('has every endpoint live: the newest event, swap, EVM transaction and deregistration under an hour old', async () => {
    const { data: events } = await get('events', { limit: 1 });
    expect(age(events[0]!.timestamp)).toBeLessThan(HOUR);
    const { events: swaps } = await get('poolEvents');
    expect(NOW_S - swaps.at(-1)!.block.blockTimestamp).toBeLessThan(HOUR);
    const { data: evm } = await get('evmTransactions', { limit: 1 });
    expect(age(evm[0]!.timestamp)).toBeLessThan(HOUR);
    const { data: deregistrations } = await get('deregistrations', { limit: 1 });
    expect(age(deregistrations[0]!.timestamp)).toBeLessThan(HOUR);
  });

  it('has a balance snapshot under a day old and an ownership change within the last month', async () => {
    const { data: accounts } = await get('accountLatest', { network: 'finney', limit: 1 });
    expect(age(accounts[0]!.timestamp)).toBeLessThan(DAY);
    const { data: owners } = await get('subnetOwners', { limit: 1 });
    expect(age(owners[0]!.timestamp)).toBeLessThan(30 * DAY);
  });
});
