// The demo database's tables. Every table keeps block numbers, not times (see chain.ts), account ids as 0x-hex
// public keys (answers add the SS58 form), and amounts in rao as SQLite integers: 64-bit and exact, and read back
// as text so that no amount ever passes through a JavaScript number. `seq` is each row's position in chain order,
// the tie-break of every ordering.

import type Database from 'better-sqlite3';
import type { Bar, Resolution } from '../../../src/api/chart-schemas';
import type { Network } from '../../../src/api/schemas';

/** Bump whenever the tables or the generated data change: existing databases are then rebuilt on start. */
export const SCHEMA_VERSION = 9;

const ACCOUNT_COLUMNS = `
  seq INTEGER PRIMARY KEY,
  network TEXT NOT NULL,
  address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  rank INTEGER NOT NULL,
  balance_free INTEGER NOT NULL,
  balance_staked INTEGER NOT NULL,
  balance_staked_alpha_as_tao INTEGER,  -- this and the columns below are null in records of the 2024 shape
  balance_staked_root INTEGER,
  balance_total INTEGER NOT NULL,
  balance_reserved INTEGER,
  balance_liquidity INTEGER,
  root_claim_type TEXT,
  alpha_balances TEXT,              -- JSON [{netuid, balance, balance_as_tao}], amounts as strings
  created_on_date TEXT NOT NULL,
  created_on_network TEXT NOT NULL,
  coldkey_swap TEXT                 -- JSON {block_number, network, old_coldkey, new_coldkey} or null
`;

/**
 * A table's columns but seq, in their order: every field of its row type, each named once. A list that leaves a
 * field out does not compile (the error names it), so the row type and the INSERT cannot drift apart.
 */
