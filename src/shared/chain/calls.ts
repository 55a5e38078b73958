// Which call an extrinsic made, told from its events: the API has no extrinsic records, and a call is known by
// what it emits (`add_stake` emits `SubtensorModule.StakeAdded`). Where several calls emit the same event, all of
// them are named. The call's arguments are those its event carries (known-events.ts names the event's args), under
// the call's parameter names. Pure: read by the extrinsic page.
import type { ChainEventRow } from '../../api/schemas';
import { own } from '../../api/own';
import { integerText, namedArgs, type NamedArg } from './known-events';

/**
 * Per event, `<pallet>.<name>` (a call is in its event's pallet): `calls`, the calls that emit it, the most common
 * first; `onRoot`, those that emit it on the root network (netuid 0) instead; `args`, the first call's parameters
 * it carries, each `parameter=eventArg` or, where the names agree, the one name (the event's args as
 * known-events.ts names them). Lists are space-separated, which keeps the table small in the page's bundle.
 */
interface CallsOfEvent {
  calls: string;
  onRoot?: string;
  args?: string;
}

const CALLS_BY_EVENT: Readonly<Record<string, CallsOfEvent>> = {
  'SubtensorModule.StakeAdded': {
    calls: 'add_stake add_stake_limit',
    args: 'hotkey netuid amount_staked=tao',
  },
  'SubtensorModule.StakeRemoved': {
    calls: 'remove_stake remove_stake_limit remove_stake_full_limit unstake_all',
    args: 'hotkey netuid amount_unstaked=alpha',
  },
  'SubtensorModule.StakeMoved': {
    calls: 'move_stake',
    args: 'origin_hotkey=fromHotkey destination_hotkey=toHotkey origin_netuid=fromNetuid destination_netuid=toNetuid',
  },
  'SubtensorModule.StakeTransferred': {
    calls: 'transfer_stake',
    args: 'destination_coldkey=toColdkey hotkey origin_netuid=fromNetuid destination_netuid=toNetuid',
  },
  'SubtensorModule.StakeSwapped': {
    calls: 'swap_stake swap_stake_limit',
    args: 'hotkey origin_netuid=fromNetuid destination_netuid=toNetuid',
  },
  'SubtensorModule.NeuronRegistered': {
    calls: 'burned_register register',
    onRoot: 'root_register',
    args: 'netuid hotkey',
  },
  'SubtensorModule.WeightsSet': { calls: 'set_weights reveal_weights', args: 'netuid' },
  'SubtensorModule.WeightsCommitted': { calls: 'commit_weights', args: 'netuid' },
  'SubtensorModule.AxonServed': { calls: 'serve_axon serve_axon_tls', args: 'netuid' },
  'SubtensorModule.PrometheusServed': { calls: 'serve_prometheus', args: 'netuid' },
  'SubtensorModule.NetworkAdded': { calls: 'register_network register_network_with_identity' },
  'SubtensorModule.DelegateAdded': { calls: 'become_delegate', args: 'hotkey' },
  'SubtensorModule.ColdkeySwapScheduled': { calls: 'schedule_swap_coldkey', args: 'new_coldkey=newColdkey' },
  'SubtensorModule.HotkeySwapped': { calls: 'swap_hotkey', args: 'hotkey=oldHotkey new_hotkey=newHotkey' },
  'Balances.Transfer': {
    calls: 'transfer_keep_alive transfer_allow_death transfer_all',
    args: 'dest=to value=amount',
  },
  'Ethereum.Executed': { calls: 'transact' },
  // batch_all undoes every item when one fails, so it never ends interrupted; force_batch goes on past a failure.
  'Utility.BatchCompleted': { calls: 'batch batch_all force_batch' },
  'Utility.BatchInterrupted': { calls: 'batch' },
  'Utility.BatchCompletedWithErrors': { calls: 'force_batch' },
  'Utility.DispatchedAs': { calls: 'dispatch_as' },
  'Proxy.ProxyExecuted': { calls: 'proxy proxy_announced' },
  'Sudo.Sudid': { calls: 'sudo sudo_unchecked_weight' },
  'Sudo.SudoAsDone': { calls: 'sudo_as' },
  'Sudo.KeyChanged': { calls: 'set_key', args: 'new' },
};

export interface InferredCall {
  pallet: string;
  /** Every call that emits the event it was told from, the most common first: the event cannot tell them apart. */
  names: readonly string[];
  /**
   * The parameters (as the first call names them) that the event carries, with the event's values: an amount is
   * what moved, which may differ from what the call asked (a limit order).
   */
  args: NamedArg[];
  /** The event it was told from. */
  event: ChainEventRow;
}

function callFrom(event: ChainEventRow): InferredCall | null {
  const fullName = event.full_name;
  const known = fullName ? own(CALLS_BY_EVENT, fullName) : undefined;
  if (!fullName || !known) return null;
  const eventArgs = namedArgs(fullName, event.args) ?? [];
  const args = (known.args?.split(' ') ?? []).flatMap((pair) => {
    const [parameter = pair, eventArg = parameter] = pair.split('=');
    const arg = eventArgs.find((candidate) => candidate.name === eventArg);
    return arg ? [{ ...arg, name: parameter }] : [];
  });
  const netuid = args.find((arg) => arg.shape === 'netuid');
  const names = known.onRoot && netuid && integerText(netuid.value) === '0' ? known.onRoot : known.calls;
  return { pallet: fullName.slice(0, fullName.indexOf('.')), names: names.split(' '), args, event };
}

/**
 * The call that emitted `events` (one call's own events): told by the last event that names a call, as a call that
 * wraps others (a proxy, a batch, sudo, an EVM transaction) emits its event after theirs. Null when none does.
 */
export function callOf(events: readonly ChainEventRow[]): InferredCall | null {
  for (const event of [...events].reverse()) {
    const call = callFrom(event);
    if (call) return call;
  }
  return null;
}

/**
 * What the signer called: told from the events of the extrinsic's own call, and of those the API put in no call
 * (it gives about half the events a call id), never from those of a call nested under it.
 */
export function outerCallOf(extrinsicId: string, events: readonly ChainEventRow[]): InferredCall | null {
  return callOf(
    events.filter(
      (event) => event.call_id === null || event.call_id === undefined || event.call_id === extrinsicId,
    ),
  );
}

/** "SubtensorModule.add_stake or add_stake_limit": the pallet once, then every call that fits. */
export const callText = ({ pallet, names }: InferredCall) => `${pallet}.${names.join(' or ')}`;
