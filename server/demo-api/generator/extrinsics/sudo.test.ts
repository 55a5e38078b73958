import { describe, expect, it } from 'vitest';
import { argsOf, eventsOf, SEEDS, signedParts } from '../test-blocks';
import { sudoExtrinsic } from './sudo';

const ROOT = '0x' + 'bb'.repeat(32);
const sudo = (seed: number) => eventsOf(seed, (block) => sudoExtrinsic(block, 4, ROOT));

describe('a sudo call', () => {
  it('is signed by the root key and ends in Sudid Ok', () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(sudo(seed), 4, ROOT);
      if (failed) continue;
      expect(calls).toMatchObject([{ pallet: 'Sudo', name: 'Sudid', call_id: id }]);
      expect(argsOf(calls[0])).toEqual({ sudoResult: { __kind: 'Ok' } });
    }
  });

  it('is the same for the same seed', () => {
    expect(sudo(6)).toEqual(sudo(6));
  });
});
