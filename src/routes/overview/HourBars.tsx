// The day by hour, as bars: the TAO every pool traded, and the TAO that flowed into them less what flowed out (up
// or down from a zero line). Drawn as a small SVG of its own rather than with the charting library, which the
// overview does not load for 24 bars. Each bar says its hour, value and trades on hover and to a screen reader.
import type { MarketHour } from '../../api/market';
import { timeOf, type ChainPoint } from '../../api/chain';
import { formatAmount } from '../../shared/numbers/amounts';
import { formatRelative } from '../../shared/time';

const WIDTH = 240;
const HEIGHT = 64;
const GAP = 1;

export interface HourBarsProps {
  title: string;
  hours: readonly MarketHour[];
  /** The figure of an hour, in rao. */
  value: (hour: MarketHour) => bigint;
  /** A figure that goes either way (the net flow): bars up or down from a zero line in the middle, coloured so. */
  signed?: boolean;
  /** The summary's head: the hours are told from it ("5 hours ago"). */
  head: ChainPoint;
}

/** When an hour began, in words relative to the head: "5 hours ago". */
const hourStart = (hour: MarketHour, head: ChainPoint) =>
  formatRelative(new Date(timeOf(hour.block, head) * 1000).toISOString(), head.time * 1000);

const abs = (v: bigint) => (v < 0n ? -v : v);

export function HourBars({ title, hours, value, signed = false, head }: HourBarsProps) {
  const values = hours.map(value);
  const largest = values.reduce((max, v) => (abs(v) > max ? abs(v) : max), 0n);
  // The zero line: in the middle for a signed figure, at the bottom otherwise.
  const zero = signed ? HEIGHT / 2 : HEIGHT;
  const scale = largest === 0n ? 0 : (signed ? HEIGHT / 2 : HEIGHT) / Number(largest);
  const step = WIDTH / Math.max(hours.length, 1);
  return (
    <figure className="hour-bars">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="list" aria-label={title}>
        {hours.map((hour, i) => {
          const v = values[i] as bigint;
          // A trade too small to see still shows as a line.
          const height = v === 0n ? 0 : Math.max(Number(abs(v)) * scale, 1);
          return (
            <rect
              key={hour.block}
              role="listitem"
              className={signed ? (v < 0n ? 'down' : 'up') : 'volume'}
              x={i * step + GAP / 2}
              width={Math.max(step - GAP, 1)}
              y={v < 0n ? zero : zero - height}
              height={height}
            >
              <title>{`${hourStart(hour, head)}: ${formatAmount(v, 2)} τ in ${hour.trades} trades`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="hour-axis muted" aria-hidden="true">
        <span>{hours[0] ? hourStart(hours[0], head) : ''}</span>
        <span>now</span>
      </p>
    </figure>
  );
}
