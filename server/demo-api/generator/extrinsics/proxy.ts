// Proxy.proxy: a proxy account acting for another. The proxied call is a transfer (`<extrinsic id>-0`) or a batch
// of them, whose items nest one level deeper (`<extrinsic id>-0-0-<item>`).
import type { BlockBuilder } from '../block';
import { transferCall } from './transfer';

export interface ProxyParties {
  /** The account acted for: it pays the transfers. */
  real: string;
  /** The signer. */
  proxy: string;
}

export function proxyExtrinsic(
  block: BlockBuilder,
  ext: number,
  { real, proxy }: ProxyParties,
  pickAccount: () => string,
): void {
  const { random } = block;
  block.signed(ext, proxy, (callId) => {
    if (random.chance(0.5)) {
      transferCall(block, ext, `${callId}-0`, real, pickAccount);
    } else {
      const items = random.between(2, 20);
      for (let i = 0; i < items; i++) transferCall(block, ext, `${callId}-0-0-${i}`, real, pickAccount);
      block.callEvent(ext, `${callId}-0`, 'Utility', 'BatchCompleted', {});
    }
    block.callEvent(ext, callId, 'Proxy', 'ProxyExecuted', { result: { __kind: 'Ok' } });
  });
}
