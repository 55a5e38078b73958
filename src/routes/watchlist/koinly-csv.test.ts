import { describe, expect, it } from 'vitest';
import type { AccountSwap } from '../../api/market-swaps';
import { koinlyCsv, koinlyDate } from './koinly-csv';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

const swap = (fields: Partial<AccountSwap>): AccountSwap => ({
  account: ALICE,
  block: 9_518_000,
  time: 1_793_491_188,
  txnId: '9518000-0004',
  eventIndex: 7,
  netuid: 19,
  side: 'buy',
  tao: '1500000000',
  alpha: '9007199254740993',
  ...fields,
});

describe('the week’s trades in Koinly’s universal format', () => {
  it('writes the header and a line per swap, oldest first: a buy sends TAO for SN alpha, a sale the other way', () => {
    const names = new Map([[ALICE, 'Main, "cold"']]);
    const text = koinlyCsv(
      [
        swap({
          block: 9_518_010,
          time: 1_793_491_308,
          side: 'sell',
          netuid: 4,
          tao: '250000001',
          alpha: '3000000000',
          txnId: '9518010-0002',
          eventIndex: 5,
          account: BOB,
        }),
        swap({}),
      ],
      (account) => names.get(account) ?? account,
    );
    expect(text.split('\r\n')).toEqual([
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
      // Amounts exact, above 2^53 too; a name with a comma and quotes quoted as RFC 4180 asks.
      '2026-10-31 23:59:48 UTC,1.5,TAO,9007199.254740993,SN19,,,1.5,TAO,,"Bought subnet 19 alpha in its pool, by Main, ""cold"" (event 7 of block 9518000)",9518000-0004',
      `2026-11-01 00:01:48 UTC,3,SN4,0.250000001,TAO,,,0.250000001,TAO,,"Sold subnet 4 alpha in its pool, by ${BOB} (event 5 of block 9518010)",9518010-0002`,
      '',
    ]);
  });

  it('writes a header alone for a week without trades, and dates in UTC to the second', () => {
    expect(koinlyCsv([], String)).toBe(
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash\r\n',
    );
    expect(koinlyDate(0)).toBe('1970-01-01 00:00:00 UTC');
  });
});
