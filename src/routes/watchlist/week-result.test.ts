import { describe, expect, it } from 'vitest';
import type { AccountSwap } from '../../api/market-swaps';
import { weekBySubnet, weekTotals } from './week-result';

const TAO = 1_000_000_000n;

let block = 100;
/** A swap of `alpha` alpha for `tao` TAO, both in rao (10^-9). */
function swap(netuid: number, side: 'buy' | 'sell', alpha: bigint, tao: bigint): AccountSwap {
  block++;
  return {
    account: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    block,
    time: 1_793_000_000 + block * 12,
    txnId: `${block}-0001`,
    eventIndex: 3,
    netuid,
    side,
    tao: String(tao),
    alpha: String(alpha),
  };
}

describe('the week’s result by subnet', () => {
  it('sums buys and sales, and realizes the sold alpha against the average cost of the week’s buys', () => {
    // 40 α for 6 τ: 0.15 τ each; 20 α sold for 5 τ; today 0.2 τ.
    const [sn19] = weekBySubnet(
      [
        swap(19, 'buy', 10n * TAO, 2n * TAO),
        swap(19, 'sell', 20n * TAO, 5n * TAO),
        swap(19, 'buy', 30n * TAO, 4n * TAO),
      ],
      new Map([[19, '0.2']]),
    );
    expect(sn19).toEqual({
      netuid: 19,
      buys: 2,
      sells: 1,
      bought: 40n * TAO,
      spent: 6n * TAO,
      sold: 20n * TAO,
      received: 5n * TAO,
      price: '0.2',
      // 5 − 20 × 0.15
      realized: 2n * TAO,
      left: 20n * TAO,
      // 20 × 0.2 − 20 × 0.15
      unrealized: 1n * TAO,
    });
  });

  it('says the cost is unknown for sales without a buy, and the value unknown without a price', () => {
    const [sn4, sn7] = weekBySubnet(
      [swap(7, 'buy', 3n * TAO, TAO), swap(4, 'sell', 5n * TAO, TAO)],
      new Map([[4, '0.3']]),
    );
    expect(sn4).toMatchObject({ netuid: 4, sold: 5n * TAO, realized: null, left: 0n, unrealized: 0n });
    expect(sn7).toMatchObject({
      netuid: 7,
      bought: 3n * TAO,
      price: null,
      realized: 0n,
      left: 3n * TAO,
      unrealized: null,
    });
  });

  it('rounds each cost to the rao, and costs alpha sold beyond the week’s buys at their average', () => {
    // 3 α for 1 τ; 1 α sold for 0.5 τ: its cost 0.333333333(3) τ.
    const [thirds] = weekBySubnet(
      [swap(1, 'buy', 3n * TAO, TAO), swap(1, 'sell', TAO, TAO / 2n)],
      new Map([[1, '0.333333334']]),
    );
    expect(thirds?.realized).toBe(500_000_000n - 333_333_333n);
    // 2 α left: worth 0.666666668 τ, cost 0.666666667 τ (rounded half up).
    expect(thirds?.unrealized).toBe(1n);

    const [oversold] = weekBySubnet(
      [swap(2, 'buy', TAO, TAO), swap(2, 'sell', 3n * TAO, 6n * TAO)],
      new Map(),
    );
    expect(oversold).toMatchObject({ realized: 3n * TAO, left: 0n, unrealized: 0n });
  });

  it('keeps amounts above 2^53 exact', () => {
    const [big] = weekBySubnet(
      [swap(3, 'buy', 9_007_199_254_740_993n, 9_007_199_254_740_993n), swap(3, 'sell', 1n, 2n)],
      new Map([[3, '1']]),
    );
    expect(big?.realized).toBe(1n);
    expect(big?.unrealized).toBe(0n);
  });
});

describe('the week’s totals', () => {
  it('add the known results and count the unknown ones', () => {
    const subnets = weekBySubnet(
      [
        swap(19, 'buy', 10n * TAO, 2n * TAO),
        swap(19, 'sell', 5n * TAO, 2n * TAO),
        swap(4, 'sell', 5n * TAO, TAO),
        swap(7, 'buy', 3n * TAO, TAO),
      ],
      new Map([[19, '0.1']]),
    );
    expect(weekTotals(subnets)).toEqual({
      spent: 3n * TAO,
      received: 3n * TAO,
      // 2 − 5 × 0.2
      realized: TAO,
      // 5 × 0.1 − 5 × 0.2
      unrealized: -TAO / 2n,
      unknownRealized: 1,
      unknownUnrealized: 1,
    });
    expect(weekTotals([])).toMatchObject({ realized: 0n, unrealized: 0n, unknownRealized: 0 });
  });
});
