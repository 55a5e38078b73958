// EVM transactions on the subnet chain's Ethereum layer (chain id 964): token calls, wrapped TAO, the staking
// precompile, an unverified router whose method has no known name, plain transfers and contract creations.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { EvmTransactionRow } from '../store/schema';
import type { Random } from './random';
import { WeightedPicker, zipfWeights } from './random';

const WEI_PER_TAO = 10n ** 18n;
const GWEI = 1_000_000_000n;
const BASE_FEE = 10n * GWEI;
const STAKING_PRECOMPILE = '0x0000000000000000000000000000000000000805';

type Target = 'token' | 'wrapped' | 'staking' | 'router' | 'account' | 'create';

interface Method {
  target: Target;
  /** Null for a selector nobody has published a signature for. */
  name: string | null;
  inputs: [name: string, type: 'address' | 'uint256' | 'bytes32'][];
  gas: [min: number, max: number];
  weight: number;
  payable?: boolean;
  unknownSelector?: string;
}

const METHODS: Method[] = [
  { target: 'account', name: null, inputs: [], gas: [21_000, 21_000], weight: 15, payable: true },
  {
    target: 'token',
    name: 'transfer',
    inputs: [
      ['to', 'address'],
      ['amount', 'uint256'],
    ],
    gas: [34_000, 56_000],
    weight: 30,
  },
  {
    target: 'token',
    name: 'approve',
    inputs: [
      ['spender', 'address'],
      ['amount', 'uint256'],
    ],
    gas: [44_000, 47_000],
    weight: 12,
  },
  {
    target: 'token',
    name: 'transferFrom',
    inputs: [
      ['from', 'address'],
      ['to', 'address'],
      ['amount', 'uint256'],
    ],
    gas: [52_000, 70_000],
    weight: 6,
  },
  { target: 'wrapped', name: 'deposit', inputs: [], gas: [43_000, 46_000], weight: 8, payable: true },
  { target: 'wrapped', name: 'withdraw', inputs: [['wad', 'uint256']], gas: [33_000, 38_000], weight: 5 },
  {
    target: 'staking',
    name: 'addStake',
    inputs: [
      ['hotkey', 'bytes32'],
      ['amount', 'uint256'],
      ['netuid', 'uint256'],
    ],
    gas: [95_000, 180_000],
    weight: 10,
  },
  {
    target: 'staking',
    name: 'removeStake',
    inputs: [
      ['hotkey', 'bytes32'],
      ['amount', 'uint256'],
      ['netuid', 'uint256'],
    ],
    gas: [90_000, 170_000],
    weight: 6,
  },
  {
    target: 'router',
    name: null,
    inputs: [],
    gas: [140_000, 320_000],
    weight: 8,
    unknownSelector: '0x3593564c',
  },
  { target: 'create', name: null, inputs: [], gas: [700_000, 2_500_000], weight: 2 },
];
const methodPicker = new WeightedPicker(METHODS.map((m) => m.weight));

function signatures(method: Method) {
  if (!method.name) return null;
  const hashable = `${method.name}(${method.inputs.map(([, type]) => type).join(',')})`;
  const full = `function ${method.name}(${method.inputs.map(([name, type]) => `${type} ${name}`).join(', ')})`;
  const id = `0x${bytesToHex(keccak_256(new TextEncoder().encode(hashable)).subarray(0, 4))}`;
  const abi = {
    type: 'function',
    name: method.name,
    inputs: method.inputs.map(([name, type]) => ({ name, type })),
    outputs: [],
    stateMutability: method.payable ? 'payable' : 'nonpayable',
  };
  return { hashable, full, id, abi };
}
const SIGNATURES = METHODS.map(signatures);

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

/**
 * An amount argument's unit per 10^-6 TAO: tokens count 18 decimals, as wei do; the staking precompile takes rao
 * (9 decimals), as Subtensor's StakingV2 `addStake(hotkey, amount, netuid)` does.
 */
const amountUnit = (method: Method) => (method.target === 'staking' ? 1_000n : 10n ** 12n);

export class EvmWorld {
  private readonly accounts: string[];
  private readonly accountActivity: WeightedPicker;
  private readonly tokens: string[];
  private readonly wrapped: string;
  private readonly router: string;
  private readonly nonces = new Map<string, number>();

  /** The accounts and contracts, drawn from `random`: the same for the same seed, in the span and on the live chain. */
  constructor(random: Random, scale: number) {
    const address = () => `0x${random.hex(20)}`;
    this.accounts = Array.from({ length: Math.round(400 * Math.sqrt(scale)) }, address);
    this.accountActivity = new WeightedPicker(zipfWeights(this.accounts.length, 0.8));
    this.tokens = Array.from({ length: 6 }, address);
    this.wrapped = address();
    this.router = address();
  }

