import { describe, expect, it } from 'vitest';
import { swapWindowOf } from '../api/chain';
import { apiUrl } from '../api/endpoints';
import { swapWindowQuery } from '../api/chain';
import { swapsUrl } from './swap-window';

describe('swapsUrl', () => {
  it('asks a grid window by the same URL as the app, so that one cached answer serves both', () => {
    const window = swapWindowOf(9_518_372);
    expect(swapsUrl(window)).toBe('/api/coingecko/events?fromBlock=9516600&toBlock=9518399');
    expect(swapsUrl(window)).toBe(apiUrl('poolEvents', swapWindowQuery(window)));
  });
});
