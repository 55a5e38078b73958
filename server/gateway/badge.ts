// Price badges for READMEs, forum posts and chat topics: `/badge/subnets/19.svg`, a subnet's price in τ and its 24 h
// change, coloured by its sign. Drawn from the market summary the gateway holds anyway (GET /market/summary), so a
// badge costs no upstream request, however many pages show it. What it cannot tell (the root network's pool, an
// unknown subnet, a market still loading, a file that names no subnet) is a grey badge saying so, answered 200:
// a README shows any error status as a broken image.
import { createHash } from 'node:crypto';
import type { MarketSummary } from '../../src/api/market';
import { formatPercent } from '../../src/shared/numbers/amounts';
import { formatSignificant } from '../../src/shared/numbers/decimals';
import { badgeSubnet } from '../../src/shared/route-table';
import { badgeSvg, type BadgeTheme, type Tone } from './badge-svg';
import type { Market } from './market/market';

/** The market's tail is read again every 5 minutes: a README's reader sees figures a few minutes old at most. */
export const BADGE_CACHE = 'public, max-age=120';
/** A loading badge is asked again at once: the figures come within seconds. */
const LOADING_CACHE = 'no-cache';
/** The longest `?label=` drawn, in characters: a badge is a few words. */
export const MAX_LABEL = 40;

const LOADING = 'loading';

/** What a badge says on its coloured part, and in which colour. */
export interface BadgeValue {
  value: string;
  tone: Tone;
}

const grey = (value: string): BadgeValue => ({ value, tone: 'grey' });

/**
 * What the badge of `netuid` says, from `summary` (null while not loaded): the price as the screener writes it and
 * the 24 h change, signed with a true minus; a flat change (at the shown precision) or none is grey.
 */
export function badgeValue(summary: MarketSummary | null, netuid: number | null): BadgeValue {
  if (netuid === null) return grey('bad subnet');
  if (netuid === 0) return grey('no pool');
  if (!summary) return grey(LOADING);
  const pool = summary.pools.find((entry) => entry.netuid === netuid);
  if (pool?.price) {
    const price = `${formatSignificant(Number(pool.price))} τ`;
    const day = pool.change.h24;
    if (day === null) return grey(price);
    const { text, direction } = formatPercent(day);
    return { value: `${price} ${text}`, tone: direction === 'flat' ? 'grey' : direction };
  }
  // A subnet of the owner log without a trade in the loaded week; the log is empty until its first read.
  if (pool || summary.subnets.some((subnet) => subnet.netuid === netuid)) return grey('no trades');
  return grey(summary.subnets.length === 0 ? LOADING : 'unknown subnet');
}

/** The badge's left part: `?label=` cut to MAX_LABEL characters, else `SN19` (`subnet` for a file naming none). */
export function badgeLabel(search: URLSearchParams, netuid: number | null): string {
  const label = Array.from(search.get('label')?.trim() ?? '')
    .slice(0, MAX_LABEL)
    .join('');
  return label || (netuid === null ? 'subnet' : `SN${netuid}`);
}

const themeOf = (search: URLSearchParams): BadgeTheme => (search.get('theme') === 'dark' ? 'dark' : 'light');

/** Whether an If-None-Match header names `etag` (or any representation). */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;

/** GET /badge/subnets/<file>: the badge as SVG, or a 304 when the client holds it. */
export function badgeResponse(market: Market, file: string, request: Request): Response {
  const netuid = badgeSubnet(file);
  const search = new URL(request.url).searchParams;
  // As GET /market/summary, a visit: it keeps the market's figures coming, from the budget, never per badge.
  const { value, tone } = badgeValue(market.summary(), netuid);
  const svg = badgeSvg({ label: badgeLabel(search, netuid), value, tone, theme: themeOf(search) });
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': value === LOADING ? LOADING_CACHE : BADGE_CACHE };
  if (matches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
