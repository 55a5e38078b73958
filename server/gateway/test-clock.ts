// A fake clock for tests of the scheduler and its jobs: time moves only when a test says so, and the timers due run in order,
// each followed by the promises it set going.
import type { Clock } from './scheduler';

/** Lets pending promise callbacks and I/O callbacks of the moment run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

export class FakeClock implements Clock {
  private time: number;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private ids = 0;

  constructor(start = Date.parse('2026-11-01T00:00:00Z')) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimeout = (run: () => void, ms: number): unknown => {
    const id = ++this.ids;
    this.timers.push({ at: this.time + Math.max(0, ms), run, id });
    return id;
  };

  clearTimeout = (timer: unknown): void => {
    this.timers = this.timers.filter((entry) => entry.id !== timer);
  };

  /** The timers waiting now. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time on by `ms`, running each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await settle();
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next || next.at > end) break;
      this.timers = this.timers.filter((entry) => entry !== next);
      this.time = next.at;
      next.run();
      await settle();
    }
    this.time = end;
  }
}
