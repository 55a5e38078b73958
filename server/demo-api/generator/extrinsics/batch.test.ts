import { describe, expect, it } from 'vitest';
import { argsOf, eventsOf, nameOf, SEEDS, signedParts } from '../test-blocks';
import { batchExtrinsic } from './batch';

const FROM = '0x' + '55'.repeat(32);
const TO = '0x' + '66'.repeat(32);

const batch = (seed: number) => eventsOf(seed, (block) => batchExtrinsic(block, 2, FROM, () => TO));

describe('a batch of transfers', () => {
  it('nests each item as call <extrinsic>-0-<item>, completed one by one, then the batch', () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(batch(seed), 2, FROM);
      if (failed) continue;
      const items = (calls.length - 1) / 2;
      expect(items).toBeGreaterThanOrEqual(2);
      expect(items).toBeLessThanOrEqual(6);
      const expected = Array.from({ length: items }, (_, i) => [
        ['Balances.Transfer', `${id}-0-${i}`],
        ['Utility.ItemCompleted', `${id}-0-${i}`],
      ]).flat();
      expect(calls.map((row) => [nameOf(row), row.call_id])).toEqual([
        ...expected,
        ['Utility.BatchCompleted', id],
      ]);
      expect(argsOf(calls[0])).toMatchObject({ from: FROM, to: TO });
    }
  });

  it('is the same for the same seed', () => {
    expect(batch(4)).toEqual(batch(4));
  });
});
