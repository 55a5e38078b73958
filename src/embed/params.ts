// The embed page's parameters: the pool page's (resolution, from, to), a preset `range` when from/to are absent,
// `theme` and `trades=1`. Unreadable values fall back to the defaults, so an embed never breaks on a bad link.
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

const seconds = (text: string | null) => readInteger(text, 0, MAX_TIMESTAMP);

export function readEmbedParams(pathname: string, search: URLSearchParams, now: number): EmbedParams | null {
  const netuid = readInteger(/^\/embed\/pools\/([^/]+)\/?$/.exec(pathname)?.[1], 1, MAX_U16);
  if (netuid === null) return null;
  const resolution = RESOLUTIONS.find((r) => r === search.get('resolution')) ?? '1D';
  const preset =
    (Object.keys(RANGE_PRESETS) as RangePreset[]).find((p) => p === search.get('range')) ?? 'all';
  let { from, to } = presetRange(preset, seconds(search.get('to')) ?? now);
  from = seconds(search.get('from')) ?? from;
  if (from > to) ({ from, to } = presetRange('all', to));
  const theme = search.get('theme');
  return {
    netuid,
    resolution,
    from,
    to,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    trades: search.get('trades') === '1',
  };
}
