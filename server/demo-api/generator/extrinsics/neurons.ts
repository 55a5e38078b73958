// What a registered neuron's hotkey signs: weights on its subnet, and its axon's address.
import type { BlockBuilder } from '../block';

export interface Neuron {
  netuid: number;
  uid: number;
  hotkey: string;
}

export function weightsExtrinsic(block: BlockBuilder, ext: number, { netuid, uid, hotkey }: Neuron): void {
  block.signed(ext, hotkey, (callId) =>
    block.callEvent(ext, callId, 'SubtensorModule', 'WeightsSet', [netuid, uid]),
  );
}

export function axonExtrinsic(block: BlockBuilder, ext: number, { netuid, hotkey }: Neuron): void {
  block.signed(ext, hotkey, (callId) =>
    block.callEvent(ext, callId, 'SubtensorModule', 'AxonServed', [netuid, hotkey]),
  );
}
