// When the gateway's background work runs: one scheduler beside the server for every loop it has (the live stream's
// poller, its lease and its pings, the market's filling). A job is a named turn that says, each time it runs, how
// long to wait before the next; one timer waits for the earliest. Tests give it a fake clock.

/** Time and timers: the system's, or a test's fake one. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** One turn of a job: the milliseconds to wait before the next, or null when the job is done. */
export type Turn = () => Promise<number | null>;

/** What a job that throws waits before its next turn: a turn is meant to handle its own failures. */
export const FAILED_WAIT_MS = 60_000;

interface Job {
  turn: Turn;
  /** When its next turn is due; null while a turn runs. */
  at: number | null;
  running: Promise<void> | null;
}

export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private timer: unknown = null;
  /** When the timer fires; Infinity when none is set. */
  private timerAt = Infinity;

  constructor(
    readonly clock: Clock = systemClock,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Whether job `name` is scheduled: waiting for its turn or in one. */
  has(name: string): boolean {
    return this.jobs.has(name);
  }

  /** Schedules `turn` as job `name`, its first turn now or after `delayMs`; a job of that name goes on as it was. */
  start(name: string, turn: Turn, delayMs = 0): void {
    if (this.jobs.has(name)) return;
    const job: Job = { turn, at: this.clock.now() + delayMs, running: null };
    this.jobs.set(name, job);
    if (delayMs <= 0) this.run(name, job);
    this.arm();
  }

  /** Runs job `name`'s next turn now, if it is waiting for it (a job in a turn goes on as it was). */
  wake(name: string): void {
    const job = this.jobs.get(name);
    if (!job || job.at === null) return;
    this.run(name, job);
    this.arm();
  }

  /** Ends job `name`: no turn after the one in progress, if any, which the returned promise waits for. */
  async cancel(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return;
    this.jobs.delete(name);
    this.arm();
    await job.running;
  }

  /** Ends every job (the server is closing), waiting for the turns in progress. */
  async stop(): Promise<void> {
    await Promise.all([...this.jobs.keys()].map((name) => this.cancel(name)));
  }

  /** Sets the one timer for the earliest turn due, or none when no job waits. */
  private arm(): void {
    let earliest = Infinity;
    for (const job of this.jobs.values()) if (job.at !== null && job.at < earliest) earliest = job.at;
    if (earliest === this.timerAt) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = earliest;
    if (earliest === Infinity) return;
    this.timer = this.clock.setTimeout(() => this.fire(), Math.max(0, earliest - this.clock.now()));
  }

  private fire(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = this.clock.now();
    for (const [name, job] of this.jobs) if (job.at !== null && job.at <= now) this.run(name, job);
    this.arm();
  }

  private run(name: string, job: Job): void {
    job.at = null;
    job.running = this.turnOf(name, job).then((wait) => {
      job.running = null;
      // Cancelled meanwhile (or started again under its name): this job has no next turn.
      if (this.jobs.get(name) !== job) return;
      if (wait === null) this.jobs.delete(name);
      else job.at = this.clock.now() + Math.max(0, wait);
      this.arm();
    });
  }

  private async turnOf(name: string, job: Job): Promise<number | null> {
    try {
      return await job.turn();
    } catch (error) {
      this.log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return FAILED_WAIT_MS;
    }
  }
}
