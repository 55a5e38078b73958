// The compare chart's legend: a row per subnet in its line's colour, reading the line at the pointer's time (or
// its last point, now): the change since the range's start and the price then, with the range's volume.
import { Link } from 'react-router';
import { ColumnHeads } from '../../components/ColumnHeads';
import { Dash } from '../../components/cells';
import { Percent } from '../../components/market-cells';
import { useScheme } from '../../lib/preferences';
import { changePoints, valueAt, type PriceLine } from '../../shared/charts/compare';
import type { CompareLink } from '../../shared/charts/compare-link';
import { RANGE_LABELS } from '../../shared/charts/labels';
import { formatDecimal, formatSignificant } from '../../shared/numbers/decimals';
import { paths } from '../../shared/paths';
import { LINE_COLORS } from '../../shared/theme/line-colors';
import { formatUtc } from '../../shared/time';
import type { LineState } from './lines';

/** A line read at `time` (null: now, its last point). */
function readLine(line: PriceLine, time: number | null) {
  const at = time ?? Infinity;
  const change = valueAt(changePoints(line), at);
  const price = valueAt(
    line.points.map(([pointTime, value]) => ({ time: pointTime, value })),
    at,
  );
  return { change, price };
}

interface Props {
  link: CompareLink;
  states: LineState[];
  time: number | null;
  remove: (netuid: number) => void;
}

export function CompareLegend({ link, states, time, remove }: Props) {
  const scheme = useScheme();
  const when = time === null ? 'now' : formatUtc(new Date(time * 1000).toISOString());
  return (
    <table className="data compare-legend">
      <caption>
        Subnets compared over {RANGE_LABELS[link.range]}, read {time === null ? '' : 'at '}
        <span data-testid="legend-time">{when}</span>
      </caption>
      <ColumnHeads
        columns={[
          { header: 'Subnet' },
          { header: 'Change', numeric: true },
          { header: 'Price', numeric: true },
          { header: 'Volume', numeric: true },
          { header: <span className="visually-hidden">Remove</span> },
        ]}
      />
      <tbody>
        {states.map(({ netuid, line, isFetching }, i) => {
          const read = line && readLine(line, time);
          const empty = line && line.points.length === 0;
          return (
            <tr key={netuid} data-netuid={netuid}>
              <th scope="row">
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ background: LINE_COLORS[i]?.[scheme] }}
                />
                <Link to={paths.pool(netuid)}>SN{netuid}</Link>
              </th>
              <td className="numeric">
                {read?.change != null ? (
                  <Percent change={read.change} />
                ) : empty ? (
                  <span className="muted">No trades in this range</span>
                ) : isFetching ? (
                  <span className="muted">Loading…</span>
                ) : (
                  <Dash field="change" />
                )}
              </td>
              <td className="numeric">
                {read?.price != null ? `${formatSignificant(read.price)} τ` : <Dash field="price" />}
              </td>
              <td className="numeric">
                {line ? `${formatDecimal(line.volume, 2, { minDecimals: 2 })} τ` : <Dash field="volume" />}
              </td>
              <td>
                <button
                  type="button"
                  className="remove-line"
                  title={`Remove subnet ${netuid}`}
                  onClick={() => remove(netuid)}
                >
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">Remove subnet {netuid}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
