import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settler } from './settle';

describe('settler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts once, on the last value, when the pushes stop for the given time', () => {
    const act = vi.fn();
    const settle = settler(350, act);
    for (let step = 0; step < 20; step++) {
      settle.push(step);
      vi.advanceTimersByTime(100);
    }
    expect(act).not.toHaveBeenCalled();
    vi.advanceTimersByTime(249);
    expect(act).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(act).toHaveBeenCalledExactlyOnceWith(19);
  });

  it('acts again for a later gesture, and not at all once cancelled', () => {
    const act = vi.fn();
    const settle = settler(350, act);
    settle.push('first');
    vi.advanceTimersByTime(400);
    settle.push('second');
    vi.advanceTimersByTime(400);
    settle.push('dropped');
    settle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(act.mock.calls).toEqual([['first'], ['second']]);
  });
});
