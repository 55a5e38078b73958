// What the live chain's users go on from, read back from the file at its head: each subnet's neurons (the span's at
// its end, then each live registration's) and the EVM world with every account's next nonce and the contracts
// created so far. Read from the file alone, so that a block is the same whichever process made the ones before it.
import type Database from 'better-sqlite3';
import { EvmWorld } from '../evm';
import type { SubnetNeurons } from '../extrinsics/registration';
import { Random } from '../random';
import { capacityOf } from '../subnets';

export interface UserState {
  neurons: Map<number, SubnetNeurons>;
  evm: EvmWorld;
}

export function readUserState(db: Database.Database, seed: number, scale: number): UserState {
  const neurons = new Map<number, SubnetNeurons>();
  const rows = db.prepare('SELECT netuid, uid, hotkey, coldkey FROM neurons ORDER BY seq').all() as {
    netuid: number;
    uid: number;
    hotkey: string;
    coldkey: string;
  }[];
  for (const { netuid, uid, hotkey, coldkey } of rows) {
    let subnet = neurons.get(netuid);
    if (!subnet) neurons.set(netuid, (subnet = { capacity: capacityOf(netuid), hotkeys: [], coldkeys: [] }));
    subnet.hotkeys[uid] = hotkey;
    subnet.coldkeys[uid] = coldkey;
  }

  const evm = new EvmWorld(new Random(seed, 'evm'), scale);
  const nonces = db
    .prepare(
      'SELECT from_address AS account, max(nonce) + 1 AS nonce FROM evm_transactions GROUP BY from_address',
    )
    .all() as { account: string; nonce: number }[];
  const created = db
    .prepare(
      'SELECT contract_created AS address FROM evm_transactions WHERE contract_created IS NOT NULL ORDER BY seq',
    )
    .all() as { address: string }[];
  evm.resume(
    nonces.map(({ account, nonce }) => [account, nonce]),
    created.map(({ address }) => address),
  );
  return { neurons, evm };
}
