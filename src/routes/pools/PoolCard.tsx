// One pool in the list: its subnet, owner, and the day's numbers once loaded (the last price, the change over 24
// hours and a sparkline), or a quiet line saying why they are not there.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { UdfHistory } from '../../api/chart-schemas';
import { ApiError } from '../../api/client';
import { Address, fieldCell } from '../../components/cells';
import { paths } from '../../lib/paths';
import { formatUtc } from '../../lib/time';
import { dayPrice, type DayWindow } from './day-price';
import type { PoolEntry } from './pool-list';
import { SPARK_HEIGHT, SPARK_WIDTH, sparklinePoints } from './sparkline';

/** Five significant digits: alpha prices are small fractions of a TAO. The exact number is in the title. */
export const formatPrice = (price: number) => price.toLocaleString('en-US', { maximumSignificantDigits: 5 });

export const formatChange = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change * 100).toFixed(2)} %`;

const hour = (seconds: number) => formatUtc(new Date(seconds * 1000).toISOString()).slice(0, -7) + ' UTC';

function DayNumbers({ answer, window }: { answer: UdfHistory; window: DayWindow }) {
  const day = dayPrice(answer, window);
  if (day.kind === 'no-pool') return <p className="pool-note">No price: {day.message}</p>;
  if (day.kind === 'no-trades')
    return (
      <p className="pool-note">
        No trades up to {hour(window.end)}
        {day.earlierBar !== null && ` in the day (the last before, ${hour(day.earlierBar)})`}.
      </p>
    );
  const direction = day.change === null || day.change === 0 ? 'flat' : day.change > 0 ? 'up' : 'down';
  const spark = sparklinePoints(day.points, window.start, window.end);
  return (
    <div className="pool-numbers">
      <span
        className="pool-price"
        title={`${day.last} τ per α, the close of the hour to ${hour(day.lastTradeHour)}`}
      >
        {formatPrice(day.last)} <span className="unit">τ</span>
      </span>
      <span
        className={`pool-change ${direction}`}
        title={
          day.change === null
            ? 'No price from 24 hours earlier in the answer'
            : `From ${hour(window.start)} to ${hour(window.end)}; ${day.tradedHours} hours traded`
        }
      >
        {day.change === null ? '—' : formatChange(day.change)} <span className="unit">24 h</span>
      </span>
      {spark && (
        <svg
          className={`sparkline ${direction}`}
          viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
          width={SPARK_WIDTH}
          height={SPARK_HEIGHT}
          // Stretched to the card's width: the day runs from edge to edge whatever the card's size.
          preserveAspectRatio="none"
          role="img"
          aria-label={`Price over the 24 hours to ${hour(window.end)}`}
        >
          <polyline points={spark} />
        </svg>
      )}
    </div>
  );
}

function NotLoaded({ error, netuid }: { error: unknown; netuid: number }) {
  const quota = error instanceof ApiError && error.status === 429;
  return (
    <p className="pool-note" title={quota ? undefined : error instanceof Error ? error.message : undefined}>
      {quota ? 'Price not loaded yet (the API’s quota)' : 'Price not loaded'} —{' '}
      <Link to={paths.pool(netuid)}>open the pool</Link>
    </p>
  );
}

export function PoolCard({
  entry,
  day,
  window,
  track,
}: {
  entry: PoolEntry;
  day: UseQueryResult<UdfHistory>;
  window: DayWindow;
  track: Ref<HTMLLIElement>;
}) {
  return (
    <li ref={track} data-key={entry.netuid} className="pool-card">
      <Link to={paths.pool(entry.netuid)} className="pool-link">
        Subnet {entry.netuid}
      </Link>
      <span className="muted">
        owner{' '}
        {fieldCell(entry.owner, 'owner', (owner) => (
          <Address ss58={owner.ss58} hex={owner.hex} />
        ))}
      </span>
      {day.data ? (
        <DayNumbers answer={day.data} window={window} />
      ) : day.isError ? (
        <NotLoaded error={day.error} netuid={entry.netuid} />
      ) : (
        <p className="pool-note" aria-hidden={!day.isFetching}>
          {day.isFetching ? 'Loading the price…' : '\u00a0'}
        </p>
      )}
    </li>
  );
}
