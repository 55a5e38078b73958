// `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G
// network, simulated) of the list pages and a pool page, each a few times against the built app served by the real
// server over the demo API, as `npm start` serves it. Prints per page the median score and the median of the
// metrics the score is made of that a page load decides (FCP, LCP, TBT, CLS; Speed Index too) and the upstream
// calls the gateway made for the page's loads (the first with a cold cache), then, from the run
// with the median score, the element LCP waited for and the audits that cost points, so the next fix is named.
// Lighthouse's scores move with the machine's load: compare medians of runs made one after another.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, NO_CHROMIUM_MESSAGE } from '../e2e/chromium';
import { startServer } from '../e2e/server';

const PAGES = ['/events', '/accounts', '/pools/1'];
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  title: string;
  details?: { items?: { node?: { snippet?: string } }[] };
}
interface Run {
  score: number;
  audits: Record<string, Audit>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};
const show = (name: keyof typeof METRICS, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

const launchOptions = chromiumLaunchOptions();
if (!launchOptions) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const chrome = await launch({
  chromePath: launchOptions.executablePath ?? chromium.executablePath(),
  chromeFlags: ['--headless=new', ...(launchOptions.args ?? [])],
});
const server = await startServer();
try {
  console.log(`Lighthouse mobile performance, median of ${RUNS} runs, against ${server.url}`);
  console.log(
    `${'page'.padEnd(12)} ${'score'.padStart(5)}  ${Object.keys(METRICS)
      .map((name) => name.padStart(8))
      .join(' ')}   scores     upstream calls (the first load's cache is cold)`,
  );
  const details: string[] = [];
  for (const path of only.length ? only : PAGES) {
    const runs: Run[] = [];
    const callsBefore = server.upstreamCalls();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const performance = lhr.categories.performance;
      runs.push({
        score: Math.round((performance?.score ?? 0) * 100),
        audits: lhr.audits as Record<string, Audit>,
      });
    }
    const metric = (name: keyof typeof METRICS) =>
      median(runs.map((run) => run.audits[METRICS[name]]?.numericValue ?? NaN));
    console.log(
      `${path.padEnd(12)} ${String(median(runs.map((run) => run.score))).padStart(5)}  ${(
        Object.keys(METRICS) as (keyof typeof METRICS)[]
      )
        .map((name) => show(name, metric(name)).padStart(8))
        .join(' ')}   ${runs
        .map((run) => run.score)
        .join(' ')
        .padEnd(9)}  ${server.upstreamCalls() - callsBefore}`,
    );
    const typical = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)] as Run;
    const lcp = typical.audits['largest-contentful-paint-element']?.details?.items?.[0];
    const snippet = JSON.stringify(lcp ?? null).match(/"snippet":("(?:[^"\\]|\\.)*")/)?.[1];
    const element = snippet ? (JSON.parse(snippet) as string) : undefined;
    // What cost points: the metrics below full marks, and the diagnostics that name a saving or a cause.
    const costs = Object.values(typical.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.displayValue)
      .map((audit) => `    ${audit.title}: ${audit.displayValue}`);
    details.push([path, `    LCP element: ${element ?? 'none found'}`, ...costs.slice(0, 8)].join('\n'));
  }
  console.log(`\nFrom the run with the median score:\n${details.join('\n')}`);
} finally {
  await server.stop();
  chrome.kill();
}
