// A small scheduler beside the server: a loop of turns, each of which says how long to wait before the next, on a
// clock that tests replace. The live poller, its lease and the stream's pings run on it; the market's filling loop
// is the same shape and may move onto it.

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

/**
 * Runs `turn` again and again while started: each turn returns the milliseconds to wait before the next. A turn
 * that throws is reported to `onError`, which says how long to wait then: the loop itself never throws.
 */
export class Repeater {
  /** Which start the running loop belongs to: a loop left over from before a stop ends at its next look. */
  private generation = 0;
  private started = false;
  private timer: unknown = null;
  private cancelWait = () => {};
  private ended: Promise<void> = Promise.resolve();

  constructor(
    private readonly turn: () => Promise<number>,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => number,
  ) {}

  get running(): boolean {
    return this.started;
  }

  /** Starts the loop, its first turn after `firstDelayMs`; a started loop goes on as it was. */
  start(firstDelayMs = 0): void {
    if (this.started) return;
    this.started = true;
    const generation = ++this.generation;
    this.ended = this.loop(generation, firstDelayMs);
  }

  /** Ends the wait between turns, if the loop is waiting: the next turn runs now. */
  wake(): void {
    this.clock.clearTimeout(this.timer);
    this.cancelWait();
  }

  /** Stops the loop: no turn after the one in progress, if any, which the returned promise waits for. */
  stop(): Promise<void> {
    this.started = false;
    this.generation++;
    this.clock.clearTimeout(this.timer);
    this.cancelWait();
    return this.ended;
  }

  private async loop(generation: number, firstDelayMs: number): Promise<void> {
    let wait = firstDelayMs;
    for (;;) {
      if (wait > 0) await this.sleep(wait);
      if (generation !== this.generation) return;
      try {
        wait = await this.turn();
      } catch (error) {
        wait = this.onError(error);
      }
      if (generation !== this.generation) return;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.cancelWait = resolve;
      this.timer = this.clock.setTimeout(resolve, ms);
    });
  }
}
