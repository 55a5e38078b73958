import { describe, expect, it } from 'vitest';
import type { DeregistrationRow } from '../../store/schema';
import { argsOf, BLOCK, eventsOf, SEEDS, signedParts } from '../test-blocks';
import { incentive, registrationExtrinsic, type SubnetNeurons } from './registration';

const OWNER = '0x' + 'cc'.repeat(32);
const HOTKEY = '0x' + 'dd'.repeat(32);
const key = (n: number) => '0x' + n.toString(16).padStart(64, '0');

function register(seed: number, filled: number) {
  const subnet: SubnetNeurons = {
    capacity: 4,
    hotkeys: Array.from({ length: filled }, (_, i) => key(i)),
    coldkeys: Array.from({ length: filled }, (_, i) => key(100 + i)),
  };
  const deregistered: DeregistrationRow<bigint>[] = [];
  const rows = eventsOf(seed, (block) =>
    registrationExtrinsic(block, 1, { netuid: 3, subnet, owner: OWNER, hotkey: HOTKEY }, (row) =>
      deregistered.push(row),
    ),
  );
  return { rows, subnet, deregistered };
}

describe('a neuron registration', () => {
  it('takes the next uid of a subnet with room', () => {
    for (const seed of SEEDS) {
      const { rows, subnet, deregistered } = register(seed, 2);
      const { id, calls, failed } = signedParts(rows, 1, OWNER);
      expect(deregistered).toEqual([]);
      if (failed) {
        expect(subnet.hotkeys).toHaveLength(2);
        continue;
      }
      expect(calls).toMatchObject([{ name: 'NeuronRegistered', call_id: id }]);
      expect(argsOf(calls[0])).toEqual([3, 2, HOTKEY]);
      expect([subnet.hotkeys[2], subnet.coldkeys[2]]).toEqual([HOTKEY, OWNER]);
    }
  });

  it('in a full subnet, deregisters the neuron whose uid it takes, in the same block', () => {
    for (const seed of SEEDS) {
      const { rows, subnet, deregistered } = register(seed, 4);
      const { calls, failed } = signedParts(rows, 1, OWNER);
      if (failed) continue;
      const [netuid, uid] = argsOf(calls[0]) as [number, number, string];
      expect(deregistered).toEqual([
        expect.objectContaining({
          block_number: BLOCK,
          netuid,
          uid,
          hotkey: key(uid),
          coldkey: key(100 + uid),
        }),
      ]);
      const [row] = deregistered;
      expect(row?.incentive === '0').toBe(row?.emission === 0n);
      expect(subnet.hotkeys[uid]).toBe(HOTKEY);
    }
  });

  it('writes incentives with up to 20 decimals, exactly', () => {
    expect(incentive(0)).toBe('0');
    expect(incentive(0.5)).toBe('0.002');
    expect(incentive(1 / 2 ** 32)).toBe('0.00000000000093132257');
  });

  it('is the same for the same seed', () => {
    expect(register(8, 4)).toEqual(register(8, 4));
  });
});
