// The embed page's parameters: the pool page's (resolution, from, to), a preset `range` when from is absent,
// `theme` and `trades=1`. An embed never breaks on a bad link: what it cannot read falls back to the default, and
// is listed with the reason (the page shows the list, as the app's pages do for their URLs: src/lib/url-state.ts).
import { RESOLUTIONS, type Resolution } from '../api/chart-schemas';
import { MAX_TIMESTAMP, MAX_U16, readInteger } from '../api/integers';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../charts/bars';

export interface EmbedParams {
  netuid: number;
  resolution: Resolution;
  from: number;
  to: number;
  theme: 'light' | 'dark' | null;
  trades: boolean;
}

/** A parameter of the embed's URL that was ignored, and why. */
export interface IgnoredParam {
  param: string;
  value: string;
  reason: string;
}

const PARAMS = ['resolution', 'from', 'to', 'range', 'theme', 'trades'] as const;
const PRESETS = Object.keys(RANGE_PRESETS) as RangePreset[];
const SECONDS = 'must be unix seconds in plain digits';

export function readEmbedParams(
  pathname: string,
  search: URLSearchParams,
  now: number,
): { params: EmbedParams; ignored: IgnoredParam[] } | null {
  const netuid = readInteger(/^\/embed\/pools\/([^/]+)\/?$/.exec(pathname)?.[1], 1, MAX_U16);
  if (netuid === null) return null;
  const ignored: IgnoredParam[] = [];
  const ignore = (param: string, value: string, reason: string) => ignored.push({ param, value, reason });
  // As the app reads a URL: unknown names are listed, and of a repeated parameter only the first value counts.
  const seen = new Set<string>();
  for (const [param, value] of search) {
    if (!(PARAMS as readonly string[]).includes(param))
      ignore(param, value, 'is not a parameter of the embed');
    else if (seen.has(param)) ignore(param, value, 'is repeated: only its first value counts');
    seen.add(param);
  }
  /** The parameter's value if `accept` reads it; otherwise null, and listed when it was given. */
  const read = <T>(param: string, accept: (value: string) => T | null, reason: string): T | null => {
    const value = search.get(param);
    if (value === null || value === '') return null;
    const read = accept(value);
    if (read === null) ignore(param, value, reason);
    return read;
  };

  const resolution =
    read(
      'resolution',
      (v) => RESOLUTIONS.find((r) => r === v) ?? null,
      `must be one of ${RESOLUTIONS.join(', ')}`,
    ) ?? '1D';
  const preset = read(
    'range',
    (v) => PRESETS.find((p) => p === v) ?? null,
    `must be one of ${PRESETS.join(', ')}`,
  );
  const toParam = read('to', (v) => readInteger(v, 0, MAX_TIMESTAMP), SECONDS);
  const fromParam = read('from', (v) => readInteger(v, 0, MAX_TIMESTAMP), SECONDS);
  const to = toParam ?? now;
  let from = presetRange(preset ?? 'all', to).from;
  if (fromParam !== null && fromParam > to) ignore('from', String(fromParam), 'is after to');
  else if (fromParam !== null) {
    if (preset !== null) ignore('range', preset, 'is left out when from is given');
    from = fromParam;
  }
  const theme = read('theme', (v) => (v === 'light' || v === 'dark' ? v : null), 'must be light or dark');
  const trades = read('trades', (v) => (v === '1' || v === '0' ? v : null), 'must be 1 (or 0)') === '1';
  return { params: { netuid, resolution, from, to, theme, trades }, ignored };
}
