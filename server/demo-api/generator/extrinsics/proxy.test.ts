import { describe, expect, it } from 'vitest';
import { argsOf, eventsOf, nameOf, SEEDS, signedParts } from '../test-blocks';
import { proxyExtrinsic } from './proxy';

const REAL = '0x' + '77'.repeat(32);
const PROXY = '0x' + '88'.repeat(32);
const TO = '0x' + '99'.repeat(32);

const proxied = (seed: number) =>
  eventsOf(seed, (block) => proxyExtrinsic(block, 1, { real: REAL, proxy: PROXY }, () => TO));

describe('a proxied call', () => {
  it('is signed by the proxy, pays from the real account, and nests a transfer or a batch one level deeper', () => {
    const shapes = new Set<string>();
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(proxied(seed), 1, PROXY);
      if (failed) continue;
      expect(calls.at(-1)).toMatchObject({ name: 'ProxyExecuted', call_id: id });
      const inner = calls.slice(0, -1);
      for (const row of inner.filter((r) => r.name === 'Transfer'))
        expect(argsOf(row)).toMatchObject({ from: REAL });
      if (inner.length === 1) {
        shapes.add('transfer');
        expect(inner.map((row) => [nameOf(row), row.call_id])).toEqual([['Balances.Transfer', `${id}-0`]]);
      } else {
        shapes.add('batch');
        const items = inner.length - 1;
        expect(inner.map((row) => row.call_id)).toEqual([
          ...Array.from({ length: items }, (_, i) => `${id}-0-0-${i}`),
          `${id}-0`,
        ]);
        expect(inner.at(-1)?.name).toBe('BatchCompleted');
      }
    }
    expect([...shapes].sort()).toEqual(['batch', 'transfer']);
  });

  it('is the same for the same seed', () => {
    expect(proxied(9)).toEqual(proxied(9));
  });
});
