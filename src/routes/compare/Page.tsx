// Subnets compared: their prices on one chart as the change from the range's start, and a legend that reads each
// line under the pointer (or now). Everything it shows is the URL (compare-link.ts); the lines come from the market
// or the charting history (lines.ts).
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MAX_U16, readInteger } from '../../api/integers';
import { CopyButton } from '../../components/cells';
import { coverageLine } from '../../components/market-cells';
import { UrlProblems } from '../../components/PageNotices';
import { ErrorPanel } from '../../components/StatusView';
import { changePoints } from '../../shared/charts/compare';
import {
  COMPARE_MAX,
  COMPARE_RANGES,
  compareHref,
  compareSearch,
  isMarketRange,
  readCompareLink,
  type CompareLink,
  type CompareRange,
} from '../../shared/charts/compare-link';
import { RANGE_LABELS } from '../../shared/charts/labels';
import { iframeCode } from '../../shared/embed/embed-code';
import { paths } from '../../shared/paths';
import { EMBED_PREFIX } from '../../shared/route-table';
import { CompareChartView } from './CompareChartView';
import { CompareLegend } from './CompareLegend';
import { useCompareLines } from './lines';

const RANGES = Object.keys(COMPARE_RANGES) as CompareRange[];

/** What the add form reads: a subnet to add, or why it cannot be. */
function readAdded(text: string, netuids: readonly number[]): number | { problem: string } {
  const netuid = readInteger(text.trim().replace(/^sn/i, ''), 1, MAX_U16);
  if (netuid === null) return { problem: `A subnet with a pool is a number from 1 to ${MAX_U16}.` };
  if (netuids.includes(netuid)) return { problem: `Subnet ${netuid} is on the chart already.` };
  if (netuids.length >= COMPARE_MAX) return { problem: `A chart compares at most ${COMPARE_MAX} subnets.` };
  return netuid;
}

function AddSubnet({ link, go }: { link: CompareLink; go: (link: CompareLink) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const added = readAdded(input.current?.value ?? '', link.netuids);
    setProblem(typeof added === 'number' ? null : added.problem);
    if (typeof added !== 'number') return;
    form.reset();
    go({ ...link, netuids: [...link.netuids, added] });
  };
  return (
    <form className={`field compare-add${problem ? ' invalid' : ''}`} onSubmit={add} noValidate>
      <label htmlFor="compare-add">Add a subnet</label>
      <span className="compare-add-row">
        <input
          ref={input}
          id="compare-add"
          name="subnet"
          inputMode="numeric"
          placeholder="19"
          aria-describedby={problem ? 'compare-add-problem' : undefined}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit">Add</button>
      </span>
      {problem && (
        <span id="compare-add-problem" className="field-error" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

function EmbedCode({ link }: { link: CompareLink }) {
  const code = iframeCode({
    src: `${location.origin}${EMBED_PREFIX}${compareHref(link)}`,
    width: '100%',
    height: 420,
    title: `Subnets ${link.netuids.join(', ')} compared`,
  });
  return (
    <details className="compare-embed">
      <summary>Embed this chart</summary>
      <p className="muted">
        Paste this into a page; it follows the same link and theme parameters as a pool embed.
      </p>
      <code className="embed-code">{code}</code> <CopyButton value={code} label="embed code" />
    </details>
  );
}

export default function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { link, ignored } = useMemo(() => readCompareLink(params), [params]);
  const [openedAt] = useState(() => Date.now());
  const [pointed, setPointed] = useState<number | null>(null);
  const states = useCompareLines(link, openedAt);
  const drawn = useMemo(
    () => states.map((state) => ({ points: state.line ? changePoints(state.line) : [] })),
    [states],
  );
  const go = (next: CompareLink) => void navigate(compareHref(next));
  const failed = states.find((state) => state.error);
  const label = `Prices of subnets ${link.netuids.join(', ')} as their change over ${RANGE_LABELS[link.range]}`;

  return (
    <>
      <h1>Compare subnets</h1>
      <p className="muted">
        Each subnet’s price as its change since the range’s start, on one chart: point at it to read every
        line at that time. Up to {COMPARE_MAX} subnets; pick them here or on the{' '}
        <Link to={paths.pools()}>Pools</Link> screener.
      </p>
      <UrlProblems problems={ignored} cleanLink={`?${compareSearch(link)}`} />
      <div className="filters compare-controls">
        <div className="field">
          <span id="compare-range" className="group-label">
            Range
          </span>
          <div role="group" aria-labelledby="compare-range" className="range-group">
            {RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={link.range === range}
                onClick={() => go({ ...link, range })}
              >
                {RANGE_LABELS[range]}
              </button>
            ))}
          </div>
        </div>
        <AddSubnet link={link} go={go} />
      </div>
      {link.netuids.length === 0 ? (
        <div className="notice quiet" role="status">
          <strong>No subnets to compare yet.</strong>
          <p>
            Add one above, or select rows on the <Link to={paths.pools()}>Pools</Link> screener and press
            Compare.
          </p>
        </div>
      ) : (
        <>
          {failed && <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} />}
          <MarketCoverage link={link} states={states} />
          <CompareChartView lines={drawn} label={label} onPoint={setPointed} />
          <CompareLegend
            link={link}
            states={states}
            time={pointed}
            remove={(netuid) => go({ ...link, netuids: link.netuids.filter((n) => n !== netuid) })}
          />
          <p className="muted small">
            {isMarketRange(link.range)
              ? 'From every swap of the range, as the screener counts them.'
              : 'From each pool’s price history, the candles its pool page draws for this range.'}{' '}
            Charts by TradingView’s Lightweight Charts.
          </p>
          <EmbedCode link={link} />
        </>
      )}
    </>
  );
}

/** While a cold deployment fills the market's hours, how many of the range's it has. */
function MarketCoverage({ link, states }: { link: CompareLink; states: ReturnType<typeof useCompareLines> }) {
  const coverage = states[0]?.coverage;
  const line = coverage && coverageLine(RANGE_LABELS[link.range], coverage);
  if (!line) return null;
  return (
    <div className="notice quiet" role="status">
      <p>{line}; the lines start where the loaded hours do. The rest loads in the background.</p>
    </div>
  );
}
