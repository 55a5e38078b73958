// A comparison's link, `/compare?netuid=1,4,19&range=7d`: which subnets and over what range, read as a pool link is
// read (a value that cannot be read is dropped, with the reason). Small and plain: the screener and the pool page
// link to comparisons, the compare page, its embed and the gateway read them.
import { MAX_U16, readInteger } from '../../api/integers';
import { ROUTE_TABLE } from '../route-table';
import type { IgnoredParam } from './pool-link';

/** The most subnets one chart compares: beyond eight, lines and their colours stop telling apart. */
export const COMPARE_MAX = 8;

/** The ranges a comparison covers, and each one's hours. */
export const COMPARE_RANGES = { '1d': 24, '7d': 7 * 24, '30d': 30 * 24, '90d': 90 * 24 } as const;
export type CompareRange = keyof typeof COMPARE_RANGES;
export const DEFAULT_COMPARE_RANGE: CompareRange = '7d';

/** The ranges the market's hourly windows hold (a week): their lines cost no upstream request. */
export const MARKET_RANGES = ['1d', '7d'] as const satisfies readonly CompareRange[];
export type MarketRange = (typeof MARKET_RANGES)[number];
export const isMarketRange = (range: CompareRange): range is MarketRange =>
  (MARKET_RANGES as readonly string[]).includes(range);

export interface CompareLink {
  /** Distinct subnets with a pool, in the link's order. */
  netuids: number[];
  range: CompareRange;
}

const RANGE_NAMES = Object.keys(COMPARE_RANGES) as CompareRange[];

/** The link's parameters: the page's and the embed's (whose own, theme and the like, are `extra`). */
export const COMPARE_PARAMS = ['netuid', 'range'] as const;

/**
 * `search` read as a comparison. Never fails: a subnet that is no pool's number, a repeated one, those past the
 * eighth and an unknown range are left out and listed.
 */
export function readCompareLink(
  search: URLSearchParams,
  extra: readonly string[] = [],
): { link: CompareLink; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  const netuids: number[] = [];
  let range: CompareRange = DEFAULT_COMPARE_RANGE;
  const seen = new Set<string>();
  for (const [param, value] of search) {
    if (!(COMPARE_PARAMS as readonly string[]).includes(param)) {
      if (!extra.includes(param)) ignored.push({ param, value, reason: 'is not a parameter of this page' });
      continue;
    }
    if (value === '') continue;
    if (seen.has(param)) {
      ignored.push({ param, value, reason: 'is repeated: only its first value counts' });
      continue;
    }
    seen.add(param);
    if (param === 'range') {
      const named = RANGE_NAMES.find((name) => name === value.toLowerCase());
      if (named) range = named;
      else ignored.push({ param, value, reason: `must be one of ${RANGE_NAMES.join(', ')}` });
      continue;
    }
    for (const part of value.split(',')) {
      const netuid = readInteger(part.trim(), 1, MAX_U16);
      if (netuid === null)
        ignored.push({ param, value: part, reason: `must be subnet numbers with a pool, 1 to ${MAX_U16}` });
      else if (netuids.includes(netuid))
        ignored.push({ param, value: part, reason: 'is named twice: once is enough' });
      else if (netuids.length === COMPARE_MAX)
        ignored.push({
          param,
          value: part,
          reason: `is one too many: a chart compares ${COMPARE_MAX} subnets`,
        });
      else netuids.push(netuid);
    }
  }
  return { link: { netuids, range }, ignored };
}

/** The query string of a comparison, in its canonical form: `netuid=1,4,19&range=7d`, commas unescaped. */
export const compareSearch = ({ netuids, range }: CompareLink): string =>
  `netuid=${netuids.join(',')}&range=${range}`;

/** The compare page of a comparison. */
export const compareHref = (link: CompareLink): string =>
  `${ROUTE_TABLE.compare.path}?${compareSearch(link)}`;
