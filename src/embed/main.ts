// The embeddable pool chart: no framework and no app chrome, just the chart (and the swaps with trades=1), filling
// whatever box the iframe gives it, with a small link back to the full pool page. Kept framework-free so that an
// embed loads a fraction of the app's JavaScript.
import { POOL_EVENTS_PATH, poolEventsSchema, udfHistorySchema, udfHistoryUrl } from '../api/chart-schemas';
import { ApiError, fetchJson } from '../api/client';
import { chartNow, resolutionSeconds, udfToBars } from '../charts/bars';
import { newestWindow } from '../charts/swap-windows';
import { readEmbedParams, type EmbedParams } from './params';
import './embed.css';

// The charting library is most of this page's JavaScript: it loads while the bars are fetched, not before.
const charting = import('../charts/price-chart');

const root = document.getElementById('embed') as HTMLElement;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function message(box: HTMLElement, title: string, detail: string) {
  box.replaceChildren(element('strong', '', title), element('p', '', detail));
  box.classList.add('embed-message');
  box.setAttribute('role', 'alert');
}

function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'The data service is busy; this chart will load again shortly.';
  if (error instanceof ApiError && error.kind === 'network') return 'The data service could not be reached.';
  return error instanceof Error ? error.message : String(error);
}

function footer(params: EmbedParams) {
  const bar = element('footer', 'embed-footer');
  const link = element('a', '', `Subnet ${params.netuid} pool · τ chain data ↗`);
  const full = new URLSearchParams({
    resolution: params.resolution,
    from: String(params.from),
    to: String(params.to),
  });
  link.href = `/pools/${params.netuid}?${full}`;
  link.target = '_blank';
  link.rel = 'noopener';
  const credit = element('a', 'muted', 'Charts by TradingView');
  credit.href = 'https://www.tradingview.com/';
  credit.target = '_blank';
  credit.rel = 'noopener';
  bar.append(link, credit);
  return bar;
}

async function showTrades(box: HTMLElement, netuid: number, newestTime: number) {
  // The pool's swaps in the grid window around the chart's newest bar (the 2,000 blocks of its last hours): one
  // request, the same one the pool page and every other embed of this chart ask, so caches answer most of them.
  const { fromBlock, toBlock } = newestWindow(newestTime);
  const swaps = (
    await fetchJson(`${POOL_EVENTS_PATH}?fromBlock=${fromBlock}&toBlock=${toBlock}`, poolEventsSchema)
  ).events;
  const rows = swaps
    .filter((swap) => swap.pairId === `0-${netuid}` && swap.block.blockTimestamp < newestTime)
    .reverse()
    .slice(0, 50);
  if (rows.length === 0) {
    box.replaceChildren(element('p', 'muted', 'No swaps in the last hours.'));
    return;
  }
  const table = element('table', 'embed-table');
  const head_ = table.createTHead().insertRow();
  for (const [title, className] of [
    ['Time (UTC)', ''],
    ['Side', ''],
    ['TAO', 'num'],
    ['Price (τ/α)', 'num'],
  ]) {
    head_.append(element('th', className as string, title));
  }
  const body = table.createTBody();
  for (const swap of rows) {
    const row = body.insertRow();
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
  }
  box.replaceChildren(table);
}

async function main() {
  const params = readEmbedParams(location.pathname, new URLSearchParams(location.search), chartNow());
  const chartBox = element('div', 'embed-chart');
  root.append(chartBox);
  if (!params) {
    message(chartBox, 'No such pool', 'The address should look like /embed/pools/<subnet number>.');
    return;
  }
  const dark = params.theme ? params.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  chartBox.setAttribute('role', 'img');
  chartBox.setAttribute('aria-label', `Price of subnet ${params.netuid}'s alpha in TAO`);
  const tradesBox = params.trades ? element('div', 'embed-trades') : null;
  if (tradesBox) root.append(tradesBox);
  root.append(footer(params));

  // Where the chart's newest bar ends: the swaps listed end there too (the end of the range when there is no bar).
  let newestTime = params.to;
  try {
    const history = await fetchJson(
      udfHistoryUrl(params.netuid, params.resolution, params.from, params.to),
      udfHistorySchema,
    );
    if (history.s === 'ok') {
      const bars = udfToBars(history);
      const newest = bars.at(-1);
      // The newest bar may run past the range's end (a day or a week still under way): no swap is later than that.
      if (newest) newestTime = Math.min(newest.time + resolutionSeconds(params.resolution), params.to);
      const { PriceChart, THEMES } = await charting;
      new PriceChart(chartBox, THEMES[dark ? 'dark' : 'light']).setBars(bars);
    } else if (history.s === 'no_data')
      message(chartBox, 'No trades in this range', 'Open the full page for the latest data.');
    else message(chartBox, 'No chart for this pool', history.errmsg);
  } catch (error) {
    message(chartBox, 'The chart could not be loaded', describe(error));
  }
  if (tradesBox)
    await showTrades(tradesBox, params.netuid, newestTime).catch((error) =>
      message(tradesBox, 'Swaps unavailable', describe(error)),
    );
}

void main();
