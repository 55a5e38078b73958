// The market summary's pieces that the pools screener and the overview both show: a change, and, while a
// cold deployment fills in its windows (the figures then cover less than they say), how much is loaded.
import type { MarketSummary } from '../api/market';
import { formatPercent } from '../shared/numbers/amounts';
import { groupDigits } from '../shared/numbers/separators';

/** A change, signed and coloured. */
export function Percent({ change }: { change: number }) {
  const { text, direction } = formatPercent(change);
  return <span className={`change ${direction}`}>{text}</span>;
}

/** "24 h figures: 17 of 24 hours loaded", or nothing once loaded. */
export function coverageLine(label: string, { loaded, of }: { loaded: number; of: number }): string | null {
  return loaded >= of ? null : `${label} figures: ${groupDigits(loaded)} of ${groupDigits(of)} hours loaded`;
}

export function Coverage({ coverage }: { coverage: MarketSummary['coverage'] }) {
  const lines = [coverageLine('24 h', coverage.hours24), coverageLine('7 d', coverage.days7)].filter(
    (line) => line !== null,
  );
  if (lines.length === 0) return null;
  return (
    <div className="notice quiet" role="status">
      {lines.map((line) => (
        <p key={line}>{line}.</p>
      ))}
      <p>The rest loads in the background; this page follows it every minute.</p>
    </div>
  );
}
