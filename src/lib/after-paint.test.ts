// @vitest-environment jsdom
// Work after the input's paint: once the frame after the first call, with the last value or the values merged, and
// never once the component is gone.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './after-paint';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The next frame, then the task after it. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
}

describe('useAfterPaint', () => {
  it('acts once, after the next frame, with the last value given', () => {
    const act = vi.fn();
    const { result } = renderHook(() => useAfterPaint(act));
    result.current('a');
    result.current('b');
    expect(act).not.toHaveBeenCalled();
    paint();
    expect(act.mock.calls).toEqual([['b']]);
    result.current('c');
    paint();
    expect(act.mock.calls).toEqual([['b'], ['c']]);
  });

  it('merges the values given before it acts, when told how', () => {
    const act = vi.fn();
    const { result } = renderHook(() =>
      useAfterPaint(act, (before: Record<string, string>, next: Record<string, string>) => ({
        ...before,
        ...next,
      })),
    );
    result.current({ range: '1w' });
    result.current({ resolution: '60' });
    paint();
    expect(act.mock.calls).toEqual([[{ range: '1w', resolution: '60' }]]);
  });

  it('does nothing once the component is gone', () => {
    const act = vi.fn();
    const { result, unmount } = renderHook(() => useAfterPaint(act));
    result.current('a');
    unmount();
    paint();
    expect(act).not.toHaveBeenCalled();
  });
});
