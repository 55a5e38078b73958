// Utility.batch of transfers: each item a nested call, `<extrinsic id>-0-<item>`, completed one by one.
import type { BlockBuilder } from '../block';
import { transferCall } from './transfer';

export function batchExtrinsic(
  block: BlockBuilder,
  ext: number,
  from: string,
  pickAccount: () => string,
): void {
  const items = block.random.between(2, 6);
  block.signed(ext, from, (callId) => {
    for (let i = 0; i < items; i++) {
      transferCall(block, ext, `${callId}-0-${i}`, from, pickAccount);
      block.callEvent(ext, `${callId}-0-${i}`, 'Utility', 'ItemCompleted', {});
    }
    block.callEvent(ext, callId, 'Utility', 'BatchCompleted', {});
  });
}
