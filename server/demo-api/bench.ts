// `npm run bench:api`: latency of every endpoint and each of its filters, at the default and the large scale.
// Requests go through the whole Hono app in-process (parsing, SQL, records, JSON), not over a socket. For each
// case it prints the first answer's time (nothing cached: the count is computed then), then the median and p95
// of repeated first pages, and of a deep page (the middle page: the slowest to reach from either end).
// Options: --scales=1,24 picks the scales; --runs=N the repetitions per figure; --against=MMAP_MB/CACHE_MB also
// runs every request on a second connection with those SQLite bounds (store/database.ts), alternating with the
// first, and prints each median's ratio to the other's: a comparison within one run, which timings from run to run
// (20-40 % apart) cannot give.
import type Database from 'better-sqlite3';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { ss58Encode } from '../../src/shared/chain/ss58';
import { createDemoApi } from './app';
import { blockTimeMs, demoClock } from './chain';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_SEED,
  LARGE_SCALE,
  openDemoChain,
  SQLITE_MEMORY,
  type SqliteMemory,
} from './store/database';
import { wordCode } from './store/schema';

const KEY = 'bench';
const SPAN_END = '2026-11-01T00:00:00Z';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const scales = (arg('scales') ?? `1,${LARGE_SCALE}`).split(',').map(Number);
const runs = Number(arg('runs') ?? 30);
const against = ((text): SqliteMemory | null => {
  if (!text) return null;
  const [mmap, cache] = text.split('/').map(Number);
  if (!Number.isFinite(mmap) || !Number.isFinite(cache))
    throw new Error('--against=MMAP_MB/CACHE_MB, such as 1024/128');
  return { mmapBytes: (mmap as number) * 2 ** 20, cacheBytes: (cache as number) * 2 ** 20 };
})(arg('against'));
const mb = (bytes: number) => `${bytes / 2 ** 20} MB`;

type Case = [endpoint: EndpointName, label: string, query: Record<string, string | number>];

/** Values of the data that filters ask for, so that every case matches rows at any scale and head. */
function samples(db: Database.Database) {
  // SQLite's rows are untyped: the caller names the row its SQL selects.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- that name is the point
  const one = <T>(sql: string) => db.prepare(sql).get() as T;
  return {
    event: one<{ block_number: number; idx: number; extrinsic_index: number }>(
      `SELECT block_number, idx, extrinsic_index FROM events WHERE phase = ${wordCode('phase', 'ApplyExtrinsic')} ORDER BY seq DESC LIMIT 1 OFFSET 5000`,
    ),
    callId: one<{ call_id: string }>("SELECT call_id FROM events WHERE call_id LIKE '%-0-0-%' LIMIT 1")
      .call_id,
    account: one<{ address: string }>(
      "SELECT address FROM account_latest WHERE network = 'finney' ORDER BY seq DESC LIMIT 1 OFFSET 10",
    ).address,
    owner: one<{ owner: string }>('SELECT owner FROM subnet_owners WHERE is_coldkey_swap = 1 LIMIT 1').owner,
    dereg: one<{ hotkey: string; netuid: number; uid: number }>(
      'SELECT hotkey, netuid, uid FROM deregistrations LIMIT 1 OFFSET 100',
    ),
    tx: one<{ hash: string; from_address: string; to_address: string }>(
      "SELECT hash, from_address, to_address FROM evm_transactions WHERE method_name = 'transfer' LIMIT 1 OFFSET 100",
    ),
    created: one<{ contract_created: string }>(
      'SELECT contract_created FROM evm_transactions WHERE contract_created IS NOT NULL LIMIT 1',
    ).contract_created,
  };
}

