import { describe, expect, it } from 'vitest';
import { readSearch, searchString } from '../../shared/query-string';
import { shownTab, subnetSearch, subnetTabs } from './search';

describe('the subnet page URL', () => {
  it('reads a tab, and drops the chart, the default', () => {
    expect(readSearch(subnetSearch, new URLSearchParams('tab=owners')).values.tab).toBe('owners');
    expect(readSearch(subnetSearch, new URLSearchParams('')).values.tab).toBe('chart');
    expect(searchString(subnetSearch, { tab: 'chart' })).toBe('');
    expect(searchString(subnetSearch, { tab: 'swaps' })).toBe('tab=swaps');
  });
  it('says which tab value it ignored, and reads a tab in another case', () => {
    const bad = readSearch(subnetSearch, new URLSearchParams('tab=constructor'));
    expect(bad.values.tab).toBe('chart');
    expect(bad.problems).toEqual([
      { param: 'tab', value: 'constructor', reason: 'must be one of chart, owners, deregistrations, swaps' },
    ]);
    expect(readSearch(subnetSearch, new URLSearchParams('tab=Owners')).respelled?.toString()).toBe(
      'tab=owners',
    );
  });
  it('gives the root subnet owners and deregistrations only', () => {
    expect(subnetTabs(0)).toEqual(['owners', 'deregistrations']);
    expect(shownTab(0, 'chart')).toBe('owners');
    expect(shownTab(0, 'swaps')).toBe('owners');
    expect(shownTab(0, 'deregistrations')).toBe('deregistrations');
    expect(shownTab(19, 'swaps')).toBe('swaps');
  });
});
