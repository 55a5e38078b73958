// Parts 3 and 4 of `npm run bench:live` (bench-live.ts): many stream readers in processes of their own, a gateway
// restarted under them (without Redis and with it), and two gateways sharing Redis whose poller dies.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startRedis } from '../server/gateway/test-redis';
import type { FromClients, ToClients } from './bench-live-clients';
import {
  freePort,
  gatewayEnv,
  mbText,
  metrics,
  msText,
  percentile,
  ROOT,
  secondsText,
  sleep,
  startDemoUpstream,
  startGateway,
  startSteppingGateway,
  step,
  until,
  type Cleanup,
  type Proc,
} from './bench-live-kit';
import { coverage, LiveReader, type ReaderLog } from './bench-live-sse';

/** Stream readers in `processes` child processes of `each` readers, asked over IPC (bench-live-clients.ts). */
class Fleet {
  private readonly children: ChildProcess[] = [];

  constructor(url: string, processes: number, each: number, cleanup: Cleanup) {
    for (let i = 0; i < processes; i++) {
      const child = fork(join(ROOT, 'scripts/bench-live-clients.ts'), [url, String(each)], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.children.push(child);
    }
    cleanup.add(() => this.close());
  }

  /** Asks every process and gathers the answers of `kind`. */
  private ask<K extends FromClients['kind']>(question: ToClients, kind: K, timeoutMs: number) {
    return Promise.all(
      this.children.map(
        (child) =>
          new Promise<Extract<FromClients, { kind: K }>>((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${kind} in ${timeoutMs} ms`)), timeoutMs);
            const listen = (message: FromClients) => {
              if (message.kind !== kind) return;
              clearTimeout(timer);
              child.off('message', listen);
              done(message as Extract<FromClients, { kind: K }>);
            };
            child.on('message', listen);
            child.send(question);
          }),
      ),
    );
  }

  /** When the first and the last reader had a chain message at or past `block`. */
  async has(block: number, timeoutMs: number): Promise<{ first: number; last: number }> {
    const answers = await this.ask({ kind: 'wait', block }, 'has', timeoutMs);
    return {
      first: Math.min(...answers.map((a) => a.first)),
      last: Math.max(...answers.map((a) => a.last)),
    };
  }

  async logs(): Promise<ReaderLog[]> {
    return (await this.ask({ kind: 'report' }, 'report', 30_000)).flatMap((answer) => answer.logs);
  }

  close(): void {
    for (const child of this.children) if (child.connected) child.disconnect();
  }
}

/** The gateway's memory and CPU, from its /metrics. */
async function usage(server: Proc): Promise<{ rss: number; heap: number; cpu: number }> {
  const read = await metrics(server);
  return {
    rss: read('process_resident_memory_bytes'),
    heap: read('nodejs_heap_size_used_bytes'),
    cpu: read('process_cpu_seconds_total'),
  };
}

const liveClients = async (server: Proc) => (await metrics(server))('gateway_live_clients');

/** Part 3a: 1,000 readers on one gateway; its memory and CPU, and how long a block takes to reach them all. */
async function thousand(cleanup: Cleanup): Promise<void> {
  const [PROCESSES, EACH, BLOCKS] = [4, 250, 20];
  console.log(
    `\n3. Many clients: ${PROCESSES * EACH} stream readers in ${PROCESSES} processes, on one gateway`,
  );
  const server = await startSteppingGateway(cleanup);
  await step(server);
  await sleep(2000);
  const idle = await usage(server);
  const connecting = Date.now();
  const fleet = new Fleet(server.url, PROCESSES, EACH, cleanup);
  await until('every reader', async () => (await liveClients(server)) >= PROCESSES * EACH, 120_000, 250);
  const connected = Date.now() - connecting;
  await sleep(2000);
  const withClients = await usage(server);
  const toLast: number[] = [];
  for (let i = 0; i < BLOCKS; i++) {
    const block = await step(server);
    const answered = Date.now();
    toLast.push((await fleet.has(block, 30_000)).last - answered);
    await sleep(300);
  }
  const after = await usage(server);
  fleet.close();
  await server.stop();
  const kb = (bytes: number) => `${(bytes / 1024 / (PROCESSES * EACH)).toFixed(1)} KB a client`;
  console.log(`  processes started, all connected ${secondsText(connected)}`);
  console.log(
    `  server RSS                       ${mbText(idle.rss)} before, ${mbText(withClients.rss)} with them` +
      ` (${kb(withClients.rss - idle.rss)}), ${mbText(after.rss)} after ${BLOCKS} blocks`,
  );
  console.log(
    `  server heap used                 ${mbText(idle.heap)} before, ${mbText(withClients.heap)} with them` +
      ` (${kb(withClients.heap - idle.heap)}), ${mbText(after.heap)} after ${BLOCKS} blocks`,
  );
  console.log(
    `  server CPU                       ${(withClients.cpu - idle.cpu).toFixed(2)} s while they connected`,
  );
  const perBlock = (after.cpu - withClients.cpu) / BLOCKS;
  console.log(
    `                                   ${(after.cpu - withClients.cpu).toFixed(2)} s over ${BLOCKS} blocks (${msText(perBlock * 1000)} a block)`,
  );
  console.log(
    `  a step to the last reader        p50 ${msText(percentile(toLast, 50))}, max ${msText(Math.max(...toLast))}`,
  );
}

export async function manyClients(cleanup: Cleanup): Promise<void> {
  await thousand(cleanup);
  await restarts(cleanup);
}

interface RestartRow {
  label: string;
  down: number;
  back: number[];
  busiest: number;
  outcomes: Record<'resumed' | 'reset' | 'gap' | 'nothing', number>;
}

/** What each reader did across a restart begun at `stopped`: when it was back, and how its stream went on. */
function restartOutcomes(
  logs: ReaderLog[],
  stopped: number,
  listening: number,
): Pick<RestartRow, 'back' | 'busiest' | 'outcomes'> {
  const outcomes = { resumed: 0, reset: 0, gap: 0, nothing: 0 };
  const back: number[] = [];
  const perSecond = new Map<number, number>();
  for (const log of logs) {
    const open = log.opens.find((at) => at > stopped);
    if (open !== undefined) {
      back.push(open - listening);
      const second = Math.floor((open - listening) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    const before = log.chains.filter((seen) => seen.at < stopped).at(-1);
    const next = log.chains.find((seen) => seen.at > stopped);
    if (log.resets.some((at) => at > stopped)) outcomes.reset++;
    else if (!next || !before) outcomes.nothing++;
    else if (next.since <= before.head + 1) outcomes.resumed++;
    else outcomes.gap++;
  }
  return { back, busiest: Math.max(0, ...perSecond.values()), outcomes };
}

/** One gateway on `port` under 500 readers, stopped (SIGTERM) and started again while the chain moves on. */
async function restartRun(
  label: string,
  upstream: Proc,
  cleanup: Cleanup,
  redisUrl?: string,
): Promise<RestartRow> {
  const [PROCESSES, EACH] = [2, 250];
  const port = await freePort();
  const env = gatewayEnv(upstream, redisUrl);
  let gateway = await startGateway(env, cleanup, port);
  const fleet = new Fleet(gateway.url, PROCESSES, EACH, cleanup);
  await until('every reader', async () => (await liveClients(gateway)) >= PROCESSES * EACH, 120_000, 250);
  // A message for every reader to resume from (the poller reads the chain every 12 s).
  await fleet.has(await step(upstream), 60_000);
  const stopped = Date.now();
  await gateway.stop('SIGTERM');
  // The chain moves on while the gateway is down.
  await step(upstream, 2);
  gateway = await startGateway(env, cleanup, port);
  const listening = Date.now();
  await until(
    'every reader back',
    async () => (await liveClients(gateway)) >= PROCESSES * EACH,
    120_000,
    250,
  );
  await fleet.has(await step(upstream), 60_000).catch(() => null);
  const logs = await fleet.logs();
  fleet.close();
  await gateway.stop();
  return { label, down: listening - stopped, ...restartOutcomes(logs, stopped, listening) };
}

/** Part 3b: a restart under 500 readers, without Redis (the history is lost) and with it. */
async function restarts(cleanup: Cleanup): Promise<void> {
  console.log(
    '\n   A gateway restarted (SIGTERM, then started again on its port) under 500 readers in 2 processes,',
  );
  console.log(
    '   over a demo API of its own whose chain moves 2 blocks while the gateway is down; the readers',
  );
  console.log(
    "   come back with the app's backoff (2 s, 4 s, 8 s, … ±30 %), asking ?last=<their last chain id>:",
  );
  const upstream = await startDemoUpstream(cleanup);
  const rows = [await restartRun('without Redis', upstream, cleanup)];
  const redis = await startRedis();
  cleanup.add(() => redis.stop());
  rows.push(await restartRun('with Redis', upstream, cleanup, redis.url));
  console.log(
    '                   down for  back after it listened     most back   resumed  reset  gap  nothing',
  );
  console.log('                             min / p50 / max (readers)  in a second');
  for (const row of rows) {
    const back = [0, 50, 100].map((p) => (percentile(row.back, p) / 1000).toFixed(1)).join(' / ');
    const { resumed, reset, gap, nothing } = row.outcomes;
    console.log(
      `  ${row.label.padEnd(16)} ${secondsText(row.down).padStart(7)}   ${`${back} s (${row.back.length})`.padEnd(25)}` +
        `${String(row.busiest).padStart(11)}  ${String(resumed).padStart(8)}  ${String(reset).padStart(5)}` +
        `${String(gap).padStart(5)}  ${String(nothing).padStart(7)}`,
    );
  }
}

/** Steps `upstream` a block every `everyMs` until stopped; the blocks it made. */
function stepper(upstream: Proc, everyMs: number) {
  const blocks: number[] = [];
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      blocks.push(await step(upstream));
      await sleep(everyMs);
    }
  })();
  return {
    blocks,
    stop: async () => {
      state.running = false;
      await loop;
      return blocks.at(-1) ?? 0;
    },
  };
}

const upstreamTotal = async (server: Proc) => (await metrics(server))('gateway_upstream_requests_total');
const newestHead = (readers: LiveReader[]) =>
  Math.max(0, ...readers.map((r) => r.log.chains.at(-1)?.head ?? 0));

/** Part 4: two gateways on one Redis and one demo API: one polls; the poller is killed, the other takes over. */
export async function twoInstances(cleanup: Cleanup): Promise<void> {
  console.log(
    '\n4. Two gateways sharing Redis over one demo API stepped a block every 2 s, 5 readers on each',
  );
  const upstream = await startDemoUpstream(cleanup);
  const redis = await startRedis();
  cleanup.add(() => redis.stop());
  const env = gatewayEnv(upstream, redis.url);
  const gateways = [await startGateway(env, cleanup), await startGateway(env, cleanup)] as const;
  const readers = gateways.map((gateway) => Array.from({ length: 5 }, () => new LiveReader(gateway.url)));
  cleanup.add(() => readers.flat().forEach((reader) => reader.close()));
  readers.flat().forEach((reader) => reader.open());
  await until('every reader', () => readers.flat().every((r) => r.log.opens.length > 0), 30_000, 50);
  const steps = stepper(upstream, 2000);
  await until(
    'a chain message on both',
    () => readers.flat().every((r) => r.log.chains.length > 0),
    60_000,
    100,
  );
  await sleep(13_000);
  const counts = await Promise.all(gateways.map(upstreamTotal));
  const pollerAt = (counts[0] ?? 0) >= (counts[1] ?? 0) ? 0 : 1;
  const [poller, survivor] = [gateways[pollerAt], gateways[1 - pollerAt]] as [Proc, Proc];
  const [pollerReaders, survivorReaders] = [readers[pollerAt], readers[1 - pollerAt]] as [
    LiveReader[],
    LiveReader[],
  ];
  const headBefore = newestHead(survivorReaders);
  const survivorBefore = await upstreamTotal(survivor);
  const killed = Date.now();
  await poller.stop('SIGKILL');
  pollerReaders.forEach((reader) => reader.close());
  await until(
    'the survivor to poll',
    async () => (await upstreamTotal(survivor)) > survivorBefore,
    90_000,
    250,
  );
  const tookOver = Date.now() - killed;
  await until('a new block at the survivor', () => newestHead(survivorReaders) > headBefore, 60_000, 50);
  const nextBlock = Date.now() - killed;
  await sleep(6000);
  const last = await steps.stop();
  await until(
    'the last block at the survivor',
    () => survivorReaders.every((r) => newestHead([r]) >= last),
    60_000,
    100,
  );
  const first = steps.blocks[0] ?? 0;
  const outcome = (list: LiveReader[], to: number) => {
    const seen = list.map((r) => coverage(r.log, first, to));
    const whole = seen.filter((c) => c === 'whole').length;
    const others = seen.filter((c) => c !== 'whole');
    return (
      `${whole} of ${list.length} every block in order` +
      (others.length ? ` (others: ${others.join(', ')})` : '')
    );
  };
  console.log(
    `  upstream requests before the kill  instance 1: ${counts[0]}, instance 2: ${counts[1]} (the poller: ${pollerAt + 1})`,
  );
  console.log(
    `  blocks ${first} to ${headBefore}, at the poller's readers:   ${outcome(pollerReaders, headBefore)}`,
  );
  console.log(
    `                              at the other's readers:    ${outcome(survivorReaders, headBefore)}`,
  );
  console.log(
    `  the poller killed (SIGKILL): the other polls after ${secondsText(tookOver)} (the lease: 30 s, renewed every 10 s),`,
  );
  const resumed = survivorReaders[0]?.log.chains.find((seen) => seen.head > headBefore);
  const range = resumed ? `, blocks ${resumed.since} to ${resumed.head} in one message` : '';
  console.log(`  and its readers have a new block after ${secondsText(nextBlock)}${range}`);
  console.log(`  blocks ${first} to ${last}, at the survivor's readers: ${outcome(survivorReaders, last)}`);
}