  /** Goes on from transactions made before: each account's next nonce, and the contracts they created, in order. */
  resume(nonces: Iterable<[string, number]>, created: string[]): void {
    for (const [account, nonce] of nonces) this.nonces.set(account, nonce);
    this.tokens.push(...created);
  }

  private account(random: Random): string {
    return this.accounts[this.accountActivity.pick(random)] as string;
  }

  /**
   * One transaction at position `idx` of its block, after `gasBefore` gas used by the block's earlier ones, drawn
   * from `random`.
   */
  transaction(
    random: Random,
    at: { block: number; idx: number; gasBefore: bigint },
    hotkeys: () => string,
  ): EvmTransactionRow {
    const { block, idx, gasBefore } = at;
    const methodIndex = methodPicker.pick(random);
    const method = METHODS[methodIndex] as Method;
    const signature = SIGNATURES[methodIndex] ?? null;
    const from = this.account(random);
    const nonce = this.nonces.get(from) ?? 0;
    this.nonces.set(from, nonce + 1);

    let to: string | null = null;
    let created: string | null = null;
    let input = '0x';
    const args: Record<string, string> = {};
    switch (method.target) {
      case 'account':
        to = this.account(random);
        break;
      case 'token':
        to = random.pick(this.tokens);
        break;
      case 'wrapped':
        to = this.wrapped;
        break;
      case 'staking':
        to = STAKING_PRECOMPILE;
        break;
      case 'router':
        to = this.router;
        input = `${method.unknownSelector}${random.hex(32 * random.between(4, 9))}`;
        break;
      case 'create':
        created = `0x${random.hex(20)}`;
        this.tokens.push(created);
        input = `0x60806040523480156100105760${random.hex(random.between(300, 900))}`;
        break;
    }
    if (signature) {
      const words = method.inputs.map(([name, type]) => {
        const value =
          type === 'address'
            ? this.account(random)
            : type === 'bytes32'
              ? hotkeys()
              : name === 'netuid'
                ? String(random.between(1, 128))
                : String(BigInt(Math.round(random.logNormal(20, 2) * 1e6)) * amountUnit(method));
        args[name] = value;
        return word(type === 'uint256' ? BigInt(value).toString(16) : value);
      });
      input = signature.id + words.join('');
    }

    const value = method.payable
      ? BigInt(Math.round(random.logNormal(5, 1.8) * 1e6)) * (WEI_PER_TAO / 1_000_000n)
      : 0n;
    const success = random.chance(0.96);
    const used = BigInt(random.between(...method.gas));
    const gas = method.gas[0] === method.gas[1] ? used : (used * BigInt(random.between(110, 160))) / 100n;
    const gasUsed = success ? used : (gas * 9n) / 10n;
    // Seven in ten are EIP-1559 transactions; the rest pay a legacy gas price.
    const dynamicFee = random.chance(0.7);
    const priority = BigInt(random.between(0, 2_000)) * 1_000_000n;
    const maxFee = 2n * BASE_FEE + priority;
    const effective = dynamicFee ? BASE_FEE + priority : BASE_FEE + BigInt(random.between(0, 2)) * GWEI;

    return {
      block_number: block,
      idx,
      hash: `0x${random.hex(32)}`,
      from_address: from,
      to_address: to,
      contract_created: created,
      nonce,
      value: value.toString(),
      gas: gas.toString(),
      gas_price: effective.toString(),
      gas_used: gasUsed.toString(),
      cumulative_gas_used: (gasBefore + gasUsed).toString(),
      effective_gas_price: effective.toString(),
      max_fee_per_gas: dynamicFee ? maxFee.toString() : null,
      max_priority_fee_per_gas: dynamicFee ? priority.toString() : null,
      input,
      success: success ? 1 : 0,
      method_id: signature?.id ?? method.unknownSelector ?? null,
      method_name: method.name,
      full_signature: signature?.full ?? null,
      hashable_signature: signature?.hashable ?? null,
      abi_json: signature ? JSON.stringify([signature.abi]) : null,
      args: signature ? JSON.stringify(args) : null,
    };
  }
}

/** A block's hash: a fixed function of its number, so every table agrees on it. */
export function blockHash(block: number): string {
  return `0x${bytesToHex(keccak_256(new TextEncoder().encode(`demo-block-${block}`)))}`;
}
