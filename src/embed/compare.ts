// The embeddable comparison (/embed/compare?netuid=1,4,19&range=7d): the compare page's chart and a legend that
// reads each line under the pointer, without React or the app's frame, filling its frame; the same link and theme
// parameters as the page and the pool embed, and the same messages to the host page (host-messages.ts).
import { udfHistorySchema, udfHistoryUrl } from '../api/chart-schemas';
import { fetchJson } from '../api/client';
import { marketCompareSchema } from '../api/market';
import { chartNow, udfToBars } from '../shared/charts/bars';
import {
  changePoints,
  historyRequest,
  lineFromBars,
  marketLine,
  marketLinesUrl,
  valueAt,
  type PriceLine,
} from '../shared/charts/compare';
import { compareHref, isMarketRange, readCompareLink, type CompareLink } from '../shared/charts/compare-link';
import { RANGE_LABELS } from '../shared/charts/labels';
import { embedTheme } from '../shared/embed/params';
import { formatPercent } from '../shared/numbers/amounts';
import { writeNumbersAs } from '../shared/numbers/separators';
import type { Scheme } from '../shared/theme/colors';
import { LINE_COLORS } from '../shared/theme/line-colors';
import { postHeight, postReady } from './host-messages';
import { ask, element, embedFooter, failed, message } from './notices';
import 'virtual:theme.css';
import './embed.css';

// The charting library loads while the lines are fetched, not before.
const charting = import('../charts/compare-chart');

writeNumbersAs(navigator.language);
const root = document.getElementById('embed') as HTMLElement;
const system = matchMedia('(prefers-color-scheme: dark)');

/** Every line of the comparison: the market's in one answer, or each pool's history. */
async function fetchLines(link: CompareLink): Promise<PriceLine[]> {
  if (isMarketRange(link.range))
    return (await fetchJson(marketLinesUrl(link), marketCompareSchema)).lines.map(marketLine);
  const longRange = link.range;
  const now = chartNow();
  return Promise.all(
    link.netuids.map(async (netuid) => {
      const { resolution, from, to } = historyRequest(netuid, longRange, now);
      const answer = await fetchJson(udfHistoryUrl(netuid, resolution, from, to), udfHistorySchema);
      return lineFromBars(netuid, answer.s === 'ok' ? udfToBars(answer) : []);
    }),
  );
}

/** The legend: a subnet per item in its line's colour, its change at the pointer's time (or now). */
function legend(box: HTMLElement, lines: PriceLine[], scheme: () => Scheme) {
  const changes = lines.map(changePoints);
  const items = lines.map(({ netuid }, i) => {
    const item = element('li', '');
    item.dataset.netuid = String(netuid);
    const swatch = element('span', 'swatch');
    swatch.setAttribute('aria-hidden', 'true');
    const value = element('span', 'change');
    item.append(swatch, `SN${netuid} `, value);
    return { item, swatch, value, points: changes[i] ?? [] };
  });
  box.replaceChildren(...items.map(({ item }) => item));
  return (time: number | null) =>
    items.forEach(({ swatch, value, points }, i) => {
      swatch.style.background = LINE_COLORS[i]?.[scheme()] ?? '';
      const change = valueAt(points, time ?? Infinity);
      const shown = change === null ? null : formatPercent(change);
      value.textContent = shown ? shown.text : points.length === 0 ? 'no trades' : '—';
      value.className = `change ${shown?.direction ?? ''}`;
    });
}

async function draw(chartBox: HTMLElement, legendBox: HTMLElement, link: CompareLink, scheme: () => Scheme) {
  try {
    const lines = await ask(chartBox, () => fetchLines(link));
    const { CompareChart } = await charting;
    chartBox.replaceChildren();
    chartBox.classList.remove('embed-message');
    chartBox.setAttribute('role', 'img');
    const read = legend(legendBox, lines, scheme);
    const chart = new CompareChart(chartBox, read);
    chart.setScheme(scheme());
    chart.setLines(lines.map((line) => ({ points: changePoints(line) })));
    read(null);
    system.addEventListener('change', () => {
      chart.setScheme(scheme());
      read(null);
    });
  } catch (error) {
    failed(
      chartBox,
      'The prices could not be loaded',
      error,
      () => void draw(chartBox, legendBox, link, scheme),
    );
  }
  postReady();
}

function main() {
  const search = new URLSearchParams(location.search);
  const { link, ignored } = readCompareLink(search, ['theme']);
  const theme = embedTheme(search);
  // The gateway writes it in the page's HTML, so that the first frame has its colours; `npm run dev` does not.
  if (theme) document.documentElement.dataset.theme = theme;
  const scheme = (): Scheme =>
    theme === 'light' || theme === 'dark' ? theme : system.matches ? 'dark' : 'light';
  const title = `Subnets ${link.netuids.join(', ')} compared over ${RANGE_LABELS[link.range]}`;
  const heading = element('h1', 'visually-hidden', title);
  heading.id = 'embed-title';
  root.setAttribute('aria-labelledby', heading.id);
  const legendBox = element('ul', 'compare-legend');
  legendBox.setAttribute('aria-label', 'Change since the range’s start');
  const chartBox = element('div', 'embed-chart');
  chartBox.setAttribute('aria-label', `Prices of ${title.toLowerCase()}, as their change`);
  root.append(heading, legendBox, chartBox);
  if (ignored.length > 0)
    legendBox.before(
      element(
        'p',
        'embed-line',
        `Ignored: ${ignored.map(({ param, value, reason }) => `${param}=${value} ${reason}`).join('; ')}.`,
      ),
    );
  root.append(embedFooter('Compare on τ chain data ↗', compareHref(link)));
  postHeight(root);
  if (link.netuids.length === 0) {
    message(
      chartBox,
      'No subnets to compare',
      'The address should name them, as /embed/compare?netuid=1,4,19.',
    );
    postReady();
    return;
  }
  void draw(chartBox, legendBox, link, scheme);
}

main();
