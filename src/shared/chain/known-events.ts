// The chain events a person meets most, and how to read their args: each arg's name (positional args have none
// in the API's answer) and what kind of value it is, so the events page can link an account, an EVM address or a
// subnet, and show amounts in τ. Pure (no React), read by src/components/EventArgs.tsx.
//
// The API sends args as an object with camelCase keys (Balances, System, Ethereum ...) or as a positional array
// (most SubtensorModule events) mixing hex strings, decimal strings and JSON numbers; account ids are hex public
// keys. An event not listed here, or whose args do not have a listed shape, keeps the generic tree.
import { own } from '../../api/own';

/**
 * account: a 32-byte hex public key, shown as its SS58 address. evmAddress: a 20-byte H160. hash: a hash or other
 * hex bytes, never a link. tao, alpha: integers of 10^-9 (rao). netuid: a subnet. number: an integer shown as sent.
 * enum: a `{__kind, value?}` variant. (No event here carries wei: EVM values are on the EVM transactions page.)
 */
export type ArgKind = 'account' | 'evmAddress' | 'hash' | 'tao' | 'alpha' | 'netuid' | 'number' | 'enum';

/** How to read a value: a kind, or the kinds of an object's keys (for nested args such as EVM.Log's `log`). */
export type ArgShape = ArgKind | { readonly [key: string]: ArgShape };

type Positional = readonly (readonly [name: string, kind: ArgKind])[];

interface KnownEvent {
  /** Object args: the shape of each key; keys not listed keep the generic tree. */
  fields?: Readonly<Record<string, ArgShape>>;
  /** Positional args: their names and kinds, one list per arity the chain has used over its runtime versions. */
  positional?: readonly Positional[];
}

const stake: Positional[] = [
  // Since dynamic TAO (with the fee from runtime 2025): the TAO staked, the alpha it bought, in which subnet.
  [
    ['coldkey', 'account'],
    ['hotkey', 'account'],
    ['tao', 'tao'],
    ['alpha', 'alpha'],
    ['netuid', 'netuid'],
    ['fee', 'tao'],
  ],
  [
    ['coldkey', 'account'],
    ['hotkey', 'account'],
    ['tao', 'tao'],
    ['alpha', 'alpha'],
    ['netuid', 'netuid'],
  ],
  // Before dynamic TAO: the hotkey and the amount.
  [
    ['hotkey', 'account'],
    ['tao', 'tao'],
  ],
];

const dispatchInfo: ArgShape = {
  weight: { refTime: 'number', proofSize: 'number' },
  class: 'enum',
  paysFee: 'enum',
};
const whoAmount = { fields: { who: 'account', amount: 'tao' } } as const;

