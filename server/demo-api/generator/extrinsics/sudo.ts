// Sudo.sudo: the chain's root key dispatching a call.
import type { BlockBuilder } from '../block';

export function sudoExtrinsic(block: BlockBuilder, ext: number, signer: string): void {
  block.signed(ext, signer, (callId) =>
    block.callEvent(ext, callId, 'Sudo', 'Sudid', { sudoResult: { __kind: 'Ok' } }),
  );
}
