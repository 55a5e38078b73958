// The simulated world of `npm run bench:market`: one clock for everything, so that an hour takes seconds and every
// run prints the same figures. Tasks (the market's loop, each visitor's page) wait on the clock; each moment runs
// once everything the one before asked has settled, upstream answers included. The demo API answers from a copy of
// the demo database whose chain the live generator (as `npm start`'s) moves on with the clock, a block every 12 s.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoApi } from '../server/demo-api/app';
import { FIRST_SPAN, HEAD_BLOCK, HEAD_TIME_MS, lastBlockAtOrBefore } from '../server/demo-api/chain';
import { LiveChain } from '../server/demo-api/generator/live/chain';
import { forgetCounts } from '../server/demo-api/list';
import type { RateLimit } from '../server/demo-api/rate-limit';
import { DEFAULT_DATA_DIR, DEFAULT_SEED, openDemoDatabase } from '../server/demo-api/store/database';
import type { Budget, Priority, QuotaBudget } from '../server/gateway/budget';

/** A free key's budget: TAOSTATS_RATE_LIMIT's default for the real service (server/gateway/upstream.ts). */
export const LIMIT: RateLimit = { requests: 5, windowSeconds: 60 };
export const API_KEY = 'bench-market-key';

/**
 * The simulated clock and the tasks waiting on it, run in time order. A task waits on the clock (wait) or on the
 * gateway, whose answers are real promises: the clock moves on once every task of the moment is waiting on it again
 * and every upstream request has been answered.
 */
export class Sim {
  now = HEAD_TIME_MS;
  private readonly queue: { at: number; go: () => void }[] = [];
  private running = 0;
  /** What happens at each moment before its tasks run (the chain moves on), and what it waits for after them. */
  advance: (now: number) => void = () => {};
  busy: () => boolean = () => false;

  /** Starts `task` at `at`. */
  spawn(at: number, task: () => Promise<unknown>): void {
    this.push(at, () => {
      this.running++;
      void task().finally(() => this.running--);
    });
  }

  /** Resumes the task that calls it `ms` later on the clock. */
  wait(ms: number): Promise<void> {
    this.running--;
    return new Promise((resolve) =>
      this.push(this.now + Math.max(0, ms), () => {
        this.running++;
        resolve();
      }),
    );
  }

  /** Runs the moments up to `until`, or until `done` says so after one. */
  async run(until: number, done: () => boolean = () => false): Promise<void> {
    for (let next = this.queue[0]; next && next.at <= until && !done(); next = this.queue[0]) {
      this.queue.shift();
      this.now = next.at;
      this.advance(this.now);
      next.go();
      while (this.running > 0 || this.busy()) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private push(at: number, go: () => void): void {
    const index = this.queue.findIndex((task) => task.at > at);
    this.queue.splice(index === -1 ? this.queue.length : index, 0, { at, go });
  }
}

/** The budget as server/main.ts makes it, counting the requests not yet answered, so that the clock waits for them. */
export class SettlingBudget implements Budget {
  unsettled = 0;
  constructor(private readonly budget: QuotaBudget) {}
  get limit() {
    return this.budget.limit;
  }
  async spend(priority: Priority) {
    this.unsettled++;
    const spend = await this.budget.spend(priority);
    if (!spend.ok) this.unsettled--;
    return spend.ok ? { ...spend, answered: () => spend.answered().finally(() => this.unsettled--) } : spend;
  }
  close = (seconds: number) => this.budget.close(seconds);
  left = () => this.budget.left();
}

/** A copy of the demo database, its chain moved on by the live generator (as `npm start`'s) with the clock. */
export async function livingDemo() {
  const options = { dir: DEFAULT_DATA_DIR, seed: DEFAULT_SEED, scale: 1 };
  const dir = mkdtempSync(join(tmpdir(), 'bench-market-'));
  const source = openDemoDatabase(options, FIRST_SPAN, console.log);
  await source.backup(join(dir, 'demo.sqlite'));
  source.close();
  const db = new Database(join(dir, 'demo.sqlite'));
  const chain = new LiveChain(db, { seed: options.seed, scale: options.scale, span: FIRST_SPAN });
  let head = HEAD_BLOCK;
  const advance = (now: number) => {
    const target = Math.max(head, lastBlockAtOrBefore(now));
    if (target === head) return;
    head = chain.extendTo(target);
    forgetCounts(db);
  };
  return {
    /** The demo API at the span's end again, with a free key's quota of its own: a 429 from it is an overspend. */
    restart(now: () => number) {
      chain.cutBack();
      head = HEAD_BLOCK;
      forgetCounts(db);
      return {
        app: createDemoApi({
          chain: { db, spanEnd: HEAD_BLOCK, head: () => head },
          apiKey: API_KEY,
          rateLimit: LIMIT,
          now,
        }),
        advance,
      };
    },
    close() {
      db.close();
      rmSync(dir, { recursive: true });
    },
  };
}

export type Demo = Awaited<ReturnType<typeof livingDemo>>;
