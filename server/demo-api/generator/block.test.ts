// The block builder: event indexes, the timestamp inherent, a signed extrinsic's fee events and outcome, author fees.
import { describe, expect, it } from 'vitest';
import { argsOf, BLOCK, eventsOf, nameOf, SEEDS, signedParts } from './test-blocks';

const SIGNER = '0x' + 'ab'.repeat(32);

describe('a block', () => {
  it('starts with the timestamp inherent: extrinsic 0, a mandatory success without fee events', () => {
    const rows = eventsOf(1, (block) => block.timestampInherent());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idx: 0, extrinsic_index: 0, name: 'ExtrinsicSuccess', call_id: null });
    expect(argsOf(rows[0])).toMatchObject({ dispatchInfo: { class: { __kind: 'Mandatory' } } });
  });

  it('wraps a signed call in its fees and outcome; about one in twenty-five fails, without its events', () => {
    const outcomes = SEEDS.map((seed) => {
      const rows = eventsOf(seed, (block) => {
        block.timestampInherent();
        block.signed(1, SIGNER, (callId) => block.callEvent(1, callId, 'Sudo', 'Sudid', {}));
      });
      const { id, calls, failed } = signedParts(rows, 1, SIGNER);
      expect(id).toBe(`${BLOCK}-0001`);
      if (failed) {
        expect(argsOf(rows.at(-1))).toMatchObject({
          dispatchError: {
            __kind: 'Module',
            value: { index: 7, error: expect.stringMatching(/^0x[0-9a-f]{8}$/) },
          },
        });
      } else {
        expect(calls.map((row) => [nameOf(row), row.call_id])).toEqual([['Sudo.Sudid', id]]);
      }
      return failed;
    });
    expect(outcomes.filter(Boolean).length).toBeGreaterThan(0);
    expect(outcomes.filter(Boolean).length).toBeLessThan(10);
  });

  it("pays the author's share in the Finalization phase of one block in five", () => {
    const deposits = SEEDS.map((seed) => eventsOf(seed, (block) => block.authorFees(() => SIGNER)));
    for (const rows of deposits.filter((rows) => rows.length > 0)) {
      expect(rows).toMatchObject([
        { phase: 'Finalization', extrinsic_index: null, call_id: null, name: 'Deposit' },
      ]);
      expect(argsOf(rows[0])).toMatchObject({ who: SIGNER });
    }
    expect(deposits.filter((rows) => rows.length > 0).length).toBeGreaterThan(3);
    expect(deposits.filter((rows) => rows.length > 0).length).toBeLessThan(25);
  });

  it('is the same for the same seed', () => {
    const build = (seed: number) =>
      eventsOf(seed, (block) => {
        block.timestampInherent();
        block.signed(1, SIGNER, () => {});
        block.authorFees(() => SIGNER);
      });
    expect(build(7)).toEqual(build(7));
    expect(build(7)).not.toEqual(build(8));
  });
});
