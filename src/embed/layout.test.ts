import { describe, expect, it } from 'vitest';
import { ignoredKey, layoutFor } from './layout';

const foo = { param: 'foo', value: '1', reason: 'is not a parameter of this page' };
const leftOut = (size: string) => ({
  param: 'trades',
  value: '1',
  reason: `is left out at ${size}: the swaps need a frame of 400×300 or more`,
});

describe('layoutFor', () => {
  const asked = { trades: true, ignored: [foo] };

  it('shows the swaps from 400×300 on, and says why they are left out below', () => {
    expect(layoutFor({ width: 400, height: 300 }, asked, new Set())).toEqual({
      trades: true,
      ignored: [foo],
    });
    expect(layoutFor({ width: 399, height: 600 }, asked, new Set())).toEqual({
      trades: false,
      ignored: [foo, leftOut('399×600')],
    });
    expect(layoutFor({ width: 360, height: 260 }, asked, new Set()).ignored).toEqual([
      foo,
      leftOut('360×260'),
    ]);
  });

  it('neither shows nor mentions swaps not asked for', () => {
    expect(layoutFor({ width: 300, height: 200 }, { trades: false, ignored: [] }, new Set())).toEqual({
      trades: false,
      ignored: [],
    });
  });

  it('leaves out what the reader dismissed, at any size', () => {
    const dismissed = new Set([foo, leftOut('300×200')].map(ignoredKey));
    expect(layoutFor({ width: 360, height: 260 }, asked, dismissed)).toEqual({ trades: false, ignored: [] });
    expect(layoutFor({ width: 600, height: 400 }, asked, dismissed)).toEqual({ trades: true, ignored: [] });
  });
});
