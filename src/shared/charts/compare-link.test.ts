import { describe, expect, it } from 'vitest';
import { compareHref, compareSearch, readCompareLink, type CompareLink } from './compare-link';

const read = (query: string, extra?: string[]) => readCompareLink(new URLSearchParams(query), extra);

describe('a comparison’s link', () => {
  it('reads the subnets in order and the range, whatever its case', () => {
    expect(read('netuid=19,4,1&range=30D')).toEqual({
      link: { netuids: [19, 4, 1], range: '30d' },
      ignored: [],
    });
    expect(read('netuid=%2019%20,4')).toEqual({ link: { netuids: [19, 4], range: '7d' }, ignored: [] });
    expect(read('')).toEqual({ link: { netuids: [], range: '7d' }, ignored: [] });
  });

  it('drops what it cannot read, and says why', () => {
    const { link, ignored } = read('netuid=0,4,x,4,01&range=1y&netuid=5&limit=3&theme=dark', ['theme']);
    expect(link).toEqual({ netuids: [4], range: '7d' });
    expect(ignored).toEqual([
      { param: 'netuid', value: '0', reason: 'must be subnet numbers with a pool, 1 to 65535' },
      { param: 'netuid', value: 'x', reason: 'must be subnet numbers with a pool, 1 to 65535' },
      { param: 'netuid', value: '4', reason: 'is named twice: once is enough' },
      { param: 'netuid', value: '01', reason: 'must be subnet numbers with a pool, 1 to 65535' },
      { param: 'range', value: '1y', reason: 'must be one of 1d, 7d, 30d, 90d' },
      { param: 'netuid', value: '5', reason: 'is repeated: only its first value counts' },
      { param: 'limit', value: '3', reason: 'is not a parameter of this page' },
    ]);
  });

  it('compares at most eight subnets', () => {
    const { link, ignored } = read('netuid=1,2,3,4,5,6,7,8,9,10');
    expect(link.netuids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ignored.map(({ value }) => value)).toEqual(['9', '10']);
    expect(ignored[0]?.reason).toBe('is one too many: a chart compares 8 subnets');
  });

  it('writes the link back in its canonical form, commas unescaped', () => {
    const link: CompareLink = { netuids: [1, 4, 19], range: '1d' };
    expect(compareSearch(link)).toBe('netuid=1,4,19&range=1d');
    expect(compareHref(link)).toBe('/compare?netuid=1,4,19&range=1d');
    expect(read(compareSearch(link)).link).toEqual(link);
  });
});
