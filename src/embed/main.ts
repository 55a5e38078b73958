// The embeddable pool chart: no framework and no app chrome, just the chart (and the swaps with trades=1), filling
// whatever box the iframe gives it (laid out again when the host resizes it: layout.ts), with a small link back to
// the full pool page, an OHLC readout on hover, and messages to the host page (host-messages.ts). Kept
// framework-free so that an embed loads a fraction of the app's JavaScript. A chart that runs to now follows the
// chain: the browser's live stream (src/live/leader.ts, shared with the app's tabs and the other embeds of the
// page) tells of the pool's new swaps, and the embed asks for its last bars as the pool page does and lists the
// swaps it brought.
import {
  pairIdOf,
  poolEventsSchema,
  RESOLUTION_TABLE,
  udfHistorySchema,
  udfHistoryUrl,
  type PoolEvent,
} from '../api/chart-schemas';
import { fetchJson } from '../api/client';
import { staleAsOf } from '../api/stale';
import {
  chartEnd,
  chartNow,
  liveBarsUrl,
  mergeBars,
  resolutionSeconds,
  udfToBars,
  type Bar,
} from '../shared/charts/bars';
import { tradedIn, type ChainMessage } from '../api/live';
import { fewCandlesText, shorterCandle } from '../shared/charts/candles';
import { axisStart, fillGaps } from '../shared/charts/time-axis';
import { formatUtc } from '../shared/time';
import { paths } from '../shared/paths';
import { embeddedPath, ROUTE_TABLE } from '../shared/route-table';
import { readEmbedParams, type EmbedParams, type IgnoredParam } from '../shared/embed/params';
import {
  headOf,
  HEAD_URL,
  olderWindow,
  reachesInto,
  swapWindowAt,
  type BlockWindow,
  type TimeWindow,
} from '../api/chain';
import { headAnswerSchema, swapsUrl } from './swap-window';
import { postHeight, postReady } from './host-messages';
import { hoverLegend } from './hover-legend';
import { ignoredKey, layoutFor } from './layout';
import { ask, element, embedFooter, failed, message } from './notices';
import 'virtual:theme.css';
import '../charts/chart-legend.css';
import './embed.css';
import { groupDigits, writeNumbersAs } from '../shared/numbers/separators';

/** The comparison's embed (/embed/compare) is compare.ts's: this page loads it for that path, and nothing else. */
const comparison = embeddedPath(location.pathname) === ROUTE_TABLE.compare.path;
// The charting library is most of this page's JavaScript: it loads while the bars are fetched, not before.
const charting = comparison ? null : import('../charts/price-chart');
type Charting = Awaited<NonNullable<typeof charting>>;

writeNumbersAs(navigator.language);
const root = document.getElementById('embed') as HTMLElement;

/**
 * A line above the chart when an answer was served past its freshness (the gateway's X-Stale-As-Of), as of the
 * oldest such answer shown.
 */
function staleNotice(): { line: HTMLElement; note: (answer: unknown) => void } {
  const line = element('p', 'embed-stale');
  line.setAttribute('role', 'status');
  line.hidden = true;
  let oldest: Date | null = null;
  const note = (answer: unknown) => {
    const asOf = staleAsOf(answer);
    if (asOf === null || (oldest !== null && oldest <= asOf)) return;
    oldest = asOf;
    line.textContent = `Showing data as of ${formatUtc(asOf.toISOString())}: the API is not answering fresh data right now.`;
    line.hidden = false;
  };
  return { line, note };
}

const footer = (params: EmbedParams) =>
  embedFooter(
    `Subnet ${params.netuid} pool · τ chain data ↗`,
    paths.pool(params.netuid, { resolution: params.resolution, from: params.from, to: params.to }),
  );

function swapsTable(rows: PoolEvent[]) {
  const table = element('table', 'embed-table');
  const head = table.createTHead().insertRow();
  for (const [title, className] of [
    ['Time (UTC)', ''],
    ['Side', ''],
    ['TAO', 'num'],
    ['Price (τ/α)', 'num'],
  ]) {
    head.append(element('th', className as string, title));
  }
  const body = table.createTBody();
  for (const swap of rows) swapRow(body, swap, -1);
  return table;
}

/** A swap's row, inserted in `body` at `index` (-1: last). */
function swapRow(body: HTMLTableSectionElement, swap: PoolEvent, index: number): HTMLTableRowElement {
  const row = body.insertRow(index);
  const buy = swap.asset0In != null;
  row.append(
    element(
      'td',
      '',
      new Date(swap.block.blockTimestamp * 1000).toISOString().slice(5, 16).replace('T', ' '),
    ),
    element('td', buy ? 'buy' : 'sell', buy ? 'Buy α' : 'Sell α'),
    element('td', 'num', swap.asset0In ?? swap.asset0Out ?? ''),
    element('td', 'num', swap.priceNative),
  );
  return row;
}

