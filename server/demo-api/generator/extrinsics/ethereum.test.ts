import { describe, expect, it } from 'vitest';
import { EvmWorld } from '../evm';
import { Random } from '../random';
import { argsOf, BLOCK, eventsOf, nameOf } from '../test-blocks';
import { ethereumExtrinsic } from './ethereum';

/** EVM transactions of one block, as the span draws them. */
function transactions(count: number) {
  const random = new Random(1, 'evm');
  const evm = new EvmWorld(random, 1);
  let gas = 0n;
  return Array.from({ length: count }, (_, i) => {
    const tx = evm.transaction(
      random,
      { block: BLOCK, idx: i, gasBefore: gas },
      () => '0x' + 'ee'.repeat(32),
    );
    gas = BigInt(tx.cumulative_gas_used);
    return tx;
  });
}

describe('an Ethereum transaction', () => {
  it('is Executed (a Transfer log first for a token transfer) and a success, without substrate fees', () => {
    const seen = new Set<string>();
    for (const [i, tx] of transactions(200).entries()) {
      const rows = eventsOf(i, (block) => ethereumExtrinsic(block, 1, tx));
      const names = rows.map(nameOf);
      const id = `${BLOCK}-0001`;
      const transfer = tx.success === 1 && tx.method_name?.startsWith('transfer') === true;
      expect(names).toEqual([
        ...(transfer ? ['EVM.Log'] : []),
        'Ethereum.Executed',
        'System.ExtrinsicSuccess',
      ]);
      expect(rows.map((row) => row.call_id)).toEqual([...(transfer ? [id] : []), id, null]);
      const executed = argsOf(rows.at(-2)) as { transactionHash: string; exitReason: { __kind: string } };
      expect(executed.transactionHash).toBe(tx.hash);
      expect(executed.exitReason.__kind).toBe(tx.success ? 'Succeed' : 'Revert');
      if (transfer) {
        const { log } = argsOf(rows[0]) as { log: { topics: string[]; data: string } };
        expect(log.topics[1]).toBe(`0x${tx.from_address.slice(2).padStart(64, '0')}`);
        expect(BigInt(log.data)).toBe(BigInt((JSON.parse(tx.args as string) as { amount: string }).amount));
      }
      seen.add(transfer ? 'transfer' : tx.success ? 'other' : 'reverted');
    }
    expect([...seen].sort()).toEqual(['other', 'reverted', 'transfer']);
  });

  it('is the same for the same seed', () => {
    const [tx] = transactions(1);
    expect(eventsOf(3, (block) => ethereumExtrinsic(block, 1, tx!))).toEqual(
      eventsOf(3, (block) => ethereumExtrinsic(block, 1, tx!)),
    );
  });
});
