import { describe, expect, it } from 'vitest';
import { argsOf, eventsOf, nameOf, SEEDS, signedParts } from '../test-blocks';
import { transferExtrinsic } from './transfer';

const FROM = '0x' + '33'.repeat(32);
const TO = '0x' + '44'.repeat(32);

const transfer = (seed: number) => eventsOf(seed, (block) => transferExtrinsic(block, 1, FROM, () => TO));

describe('a transfer', () => {
  it('is one Transfer event of the top-level call, an amount in rao', () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(transfer(seed), 1, FROM);
      if (failed) continue;
      expect(calls.map((row) => [nameOf(row), row.call_id])).toEqual([['Balances.Transfer', id]]);
      expect(argsOf(calls[0])).toEqual({ from: FROM, to: TO, amount: expect.stringMatching(/^[1-9]\d*$/) });
    }
  });

  it('is the same for the same seed', () => {
    expect(transfer(3)).toEqual(transfer(3));
  });
});
