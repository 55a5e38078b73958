// The scheduler's loop on a fake clock: each turn sets the wait before the next; a throw does not end it.
import { describe, expect, it } from 'vitest';
import { Repeater } from './scheduler';
import { FakeClock } from './test-clock';

describe('the repeater', () => {
  it('runs a turn, waits what it returned, and stops with no timer left', async () => {
    const clock = new FakeClock(0);
    const turns: number[] = [];
    const loop = new Repeater(
      async () => {
        turns.push(clock.now());
        if (turns.length === 2) throw new Error('boom');
        return 1000;
      },
      clock,
      () => 5000,
    );
    loop.start();
    await clock.advance(6500);
    // At 0, at 1000 (which throws: 5000 more), at 6000.
    expect(turns).toEqual([0, 1000, 6000]);
    await loop.stop();
    expect(loop.running).toBe(false);
    expect(clock.pending).toBe(0);
    await clock.advance(10_000);
    expect(turns).toHaveLength(3);
  });

  it('starts after a first delay, and once however often it is started', async () => {
    const clock = new FakeClock(0);
    let turns = 0;
    const loop = new Repeater(
      async () => ++turns && 1000,
      clock,
      () => 1000,
    );
    loop.start(500);
    loop.start();
    await clock.advance(400);
    expect(turns).toBe(0);
    await clock.advance(1200);
    expect(turns).toBe(2);
    await loop.stop();
  });

  it('runs the next turn at once when woken in a wait', async () => {
    const clock = new FakeClock(0);
    const turns: number[] = [];
    const loop = new Repeater(
      async () => turns.push(clock.now()) && 12_000,
      clock,
      () => 12_000,
    );
    loop.start();
    await clock.advance(3_000);
    loop.wake();
    await clock.advance(0);
    expect(turns).toEqual([0, 3_000]);
    expect(clock.pending).toBe(1);
    await loop.stop();
  });
});
