// Ethereum.transact: an EVM transaction (evm.ts draws it) as the substrate chain records it: an ERC-20 Transfer log
// when a token transfer succeeds, the Executed event, and success. It is unsigned on the substrate side: the EVM
// charges its own gas, so there are no fee events.
import type { EvmTransactionRow } from '../../store/schema';
import type { BlockBuilder } from '../block';

const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const word = (hex: string) => `0x${hex.padStart(64, '0')}`;

export function ethereumExtrinsic(block: BlockBuilder, ext: number, tx: EvmTransactionRow): void {
  const callId = block.extrinsicId(ext);
  const target = tx.to_address ?? tx.contract_created;
  if (tx.success && tx.method_name?.startsWith('transfer')) {
    const args = JSON.parse(tx.args as string) as Record<string, string>;
    block.callEvent(ext, callId, 'EVM', 'Log', {
      log: {
        address: target,
        topics: [ERC20_TRANSFER_TOPIC, word(tx.from_address.slice(2)), word((args.to ?? '').slice(2))],
        data: word(BigInt(args.amount ?? '0').toString(16)),
      },
    });
  }
  block.callEvent(ext, callId, 'Ethereum', 'Executed', {
    from: tx.from_address,
    to: target,
    transactionHash: tx.hash,
    exitReason: tx.success
      ? { __kind: 'Succeed', value: { __kind: tx.contract_created ? 'Returned' : 'Stopped' } }
      : { __kind: 'Revert', value: { __kind: 'Reverted' } },
    extraData: '0x',
  });
  const args = { dispatchInfo: block.dispatchInfo('Normal') };
  block.event('ApplyExtrinsic', ext, { pallet: 'System', name: 'ExtrinsicSuccess', args }, null);
}
