// One link, one chart: the pool page (zod, through url-state.ts), the embed and the unfurl picture read a pool
// link's chart parameters through src/shared/charts/pool-link.ts, and must agree on every link, normal or hostile.
import { describe, expect, it } from 'vitest';
import { firstRequest, linkResolution, namesStart, readPoolLink } from '../../src/shared/charts/pool-link';
import { readEmbedParams } from '../../src/shared/embed/params';
import { readSearch } from '../../src/shared/query-string';
import { poolSearch } from '../../src/routes/pool/search';
import { pictureChart } from './og-routes';

const NOW = 1_795_000_020;
const CHART = ['resolution', 'range', 'from', 'to'];

const LINKS = [
  '',
  'resolution=60&range=7d',
  'resolution=60&from=1792886400&to=1793491200',
  'resolution=1d&range=ALL',
  'Resolution=60',
  'from=1792886400',
  'to=1793491200',
  'from=1793491200&to=1792886400',
  'from=20&to=10&range=1d',
  'range=7d&to=800000',
  'range=30D&from=5',
  'from=99999999999999',
  'from=253402300800&to=253402300799',
  'to=253402300799',
  'from=-1&to=1e3',
  'from=0x10&to=01',
  'from=%2B5&to=5.0',
  'from=%E2%80%8B5&to=%EF%BC%95',
  'resolution=%EF%BC%91D',
  'resolution=%00&range=%F0%9F%92%A5',
  'resolution=60&resolution=1',
  'resolution=&resolution=15',
  'to=5&to=6&from=&from=7',
  'range=bogus&range=7d',
  'bar=5&from=10',
  'theme=dark&trades=1&resolution=7d',
  `from=${'9'.repeat(400)}`,
  'from=1&to=1',
];

/** The chart parameters each reader dropped, by name. */
const dropped = (problems: { param: string }[]) =>
  problems.map((p) => p.param).filter((param) => CHART.includes(param));

describe('a pool link, read by the page, the embed and the unfurl picture', () => {
  it.each(LINKS)('%s', (query) => {
    const search = new URLSearchParams(query);
    const shared = readPoolLink(search);
    const page = readSearch(poolSearch, search);
    const embed = readEmbedParams('/embed/pools/1', search, NOW);

    // The page's values are the shared reading, and it drops the same parameters.
    const { resolution, range, from, to } = page.values;
    expect({ resolution, range, from, to }).toEqual({
      range: undefined,
      from: undefined,
      to: undefined,
      ...shared.link,
    });
    expect(dropped(page.problems)).toEqual(dropped(shared.ignored));

    // The embed and the picture draw the same chart, in the same candle and on the same time axis, and the embed
    // lists what the page reports.
    const chart = {
      resolution: linkResolution(shared.link, NOW),
      ...firstRequest(shared.link, NOW, 'all'),
      emptyStart: namesStart(shared.link),
    };
    expect(linkResolution(page.values, NOW)).toBe(chart.resolution);
    expect(embed?.params).toMatchObject(chart);
    expect(pictureChart(search, NOW)).toEqual(chart);
    expect(dropped(embed?.ignored ?? [])).toEqual(dropped(shared.ignored));
  });
});
