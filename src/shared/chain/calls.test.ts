import { describe, expect, it } from 'vitest';
import type { ChainEventRow } from '../../api/schemas';
import { callOf, callText, outerCallOf } from './calls';

const ID = '100-0003';
const COLDKEY = '0xce17188a71ce1def1a81f970daeef359bceceaa1348a6a1e6944c706f697373a';
const HOTKEY = '0x63fccc83cb3339b78d1236968aa6b0af410708e2b3f175786044fe1380877175';
const SUCCESS = { dispatchInfo: { class: { __kind: 'Normal' } } };

let index = 0;
/** An event of extrinsic ID, in call `callId` (null: in none, as the API sends about half the events). */
function event(fullName: string, args: unknown, callId: string | null = ID) {
  const [pallet, name] = fullName.split('.');
  const at = index++;
  return {
    id: `100-${String(at).padStart(4, '0')}`,
    block_number: 100,
    index: at,
    extrinsic_index: 3,
    extrinsic_id: ID,
    phase: 'ApplyExtrinsic',
    pallet,
    name,
    full_name: fullName,
    args,
    call_id: callId,
  } as ChainEventRow;
}

const fee = () => [
  event('Balances.Withdraw', { who: COLDKEY, amount: '775925' }, null),
  event('TransactionPayment.TransactionFeePaid', { who: COLDKEY, actualFee: '775925', tip: '0' }, null),
];
const stakeAdded = (netuid: number) =>
  event('SubtensorModule.StakeAdded', [COLDKEY, HOTKEY, '63800138219', '5813170223356', netuid, '229082']);

describe('outerCallOf', () => {
  it('names both calls that emit StakeAdded, with the args the event carries under their parameter names', () => {
    const call = outerCallOf(ID, [...fee(), stakeAdded(108), event('System.ExtrinsicSuccess', SUCCESS)]);
    expect(call && callText(call)).toBe('SubtensorModule.add_stake or add_stake_limit');
    expect(call?.args).toEqual([
      { name: 'hotkey', shape: 'account', value: HOTKEY },
      { name: 'netuid', shape: 'netuid', value: 108 },
      { name: 'amount_staked', shape: 'tao', value: '63800138219' },
    ]);
  });

  it('reads an unstake’s amount in alpha, as remove_stake takes it', () => {
    const removed = event('SubtensorModule.StakeRemoved', [COLDKEY, HOTKEY, '3250000', '28669204', 34]);
    const call = outerCallOf(ID, [removed]);
    expect(call && callText(call)).toBe(
      'SubtensorModule.remove_stake or remove_stake_limit or remove_stake_full_limit or unstake_all',
    );
    expect(call?.args.at(-1)).toEqual({ name: 'amount_unstaked', shape: 'alpha', value: '28669204' });
  });

  it('names a stake moved between subnets as move_stake names its parameters', () => {
    const other = `0x${'ab'.repeat(32)}`;
    const call = outerCallOf(ID, [event('SubtensorModule.StakeMoved', [COLDKEY, HOTKEY, 3, other, 7, '10'])]);
    expect(call && callText(call)).toBe('SubtensorModule.move_stake');
    expect(call?.args.map((arg) => [arg.name, arg.value])).toEqual([
      ['origin_hotkey', HOTKEY],
      ['destination_hotkey', other],
      ['origin_netuid', 3],
      ['destination_netuid', 7],
    ]);
  });

  it('leaves out what an older runtime’s event does not carry', () => {
    const call = outerCallOf(ID, [event('SubtensorModule.StakeAdded', [HOTKEY, '1000'])]);
    expect(call?.args.map((arg) => arg.name)).toEqual(['hotkey', 'amount_staked']);
  });

  it('names a transfer with its destination and value', () => {
    const call = outerCallOf(ID, [
      event('Balances.Transfer', { from: COLDKEY, to: HOTKEY, amount: '5' }),
      event('System.ExtrinsicSuccess', SUCCESS),
    ]);
    expect(call && callText(call)).toBe(
      'Balances.transfer_keep_alive or transfer_allow_death or transfer_all',
    );
    expect(call?.args).toEqual([
      { name: 'dest', shape: 'account', value: HOTKEY },
      { name: 'value', shape: 'tao', value: '5' },
    ]);
  });

  it('tells a registration on the root network from one on a subnet', () => {
    const on = (netuid: number) => {
      const call = outerCallOf(ID, [event('SubtensorModule.NeuronRegistered', [netuid, 4, HOTKEY])]);
      return call && callText(call);
    };
    expect(on(3)).toBe('SubtensorModule.burned_register or register');
    expect(on(0)).toBe('SubtensorModule.root_register');
  });

  it('is the wrapping call, not the calls nested under it: a proxy over a batch of transfers', () => {
    const events = [
      ...fee(),
      event('Balances.Transfer', { from: COLDKEY, to: HOTKEY, amount: '1' }, `${ID}-0-0-0`),
      event('Balances.Transfer', { from: COLDKEY, to: HOTKEY, amount: '2' }, `${ID}-0-0-1`),
      event('Utility.BatchCompleted', {}, `${ID}-0`),
      event('Proxy.ProxyExecuted', { result: { __kind: 'Ok' } }),
      event('System.ExtrinsicSuccess', SUCCESS),
    ];
    const call = outerCallOf(ID, events);
    expect(call && callText(call)).toBe('Proxy.proxy or proxy_announced');
    expect(call?.args).toEqual([]);
    const batch = callOf(events.filter((e) => e.call_id === `${ID}-0`));
    expect(batch && callText(batch)).toBe('Utility.batch or batch_all or force_batch');
  });

  it('is the wrapping call when the API gives no call ids: its event comes after those it wraps', () => {
    const call = outerCallOf(ID, [
      event('Balances.Transfer', { from: COLDKEY, to: HOTKEY, amount: '1' }, null),
      event('Ethereum.Executed', { from: `0x${'11'.repeat(20)}` }, null),
      event('System.ExtrinsicSuccess', SUCCESS, null),
    ]);
    expect(call && callText(call)).toBe('Ethereum.transact');
  });

  it('is null where no event names a call: a failed extrinsic, whose call’s events are undone', () => {
    const failed = { dispatchError: { __kind: 'Module', value: { error: '0x06000000', index: 7 } } };
    expect(outerCallOf(ID, [...fee(), event('System.ExtrinsicFailed', failed)])).toBeNull();
    expect(outerCallOf(ID, [event('SubtensorModule.ChildKeyTakeSet', [HOTKEY, 10])])).toBeNull();
  });

  it('reads no call from an own property name of a plain object', () => {
    expect(outerCallOf(ID, [event('constructor', []), event('__proto__', [])])).toBeNull();
  });
});
