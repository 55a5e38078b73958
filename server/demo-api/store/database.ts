// Opens the demo database, generating it first when there is none for this seed, scale and schema version.
// Generation writes to a temporary file and renames it into place, so a run cut short leaves nothing half-made.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_BLOCK } from '../chain';
import { generateActivity } from '../generator/activity';
import { generateBalances } from '../generator/balances';
import { createWorld } from '../generator/world';
import { INDEXES, SCHEMA_VERSION, TABLES } from './schema';

export interface DemoDataOptions {
  /** Folder of the generated databases (git-ignored). */
  dir: string;
  seed: number;
  /** 1 is the default dataset (about 520,000 events); LARGE_SCALE makes over 10 million, for benchmarks. */
  scale: number;
}

export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_SEED = 42;
export const LARGE_SCALE = 24;

export function databaseFile({ dir, scale }: DemoDataOptions): string {
  return join(dir, `demo-api-scale-${scale}.sqlite`);
}

function isCurrent(file: string, { seed, scale }: DemoDataOptions): boolean {
  if (!existsSync(file)) return false;
  try {
    const db = new Database(file, { readonly: true });
    try {
      const meta = Object.fromEntries(
        (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [
          r.key,
          r.value,
        ]),
      );
      return (
        meta.schema_version === String(SCHEMA_VERSION) &&
        meta.seed === String(seed) &&
        meta.scale === String(scale)
      );
    } finally {
      db.close();
    }
  } catch {
    return false; // not a database we made, or an older layout
  }
}

/** Opens the demo database read-only, generating it first if needed. */
export function openDemoDatabase(
  options: DemoDataOptions,
  log: (line: string) => void = () => {},
): Database.Database {
  const file = databaseFile(options);
  if (!isCurrent(file, options)) {
    log(`Generating the demo database (seed ${options.seed}, scale ${options.scale}) into ${file} ...`);
    const started = performance.now();
    mkdirSync(options.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      generateDatabase(temporary, options.seed, options.scale);
      renameSync(temporary, file);
    } finally {
      rmSync(temporary, { force: true });
    }
    log(`Demo database ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const db = new Database(file, { readonly: true });
  db.pragma('mmap_size = 1073741824');
  db.pragma('cache_size = -131072');
  return db;
}

/** Writes a complete demo database to `file`: the same seed and scale always give the same bytes. */
export function generateDatabase(file: string, seed: number, scale: number): void {
  rmSync(file, { force: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -262144');
    db.exec(TABLES);

    const insert = (table: string, columns: string[]) => {
      const statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      return (row: object) => statement.run(...columns.map((c) => (row as Record<string, unknown>)[c]));
    };
    const accountColumns = [
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
    ];
    const world = createWorld(seed, scale);
    const counts = { events: 0 };

    db.transaction(() => {
      const ownerRow = insert('subnet_owners', [
        'block_number',
        'netuid',
        'owner',
        'is_coldkey_swap',
        'pending_owner',
        'pending_owner_block_number',
        'previous_owner',
      ]);
      for (const row of world.ownerLog) {
        ownerRow({
          block_number: row.block,
          netuid: row.netuid,
          owner: row.owner,
          is_coldkey_swap: row.isColdkeySwap ? 1 : 0,
          pending_owner: row.pendingOwner,
          pending_owner_block_number: row.pendingOwnerBlock,
          previous_owner: row.previousOwner,
        });
      }

      const event = insert('events', [
        'block_number',
        'idx',
        'extrinsic_index',
        'phase',
        'pallet',
        'name',
        'args',
        'call_id',
      ]);
      const evmColumns = [
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
      ];
      generateActivity(world, seed, scale, {
        event: (row) => {
          counts.events++;
          event(row);
        },
        swap: insert('pool_swaps', [
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
        ]),
        bar: insert('pool_bars', ['netuid', 'resolution', 'time', 'open', 'high', 'low', 'close', 'volume']),
        evmTransaction: insert('evm_transactions', evmColumns),
        deregistration: insert('deregistrations', [
          'block_number',
          'netuid',
          'uid',
          'hotkey',
          'coldkey',
          'incentive',
          'emission',
          'was_drained',
        ]),
      });
      generateBalances(world, seed, scale, {
        history: insert('account_history', accountColumns),
        latest: insert('account_latest', accountColumns),
      });
    })();

    db.exec(INDEXES);
    db.exec('ANALYZE');
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries({
      schema_version: SCHEMA_VERSION,
      seed,
      scale,
      head_block: HEAD_BLOCK,
      events: counts.events,
    })) {
      meta.run(key, String(value));
    }
  } finally {
    db.close();
  }
}
