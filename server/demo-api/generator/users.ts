// What users send: a block's signed extrinsics, each kind with the draws that pick who sends it and where. The span's
// blocks (activity.ts) and the live blocks after it (live/chain.ts) both make theirs here, at the rate the span has
// reached (traffic.ts), so that stake moves, transfers, registrations with their deregistrations, EVM
// transactions and the rest go on after the span as they went in it.
import type { DeregistrationRow, EvmTransactionRow, NeuronRow } from '../store/schema';
import type { BlockBuilder } from './block';
import type { EvmWorld } from './evm';
import { batchExtrinsic } from './extrinsics/batch';
import { ethereumExtrinsic } from './extrinsics/ethereum';
import { axonExtrinsic, weightsExtrinsic, type Neuron } from './extrinsics/neurons';
import { proxyExtrinsic } from './extrinsics/proxy';
import { registrationExtrinsic, type SubnetNeurons } from './extrinsics/registration';
import { stakeExtrinsic, type SwapSink } from './extrinsics/stake';
import { sudoExtrinsic } from './extrinsics/sudo';
import { transferExtrinsic } from './extrinsics/transfer';
import type { Pool, Swap } from './pools';
import { WeightedPicker, type Random } from './random';
import type { PoolPopularity } from './subnets';
import { KIND_WEIGHTS, KINDS, type Kind } from './traffic';
import { newKey } from './world';

export interface UserSink extends SwapSink {
  evmTransaction: (row: EvmTransactionRow) => void;
  deregistration: (row: DeregistrationRow<bigint>) => void;
  /** A neuron registered (the span keeps its neurons in memory and writes them at its end). */
  neuron: (row: NeuronRow) => void;
}

/** The chain as users find it, and where their records go. */
export interface Users {
  /** Every draw but the EVM transactions' comes from here: the span's one stream, or a live block's own. */
  random: Random;
  /** The EVM transactions' stream: the span's own, or a live block's. */
  evmRandom: Random;
  /** Each registered subnet's neurons, in the order the subnets registered. */
  neurons: ReadonlyMap<number, SubnetNeurons>;
  pools: ReadonlyMap<number, Pool>;
  /** A user's stake move in the pool: the span's own traders, or the market's on the live chain. */
  stakeSwap: (netuid: number, pool: Pool) => Swap;
  popularity: PoolPopularity;
  evm: EvmWorld;
  coldkey: () => string;
  /** The sudo key: the first subnet owner. */
  sudoKey: string;
  sink: UserSink;
}

const kinds = new WeightedPicker(Object.values(KIND_WEIGHTS));

/** Any registered neuron. */
export function anyNeuron(neurons: ReadonlyMap<number, SubnetNeurons>, random: Random): Neuron {
  const netuid = random.pick([...neurons.keys()]);
  const subnet = neurons.get(netuid) as SubnetNeurons;
  const uid = random.int(subnet.hotkeys.length);
  return { netuid, uid, hotkey: subnet.hotkeys[uid] as string };
}

/** The EVM transactions of one block so far: their count and the gas they used. */
export interface EvmBlock {
  index: number;
  gas: bigint;
}

function stake(users: Users, block: BlockBuilder, ext: number): void {
  const { random } = users;
  const netuid = users.popularity.pick(random, users.pools);
  const pool = users.pools.get(netuid) as Pool;
  const maker = users.coldkey();
  const hotkey = random.pick((users.neurons.get(netuid) as SubnetNeurons).hotkeys);
  stakeExtrinsic(
    block,
    ext,
    { netuid, maker, hotkey, swap: () => users.stakeSwap(netuid, pool) },
    users.sink,
  );
}

function register(users: Users, block: BlockBuilder, ext: number): void {
  const { random } = users;
  const netuid = random.pick([...users.neurons.keys()]);
  const subnet = users.neurons.get(netuid) as SubnetNeurons;
  const owner = users.coldkey();
  const hotkey = newKey(random);
  registrationExtrinsic(block, ext, { netuid, subnet, owner, hotkey }, users.sink.deregistration);
  // A failed registration registers no one.
  const uid = subnet.hotkeys.indexOf(hotkey);
  if (uid >= 0) users.sink.neuron({ block_number: block.number, netuid, uid, hotkey, coldkey: owner });
}

function ethereum(users: Users, block: BlockBuilder, ext: number, evmBlock: EvmBlock): void {
  const tx = users.evm.transaction(
    users.evmRandom,
    { block: block.number, idx: evmBlock.index++, gasBefore: evmBlock.gas },
    () => anyNeuron(users.neurons, users.random).hotkey,
  );
  evmBlock.gas = BigInt(tx.cumulative_gas_used);
  users.sink.evmTransaction(tx);
  ethereumExtrinsic(block, ext, tx);
}

type UserExtrinsic = (users: Users, block: BlockBuilder, ext: number, evmBlock: EvmBlock) => void;

/** Each kind's extrinsic, with the draws that pick who sends it and where. */
const USER_EXTRINSICS: Record<Kind, UserExtrinsic> = {
  swap: stake,
  transfer: (users, block, ext) => transferExtrinsic(block, ext, users.coldkey(), users.coldkey),
  weights: (users, block, ext) => weightsExtrinsic(block, ext, anyNeuron(users.neurons, users.random)),
  axon: (users, block, ext) => axonExtrinsic(block, ext, anyNeuron(users.neurons, users.random)),
  register,
  evm: ethereum,
  batch: (users, block, ext) => batchExtrinsic(block, ext, users.coldkey(), users.coldkey),
  proxy: (users, block, ext) =>
    proxyExtrinsic(block, ext, { real: users.coldkey(), proxy: users.coldkey() }, users.coldkey),
  sudo: (users, block, ext) => sudoExtrinsic(block, ext, users.sudoKey),
};

/**
 * `count` signed extrinsics of kinds drawn by their weights, from `firstExt` on, the block's EVM transactions so far
 * in `evmBlock`; returns the next index.
 */
export function userExtrinsics(
  users: Users,
  block: BlockBuilder,
  { firstExt, count, evmBlock }: { firstExt: number; count: number; evmBlock: EvmBlock },
): number {
  let ext = firstExt;
  for (let i = 0; i < count; i++) {
    USER_EXTRINSICS[KINDS[kinds.pick(users.random)] as Kind](users, block, ext++, evmBlock);
  }
  return ext;
}

/** Extrinsics of the given kinds, in order, from `firstExt` on; returns the next index. */
export function extrinsicsOf(
  users: Users,
  block: BlockBuilder,
  { firstExt, kinds: given, evmBlock }: { firstExt: number; kinds: readonly Kind[]; evmBlock: EvmBlock },
): number {
  let ext = firstExt;
  for (const kind of given) USER_EXTRINSICS[kind](users, block, ext++, evmBlock);
  return ext;
}