function cases(db: Database.Database, HEAD_BLOCK: number): Case[] {
  const { event, callId, account, owner, dereg, tx, created } = samples(db);
  const head = Math.floor(blockTimeMs(HEAD_BLOCK) / 1000);
  const day = { block_start: HEAD_BLOCK - 7199, block_end: HEAD_BLOCK };
  const dayTime = { timestamp_start: head - 86_400, timestamp_end: head };
  const pad = (n: number) => String(n).padStart(4, '0');
  const udf = (resolution: string, days: number) => ({
    symbol: 'SUB-1',
    resolution,
    from: head - days * 86_400,
    to: head,
  });

  return [
    ['events', 'none', {}],
    ['events', 'block_number', { block_number: event.block_number }],
    ['events', 'block range (1 day)', day],
    ['events', 'timestamp range (1 day)', dayTime],
    ['events', 'pallet (common)', { pallet: 'SubtensorModule' }],
    ['events', 'pallet (rare)', { pallet: 'Sudo' }],
    ['events', 'phase', { phase: 'Finalization' }],
    ['events', 'name', { name: 'StakeAdded' }],
    ['events', 'full_name', { full_name: 'Balances.Transfer' }],
    ['events', 'pallet + block range', { pallet: 'Balances', ...day }],
    ['events', 'extrinsic_id', { extrinsic_id: `${event.block_number}-${pad(event.extrinsic_index)}` }],
    ['events', 'call_id', { call_id: callId }],
    ['events', 'id', { id: `${event.block_number}-${pad(event.idx)}` }],
    ['events', 'order pallet_asc', { order: 'pallet_asc' }],
    ['events', 'order extrinsic_id_asc', { order: 'extrinsic_id_asc' }],
    ['accountHistory', 'address', { address: ss58Encode(account) }],
    ['accountHistory', 'address + block range', { address: account, block_start: HEAD_BLOCK - 30 * 7200 }],
    ['accountHistory', 'address + timestamp range', { address: account, ...dayTime }],
    ['accountLatest', 'none', {}],
    ['accountLatest', 'address', { address: account }],
    ['accountLatest', 'network (historical)', { network: 'nakamoto' }],
    ['accountLatest', 'balance_free_min', { balance_free_min: '1000000000000' }],
    [
      'accountLatest',
      'balance_staked range',
      { balance_staked_min: '1000000000', balance_staked_max: '100000000000000' },
    ],
    [
      'accountLatest',
      'balance_total range + order',
      { balance_total_min: '1000000000', order: 'balance_total_desc' },
    ],
    ['subnetOwners', 'none', {}],
    ['subnetOwners', 'netuid', { netuid: 1 }],
    ['subnetOwners', 'owner', { owner }],
    ['subnetOwners', 'is_coldkey_swap', { is_coldkey_swap: 'true' }],
    ['subnetOwners', 'block range', { block_start: HEAD_BLOCK - 30 * 7200 }],
    ['deregistrations', 'none', {}],
    ['deregistrations', 'netuid', { netuid: dereg.netuid }],
    ['deregistrations', 'uid', { uid: dereg.uid }],
    ['deregistrations', 'netuid + uid', { netuid: dereg.netuid, uid: dereg.uid }],
    ['deregistrations', 'hotkey', { hotkey: dereg.hotkey }],
    ['deregistrations', 'timestamp range (1 day)', dayTime],
    ['evmTransactions', 'none', {}],
    ['evmTransactions', 'hash', { hash: tx.hash }],
    ['evmTransactions', 'address', { address: tx.from_address }],
    ['evmTransactions', 'from', { from: tx.from_address }],
    ['evmTransactions', 'to', { to: tx.to_address }],
    ['evmTransactions', 'method_name', { method_name: 'approve' }],
    ['evmTransactions', 'method_id', { method_id: '0x3593564c' }],
    ['evmTransactions', 'contract_created', { contract_created: created }],
    ['evmTransactions', 'index', { index: 1 }],
    ['evmTransactions', 'block range (1 day)', day],
    ['udfHistory', '1 min, 1 day', udf('1', 1)],
    ['udfHistory', '5 min, 7 days', udf('5', 7)],
    ['udfHistory', '15 min, 30 days', udf('15', 30)],
    ['udfHistory', '60 min, 90 days', udf('60', 90)],
    ['udfHistory', '1D, all', udf('1D', 400)],
    ['udfHistory', '7D, all', udf('7D', 400)],
    ['udfHistory', '30D, all', udf('30D', 400)],
    ['udfHistory', 'countback 300', { ...udf('5', 1), countback: 300 }],
    ['poolEvents', 'default window (300 blocks)', {}],
    ['poolEvents', 'max window (2,000 blocks)', { fromBlock: HEAD_BLOCK - 1_999, toBlock: HEAD_BLOCK }],
  ];
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

for (const scale of scales) {
  const started = performance.now();
  // The figures are comparable from run to run on the generated span alone: DEMO_API_NOW pins it there unless set.
  const open = (memory: SqliteMemory) =>
    openDemoChain(
      { dir: DEFAULT_DATA_DIR, seed: DEFAULT_SEED, scale, memory },
      demoClock(process.env.DEMO_API_NOW ?? SPAN_END),
      (line) => console.log(line),
    );
  const chain = open(SQLITE_MEMORY);
  const other = against && open(against);
  const { db } = chain;
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  console.log(
    `\nScale ${scale}: ${count('events').toLocaleString('en')} events, ${count('account_history').toLocaleString('en')} account snapshots, ` +
      `${count('pool_swaps').toLocaleString('en')} swaps, ${count('evm_transactions').toLocaleString('en')} EVM transactions ` +
      `(database ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (against) {
    console.log(
      `SQLite: mapping ${mb(SQLITE_MEMORY.mmapBytes)}, page cache ${mb(SQLITE_MEMORY.cacheBytes)}; ` +
        `against: mapping ${mb(against.mmapBytes)}, page cache ${mb(against.cacheBytes)} (× = median / against's)`,
    );
  }
  const app = createDemoApi({ chain, apiKey: KEY });
  const otherApp = other && createDemoApi({ chain: other, apiKey: KEY });
  const request = async (path: string, on = app) => {
    const t = performance.now();
    const response = await on.request(path, { headers: { Authorization: KEY } });
    const body = (await response.json()) as { pagination?: { total_pages: number; total_items: number } };
    const elapsed = performance.now() - t;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { elapsed, body };
  };
  /** The figures of `path`, and its median's ratio to the other connection's, asked in turn with it. */
  const measure = async (path: string) => {
    const times: number[] = [];
    const otherTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      times.push((await request(path)).elapsed);
      if (otherApp) otherTimes.push((await request(path, otherApp)).elapsed);
    }
    const mine = stats(times);
    return { ...mine, ratio: otherApp ? mine.median / stats(otherTimes).median : null };
  };
  const ratioText = (ratio: number | null) =>
    ratio === null ? '' : ` ${`×${ratio.toFixed(2)}`.padStart(6)}`;
  const ratios: number[] = [];

  console.log(
    `${'endpoint'.padEnd(16)} ${'filter'.padEnd(30)} ${'items'.padStart(10)} ${'cold ms'.padStart(8)} ` +
      `${'med ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'deep pg'.padStart(8)} ${'med ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  let worstFirst = 0;
  for (const [endpoint, label, query] of cases(db, chain.head())) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const path = `${endpoints[endpoint].path}?${search}`;
    const cold = await request(path);
    if (otherApp) await request(path, otherApp);
    const first = await measure(path);
    worstFirst = Math.max(worstFirst, first.p95);
    const pages = cold.body.pagination?.total_pages ?? 0;
    const deepPage = Math.ceil(pages / 2);
    const deep = deepPage > 1 ? await measure(`${path}&page=${deepPage}`) : null;
    console.log(
      `${endpoint.padEnd(16)} ${label.padEnd(30)} ${String(cold.body.pagination?.total_items ?? '-').padStart(10)} ` +
        `${ms(cold.elapsed)} ${ms(first.median)} ${ms(first.p95)}${ratioText(first.ratio)} ` +
        `${String(deep ? deepPage : '-').padStart(8)} ` +
        `${deep ? ms(deep.median) : '       -'} ${deep ? ms(deep.p95) : '       -'}${deep ? ratioText(deep.ratio) : ''}`,
    );
    for (const { ratio } of deep ? [first, deep] : [first]) if (ratio !== null) ratios.push(ratio);
  }
  console.log(`Worst first-page p95 at scale ${scale}: ${worstFirst.toFixed(2)} ms`);
  if (ratios.length) {
    const product = ratios.reduce((a, b) => a * b, 1);
    console.log(
      `Median time against the other SQLite bounds: geometric mean ×${(product ** (1 / ratios.length)).toFixed(2)}, ` +
        `from ×${Math.min(...ratios).toFixed(2)} to ×${Math.max(...ratios).toFixed(2)} over ${ratios.length} figures`,
    );
  }
  chain.close();
  other?.close();
}