/** Swaps the list shows at most. */
const TRADE_ROWS = 50;

/**
 * The pool's latest swaps up to `end` (unix seconds), the end of the chart's last bar, so that the list goes with
 * what is drawn. The head places `end` on the chain; the grid window there is asked, and the one before it where
 * that holds none of the range's (a window that has only begun) and the range reaches back into it.
 */
async function showTrades(
  box: HTMLElement,
  params: EmbedParams,
  end: number,
  note: (answer: unknown) => void,
) {
  try {
    const headAnswer = await ask(box, () => fetchJson(HEAD_URL, headAnswerSchema));
    note(headAnswer);
    const head = headOf(headAnswer.data);
    const range = { from: params.from, to: end };
    const windows = head ? [swapWindowAt(range, head)] : [];
    const rows: PoolEvent[] = [];
    for (let window = windows[0]; window && head;) {
      const answer = await ask(box, () => fetchJson(swapsUrl(window as BlockWindow), poolEventsSchema));
      note(answer);
      rows.push(...poolSwapsIn(answer.events, params.netuid, range));
      const older = olderWindow(window);
      if (rows.length > 0 || windows.length > 1 || !older || !reachesInto(older, range, head)) break;
      windows.push((window = older));
    }
    box.classList.remove('embed-message');
    // A region again once the swaps are in: a message made it an alert or a status meanwhile.
    box.setAttribute('role', 'region');
    if (rows.length > 0) box.replaceChildren(swapsTable(rows.slice(0, TRADE_ROWS)));
    else {
      const oldest = windows.at(-1);
      const where = oldest
        ? ` in blocks ${groupDigits(oldest.fromBlock)}–${groupDigits((windows[0] as BlockWindow).toBlock)}`
        : '';
      box.replaceChildren(element('p', 'muted', `No swaps of this pool${where}.`));
    }
  } catch (error) {
    failed(box, 'Swaps unavailable', error, () => void showTrades(box, params, end, note));
  }
}

type SwapsList = ReturnType<typeof swapsList>;

/**
 * The swaps under the chart, shown while the frame has room for them (layout.ts): asked the first time they are
 * shown once the chart is drawn, up to its newest bar, and kept while hidden. The stream's new swaps go atop them
 * once they are listed; before, the ask brings them.
 */
function swapsList(box: HTMLElement, params: EmbedParams, note: (answer: unknown) => void) {
  let end: number | null = null;
  let asked: Promise<void> | null = null;
  let listed = false;
  const ask = () => {
    if (!asked && end !== null && !box.hidden)
      asked = showTrades(box, params, end, note).then(() => void (listed = true));
    return asked;
  };
  return {
    box,
    show(shown: boolean) {
      box.hidden = !shown;
      void ask();
    },
    /** The chart is drawn up to `to` (unix seconds): the swaps may be asked, up to there. */
    drawnTo(to: number) {
      end = to;
      return ask();
    },
    arrived(swaps: readonly PoolEvent[]) {
      if (listed) listNewSwaps(box, swaps);
    },
  };
}

/** A pool's swaps in a time range, newest first. */
const poolSwapsIn = (events: readonly PoolEvent[], netuid: number, range: TimeWindow) =>
  events
    .filter(
      (swap) =>
        swap.pairId === pairIdOf(netuid) &&
        swap.block.blockTimestamp >= range.from &&
        swap.block.blockTimestamp < range.to,
    )
    .reverse();

const day = (seconds: number) => formatUtc(new Date(seconds * 1000).toISOString()).slice(0, 16);

/**
 * A range without trades says which range, and when the pool last traded before it (the API's `nextTime`), with a
 * link to the same span of time up to that trade.
 */
function emptyRange(box: HTMLElement, params: EmbedParams, lastBar: number | undefined) {
  message(
    box,
    'No trades in this range',
    `Subnet ${params.netuid}'s pool did not trade from ${day(params.from)} to ${day(Math.min(params.to, chartNow()))} UTC.` +
      (lastBar === undefined
        ? ' It has no earlier trades.'
        : ` Its last trade before was in the bar of ${day(lastBar)} UTC.`),
  );
  if (lastBar === undefined) return;
  const to = lastBar + resolutionSeconds(params.resolution);
  const query = new URLSearchParams(location.search);
  for (const name of ['range', 'from', 'to']) query.delete(name);
  query.set('from', String(Math.max(0, to - (params.to - params.from))));
  query.set('to', String(to));
  const link = element('a', '', 'Show the same span up to that trade');
  link.href = `${location.pathname}?${query}`;
  box.append(link);
}

/**
 * Parameters the embed did not use, and why: a note above the chart that the person can dismiss, so that whoever
 * wrote the embed code sees the mistake without it breaking the chart. `show` lists them again as the frame's size
 * changes them, hiding the note when there are none.
 */