const columnsOf =
  <Row>() =>
  <const Names extends readonly (keyof Row & string)[]>(
    names: Names &
      ([Exclude<keyof Row, Names[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof Row, Names[number]> }),
  ): Names =>
    names;

// Each table's row, as the generator writes it and an endpoint reads it back. Where a row has amounts (INTEGER rao),
// its type takes how they travel: `bigint` as written (exact), `string` as read (the select list casts them to text).

export interface EventRow {
  block_number: number;
  idx: number;
  extrinsic_index: number | null;
  phase: string;
  pallet: string;
  name: string;
  /** JSON */
  args: string;
  call_id: string | null;
}

export const EVENT_FIELDS = columnsOf<EventRow>()([
  'block_number',
  'idx',
  'extrinsic_index',
  'phase',
  'pallet',
  'name',
  'args',
  'call_id',
]);

/**
 * The phases, pallets and event names the generator writes, each list in byte order. The events table keeps a
 * word as its position in its list: a small integer in every row and in the four indexes over them, instead of
 * the word, which makes the table and its indexes about a quarter smaller. Ordering by the position is ordering by
 * the word.
 */
export const EVENT_WORDS = {
  phase: ['ApplyExtrinsic', 'Finalization', 'Initialization'],
  pallet: [
    'Balances',
    'EVM',
    'Ethereum',
    'Proxy',
    'SubtensorModule',
    'Sudo',
    'System',
    'TransactionPayment',
    'Utility',
  ],
  name: [
    'AxonServed',
    'BatchCompleted',
    'ColdkeySwapScheduled',
    'ColdkeySwapped',
    'Deposit',
    'Executed',
    'ExtrinsicFailed',
    'ExtrinsicSuccess',
    'ItemCompleted',
    'Log',
    'NetworkAdded',
    'NetworkRemoved',
    'NeuronRegistered',
    'ProxyExecuted',
    'StakeAdded',
    'StakeRemoved',
    'Sudid',
    'TransactionFeePaid',
    'Transfer',
    'WeightsSet',
    'Withdraw',
  ],
} as const;

type WordColumn = keyof typeof EVENT_WORDS;

const CODES = new Map<string, Map<string, number>>(
  Object.entries(EVENT_WORDS).map(([column, words]) => [column, new Map(words.map((word, i) => [word, i]))]),
);

/** A word's position in its list as the table keeps it; -1 (which no row holds) for a word the data has not. */
export function wordCode(column: WordColumn, word: string): number {
  return CODES.get(column)?.get(word) ?? -1;
}

/** An events row as the table holds it: the words as their positions. */
export type StoredEventRow = Omit<EventRow, WordColumn> & Record<WordColumn, number>;

/** A stored events row with its words. */
export function eventOf(stored: StoredEventRow): EventRow {
  return {
    ...stored,
    phase: EVENT_WORDS.phase[stored.phase] as string,
    pallet: EVENT_WORDS.pallet[stored.pallet] as string,
    name: EVENT_WORDS.name[stored.name] as string,
  };
}

/** A prepared INSERT of one events row, its words written as their positions. */
export function eventWriter(db: Database.Database): (row: EventRow) => void {
  const write = rowWriter<StoredEventRow>(db, 'events', EVENT_FIELDS);
  const code = (column: WordColumn, word: string) => {
    const found = wordCode(column, word);
    if (found < 0) throw new Error(`The events table has no code for the ${column} "${word}" (EVENT_WORDS)`);
    return found;
  };
  return (row) =>
    write({
      ...row,
      phase: code('phase', row.phase),
      pallet: code('pallet', row.pallet),
      name: code('name', row.name),
    });
}

export interface SwapRow<Amount extends bigint | string> {
  block_number: number;
  extrinsic_index: number;
  event_index: number;
  netuid: number;
  maker: string;
  /** 1: TAO in, alpha out; 0: alpha in, TAO out */
  tao_in: number;
  tao_amount: Amount;
  alpha_amount: Amount;
  price_nano: Amount;
  tao_reserve: Amount;
  alpha_reserve: Amount;
}

export const SWAP_FIELDS = columnsOf<SwapRow<bigint>>()([
  'block_number',
  'extrinsic_index',
  'event_index',
  'netuid',
  'maker',
  'tao_in',
  'tao_amount',
  'alpha_amount',
  'price_nano',
  'tao_reserve',
  'alpha_reserve',
]);

/** A pool's bar at one resolution: the chart's bar, keyed by pool and resolution. */
export interface PoolBarRow extends Bar {
  netuid: number;
  resolution: Resolution;
}

export const POOL_BAR_FIELDS = columnsOf<PoolBarRow>()([
  'netuid',
  'resolution',
  'time',
  'open',
  'high',
  'low',
  'close',
  'volume',
]);

/** A row of account_history or account_latest. The fields from balance_staked_alpha_as_tao on are null in 2024's shape. */
export interface AccountRow<Amount extends bigint | string> {
  network: Network;
  address: string;
  block_number: number;
  rank: number;
  balance_free: Amount;
  balance_staked: Amount;
  balance_staked_alpha_as_tao: Amount | null;
  balance_staked_root: Amount | null;
  balance_total: Amount;
  balance_reserved: Amount | null;
  balance_liquidity: Amount | null;
  root_claim_type: string | null;
  /** JSON: the per-subnet alpha balances, `[{netuid, balance, balance_as_tao}]` by netuid, amounts as strings. */
  alpha_balances: string | null;
  created_on_date: string;
  created_on_network: Network;
  /** JSON `{block_number, network, old_coldkey, new_coldkey}` */
  coldkey_swap: string | null;
}

export const ACCOUNT_FIELDS = columnsOf<AccountRow<bigint>>()([
  'network',
  'address',
  'block_number',
  'rank',
  'balance_free',
  'balance_staked',
  'balance_staked_alpha_as_tao',
  'balance_staked_root',
  'balance_total',
  'balance_reserved',
  'balance_liquidity',
  'root_claim_type',
  'alpha_balances',
  'created_on_date',
  'created_on_network',
  'coldkey_swap',
]);

export interface SubnetOwnerRow {
  block_number: number;
  netuid: number;
  owner: string;
  is_coldkey_swap: number;
  pending_owner: string | null;
  pending_owner_block_number: number | null;
  previous_owner: string | null;
}

export const SUBNET_OWNER_FIELDS = columnsOf<SubnetOwnerRow>()([
  'block_number',
  'netuid',
  'owner',
  'is_coldkey_swap',
  'pending_owner',
  'pending_owner_block_number',
  'previous_owner',
]);

export interface DeregistrationRow<Amount extends bigint | string> {
  block_number: number;
  netuid: number;
  uid: number;
  hotkey: string;
  coldkey: string;
  /** A decimal of up to 20 places, more than a JavaScript number holds: text both ways. */
  incentive: string;
  emission: Amount;
  was_drained: number;
}

export const DEREGISTRATION_FIELDS = columnsOf<DeregistrationRow<bigint>>()([
  'block_number',
  'netuid',
  'uid',
  'hotkey',
  'coldkey',
  'incentive',
  'emission',
  'was_drained',
]);

/** A neuron of a subnet from `block_number` on: the span's at its end, then each live registration's. */
export interface NeuronRow {
  block_number: number;
  netuid: number;
  uid: number;
  hotkey: string;
  coldkey: string;
}

export const NEURON_FIELDS = columnsOf<NeuronRow>()(['block_number', 'netuid', 'uid', 'hotkey', 'coldkey']);

/** Wei amounts overflow 64 bits, so they are text both ways: one type for writer and reader. */
export interface EvmTransactionRow {
  block_number: number;
  idx: number;
  hash: string;
  from_address: string;
  to_address: string | null;
  contract_created: string | null;
  nonce: number;
  value: string;
  gas: string;
  gas_price: string;
  gas_used: string;
  cumulative_gas_used: string;
  effective_gas_price: string;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  input: string;
  success: number;
  method_id: string | null;
  method_name: string | null;
  full_signature: string | null;
  hashable_signature: string | null;
  abi_json: string | null;
  args: string | null;
}

export const EVM_TRANSACTION_FIELDS = columnsOf<EvmTransactionRow>()([
  'block_number',
  'idx',
  'hash',
  'from_address',
  'to_address',
  'contract_created',
  'nonce',
  'value',
  'gas',
  'gas_price',
  'gas_used',
  'cumulative_gas_used',
  'effective_gas_price',
  'max_fee_per_gas',
  'max_priority_fee_per_gas',
  'input',
  'success',
  'method_id',
  'method_name',
  'full_signature',
  'hashable_signature',
  'abi_json',
  'args',
]);

/** A prepared INSERT of one row into `table`, its values taken from the row's `columns`. */
export function rowWriter<Row>(
  db: Database.Database,
  table: string,
  columns: readonly (keyof Row & string)[],
  insert: 'INSERT' | 'INSERT OR REPLACE' = 'INSERT',
): (row: Row) => void {
  // Named parameters bind straight from the row's properties: no array of values is made per row.
  const statement = db.prepare(
    `${insert} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  return (row) => void statement.run(row);
}

export const TABLES = `
-- head_block is the newest block: the generated span's end, then the live chain's (generator/live/chain.ts).
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE events (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  extrinsic_index INTEGER,          -- null in the Initialization and Finalization phases
  phase INTEGER NOT NULL,           -- phase, pallet and name: positions in EVENT_WORDS' lists
  pallet INTEGER NOT NULL,
  name INTEGER NOT NULL,
  args TEXT NOT NULL,               -- JSON
  call_id TEXT
);

CREATE TABLE account_history (${ACCOUNT_COLUMNS});

-- Each account's newest snapshot per network; rows are written poorest first, so seq DESC is rank order. The live
-- chain adds each day's finney rows at that day's snapshot block; a reader takes those of its head's day (head.ts).
CREATE TABLE account_latest (${ACCOUNT_COLUMNS});

CREATE TABLE subnet_owners (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  netuid INTEGER NOT NULL,
  owner TEXT NOT NULL,
  is_coldkey_swap INTEGER NOT NULL,
  pending_owner TEXT,
  pending_owner_block_number INTEGER,
  previous_owner TEXT
);

CREATE TABLE deregistrations (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  netuid INTEGER NOT NULL,
  uid INTEGER NOT NULL,
  hotkey TEXT NOT NULL,
  coldkey TEXT NOT NULL,
  incentive TEXT NOT NULL,
  emission INTEGER NOT NULL,
  was_drained INTEGER NOT NULL
);

CREATE TABLE evm_transactions (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  hash TEXT NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT,
  contract_created TEXT,
  nonce INTEGER NOT NULL,
  value TEXT NOT NULL,              -- wei overflow 64 bits, so wei amounts are text
  gas TEXT NOT NULL,
  gas_price TEXT NOT NULL,
  gas_used TEXT NOT NULL,
  cumulative_gas_used TEXT NOT NULL,
  effective_gas_price TEXT NOT NULL,
  max_fee_per_gas TEXT,
  max_priority_fee_per_gas TEXT,
  input TEXT NOT NULL,
  success INTEGER NOT NULL,
  method_id TEXT,
  method_name TEXT,
  full_signature TEXT,
  hashable_signature TEXT,
  abi_json TEXT,
  args TEXT
);

-- Who holds each uid of each subnet: no endpoint reads it; the live chain's registrations go on from it.
CREATE TABLE neurons (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  netuid INTEGER NOT NULL,
  uid INTEGER NOT NULL,
  hotkey TEXT NOT NULL,
  coldkey TEXT NOT NULL
);

-- Swaps in the subnet pools (TAO against each subnet's alpha); reserves and price are the pool's after the swap.
CREATE TABLE pool_swaps (
  seq INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  extrinsic_index INTEGER NOT NULL,
  event_index INTEGER NOT NULL,
  netuid INTEGER NOT NULL,
  maker TEXT NOT NULL,
  tao_in INTEGER NOT NULL,          -- 1: TAO in, alpha out (alpha bought); 0: alpha in, TAO out
  tao_amount INTEGER NOT NULL,
  alpha_amount INTEGER NOT NULL,
  price_nano INTEGER NOT NULL,      -- TAO per alpha, in units of 10^-9
  tao_reserve INTEGER NOT NULL,
  alpha_reserve INTEGER NOT NULL
);

-- Price bars built from pool_swaps at every chart resolution while generating, so a chart is one range read.
CREATE TABLE pool_bars (
  netuid INTEGER NOT NULL,
  resolution TEXT NOT NULL,
  time INTEGER NOT NULL,            -- unix seconds at the bar's start
  open REAL NOT NULL,
  high REAL NOT NULL,
  low REAL NOT NULL,
  close REAL NOT NULL,
  volume REAL NOT NULL,             -- TAO swapped
  PRIMARY KEY (netuid, resolution, time)
) WITHOUT ROWID;

-- The bars the live chain has moved, as it has them: those it opened, and copies of the span's bars holding the
-- span's end, which it goes on filling. A reader past the span's end reads them over pool_bars (head.ts).
CREATE TABLE live_bars (
  netuid INTEGER NOT NULL,
  resolution TEXT NOT NULL,
  time INTEGER NOT NULL,
  open REAL NOT NULL,
  high REAL NOT NULL,
  low REAL NOT NULL,
  close REAL NOT NULL,
  volume REAL NOT NULL,
  PRIMARY KEY (netuid, resolution, time)
) WITHOUT ROWID;
`;

/**
 * Created after the bulk load. One index per filter a list endpoint documents, each ending in block_number so
 * that a filtered page in block order is read straight off the index (SQLite appends the rowid, seq, to each).
 */
export const INDEXES = `
CREATE INDEX events_block ON events (block_number);
CREATE INDEX events_extrinsic ON events (block_number, extrinsic_index);
CREATE INDEX events_pallet ON events (pallet, block_number);
CREATE INDEX events_name ON events (name, block_number);
CREATE INDEX events_full_name ON events (pallet, name, block_number);
CREATE INDEX events_phase ON events (phase, block_number);
CREATE INDEX events_call ON events (call_id) WHERE call_id IS NOT NULL;

CREATE INDEX account_history_address ON account_history (address, network, block_number);
CREATE INDEX account_latest_address ON account_latest (address, network);
CREATE INDEX account_latest_block ON account_latest (network, block_number);
CREATE INDEX account_latest_free ON account_latest (network, balance_free);
CREATE INDEX account_latest_staked ON account_latest (network, balance_staked);
CREATE INDEX account_latest_total ON account_latest (network, balance_total);

CREATE INDEX subnet_owners_block ON subnet_owners (block_number);
CREATE INDEX subnet_owners_netuid ON subnet_owners (netuid, block_number);
CREATE INDEX subnet_owners_owner ON subnet_owners (owner, block_number);
CREATE INDEX subnet_owners_swap ON subnet_owners (is_coldkey_swap, block_number);

CREATE INDEX deregistrations_block ON deregistrations (block_number);
CREATE INDEX deregistrations_netuid ON deregistrations (netuid, block_number);
CREATE INDEX deregistrations_uid ON deregistrations (uid, block_number);
CREATE INDEX deregistrations_neuron ON deregistrations (netuid, uid, block_number);
CREATE INDEX deregistrations_hotkey ON deregistrations (hotkey, block_number);

CREATE INDEX evm_block ON evm_transactions (block_number);
CREATE INDEX evm_hash ON evm_transactions (hash);
CREATE INDEX evm_from ON evm_transactions (from_address, block_number);
CREATE INDEX evm_to ON evm_transactions (to_address, block_number);
CREATE INDEX evm_created ON evm_transactions (contract_created, block_number) WHERE contract_created IS NOT NULL;
CREATE INDEX evm_method_name ON evm_transactions (method_name, block_number);
CREATE INDEX evm_method_id ON evm_transactions (method_id, block_number);
CREATE INDEX evm_index ON evm_transactions (idx, block_number);

CREATE INDEX pool_swaps_block ON pool_swaps (block_number);
CREATE INDEX pool_swaps_netuid ON pool_swaps (netuid);  -- each pool's newest swap: where the live chain resumes it
`;
