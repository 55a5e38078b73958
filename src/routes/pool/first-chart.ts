// A pool page's chart, drawn before the app runs. Evaluating the app and React's first render of the page (its
// controls, the chart's panel, the swaps) take a few hundred milliseconds, so a pool page's entry (src/pool-entry.ts)
// draws the chart first, into the box the gateway's frame holds for it (server/gateway/page-frame.ts), and starts the
// app after. The page then takes over what was drawn: its first history request is answered by the one made here
// (`takeFirstAnswer`), and its chart adopts the one drawn here (`adoptFirstChart`), so nothing is asked or drawn
// twice. Framework-free, like the embed.
import { udfHistorySchema, udfHistoryUrl, type UdfHistory } from '../../api/chart-schemas';
import { fetchJson } from '../../api/client';
import { chartNow } from '../../charts/bars';
import { chunkBars } from '../../charts/history-chunks';
import { pageFirstRequest, readPoolLink } from '../../charts/pool-link';
import { PriceChart, THEMES } from '../../charts/price-chart';
import type { Scheme } from '../../theme/colors';

/**
 * The longest the pool entry waits for the chart's bars: past it, the app starts and draws the chart itself when
 * they arrive (the same wait as the app's own for its first render, preload.ts).
 */
const FIRST_ANSWER_WAIT_MS = 1_000;

/**
 * The page the chart was drawn for and the time it asked "now" for (chartNow), until the page adopts the chart: the
 * page reads it as its own opening time, so that it asks for the same bars even when a minute has turned since.
 */
let opened: { href: string; now: number } | null = null;
/** The first request, until the page takes its answer. */
let first: { url: string; answer: Promise<UdfHistory> } | null = null;
/** The chart drawn, until the page adopts it. */
let drawn: { url: string; chart: PriceChart } | null = null;

/** The theme the frame is drawn in: the one on <html data-theme> (the person's choice), or the system's. */
function frameScheme(): Scheme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Asks for the chart's first bars, as the page would, and draws them into the frame's chart box once they are in:
 * resolves once the chart's first frame is painted, or at once when there is nothing to draw (the frame has no box:
 * the page shows the link's problems first), or after FIRST_ANSWER_WAIT_MS, or with an answer that is not bars (the
 * page says what it is).
 */
export async function drawFirstChart(): Promise<void> {
  const box = document.querySelector<HTMLElement>('#root .price-chart');
  if (!box) return;
  const netuid = Number(location.pathname.split('/')[2]);
  const { link } = readPoolLink(new URLSearchParams(location.search), ['bar']);
  opened = { href: location.href, now: chartNow() };
  const { from, to } = pageFirstRequest(link, opened.now);
  const url = udfHistoryUrl(netuid, link.resolution, from, to);
  // The gateway named this request in the page's HTML (chart-preload.ts): its answer is on its way already.
  const answer = fetchJson(url, udfHistorySchema);
  first = { url, answer };
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_ANSWER_WAIT_MS));
  // A failure is the page's to show: its query takes the same answer.
  const history = await Promise.race([answer.catch(() => null), timeout]);
  if (history?.s !== 'ok') return;
  const chart = new PriceChart(box, THEMES[frameScheme()]);
  chart.setBars(chunkBars([history]));
  drawn = { url, chart };
  await nextFrame();
}

/** When the pool page at `href` opened: when its chart was drawn before the app, else now (chartNow). */
export function pageOpenedAt(href: string): number {
  return opened?.href === href ? opened.now : chartNow();
}

/** The answer to the first request for `url`, once: null when it was another request, or already taken. */
export function takeFirstAnswer(url: string): Promise<UdfHistory> | null {
  if (first?.url !== url) return null;
  const { answer } = first;
  first = null;
  return answer;
}

/**
 * The chart drawn of `url`'s bars, moved into `box`, once; null when none was. A chart of other bars is removed:
 * the page draws its own.
 */
export function adoptFirstChart(url: string, box: HTMLElement): PriceChart | null {
  const adopted = drawn;
  drawn = null;
  opened = null;
  if (adopted?.url === url) {
    adopted.chart.moveTo(box);
    return adopted.chart;
  }
  adopted?.chart.destroy();
  return null;
}