function ignoredNote(dismiss: (listed: readonly IgnoredParam[]) => void) {
  const note = element('aside', 'embed-ignored');
  note.setAttribute('aria-label', 'Ignored parameters');
  const text = element('p', '');
  const button = element('button', '', '×');
  button.type = 'button';
  button.setAttribute('aria-label', 'Dismiss the note on ignored parameters');
  let listed: readonly IgnoredParam[] = [];
  button.addEventListener('click', () => dismiss(listed));
  note.append(text, button);
  const show = (ignored: readonly IgnoredParam[]) => {
    listed = ignored;
    note.hidden = ignored.length === 0;
    text.replaceChildren('Ignored: ');
    ignored.forEach(({ param, value, reason }, i) => {
      text.append(
        element('code', '', `${param}=${value}`),
        ` ${reason}${i < ignored.length - 1 ? '; ' : '.'}`,
      );
    });
  };
  return { note, show };
}

/** The visitor's system's colour scheme, which the embed follows unless its theme names one. */
const system = matchMedia('(prefers-color-scheme: dark)');
const scheme = ({ theme }: EmbedParams) =>
  theme === 'light' || theme === 'dark' ? theme : system.matches ? 'dark' : 'light';

/**
 * Very few candles in the range: a line above the chart that says so, with a link to the same embed in a candle
 * that fits the range.
 */
function fewCandles(params: EmbedParams, bars: Bar[], count: number): HTMLElement | null {
  const shorter = shorterCandle(params.resolution, params.to - axisStart(bars, params), count);
  if (!shorter) return null;
  const line = element('p', 'embed-line', `${fewCandlesText(count)} — `);
  const query = new URLSearchParams(location.search);
  query.set('resolution', shorter);
  const link = element('a', '', `show ${RESOLUTION_TABLE[shorter].label} candles`);
  link.href = `${location.pathname}?${query}`;
  line.append(link);
  return line;
}

/**
 * The chart of `bars` on its time axis (empty time included), in the embed's colours, with the OHLC readout on
 * hover; the host hears that it is ready once it is drawn. Returns what lays newer bars over them (the last bar,
 * still open, with its new close; new bars after it), leaving the view where the reader put it.
 */
function drawChart(
  { PriceChart, THEMES }: Charting,
  box: HTMLElement,
  bars: Bar[],
  params: EmbedParams,
): (newer: readonly Bar[]) => void {
  let shown = bars;
  const chart = new PriceChart(box, THEMES[scheme(params)], { onPoint: hoverLegend(box, () => shown) });
  chart.keepFromFirstSlot();
  chart.keepRangeOnResize();
  const slots = fillGaps(bars, params.resolution, params);
  chart.setBars(slots);
  system.addEventListener('change', () => chart.setColors(THEMES[scheme(params)]));
  const few = fewCandles(params, bars, slots.length);
  if (few) box.before(few);
  // The library draws in its next animation frame; this callback runs right after it.
  requestAnimationFrame(postReady);
  return (newer) => {
    const merged = mergeBars(shown, newer);
    if (merged === shown) return;
    shown = merged;
    const to = Math.max(params.to, chartEnd(chartNow(), params.resolution));
    chart.setBars(fillGaps(shown, params.resolution, { ...params, to }), { keepView: true });
  };
}

/**
 * Follows the chain while the chart runs to now: on each of the stream's messages that brings a swap of the pool,
 * the bars from the newest drawn are asked (the pool page's URL, so one upstream request serves both) and laid over
 * the chart, and the swaps are put atop the list. Without the stream, the embed stays as it was loaded.
 */
async function followChain(
  params: EmbedParams,
  bars: readonly Bar[],
  update: (newer: readonly Bar[]) => void,
  swaps: SwapsList | null,
) {
  let since = bars.at(-1)?.time ?? params.from;
  const { joinLive } = await import('../live/leader');
  const onChain = async (message: ChainMessage) => {
    if (!tradedIn(message, params.netuid)) return;
    swaps?.arrived(message.swaps.filter((swap) => swap.pairId === pairIdOf(params.netuid)));
    const request = { netuid: params.netuid, resolution: params.resolution, since };
    const answer = await fetchJson(liveBarsUrl(request, chartNow()), udfHistorySchema, undefined, true);
    if (answer.s !== 'ok') return;
    const newer = udfToBars(answer);
    update(newer);
    since = newer.at(-1)?.time ?? since;
    // Swaps asked later (the frame grown to fit them) go as far as the chart does.
    void swaps?.drawnTo(since + resolutionSeconds(params.resolution));
  };
  joinLive({
    head: () => {},
    status: () => {},
    // A failed ask leaves the chart as it was: the next swap asks again.
    message: (message) => void (message.event === 'chain' && onChain(message.data).catch(() => {})),
  });
}

