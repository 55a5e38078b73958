// Opens the demo database, generating it first when there is none for this seed, scale and schema version.
// Generation writes to a temporary file and renames it into place, so a run cut short leaves nothing half-made.
// One file holds the chain: the generated span, then the live blocks after it (generator/live/), appended as the
// clock moves on, so a restart only makes the blocks it has not got. The span's rows are never changed, and a
// reader stands at its own head (head.ts): a clock pinned at the span's end reads the span alone, read-only, even
// while a living process appends to the same file. The file is in WAL mode, so that readers and the one writer
// never wait for each other.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { blockTimeMs, isoTime, lastBlockAtOrBefore, spanAt, type DemoClock, type Span } from '../chain';
import { generateActivity } from '../generator/activity';
import { generateBalances } from '../generator/balances';
import { LiveChain } from '../generator/live/chain';
import type { ChainSource } from '../head';
import { forgetCounts } from '../list';
import { createWorld } from '../generator/world';
import {
  ACCOUNT_FIELDS,
  DEREGISTRATION_FIELDS,
  eventWriter,
  EVM_TRANSACTION_FIELDS,
  INDEXES,
  NEURON_FIELDS,
  POOL_BAR_FIELDS,
  rowWriter,
  SCHEMA_VERSION,
  SUBNET_OWNER_FIELDS,
  SWAP_FIELDS,
  TABLES,
  type NeuronRow,
  type SubnetOwnerRow,
} from './schema';

export interface DemoDataOptions {
  /** Folder of the generated databases (git-ignored). */
  dir: string;
  seed: number;
  /** 1 is the default dataset (about 520,000 events); LARGE_SCALE makes over 10 million, for benchmarks. */
  scale: number;
  /** What SQLite may hold in memory; SQLITE_MEMORY unless given. */
  memory?: SqliteMemory;
}

/** The memory SQLite holds for the one connection a server opens: both count in the process's resident memory. */
export interface SqliteMemory {
  /** Its page cache, the pages it read last (PRAGMA cache_size). */
  cacheBytes: number;
  /**
   * The file's bytes mapped into the process (PRAGMA mmap_size). Every page of the mapping that a query reads
   * stays in the process's resident memory, up to the whole file (450 MB at scale 1), where a page read into the
   * page cache is held once, within its bound, and the kernel's file cache (outside the process) keeps the rest.
   */
  mmapBytes: number;
}

/**
 * 32 MB of page cache, no mapping (DEMO_API_SQLITE_CACHE_MB, DEMO_API_SQLITE_MMAP_MB). Measured by `npm run
 * bench:api -- --against=1024/128` (the former 1 GB mapping and 128 MB cache): no slower (docs/benchmarks.md), and
 * the server's RSS after a browse of every page fell by the mapped pages (`npm run bench:memory`).
 */
export const SQLITE_MEMORY: SqliteMemory = { cacheBytes: 32 * 2 ** 20, mmapBytes: 0 };

/** SQLITE_MEMORY as DEMO_API_SQLITE_CACHE_MB and DEMO_API_SQLITE_MMAP_MB change it (0 maps nothing). */
export function sqliteMemoryFromEnv(env: NodeJS.ProcessEnv): SqliteMemory {
  const megabytes = (name: string, fallback: number, zero: boolean) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero))
      throw new Error(`${name} must be a ${zero ? 'non-negative' : 'positive'} number of MB; got "${text}"`);
    return Math.round(value * 2 ** 20);
  };
  return {
    cacheBytes: megabytes('DEMO_API_SQLITE_CACHE_MB', SQLITE_MEMORY.cacheBytes, false),
    mmapBytes: megabytes('DEMO_API_SQLITE_MMAP_MB', SQLITE_MEMORY.mmapBytes, true),
  };
}

export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_SEED = 42;
export const LARGE_SCALE = 24;

/**
 * A living chain this many blocks ahead of the clock is another living process on the same file, which ticked
 * first; one further ahead was made for a later moment (a clock pinned in the future) and starts again.
 */
const AHEAD_OF_THE_CLOCK = 5;

/** The file of the span ending at `span.endMs`: one per week, named by the span's last day. */
export function databaseFile({ dir, scale }: Pick<DemoDataOptions, 'dir' | 'scale'>, span: Span): string {
  return join(dir, `${filePrefix(scale)}${dayOf(span)}.sqlite`);
}

const filePrefix = (scale: number) => `demo-api-scale-${scale}-`;
const dayOf = (span: Span) => new Date(span.endMs).toISOString().slice(0, 10);

