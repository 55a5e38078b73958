// The pieces `npm run bench:live` (bench-live.ts) is made of: real servers started as child processes (the
// gateway as `npm start` runs it, the demo API as `npm run demo-api` runs it), each on its own copy of the demo
// database, a reader of the live stream that resumes as the app's does (src/live/connection.ts), the gateway's
// /metrics read as numbers, and the cleanup that stops every process and removes every folder, even on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { FIRST_SPAN } from '../server/demo-api/chain';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, databaseFile } from '../server/demo-api/store/database';

export const ROOT = resolve(import.meta.dirname, '..');
/** The stepping chains start at the generated span's end. */
export const DEMO_NOW = '2026-11-01T00:00:00Z';
export const DEMO_KEY = 'bench-live-key';

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** What to undo at the end, newest first: processes to stop, folders to remove. */
export class Cleanup {
  private readonly steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    }
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

let copies = 0;

/** A copy of the generated demo database in a folder of its own (a stepping chain cuts its file back). */
export function demoDataCopy(cleanup: Cleanup): string {
  const generated = { dir: resolve(ROOT, DEFAULT_DATA_DIR), seed: DEFAULT_SEED, scale: 1 };
  const dir = join(generated.dir, `bench-live-${process.pid}-${++copies}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(databaseFile(generated, FIRST_SPAN), databaseFile({ ...generated, dir }, FIRST_SPAN));
  return dir;
}

export interface Proc {
  url: string;
  pid: number;
  /** SIGTERM (a graceful stop, as a deployment restarts) or SIGKILL (a crash); resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawns `node --import tsx <script>` and resolves once its output shows `ready` (its URL in the first group). */
function startProcess(script: string, env: Record<string, string>, ready: RegExp, cleanup: Cleanup) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', STOP_WITH_STDIN: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  cleanup.add(() => stop('SIGKILL'));
  let output = '';
  return new Promise<Proc>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start in 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = ready.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      output = '';
      done({ url, pid: child.pid ?? 0, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`${script} exited:\n${output}`));
    });
  });
}

/** The gateway (`npm start`'s entry) with `env`, on `port` (0: a free one). */
export function startGateway(env: Record<string, string>, cleanup: Cleanup, port = 0): Promise<Proc> {
  return startProcess(
    'server/main.ts',
    { PORT: String(port), ...env },
    /Dashboard on (http:\/\/\S+)/,
    cleanup,
  );
}

/** The gateway over its embedded demo chain, stepped by POST /__demo/step, on a copy of the database. */
export function startSteppingGateway(cleanup: Cleanup): Promise<Proc> {
  const dir = demoDataCopy(cleanup);
  return startGateway({ DEMO_API_STEP: '1', DEMO_API_NOW: DEMO_NOW, DEMO_API_DATA_DIR: dir }, cleanup);
}

/**
 * A stepping demo API of its own (`npm run demo-api`), for gateways that must outlive a restart or share one
 * chain (a restarted gateway's embedded chain would start again from the span's end), or that stands in for the
 * real service with a quota (`more`: DEMO_API_RATE_LIMIT).
 */
export function startDemoUpstream(cleanup: Cleanup, more: Record<string, string> = {}): Promise<Proc> {
  const env = {
    ...more,
    PORT: '0',
    DEMO_API_KEY: DEMO_KEY,
    DEMO_API_STEP: '1',
    DEMO_API_NOW: DEMO_NOW,
    DEMO_API_DATA_DIR: demoDataCopy(cleanup),
  };
  return startProcess('server/demo-api/main.ts', env, /Demo API listening on (http:\/\/\S+)/, cleanup);
}

/**
 * A gateway whose upstream is `upstream` (a demo API of its own). A budget far beyond what it spends keeps the
 * poller at a block (12 s) as on the demo: the real service's default, a free key's 5 a minute, would make it 84 s.
 */
export function gatewayEnv(upstream: Proc, redisUrl?: string): Record<string, string> {
  return {
    TAOSTATS_API_URL: upstream.url,
    TAOSTATS_API_KEY: DEMO_KEY,
    TAOSTATS_RATE_LIMIT: '100000/60',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
}

/** Makes the chain's next `blocks` blocks on a stepping server; the new head block. */
export async function step(server: Proc, blocks = 1): Promise<number> {
  const ask = () =>
    fetch(`${server.url}/__demo/step?blocks=${blocks}`, {
      method: 'POST',
      headers: { Authorization: DEMO_KEY },
    });
  // A kept-alive connection the server closed while idle (steps 12 s apart outlast its 5 s) fails once: ask anew.
  const response = await ask().catch(ask);
  if (response.status !== 200) throw new Error(`step answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { head: { block: number } }).head.block;
}

/** The gateway's /metrics: `read(name, label)` sums the samples of `name` (whose labels hold `label`, if given). */
export async function metrics(server: Proc): Promise<(name: string, label?: string) => number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return (name, label) => {
    let sum = 0;
    for (const line of text.split('\n')) {
      const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
      if (!match || match[1] !== name || (label && !(match[2] ?? '').includes(label))) continue;
      sum += Number(match[3]);
    }
    return sum;
  };
}

/** Sorted `values`' `p`th percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? NaN;
}

/** Resolves once `check` holds (looked at every `everyMs`), or throws after `timeoutMs`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 5,
) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export const msText = (ms: number) => `${Math.round(ms)} ms`;
export const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const mbText = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
