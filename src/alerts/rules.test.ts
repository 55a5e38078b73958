// Which swaps set off which rules: prices crossing a level either way (reaching it counts, leaving it does not),
// sizes at their boundary, a maker in any form the address book takes, and quiet rules.
import { describe, expect, it } from 'vitest';
import type { PoolEvent } from '../api/chart-schemas';
import { evmAccount } from '../shared/chain/evm-account';
import { compareDecimals, crossing, lastPrices, matches, type AlertRule } from './rules';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const EVM = '0xabcdefabcdef0000000000000000000000000001';
const NOW = 1_800_000_000_000;

let index = 0;
/** A swap on `netuid`: TAO in (a buy) or out (a sale), the price after it. */
function swap(netuid: number, price: string, tao: { in?: string; out?: string }, maker = BOB): PoolEvent {
  index += 1;
  return {
    block: { blockNumber: 100 + index, blockTimestamp: 1_700_000_000 + index * 12 },
    eventIndex: index,
    eventType: 'swap',
    maker,
    pairId: `0-${netuid}`,
    priceNative: price,
    reserves: { asset0: '1000', asset1: '100000' },
    txnId: `${100 + index}-0001`,
    txnIndex: 1,
    asset0In: tao.in,
    asset0Out: tao.out,
    asset1In: tao.out ? '1' : undefined,
    asset1Out: tao.in ? '1' : undefined,
  };
}

describe('compareDecimals and crossing', () => {
  it('compare exactly, whatever their places', () => {
    expect(compareDecimals('0.0123', '0.01230')).toBe(0);
    expect(compareDecimals('0.012300000000000000001', '0.0123')).toBe(1);
    expect(compareDecimals('9', '10.5')).toBe(-1);
  });

  it('counts reaching the level, and not leaving it', () => {
    expect(crossing('0.01', '0.02', '0.015')).toBe('up');
    expect(crossing('0.02', '0.01', '0.015')).toBe('down');
    expect(crossing('0.01', '0.015', '0.015')).toBe('up');
    expect(crossing('0.02', '0.015', '0.015')).toBe('down');
    expect(crossing('0.015', '0.02', '0.015')).toBeNull();
    expect(crossing('0.015', '0.01', '0.015')).toBeNull();
    expect(crossing('0.01', '0.0149', '0.015')).toBeNull();
  });
});

describe('matches', () => {
  const price: AlertRule = { id: 'p', kind: 'price', netuid: 19, level: '0.0123' };

  it('raises a price level crossed up, then down, from the previous known price', () => {
    const up = swap(19, '0.0124', { in: '5' });
    const down = swap(19, '0.0122', { out: '5' });
    const alerts = matches([price], [up, down], new Map([[19, '0.0120']]), NOW);
    expect(alerts.map((alert) => alert.kind === 'cross' && [alert.direction, alert.block])).toEqual([
      ['up', up.block.blockNumber],
      ['down', down.block.blockNumber],
    ]);
  });

  it('needs a known price before a swap to see a crossing; another subnet does not cross', () => {
    expect(matches([price], [swap(19, '0.0124', { in: '5' })], new Map(), NOW)).toEqual([]);
    expect(matches([price], [swap(4, '0.0124', { in: '5' })], new Map([[4, '0.01']]), NOW)).toEqual([]);
  });

  it('raises a swap of at least the size, exactly at the boundary, on its subnet or any', () => {
    const size: AlertRule = { id: 's', kind: 'size', minTao: '12.5' };
    const onFour: AlertRule = { id: 's4', kind: 'size', minTao: '1', netuid: 4 };
    const at = swap(7, '1', { out: '12.500000000' });
    const below = swap(7, '1', { in: '12.499999999' });
    const small = swap(4, '1', { in: '1' });
    const alerts = matches([size, onFour], [at, below, small, swap(5, '1', { in: '1' })], new Map(), NOW);
    expect(
      alerts.map((alert) => [alert.rule.id, alert.block, alert.tao, alert.kind === 'swap' && alert.side]),
    ).toEqual([
      ['s', at.block.blockNumber, 12_500_000_000n, 'sold'],
      ['s4', small.block.blockNumber, 1_000_000_000n, 'bought'],
    ]);
  });

  it("raises a watched address's swaps, the address kept in any form; an EVM address by its mirror account", () => {
    const mirror = evmAccount(EVM)?.ss58 as string;
    const rules: AlertRule[] = [
      { id: 'a', kind: 'address', address: ALICE_HEX },
      { id: 'e', kind: 'address', address: EVM },
    ];
    const mine = swap(3, '1', { in: '0.1' }, ALICE);
    const evm = swap(3, '1', { in: '0.1' }, mirror);
    const alerts = matches(rules, [mine, swap(3, '1', { in: '0.1' }), evm], new Map(), NOW);
    expect(alerts.map((alert) => [alert.rule.id, alert.block])).toEqual([
      ['a', mine.block.blockNumber],
      ['e', evm.block.blockNumber],
    ]);
  });

  it('raises one swap alert for a swap two rules match: its maker first', () => {
    const rules: AlertRule[] = [
      { id: 's', kind: 'size', minTao: '0.01' },
      { id: 'a', kind: 'address', address: ALICE_HEX },
    ];
    const alerts = matches(rules, [swap(3, '1', { in: '0.1' }, ALICE)], new Map(), NOW);
    expect(alerts.map((alert) => alert.rule.id)).toEqual(['a']);
  });

  it('keeps snoozed rules quiet until their time, and muted ones until unmuted', () => {
    const one = (rule: AlertRule, now = NOW) =>
      matches([rule], [swap(2, '1', { in: '3' })], new Map(), now).length;
    const size: AlertRule = { id: 's', kind: 'size', minTao: '1' };
    expect(one({ ...size, snoozedUntil: NOW + 1 })).toBe(0);
    expect(one({ ...size, snoozedUntil: NOW + 1 }, NOW + 1)).toBe(1);
    expect(one({ ...size, muted: true })).toBe(0);
    expect(one({ ...size, muted: false })).toBe(1);
  });
});

describe('lastPrices', () => {
  it("keeps each subnet's newest price", () => {
    const prices = lastPrices(
      new Map([
        [1, '0.5'],
        [2, '0.7'],
      ]),
      [swap(1, '0.6', { in: '1' }), swap(1, '0.65', { in: '1' })],
    );
    expect([...prices]).toEqual([
      [1, '0.65'],
      [2, '0.7'],
    ]);
  });
});
