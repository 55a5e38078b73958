import { describe, expect, it } from 'vitest';
import type { ChainEventRow } from '../api/schemas';
import { involvedIn } from './involved';

const A = '0xce17188a71ce1def1a81f970daeef359bceceaa1348a6a1e6944c706f697373a';
const B = '0x63fccc83cb3339b78d1236968aa6b0af410708e2b3f175786044fe1380877175';
const HASH = `0x${'ab'.repeat(32)}`;
const event = (full_name: string, args: unknown) =>
  ({ id: '1-0001', block_number: 1, full_name, args }) as ChainEventRow;

describe('involvedIn', () => {
  it('reads known events by their args’ kinds, positional or named', () => {
    expect(
      involvedIn([
        event('SubtensorModule.StakeAdded', [A, B, '63800138219', '5813170223356', 108, '229082']),
        event('TransactionPayment.TransactionFeePaid', {
          who: A.toUpperCase().replace('0X', '0x'),
          actualFee: '1',
          tip: '0',
        }),
        // A transaction hash is 32 bytes too, but no account.
        event('Ethereum.Executed', {
          from: '0x' + '1'.repeat(40),
          to: '0x' + '2'.repeat(40),
          transactionHash: HASH,
        }),
      ]),
    ).toEqual({ accounts: [A, B], netuids: ['108'] });
  });

  it('takes a 32-byte hex value in an unknown event’s args, at any depth, for an account', () => {
    expect(involvedIn([event('Some.Thing', { deep: [{ key: B }], n: 3 })])).toEqual({
      accounts: [B],
      netuids: [],
    });
  });
});
