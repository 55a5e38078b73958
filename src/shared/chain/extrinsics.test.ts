import { describe, expect, it } from 'vitest';
import type { ChainEventRow } from '../../api/schemas';
import { callTree, extrinsicOf, feeOf, groupBlock, outcomeOf } from './extrinsics';

const WHO = '0x749fe3f9fb170639892a64030ccdb71e07bad0a04649c08c77035fae5c108bc7';
const info = (kind: string) => ({ class: { __kind: kind }, weight: { refTime: '1', proofSize: '2' } });

function event(
  index: number,
  fullName: string,
  extrinsic: number | null,
  args: unknown,
  callId: string | null = null,
) {
  const [pallet, name] = fullName.split('.');
  return {
    id: `100-${String(index).padStart(4, '0')}`,
    block_number: 100,
    index,
    extrinsic_index: extrinsic,
    extrinsic_id: extrinsic === null ? null : `100-${String(extrinsic).padStart(4, '0')}`,
    phase: extrinsic === null ? 'Finalization' : 'ApplyExtrinsic',
    pallet,
    name,
    full_name: fullName,
    args,
    call_id: callId,
  } as ChainEventRow;
}

// A block as the demo API writes one: the timestamp inherent, a failed signed extrinsic, a batch under a proxy,
// and the author's fee share at finalization.
const BLOCK = [
  event(0, 'System.ExtrinsicSuccess', 0, { dispatchInfo: info('Mandatory') }),
  event(1, 'Balances.Withdraw', 1, { who: WHO, amount: '775925' }),
  event(2, 'TransactionPayment.TransactionFeePaid', 1, { who: WHO, actualFee: '775925', tip: '0' }),
  event(
    3,
    'System.ExtrinsicFailed',
    1,
    {
      dispatchError: { __kind: 'Module', value: { error: '0x06000000', index: 7 } },
      dispatchInfo: info('Normal'),
    },
    '100-0001',
  ),
  event(5, 'Balances.Transfer', 2, { from: WHO, to: WHO, amount: '1' }, '100-0002-0-0-0'),
  event(6, 'Balances.Transfer', 2, { from: WHO, to: WHO, amount: '2' }, '100-0002-0-0-10'),
  event(7, 'Balances.Transfer', 2, { from: WHO, to: WHO, amount: '3' }, '100-0002-0-0-2'),
  event(8, 'Utility.BatchCompleted', 2, {}, '100-0002-0'),
  event(9, 'Proxy.ProxyExecuted', 2, { result: { __kind: 'Ok' } }, '100-0002'),
  event(10, 'TransactionPayment.TransactionFeePaid', 2, [
    WHO.toUpperCase().replace('0X', '0x'),
    1556301,
    '25',
  ]),
  event(11, 'System.ExtrinsicSuccess', 2, [info('Normal')], '100-0002'),
  event(12, 'Balances.Deposit', null, { who: WHO, amount: '233095' }),
];

describe('groupBlock', () => {
  it('groups events into extrinsics in order, and the inherents apart', () => {
    // Given in any order, read in chain order.
    const { extrinsics, inherents, phaseEvents } = groupBlock([...BLOCK].reverse());
    expect(extrinsics.map((x) => [x.id, x.index, x.events.length])).toEqual([
      ['100-0001', 1, 3],
      ['100-0002', 2, 7],
    ]);
    expect(extrinsics[1]?.events.map((e) => e.index)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(inherents.map((x) => x.id)).toEqual(['100-0000']);
    expect(inherents[0]?.fee).toBeNull();
    expect(phaseEvents.map((e) => e.id)).toEqual(['100-0012']);
  });

  it('reads each extrinsic’s outcome, fee and signer', () => {
    const [failed, batch] = groupBlock(BLOCK).extrinsics;
    expect(failed?.outcome).toEqual({
      kind: 'failed',
      error: {
        name: 'SubtensorModule.HotKeyNotRegisteredInNetwork',
        raw: 'Module(index 7, error 0x06000000)',
      },
    });
    expect(failed?.fee).toEqual({ who: WHO, actualFee: '775925', tip: '0' });
    expect(batch?.outcome).toEqual({ kind: 'success' });
    // Positional args, a JSON number and a key in capitals.
    expect(batch?.fee).toEqual({ who: WHO, actualFee: '1556301', tip: '25' });
  });
});

describe('extrinsicOf', () => {
  it('keeps the events in chain order, as the API sends them newest first', () => {
    const events = BLOCK.filter((e) => e.extrinsic_index === 2).reverse();
    expect(extrinsicOf('100-0002', 2, events).events.map((e) => e.index)).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('outcomeOf and feeOf', () => {
  it('read positional args, and say unknown rather than guess', () => {
    expect(
      outcomeOf([event(1, 'System.ExtrinsicFailed', 1, [{ __kind: 'BadOrigin' }, info('Normal')])]),
    ).toEqual({ kind: 'failed', error: { name: 'BadOrigin', raw: 'BadOrigin' } });
    expect(outcomeOf([event(1, 'Balances.Withdraw', 1, {})])).toEqual({ kind: 'unknown' });
    expect(
      feeOf([event(1, 'TransactionPayment.TransactionFeePaid', 1, { who: 'nobody', actualFee: '1' })]),
    ).toBeNull();
    expect(
      feeOf([event(1, 'TransactionPayment.TransactionFeePaid', 1, { who: WHO, actualFee: 1.5 })]),
    ).toBeNull();
  });
});

describe('callTree', () => {
  it('nests calls by their id suffixes, numerically, with levels that emitted nothing', () => {
    const events = groupBlock(BLOCK).extrinsics[1]?.events ?? [];
    const tree = callTree('100-0002', events);
    const shape = (node: ReturnType<typeof callTree>): unknown => [
      node.id,
      node.events.map((e) => e.name),
      node.children.map(shape),
    ];
    expect(shape(tree)).toEqual([
      '100-0002',
      ['ProxyExecuted', 'ExtrinsicSuccess'],
      [
        [
          '100-0002-0',
          ['BatchCompleted'],
          [
            [
              '100-0002-0-0',
              [],
              [
                ['100-0002-0-0-0', ['Transfer'], []],
                ['100-0002-0-0-2', ['Transfer'], []],
                ['100-0002-0-0-10', ['Transfer'], []],
              ],
            ],
          ],
        ],
      ],
    ]);
  });

  it('leaves out events of no call and of other extrinsics', () => {
    const tree = callTree('100-0001', [...BLOCK, event(20, 'X.Y', 10, {}, '100-00010')]);
    expect(tree.events.map((e) => e.name)).toEqual(['ExtrinsicFailed']);
    expect(tree.children).toEqual([]);
  });
});
