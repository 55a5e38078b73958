// A balance transfer between coldkeys: alone, or as a call inside a batch or a proxy.
import { taoAmount } from '../amounts';
import type { BlockBuilder } from '../block';

/** The Transfer event of call `callId`: `from` pays an account `pickAccount` draws. */
export function transferCall(
  block: BlockBuilder,
  ext: number,
  callId: string,
  from: string,
  pickAccount: () => string,
): void {
  block.callEvent(ext, callId, 'Balances', 'Transfer', {
    from,
    to: pickAccount(),
    amount: taoAmount(block.random, 3, 2).toString(),
  });
}

export function transferExtrinsic(
  block: BlockBuilder,
  ext: number,
  from: string,
  pickAccount: () => string,
): void {
  block.signed(ext, from, (callId) => transferCall(block, ext, callId, from, pickAccount));
}