/**
 * Removes the files of the spans that ended before `span`, with their write-ahead logs: a living chain makes a new
 * span once a week, and the folder keeps the newest (a process still reading one keeps it open until it closes).
 */
function removeOlderSpans({ dir, scale }: DemoDataOptions, span: Span): void {
  const prefix = filePrefix(scale);
  // The one file of the fixed span before spans moved with the calendar, too.
  const unnamed = `demo-api-scale-${scale}.sqlite`;
  for (const name of readdirSync(dir)) {
    const day = name.slice(prefix.length, prefix.length + 10);
    if ((name.startsWith(prefix) && day < dayOf(span)) || name.startsWith(unnamed)) {
      rmSync(join(dir, name), { force: true });
    }
  }
}

/** The head of a database we made for these options, or null when the file is not one (or of an older layout). */
function currentHead(file: string, { seed, scale }: DemoDataOptions, span: Span): number | null {
  if (!existsSync(file)) return null;
  try {
    const db = new Database(file, { readonly: true });
    try {
      const meta = Object.fromEntries(
        (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [
          r.key,
          r.value,
        ]),
      );
      const current =
        meta.schema_version === String(SCHEMA_VERSION) &&
        meta.seed === String(seed) &&
        meta.scale === String(scale) &&
        meta.span_end === String(span.end);
      return current ? Number(meta.head_block) : null;
    } finally {
      db.close();
    }
  } catch {
    return null; // not a database we made, or an older layout
  }
}

function tune(
  db: Database.Database,
  { cacheBytes, mmapBytes }: SqliteMemory = SQLITE_MEMORY,
): Database.Database {
  db.pragma(`mmap_size = ${mmapBytes}`);
  // A negative cache_size is in KiB rather than pages.
  db.pragma(`cache_size = -${Math.max(1, Math.round(cacheBytes / 1024))}`);
  return db;
}

/** Generates the span into its file unless the file holds it already. */
function ensureSpan(options: DemoDataOptions, span: Span, log: (line: string) => void): string {
  const file = databaseFile(options, span);
  if (currentHead(file, options, span) !== null) return file;
  const ends = isoTime(span.endMs);
  log(
    `Generating the demo database (seed ${options.seed}, scale ${options.scale}, to ${ends}) into ${file} ...`,
  );
  const started = performance.now();
  mkdirSync(options.dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    generateInAChild(temporary, options, span);
    // A write-ahead log left by the file this one replaces would be replayed into it.
    for (const stale of [`${file}-wal`, `${file}-shm`]) rmSync(stale, { force: true });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  removeOlderSpans(options, span);
  log(`Demo database ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return file;
}

/**
 * generateDatabase in a child process, waited for: what generation holds (its page cache, the world's records)
 * leaves with the child, where a process that frees it keeps most of it resident (generate-main.ts).
 */
function generateInAChild(file: string, { seed, scale }: DemoDataOptions, span: Span): void {
  const root = resolve(import.meta.dirname, '../../..');
  // `--import tsx` is resolved from the working directory: the project's, where tsx is installed.
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'generate-main.ts'),
      resolve(file),
      String(seed),
      String(scale),
      isoTime(span.endMs),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/** Opens the span's database read-only, generating it first if needed. */
export function openDemoDatabase(
  options: DemoDataOptions,
  span: Span,
  log: (line: string) => void = () => {},
): Database.Database {
  return tune(new Database(ensureSpan(options, span, log), { readonly: true }), options.memory);
}

export interface DemoChain extends ChainSource {
  /**
   * On a manual clock (DEMO_API_STEP) only: moves the clock to the time of the block `blocks` after the head and
   * makes the blocks up to it, as the timer of a living chain would; gives the new head.
   */
  step?: (blocks: number) => number;
  /** Stops the chain's timer and closes the database. */
  close(): void;
}

/**
 * Opens the demo chain as `clock` has it: the span of the week its now is in (spanAt), and the blocks after it up to
 * now. Pinned at the span's end: the span, read-only, at its head whatever the file holds after it. Otherwise the
 * file, read-write, caught up to the block produced at the clock's now, then (unless pinned) one block more each
 * 12 s. A manual clock always writes, even at the span's end: its steps make blocks.
 */
export function openDemoChain(
  options: DemoDataOptions,
  clock: DemoClock,
  log: (line: string) => void = () => {},
): DemoChain {
  const span = spanAt(clock.now());
  if (clock.pinned && !clock.moveTo && lastBlockAtOrBefore(clock.now()) <= span.end) {
    const db = openDemoDatabase(options, span, log);
    return { db, spanEnd: span.end, head: () => span.end, close: () => db.close() };
  }
  return openLiveChain(ensureSpan(options, span, log), { options, span }, clock, log);
}

function openLiveChain(
  file: string,
  { options, span }: { options: DemoDataOptions; span: Span },
  clock: DemoClock,
  log: (line: string) => void,
): DemoChain {
  const started = performance.now();
  const headAt = () => Math.max(span.end, lastBlockAtOrBefore(clock.now()));
  const db = tune(new Database(file), options.memory);
  // A block lost to a crash is made again, the same, on the next start: no need to sync each commit to disk.
  db.pragma('synchronous = NORMAL');
  // The write-ahead log holds a catch-up's transaction, tens of MB: cut it back once it is checkpointed.
  db.pragma('journal_size_limit = 4194304');
  const chain = new LiveChain(db, { seed: options.seed, scale: options.scale, span });
  if (chain.head() > headAt() + (clock.pinned ? 0 : AHEAD_OF_THE_CLOCK)) {
    // A chain ahead of the clock cannot be cut back block by block (its pools and bars moved on): it starts again.
    log(`The demo chain in ${file} is past ${isoTime(clock.now())}: starting it again from the span's end.`);
    chain.cutBack();
  }
  let head = span.end;
  const extend = () => {
    const target = headAt();
    chain.extendTo(target, log);
    head = target;
    forgetCounts(db);
  };
  extend();
  const { moveTo } = clock;
  const moves = moveTo
    ? ', moved on by POST /__demo/step (DEMO_API_STEP)'
    : clock.pinned
      ? ', pinned by DEMO_API_NOW'
      : ', a new block every 12 s';
  log(
    `Demo chain at block ${head} (${isoTime(blockTimeMs(head))})${moves}; ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    // At the next block's time; a clock still before the span's end checks back each minute.
    const wait = Math.min(60_000, Math.max(0, blockTimeMs(head + 1) - clock.now()));
    timer = setTimeout(() => {
      try {
        extend();
      } catch (error) {
        log(
          `The demo chain could not add a block: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      schedule();
    }, wait);
    timer.unref();
  };
  if (!clock.pinned) schedule();
  return {
    db,
    spanEnd: span.end,
    head: () => head,
    // The block's own time, so that the head is exactly the block `blocks` on (block times are not whole seconds).
    step: moveTo
      ? (blocks) => {
          moveTo(blockTimeMs(head + blocks));
          extend();
          return head;
        }
      : undefined,
    close: () => {
      clearTimeout(timer);
      db.close();
    },
  };
}

