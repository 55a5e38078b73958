// The scheduler on a fake clock: named jobs, each turn setting the wait before its next, one timer for them all.
import { describe, expect, it } from 'vitest';
import { FAILED_WAIT_MS, Scheduler } from './scheduler';
import { FakeClock } from './test-clock';

/** A job's turns, by the time each ran, and a turn that waits `wait` (or ends the job with null). */
function recorder(clock: FakeClock, wait: (turn: number) => number | null) {
  const turns: number[] = [];
  const turn = async () => {
    turns.push(clock.now());
    return wait(turns.length);
  };
  return { turns, turn };
}

describe('the scheduler', () => {
  it('runs each job at its own times on one timer, and stops with no timer left', async () => {
    const clock = new FakeClock(0);
    const scheduler = new Scheduler(clock);
    const fast = recorder(clock, () => 1000);
    const slow = recorder(clock, () => 2500);
    scheduler.start('fast', fast.turn);
    scheduler.start('slow', slow.turn, 500);
    expect(clock.pending).toBe(1);
    await clock.advance(3500);
    expect(fast.turns).toEqual([0, 1000, 2000, 3000]);
    expect(slow.turns).toEqual([500, 3000]);
    expect(clock.pending).toBe(1);
    await scheduler.stop();
    expect(scheduler.has('fast')).toBe(false);
    expect(clock.pending).toBe(0);
    await clock.advance(10_000);
    expect(fast.turns).toHaveLength(4);
  });

  it('starts a job once however often it is started, and again after it ended', async () => {
    const clock = new FakeClock(0);
    const scheduler = new Scheduler(clock);
    const job = recorder(clock, (turn) => (turn === 2 ? null : 1000));
    scheduler.start('job', job.turn, 500);
    scheduler.start('job', job.turn);
    await clock.advance(400);
    expect(job.turns).toEqual([]);
    await clock.advance(5000);
    // At 500, and at 1500, which ends it.
    expect(job.turns).toEqual([500, 1500]);
    expect(scheduler.has('job')).toBe(false);
    expect(clock.pending).toBe(0);
    scheduler.start('job', job.turn);
    await clock.advance(0);
    expect(job.turns).toEqual([500, 1500, 5400]);
    await scheduler.stop();
  });

  it('runs a waiting job at once when woken, and leaves the others be', async () => {
    const clock = new FakeClock(0);
    const scheduler = new Scheduler(clock);
    const woken = recorder(clock, () => 12_000);
    const other = recorder(clock, () => 10_000);
    scheduler.start('woken', woken.turn);
    scheduler.start('other', other.turn);
    await clock.advance(3000);
    scheduler.wake('woken');
    scheduler.wake('nobody');
    await clock.advance(0);
    expect(woken.turns).toEqual([0, 3000]);
    await clock.advance(12_000);
    expect(woken.turns).toEqual([0, 3000, 15_000]);
    expect(other.turns).toEqual([0, 10_000]);
    await scheduler.stop();
  });

  it('logs a turn that throws and tries again later; a cancelled job waits for its turn to end', async () => {
    const clock = new FakeClock(0);
    const lines: string[] = [];
    const scheduler = new Scheduler(clock, (line) => lines.push(line));
    let turns = 0;
    scheduler.start('fails', async () => {
      if (++turns === 1) throw new Error('boom');
      return 1000;
    });
    await clock.advance(FAILED_WAIT_MS - 1);
    expect([turns, lines]).toEqual([1, ['fails: boom']]);
    await clock.advance(1);
    expect(turns).toBe(2);

    let finish = () => {};
    let ended = false;
    scheduler.start('slow', () => new Promise((resolve) => (finish = () => resolve(1000))));
    await clock.advance(0);
    const cancelled = scheduler.cancel('slow').then(() => (ended = true));
    await clock.advance(0);
    expect(ended).toBe(false);
    finish();
    await cancelled;
    await clock.advance(5000);
    expect(scheduler.has('slow')).toBe(false);
    await scheduler.stop();
    expect(clock.pending).toBe(0);
  });
});
