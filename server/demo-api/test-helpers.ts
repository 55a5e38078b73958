// Shared by the contract tests: one demo API over the default dataset, and a request helper that validates
// every answer against the shared schemas, the way the app will read it.
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { parseAccount } from '../../src/lib/ss58';
import { createDemoApi, type DemoApiOptions } from './app';
import { demoClock } from './chain';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, openDemoChain } from './store/database';

export const TEST_DATA = { dir: DEFAULT_DATA_DIR, seed: DEFAULT_SEED, scale: 1 };
export const API_KEY = 'test-key';

const errorSchema = z.strictObject({ message: z.string().check(z.minLength(1)) });

/** Every `{ss58, hex}` object anywhere in an answer must hold two forms of one key. */
function expectAddressesAgree(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(expectAddressesAgree);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.ss58 === 'string' && typeof record.hex === 'string') {
    expect(parseAccount(record.ss58)?.hex, `address ${record.ss58}`).toBe(record.hex);
  }
  Object.values(record).forEach(expectAddressesAgree);
}

/** The demo API over the default dataset, its chain where DEMO_API_NOW pins it (vitest.config.ts). */
export function demoApi(options: Partial<Omit<DemoApiOptions, 'chain'>> = {}) {
  const chain = openDemoChain(TEST_DATA, demoClock(process.env.DEMO_API_NOW));
  const { db } = chain;
  const app = createDemoApi({ chain, apiKey: API_KEY, ...options });

  async function raw(path: string, key: string | null = API_KEY) {
    const response = await app.request(path, { headers: key === null ? {} : { Authorization: key } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  /** A 200 answer of the endpoint, parsed with its response schema. */
  async function get<N extends EndpointName>(name: N, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const { status, body } = await raw(`${endpoints[name].path}?${search}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectAddressesAgree(body);
    return endpoints[name].response.parse(body) as z.output<(typeof endpoints)[N]['response']>;
  }

  /** An error answer: its status and message. */
  async function fail(path: string, key: string | null = API_KEY) {
    const { status, headers, body } = await raw(path, key);
    expect(status).toBeGreaterThanOrEqual(400);
    return { status, headers, message: errorSchema.parse(body).message };
  }

  return { db, app, raw, get, fail };
}