const KNOWN_EVENTS: Readonly<Record<string, KnownEvent>> = {
  'SubtensorModule.StakeAdded': { positional: stake },
  'SubtensorModule.StakeRemoved': { positional: stake },
  'SubtensorModule.StakeMoved': {
    positional: [
      [
        ['coldkey', 'account'],
        ['fromHotkey', 'account'],
        ['fromNetuid', 'netuid'],
        ['toHotkey', 'account'],
        ['toNetuid', 'netuid'],
        ['tao', 'tao'],
      ],
    ],
  },
  'SubtensorModule.StakeTransferred': {
    positional: [
      [
        ['fromColdkey', 'account'],
        ['toColdkey', 'account'],
        ['hotkey', 'account'],
        ['fromNetuid', 'netuid'],
        ['toNetuid', 'netuid'],
        ['tao', 'tao'],
      ],
    ],
  },
  'SubtensorModule.StakeSwapped': {
    positional: [
      [
        ['coldkey', 'account'],
        ['hotkey', 'account'],
        ['fromNetuid', 'netuid'],
        ['toNetuid', 'netuid'],
        ['tao', 'tao'],
      ],
    ],
  },
  'SubtensorModule.NeuronRegistered': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['uid', 'number'],
        ['hotkey', 'account'],
      ],
    ],
  },
  'SubtensorModule.BulkNeuronsRegistered': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['count', 'number'],
      ],
    ],
  },
  'SubtensorModule.WeightsSet': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['uid', 'number'],
      ],
    ],
  },
  'SubtensorModule.WeightsCommitted': {
    positional: [
      [
        ['who', 'account'],
        ['netuid', 'netuid'],
        ['commitHash', 'hash'],
      ],
    ],
  },
  'SubtensorModule.AxonServed': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['hotkey', 'account'],
      ],
    ],
  },
  'SubtensorModule.PrometheusServed': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['hotkey', 'account'],
      ],
    ],
  },
  'SubtensorModule.NetworkAdded': {
    positional: [
      [
        ['netuid', 'netuid'],
        ['modality', 'number'],
      ],
    ],
  },
  'SubtensorModule.NetworkRemoved': { positional: [[['netuid', 'netuid']]] },
  'SubtensorModule.DelegateAdded': {
    positional: [
      [
        ['hotkey', 'account'],
        ['coldkey', 'account'],
        ['take', 'number'],
      ],
    ],
  },
  'SubtensorModule.ColdkeySwapScheduled': {
    fields: { oldColdkey: 'account', newColdkey: 'account', executionBlock: 'number', swapCost: 'tao' },
  },
  'SubtensorModule.ColdkeySwapped': {
    fields: { oldColdkey: 'account', newColdkey: 'account', swapCost: 'tao' },
  },
  'SubtensorModule.HotkeySwapped': {
    fields: { coldkey: 'account', oldHotkey: 'account', newHotkey: 'account' },
  },

  'Balances.Transfer': { fields: { from: 'account', to: 'account', amount: 'tao' } },
  'Balances.Deposit': whoAmount,
  'Balances.Withdraw': whoAmount,
  'Balances.Reserved': whoAmount,
  'Balances.Unreserved': whoAmount,
  'Balances.Slashed': whoAmount,
  'Balances.Minted': whoAmount,
  'Balances.Burned': whoAmount,
  'Balances.Endowed': { fields: { account: 'account', freeBalance: 'tao' } },
  'Balances.DustLost': { fields: { account: 'account', amount: 'tao' } },
  'Balances.BalanceSet': { fields: { who: 'account', free: 'tao' } },

  'TransactionPayment.TransactionFeePaid': { fields: { who: 'account', actualFee: 'tao', tip: 'tao' } },

  'System.ExtrinsicSuccess': { fields: { dispatchInfo } },
  'System.ExtrinsicFailed': { fields: { dispatchError: 'enum', dispatchInfo } },
  'System.NewAccount': { fields: { account: 'account' } },
  'System.KilledAccount': { fields: { account: 'account' } },

  'Ethereum.Executed': {
    fields: {
      from: 'evmAddress',
      to: 'evmAddress',
      transactionHash: 'hash',
      exitReason: 'enum',
      extraData: 'hash',
    },
  },
  'EVM.Log': { fields: { log: { address: 'evmAddress', topics: 'hash', data: 'hash' } } },
  'EVM.Created': { fields: { address: 'evmAddress' } },
  'EVM.CreatedFailed': { fields: { address: 'evmAddress' } },
  'EVM.Executed': { fields: { address: 'evmAddress' } },
  'EVM.ExecutedFailed': { fields: { address: 'evmAddress' } },

  'Sudo.Sudid': { fields: { sudoResult: 'enum' } },
  'Sudo.KeyChanged': { fields: { old: 'account', new: 'account' } },
  'Proxy.ProxyExecuted': { fields: { result: 'enum' } },
  'Utility.BatchInterrupted': { fields: { index: 'number', error: 'enum' } },
  'Utility.ItemFailed': { fields: { error: 'enum' } },
  'Utility.DispatchedAs': { fields: { result: 'enum' } },
};

/** One arg as a person reads it: its name, how to read its value (undefined: the generic tree), the value. */
export interface NamedArg {
  name: string;
  shape: ArgShape | undefined;
  value: unknown;
}

/**
 * The args of a `<pallet>.<name>` event, named and with their shapes; null when the event is not known or its
 * args have none of the known shapes (then the generic tree shows them).
 */
export function namedArgs(fullName: string | null | undefined, args: unknown): NamedArg[] | null {
  const known = fullName ? own(KNOWN_EVENTS, fullName) : undefined;
  if (!known || args === null || typeof args !== 'object') return null;
  if (Array.isArray(args)) {
    const signature = known.positional?.find((candidate) => candidate.length === args.length);
    return signature
      ? signature.map(([name, kind], i) => ({ name, shape: kind, value: args[i] as unknown }))
      : null;
  }
  if (!known.fields) return null;
  const fields = known.fields;
  return Object.entries(args as Record<string, unknown>).map(([name, value]) => ({
    name,
    shape: own(fields, name),
    value,
  }));
}

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
const INTEGER_STRING = /^\d+$/;
const MAX_NETUID = 65_535; // netuids are u16

/** An integer sent as a decimal string or a JSON number, as its exact decimal text; null when it is not one. */
export function integerText(value: unknown): string | null {
  if (typeof value === 'string') return INTEGER_STRING.test(value) ? value : null;
  // A JSON number above 2^53 has already lost digits: it is not shown as an exact amount.
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  return null;
}

/**
 * Whether `value` is what `kind` says; a value that is not (a record of an older or newer runtime) keeps the
 * generic tree, so an odd value is shown as sent and never misread.
 */
export function fitsKind(kind: ArgKind, value: unknown): boolean {
  switch (kind) {
    case 'account':
      return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);
    case 'evmAddress':
      return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
    case 'hash':
      return typeof value === 'string' && HEX_BYTES.test(value);
    case 'tao':
    case 'alpha':
    case 'number':
      return integerText(value) !== null;
    case 'netuid': {
      const text = integerText(value);
      return text !== null && Number(text) <= MAX_NETUID;
    }
    case 'enum':
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { __kind?: unknown }).__kind === 'string'
      );
  }
}

/** camelCase arg names in words, for labels such as "Copy transaction hash". */
export function argWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}
