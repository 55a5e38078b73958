// The embed page's parameters: a pool link's chart parameters, read as src/shared/charts/pool-link.ts defines them (as the
// pool page reads them), then `theme` and `trades=1`. An embed never breaks on a bad link: what it cannot read falls
// back to the default, and is listed with the reason (the page shows the list, as the app's pages do for their
// URLs: src/lib/url-state.ts).
import type { Resolution } from '../../api/chart-schemas';
import { embeddedPath, paramsOf, ROUTE_TABLE } from '../route-table';
import {
  firstRequest,
  linkResolution,
  namesStart,
  POOL_LINK_PARAMS,
  readPoolLink,
  runsToNow,
  type IgnoredParam,
} from '../charts/pool-link';

export type { IgnoredParam } from '../charts/pool-link';

export interface EmbedParams {
  netuid: number;
  resolution: Resolution;
  from: number;
  to: number;
  /** Whether the chart shows its range's start even before the first bar (time-axis.ts). */
  emptyStart: boolean;
  /** light or dark; auto: the visitor's system's, on a transparent background; null: the system's. */
  theme: EmbedTheme | null;
  trades: boolean;
  /** Whether the chart runs to now (no `to`), so that it follows the chain's new swaps. */
  live: boolean;
}

/** The embed's own parameters, beside the chart's. */
const OWN = ['theme', 'trades'];
/** Every parameter of the embed: what oEmbed keeps of a pool link it makes an embed of. */
export const EMBED_PARAMS = [...Object.keys(POOL_LINK_PARAMS), ...OWN];
const THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof THEMES)[number];
export const THEME_REASON = 'must be light, dark or auto';

/** A theme parameter's value read, whatever its case; null when it names none. */
export const readTheme = (value: string): EmbedTheme | null =>
  THEMES.find((theme) => theme === value.toLowerCase()) ?? null;

/** An embed's theme, from the first non-empty `theme` of its link (any embed's: the gateway writes it in the HTML). */
export const embedTheme = (search: URLSearchParams): EmbedTheme | null =>
  readTheme(search.getAll('theme').find((value) => value !== '') ?? '');

export function readEmbedParams(
  pathname: string,
  search: URLSearchParams,
  now: number,
): { params: EmbedParams; ignored: IgnoredParam[] } | null {
  const path = embeddedPath(pathname);
  const netuid = path === null ? undefined : paramsOf(ROUTE_TABLE.pool, path)?.netuid;
  if (netuid === undefined) return null;
  const { link, first, ignored } = readPoolLink(search, OWN);
  /** The parameter's value if `accept` reads it; otherwise null, and listed when it was given. */
  const read = <T>(param: string, accept: (value: string) => T | null, reason: string): T | null => {
    const value = first[param];
    if (value === undefined) return null;
    const read = accept(value);
    if (read === null) ignored.push({ param, value, reason });
    return read;
  };
  const theme = read('theme', readTheme, THEME_REASON);
  const trades = read('trades', (v) => (v === '1' || v === '0' ? v : null), 'must be 1 (or 0)') === '1';
  // Asked once, never scrolled back: without a range of its own, the embed shows all.
  const { from, to } = firstRequest(link, now, 'all');
  const resolution = linkResolution(link, now);
  return {
    params: {
      netuid,
      resolution,
      from,
      to,
      emptyStart: namesStart(link),
      theme,
      trades,
      live: runsToNow(link),
    },
    ignored,
  };
}
