// The generated database: same seed, scale and span, same bytes; rebuilt when the seed, scale or schema changes,
// one file per span.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  databaseFile,
  generateDatabase,
  openDemoDatabase,
  SQLITE_MEMORY,
  sqliteMemoryFromEnv,
} from './database';
import { FIRST_SPAN, spanAt } from '../chain';
import { SCHEMA_VERSION } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'demo-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const TINY = 0.02;

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

// Each test generates whole (tiny) databases: seconds of work, which a busy machine can stretch past the default.
describe('the demo database', { timeout: 120_000 }, () => {
  it('is the same, byte for byte, for the same seed, scale and span', () => {
    generateDatabase(join(dir, 'a.sqlite'), 7, TINY, FIRST_SPAN);
    generateDatabase(join(dir, 'b.sqlite'), 7, TINY, FIRST_SPAN);
    generateDatabase(join(dir, 'c.sqlite'), 8, TINY, FIRST_SPAN);
    expect(sha256(join(dir, 'a.sqlite'))).toBe(sha256(join(dir, 'b.sqlite')));
    expect(sha256(join(dir, 'a.sqlite'))).not.toBe(sha256(join(dir, 'c.sqlite')));
  });

  it("is a file per span, named by the span's last day; a newer span's replaces the older ones", () => {
    const options = { dir: join(dir, 'spans'), seed: 7, scale: TINY };
    const later = spanAt(Date.UTC(2026, 11, 24, 12));
    expect(later.endMs).toBe(Date.UTC(2026, 11, 20));
    expect(databaseFile(options, later)).toBe(join(options.dir, 'demo-api-scale-0.02-2026-12-20.sqlite'));
    openDemoDatabase(options, FIRST_SPAN).close();
    openDemoDatabase(options, later).close();
    // The older span's file went, its write-ahead log too.
    expect(readdirSync(options.dir).filter((name) => name.includes('2026-11-01'))).toEqual([]);
    expect(readdirSync(options.dir)).toContain('demo-api-scale-0.02-2026-12-20.sqlite');
  });

  it('is generated on first open, reused afterwards and rebuilt when the seed or schema version changes', () => {
    const options = { dir, seed: 7, scale: TINY };
    const file = databaseFile(options, FIRST_SPAN);
    const logged: string[] = [];
    openDemoDatabase(options, FIRST_SPAN, (line) => logged.push(line)).close();
    expect(logged[0]).toMatch(
      /^Generating the demo database \(seed 7, scale 0.02, to 2026-11-01T00:00:00Z\)/,
    );
    const built = statSync(file).mtimeMs;

    logged.length = 0;
    openDemoDatabase(options, FIRST_SPAN, (line) => logged.push(line)).close();
    expect(logged).toEqual([]);
    expect(statSync(file).mtimeMs).toBe(built);

    openDemoDatabase({ ...options, seed: 8 }, FIRST_SPAN, (line) => logged.push(line)).close();
    expect(logged[0]).toMatch(/seed 8/);

    const stale = new Database(file);
    stale.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(String(SCHEMA_VERSION - 1));
    stale.close();
    logged.length = 0;
    openDemoDatabase({ ...options, seed: 8 }, FIRST_SPAN, (line) => logged.push(line)).close();
    expect(logged[0]).toMatch(/^Generating/);
  });
});

describe("SQLite's memory", { timeout: 120_000 }, () => {
  it('is bounded: a page cache of SQLITE_MEMORY unless set, and no memory mapping', () => {
    const options = { dir, seed: 7, scale: TINY };
    const db = openDemoDatabase(options, FIRST_SPAN);
    try {
      expect(db.pragma('mmap_size', { simple: true })).toBe(0);
      // A negative cache_size is in KiB.
      expect(db.pragma('cache_size', { simple: true })).toBe(-SQLITE_MEMORY.cacheBytes / 1024);
      expect(SQLITE_MEMORY.cacheBytes).toBe(32 * 2 ** 20);
    } finally {
      db.close();
    }
    const set = openDemoDatabase(
      {
        ...options,
        memory: sqliteMemoryFromEnv({ DEMO_API_SQLITE_CACHE_MB: '8', DEMO_API_SQLITE_MMAP_MB: '16' }),
      },
      FIRST_SPAN,
    );
    try {
      expect(set.pragma('mmap_size', { simple: true })).toBe(16 * 2 ** 20);
      expect(set.pragma('cache_size', { simple: true })).toBe(-8 * 1024);
    } finally {
      set.close();
    }
  });

  it('takes its settings in MB, and refuses what is not a size', () => {
    expect(sqliteMemoryFromEnv({})).toEqual(SQLITE_MEMORY);
    expect(sqliteMemoryFromEnv({ DEMO_API_SQLITE_CACHE_MB: '', DEMO_API_SQLITE_MMAP_MB: '' })).toEqual(
      SQLITE_MEMORY,
    );
    expect(sqliteMemoryFromEnv({ DEMO_API_SQLITE_CACHE_MB: '0.5', DEMO_API_SQLITE_MMAP_MB: '0' })).toEqual({
      cacheBytes: 2 ** 19,
      mmapBytes: 0,
    });
    expect(() => sqliteMemoryFromEnv({ DEMO_API_SQLITE_CACHE_MB: '0' })).toThrow(/DEMO_API_SQLITE_CACHE_MB/);
    expect(() => sqliteMemoryFromEnv({ DEMO_API_SQLITE_MMAP_MB: '-1' })).toThrow(/DEMO_API_SQLITE_MMAP_MB/);
    expect(() => sqliteMemoryFromEnv({ DEMO_API_SQLITE_MMAP_MB: 'lots' })).toThrow(/DEMO_API_SQLITE_MMAP_MB/);
  });
});
