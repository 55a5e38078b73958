// A neuron registration (burned_register): the new hotkey takes the next uid, or, in a full subnet, the uid of
// a neuron with the lowest pruning score, which is deregistered in the same call.
import type { DeregistrationRow } from '../../store/schema';
import { taoAmount } from '../amounts';
import type { BlockBuilder } from '../block';

/** A subnet's neurons by uid: their hotkeys and the coldkeys that own them. */
export interface SubnetNeurons {
  capacity: number;
  hotkeys: string[];
  coldkeys: string[];
}

export interface Registration {
  netuid: number;
  subnet: SubnetNeurons;
  /** The coldkey that signs and owns the new neuron. */
  owner: string;
  hotkey: string;
}

/**
 * An incentive below 0.004 from one draw, written as the real service writes incentives: up to 20 decimals
 * ("0.00205996795605401694"), more than a JavaScript number holds. A draw is a whole number of 2^-32 steps, so the
 * product is computed exactly in BigInt, and one draw keeps the rest of the stream as it was.
 */
export function incentive(draw: number): string {
  const units = (BigInt(draw * 2 ** 32) * 4n * 10n ** 17n) / 2n ** 32n; // 0.004 = 4·10^17 units of 10^-20
  return `0.${units.toString().padStart(20, '0')}`.replace(/\.?0+$/, '');
}

export function registrationExtrinsic(
  block: BlockBuilder,
  ext: number,
  { netuid, subnet, owner, hotkey }: Registration,
  deregistered: (row: DeregistrationRow<bigint>) => void,
): void {
  const { random } = block;
  block.signed(ext, owner, (callId) => {
    let uid = subnet.hotkeys.length;
    if (uid >= subnet.capacity) {
      uid = random.int(subnet.capacity);
      const earning = random.chance(0.45);
      deregistered({
        block_number: block.number,
        netuid,
        uid,
        hotkey: subnet.hotkeys[uid] as string,
        coldkey: subnet.coldkeys[uid] as string,
        incentive: earning ? incentive(random.next()) : '0',
        emission: earning ? taoAmount(random, 0.4, 1.5) : 0n,
        was_drained: random.chance(0.35) ? 1 : 0,
      });
    }
    subnet.hotkeys[uid] = hotkey;
    subnet.coldkeys[uid] = owner;
    block.callEvent(ext, callId, 'SubtensorModule', 'NeuronRegistered', [netuid, uid, hotkey]);
  });
}
