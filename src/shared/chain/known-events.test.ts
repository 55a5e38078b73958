import { describe, expect, it } from 'vitest';
import { argWords, fitsKind, integerText, namedArgs } from './known-events';

// Args as the demo API sends them (server/demo-api/generator/activity.ts), from its seeded events.
const COLDKEY = '0xce17188a71ce1def1a81f970daeef359bceceaa1348a6a1e6944c706f697373a';
const HOTKEY = '0x63fccc83cb3339b78d1236968aa6b0af410708e2b3f175786044fe1380877175';

describe('namedArgs', () => {
  it('names a positional StakeAdded and gives each arg its kind; numbers and strings stay as sent', () => {
    const args = [COLDKEY, HOTKEY, '63800138219', '5813170223356', 108, '229082'];
    expect(namedArgs('SubtensorModule.StakeAdded', args)).toEqual([
      { name: 'coldkey', shape: 'account', value: COLDKEY },
      { name: 'hotkey', shape: 'account', value: HOTKEY },
      { name: 'tao', shape: 'tao', value: '63800138219' },
      { name: 'alpha', shape: 'alpha', value: '5813170223356' },
      { name: 'netuid', shape: 'netuid', value: 108 },
      { name: 'fee', shape: 'tao', value: '229082' },
    ]);
  });

  it('picks the signature of the args’ arity: the real service’s older five-arg and two-arg stakes', () => {
    expect(
      namedArgs('SubtensorModule.StakeRemoved', [COLDKEY, HOTKEY, '3250000', '28669204', 34])?.map(
        (a) => a.name,
      ),
    ).toEqual(['coldkey', 'hotkey', 'tao', 'alpha', 'netuid']);
    expect(namedArgs('SubtensorModule.StakeAdded', [HOTKEY, '1000'])?.map((a) => a.name)).toEqual([
      'hotkey',
      'tao',
    ]);
    // An arity no runtime used: names would be guesses, so the generic tree shows it.
    expect(namedArgs('SubtensorModule.StakeAdded', [COLDKEY, HOTKEY, '1'])).toBeNull();
  });

  it('names the other positional SubtensorModule events', () => {
    const names = (fullName: string, args: unknown[]) => namedArgs(fullName, args)?.map((a) => a.name);
    expect(names('SubtensorModule.NeuronRegistered', [86, 27, HOTKEY])).toEqual(['netuid', 'uid', 'hotkey']);
    expect(names('SubtensorModule.WeightsSet', [64, 252])).toEqual(['netuid', 'uid']);
    expect(names('SubtensorModule.AxonServed', [48, HOTKEY])).toEqual(['netuid', 'hotkey']);
    expect(names('SubtensorModule.NetworkAdded', [128, 0])).toEqual(['netuid', 'modality']);
    expect(names('SubtensorModule.NetworkRemoved', [20])).toEqual(['netuid']);
  });

  it('keeps object args’ own keys and gives the known ones their kinds', () => {
    const executed = {
      from: '0x1985014bb11e7956aeccebdb28fbd415c675f74a',
      to: '0x85b1e80fe244abca6ecf96e05e53dc7d32f96e40',
      transactionHash: '0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c',
      exitReason: { __kind: 'Succeed', value: { __kind: 'Stopped' } },
      extraData: '0x',
    };
    expect(namedArgs('Ethereum.Executed', executed)?.map((a) => [a.name, a.shape])).toEqual([
      ['from', 'evmAddress'],
      ['to', 'evmAddress'],
      ['transactionHash', 'hash'],
      ['exitReason', 'enum'],
      ['extraData', 'hash'],
    ]);
    expect(
      namedArgs('Balances.Transfer', { from: COLDKEY, to: HOTKEY, amount: '210748653451', memo: 'x' }),
    ).toEqual([
      { name: 'from', shape: 'account', value: COLDKEY },
      { name: 'to', shape: 'account', value: HOTKEY },
      { name: 'amount', shape: 'tao', value: '210748653451' },
      { name: 'memo', shape: undefined, value: 'x' },
    ]);
    expect(
      namedArgs('SubtensorModule.ColdkeySwapScheduled', {
        oldColdkey: COLDKEY,
        newColdkey: HOTKEY,
        executionBlock: 9538074,
      })?.map((a) => a.shape),
    ).toEqual(['account', 'account', 'number']);
    expect(namedArgs('EVM.Log', { log: {} })?.[0]?.shape).toEqual({
      address: 'evmAddress',
      topics: 'hash',
      data: 'hash',
    });
  });

  it('leaves unknown events, and known ones in an unexpected form, to the generic tree', () => {
    expect(namedArgs('Utility.ItemCompleted', {})).toBeNull();
    expect(namedArgs(undefined, [1])).toBeNull();
    expect(namedArgs('Balances.Transfer', [COLDKEY, HOTKEY, '1'])).toBeNull();
    expect(namedArgs('SubtensorModule.WeightsSet', { netuid: 1 })).toBeNull();
    expect(namedArgs('Balances.Transfer', null)).toBeNull();
  });
});

describe('fitsKind', () => {
  it('accepts only values of the kind, so an odd value is shown as sent', () => {
    expect(fitsKind('account', COLDKEY)).toBe(true);
    expect(fitsKind('account', '0x1985014bb11e7956aeccebdb28fbd415c675f74a')).toBe(false);
    expect(fitsKind('evmAddress', '0x1985014bb11e7956aeccebdb28fbd415c675f74a')).toBe(true);
    expect(fitsKind('hash', '0x')).toBe(true);
    expect(fitsKind('hash', '0xabc')).toBe(false);
    expect(fitsKind('tao', '21000000000000000')).toBe(true);
    expect(fitsKind('tao', '1.5')).toBe(false);
    expect(fitsKind('netuid', 65_535)).toBe(true);
    expect(fitsKind('netuid', 65_536)).toBe(false);
    expect(fitsKind('enum', { __kind: 'Ok' })).toBe(true);
    expect(fitsKind('enum', 'Ok')).toBe(false);
  });
});

describe('integerText', () => {
  it('gives a decimal string as sent and a safe JSON integer as its digits, nothing through a lossy number', () => {
    expect(integerText('9007199254740993')).toBe('9007199254740993');
    expect(integerText(108)).toBe('108');
    expect(integerText(2 ** 53)).toBeNull();
    expect(integerText(-1)).toBeNull();
    expect(integerText('12e3')).toBeNull();
  });
});

describe('argWords', () => {
  it('spells camelCase names as words', () => {
    expect(argWords('transactionHash')).toBe('transaction hash');
    expect(argWords('oldColdkey')).toBe('old coldkey');
    expect(argWords('to')).toBe('to');
  });
});