/** Puts `swaps` (oldest first, as the stream brings them) atop the list, which keeps its length. */
function listNewSwaps(box: HTMLElement, swaps: readonly PoolEvent[]) {
  let body = box.querySelector('tbody');
  if (!body) {
    const table = swapsTable([]);
    box.replaceChildren(table);
    body = table.tBodies[0] as HTMLTableSectionElement;
  }
  for (const swap of swaps) swapRow(body, swap, 0).classList.add('arrived');
  while (body.rows.length > TRADE_ROWS) body.deleteRow(-1);
}

/**
 * The chart, and then the swaps up to its last bar. The swaps wait for the chart: after a failed chart, asking
 * for them would only spend the quota into the same closed gate.
 */
async function showChart(
  chartBox: HTMLElement,
  swaps: SwapsList | null,
  params: EmbedParams,
  note: (answer: unknown) => void,
) {
  let end = params.to;
  let follow = () => {};
  try {
    const history = await ask(chartBox, () =>
      fetchJson(udfHistoryUrl(params.netuid, params.resolution, params.from, params.to), udfHistorySchema),
    );
    note(history);
    if (history.s === 'ok') {
      const library = await (charting as Promise<Charting>);
      const bars = udfToBars(history);
      chartBox.replaceChildren();
      chartBox.classList.remove('embed-message');
      chartBox.setAttribute('role', 'img');
      const update = drawChart(library, chartBox, bars, params);
      const last = bars.at(-1);
      if (last) end = Math.min(params.to, last.time + resolutionSeconds(params.resolution));
      if (params.live) follow = () => void followChain(params, bars, update, swaps);
    } else if (history.s === 'no_data') {
      emptyRange(chartBox, params, history.nextTime);
      postReady();
      // Nothing traded in the range: no swaps to list under it, and no request to spend on them.
      swaps?.box.remove();
      return;
    } else {
      message(chartBox, 'No chart for this pool', history.errmsg);
      postReady();
    }
  } catch (error) {
    failed(
      chartBox,
      'The chart could not be loaded',
      error,
      () => void showChart(chartBox, swaps, params, note),
    );
    postReady();
    return;
  }
  await swaps?.drawnTo(end);
  follow();
}

async function main() {
  const read = readEmbedParams(location.pathname, new URLSearchParams(location.search), chartNow());
  const chartBox = element('div', 'embed-chart');
  // The frame's heading, for screen readers: what the chart beneath it shows.
  const heading = element(
    'h1',
    'visually-hidden',
    read ? `Subnet ${read.params.netuid} pool price` : 'Subnet pool price',
  );
  // Named by it too: inside the pool page's preview, the frame's main is not taken for the page's own.
  heading.id = 'embed-title';
  root.setAttribute('aria-labelledby', heading.id);
  root.append(heading, chartBox);
  postHeight(root);
  if (!read) {
    message(chartBox, 'No such pool', 'The address should look like /embed/pools/<subnet number>.');
    postReady();
    return;
  }
  const { params, ignored } = read;
  // The gateway writes it in the page's HTML, so that the first frame has its colours; `npm run dev` does not.
  if (params.theme) document.documentElement.dataset.theme = params.theme;
  chartBox.setAttribute('role', 'img');
  chartBox.setAttribute('aria-label', `Price of subnet ${params.netuid}'s alpha in TAO`);
  const notice = staleNotice();
  heading.after(notice.line);
  const dismissed = new Set<string>();
  const note = ignoredNote((listed) => {
    for (const item of listed) dismissed.add(ignoredKey(item));
    layout();
  });
  heading.after(note.note);
  const tradesBox = params.trades ? element('div', 'embed-trades') : null;
  if (tradesBox) {
    // It scrolls when the swaps outgrow it: a keyboard reaches it as a named region.
    tradesBox.tabIndex = 0;
    tradesBox.setAttribute('role', 'region');
    tradesBox.setAttribute('aria-label', `Latest swaps of subnet ${params.netuid}`);
    root.append(tradesBox);
  }
  root.append(footer(params));
  const swaps = tradesBox && swapsList(tradesBox, params, notice.note);
  /** Lays the embed out for its frame's size: the swaps shown or left out, the note on what it ignores. */
  function layout() {
    const shown = layoutFor(
      { width: innerWidth, height: innerHeight },
      { trades: params.trades, ignored },
      dismissed,
    );
    note.show(shown.ignored);
    swaps?.show(shown.trades);
  }
  layout();
  // Host pages resize their frames (a responsive layout, the height the embed asks for).
  addEventListener('resize', layout);

  await showChart(chartBox, swaps, params, notice.note);
}

if (comparison) void import('./compare');
else void main();
