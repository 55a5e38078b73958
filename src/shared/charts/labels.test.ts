import { describe, expect, it } from 'vitest';
import { chartFileName } from './labels';

describe('chartFileName', () => {
  it('names the pool, the bar length and the range shown', () => {
    expect(chartFileName(31, '60', { from: 1793404800, to: 1793487600 })).toBe(
      'subnet-31-pool-1h-2026-10-31-0000-to-2026-10-31-2300-utc.png',
    );
    expect(chartFileName(7, '1D', { from: 1793318388, to: 1793404788 })).toBe(
      'subnet-7-pool-1d-2026-10-29-2359-to-2026-10-30-2359-utc.png',
    );
  });
  it('names the pool and the bar length alone when nothing is shown', () => {
    expect(chartFileName(7, '5', null)).toBe('subnet-7-pool-5m.png');
  });
});