/** Writes a complete demo database of `span` to `file`: the same seed, scale and span always give the same bytes. */
export function generateDatabase(file: string, seed: number, scale: number, span: Span): void {
  rmSync(file, { force: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -262144');
    db.exec(TABLES);

    const world = createWorld(seed, scale, span);
    const counts = { events: 0 };

    db.transaction(() => {
      const ownerRow = rowWriter<SubnetOwnerRow>(db, 'subnet_owners', SUBNET_OWNER_FIELDS);
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

      const event = eventWriter(db);
      const neurons = generateActivity(world, seed, scale, {
        event: (row) => {
          counts.events++;
          event(row);
        },
        swap: rowWriter(db, 'pool_swaps', SWAP_FIELDS),
        bar: rowWriter(db, 'pool_bars', POOL_BAR_FIELDS),
        evmTransaction: rowWriter(db, 'evm_transactions', EVM_TRANSACTION_FIELDS),
        deregistration: rowWriter(db, 'deregistrations', DEREGISTRATION_FIELDS),
      });
      const neuron = rowWriter<NeuronRow>(db, 'neurons', NEURON_FIELDS);
      for (const [netuid, { hotkeys, coldkeys }] of neurons) {
        hotkeys.forEach((hotkey, uid) =>
          neuron({ block_number: span.end, netuid, uid, hotkey, coldkey: coldkeys[uid] as string }),
        );
      }
      generateBalances(world, seed, scale, {
        history: rowWriter(db, 'account_history', ACCOUNT_FIELDS),
        latest: rowWriter(db, 'account_latest', ACCOUNT_FIELDS),
      });
    })();

    db.exec(INDEXES);
    db.exec('ANALYZE');
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries({
      schema_version: SCHEMA_VERSION,
      seed,
      scale,
      span_end: span.end,
      head_block: span.end,
      events: counts.events,
    })) {
      meta.run(key, String(value));
    }
    // Readers and the live chain's writer share the file without waiting for each other (see the top).
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}
