// A decoded EVM call's arguments, each read by its ABI type: an address is an address (linked), an integer exact
// (in the unit its contract gives it, where the contract is known; an ERC-20 call's in units of its token), a bool,
// bytes, a string. The API sends the
// call's ABI fragment (`abi_json`) and its arguments (`args`, by name, or by position); either may be missing or
// odd, and then the value is shown as sent. Pure: the transaction page draws what this reads.
import { own } from '../../api/own';
import { RAO_DECIMALS } from '../numbers/amounts';
import { parseAccount } from './ss58';

export type ArgValue =
  | { kind: 'address'; address: string }
  | { kind: 'account'; ss58: string; hex: string }
  | { kind: 'amount'; raw: string; decimals: number; unit: string; baseUnit: string }
  /** An amount of an ERC-20 token, in its base units (the API does not give its decimals), and the token. */
  | { kind: 'tokens'; raw: string; token: string }
  | { kind: 'netuid'; netuid: number }
  | { kind: 'integer'; raw: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'bytes'; hex: string }
  | { kind: 'string'; text: string }
  | { kind: 'other'; value: unknown };

export interface DecodedArg {
  name: string;
  /** The ABI type, or null when the API sent no ABI for the argument. */
  type: string | null;
  value: ArgValue;
}

/** What a known contract's arguments are, by name: amounts in rao, a subnet, a public key. */
type ArgMeaning = 'rao' | 'netuid' | 'publicKey';

interface KnownContract {
  name: string;
  args: Readonly<Record<string, ArgMeaning>>;
}

// Subtensor's staking precompile (StakingV2): amounts in rao, subnets by netuid, hotkeys as 32-byte public keys.
const KNOWN_CONTRACTS = new Map<string, KnownContract>([
  [
    '0x0000000000000000000000000000000000000805',
    {
      name: 'Staking precompile',
      args: {
        amount: 'rao',
        limit_price: 'rao',
        netuid: 'netuid',
        hotkey: 'publicKey',
        coldkey: 'publicKey',
      },
    },
  ],
]);

/** The contract at `address`, where the app knows what its arguments mean. */
export function knownContract(address: string | null | undefined): KnownContract | undefined {
  return address ? KNOWN_CONTRACTS.get(address.toLowerCase()) : undefined;
}

// ERC-20's transfer, approve and transferFrom, by selector (whatever the ABI names their arguments): their uint256 is
// an amount of the token the transaction calls.
const ERC20_SELECTORS = new Set(['0xa9059cbb', '0x095ea7b3', '0x23b872dd']);

const H160 = /^0x[0-9a-f]{40}$/i;
const HEX = /^0x(?:[0-9a-f]{2})*$/i;
const INTEGER = /^-?\d+$/;
const MAX_NETUID = 65_535;

function integerText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && INTEGER.test(value) ? value : null;
}

function readInteger(value: unknown, meaning: ArgMeaning | undefined): ArgValue {
  const raw = integerText(value);
  if (raw === null) return { kind: 'other', value };
  if (meaning === 'rao' && !raw.startsWith('-'))
    return { kind: 'amount', raw, decimals: RAO_DECIMALS, unit: 'τ', baseUnit: 'rao' };
  if (meaning === 'netuid' && !raw.startsWith('-') && BigInt(raw) <= MAX_NETUID)
    return { kind: 'netuid', netuid: Number(raw) };
  return { kind: 'integer', raw };
}

function readBool(value: unknown): ArgValue {
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (value === 'true' || value === 'false') return { kind: 'bool', value: value === 'true' };
  return { kind: 'other', value };
}

function readBytes(value: unknown, meaning: ArgMeaning | undefined): ArgValue {
  if (typeof value !== 'string' || !HEX.test(value)) return { kind: 'other', value };
  const account = meaning === 'publicKey' && value.length === 66 ? parseAccount(value) : null;
  return account ? { kind: 'account', ...account } : { kind: 'bytes', hex: value.toLowerCase() };
}

function readTokens(value: unknown, token: string): ArgValue {
  const raw = integerText(value);
  return raw === null || raw.startsWith('-') ? { kind: 'other', value } : { kind: 'tokens', raw, token };
}

/** One argument's value, read by its ABI type and what its contract says of its name. */
export function readArg(type: string | null, value: unknown, meaning?: ArgMeaning): ArgValue {
  if (type === 'address')
    return typeof value === 'string' && H160.test(value)
      ? { kind: 'address', address: value.toLowerCase() }
      : { kind: 'other', value };
  if (type !== null && /^u?int\d*$/.test(type)) return readInteger(value, meaning);
  if (type === 'bool') return readBool(value);
  if (type !== null && /^bytes\d*$/.test(type)) return readBytes(value, meaning);
  if (type === 'string' && typeof value === 'string') return { kind: 'string', text: value };
  return { kind: 'other', value };
}

interface Input {
  name: string;
  type: string;
}

/** The inputs of the ABI fragment named `method` (or the only function), where the ABI is readable. */
function abiInputs(abi: unknown, method: string | null | undefined): Input[] | null {
  const fragments = Array.isArray(abi) ? (abi as unknown[]) : [abi];
  const functions = fragments.filter(
    (f): f is { name?: unknown; inputs: unknown[] } =>
      typeof f === 'object' && f !== null && Array.isArray((f as { inputs?: unknown }).inputs),
  );
  const fragment = functions.find((f) => f.name === method) ?? (functions.length === 1 ? functions[0] : null);
  if (!fragment) return null;
  return fragment.inputs.map((input, i) => {
    const { name, type } = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    return {
      name: typeof name === 'string' && name !== '' ? name : `#${i}`,
      type: typeof type === 'string' ? type : '',
    };
  });
}

interface CallRecord {
  to?: string | null;
  method_id?: string | null;
  method_name?: string | null;
  abi_json?: unknown;
  args?: unknown;
}

/** A transaction's decoded arguments in the ABI's order; without an ABI, as the API sent them. */
export function decodedArgs(tx: CallRecord): DecodedArg[] {
  const { args } = tx;
  if (args === null || args === undefined) return [];
  const contract = knownContract(tx.to);
  const meaning = (name: string) => (contract ? own(contract.args, name) : undefined);
  const byName = typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : null;
  const byPosition = Array.isArray(args) ? (args as unknown[]) : null;
  const token = tx.to && ERC20_SELECTORS.has(tx.method_id?.toLowerCase() ?? '') ? tx.to.toLowerCase() : null;
  const inputs = abiInputs(tx.abi_json, tx.method_name);
  if (inputs) {
    return inputs.map((input, i) => {
      const value = byName ? own(byName, input.name) : byPosition?.[i];
      return {
        name: input.name,
        type: input.type,
        value:
          token && input.type === 'uint256'
            ? readTokens(value, token)
            : readArg(input.type, value, meaning(input.name)),
      };
    });
  }
  const entries = byName
    ? Object.entries(byName)
    : (byPosition ?? [args]).map((value, i) => [`#${i}`, value] as const);
  return entries.map(([name, value]) => ({ name, type: null, value: { kind: 'other', value } }));
}
