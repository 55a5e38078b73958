// The chain now, from the market summary: the head block (moved on by the live stream) and how long ago it was made
// (ticking), the day's volume over every pool, its volume and net flow by hour, and the pools that moved most over
// 24 hours either way.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MarketPool, MarketSummary } from '../../api/market';
import { Amount } from '../../components/cells';
import { Coverage, Percent } from '../../components/market-cells';
import { Price } from '../../components/Significant';
import { Skeleton, SkeletonText } from '../../components/Skeletons';
import { StatusView } from '../../components/StatusView';
import { groupDigits } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { formatRelative, formatUtc } from '../../shared/time';
import { useTicking } from '../../lib/use-ticking';
import { newerHead } from '../../live/use-head';
import { useLiveHead, useLiveStatus } from '../../live/use-live';
import { topMovers, totalVolume } from './movers';
import { HourBars } from './HourBars';
import { marketQuery } from '../pools/market-query';

const MOVERS = 5;

/** The head: the live stream's as it moves, or the market summary's until the stream has told of a newer one. */
function HeadBlock({ summaryHead }: { summaryHead: MarketSummary['head'] }) {
  const head = newerHead(summaryHead, useLiveHead()) ?? summaryHead;
  const now = useTicking(true);
  const iso = new Date(head.time * 1000).toISOString();
  return (
    <p className="head-block">
      Head block{' '}
      <Link to={paths.block(head.block)} className="num">
        {groupDigits(head.block)}
      </Link>
      ,{' '}
      <time dateTime={iso} title={formatUtc(iso)}>
        {formatRelative(iso, now)}
      </time>
    </p>
  );
}

function MoverList({ title, pools, order }: { title: string; pools: MarketPool[]; order: string }) {
  return (
    <section className="mover-list" aria-label={title}>
      <h3>
        <Link to={paths.pools({ order })}>{title}</Link>
      </h3>
      {pools.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <ol>
          {pools.map((pool) => (
            <li key={pool.netuid}>
              <Link to={paths.pool(pool.netuid)}>Subnet {pool.netuid}</Link>
              {pool.price !== null && <Price price={pool.price} unit="τ" />}
              {pool.change.h24 !== null && <Percent change={pool.change.h24} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const CHARTS = { volume: 'Volume by hour, τ', flow: 'Net flow into the pools by hour, τ' };
const MOVER_TITLES = { gainers: 'Top gainers 24 h', losers: 'Top losers 24 h' };

/** The panel while the summary loads: its lines, its charts' frames (HourBars without hours) and its movers' rows. */
function MarketSkeleton() {
  const frame = { hours: [], value: () => 0n, head: { block: 0, time: 0 } };
  return (
    <Skeleton>
      <p className="head-block">
        <SkeletonText width="14em" />
      </p>
      <p>
        <SkeletonText width="18em" />
      </p>
      <div className="hour-charts">
        <HourBars title={CHARTS.volume} {...frame} />
        <HourBars title={CHARTS.flow} {...frame} />
      </div>
      <div className="mover-lists">
        {Object.values(MOVER_TITLES).map((title) => (
          <section key={title} className="mover-list">
            <h3>{title}</h3>
            <ol>
              {Array.from({ length: MOVERS }, (_, i) => (
                <li key={i}>
                  <SkeletonText width="100%" />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Skeleton>
  );
}

function Market({ summary }: { summary: MarketSummary }) {
  const { gainers, losers } = topMovers(summary.pools, MOVERS);
  return (
    <>
      <HeadBlock summaryHead={summary.head} />
      <Coverage coverage={summary.coverage} />
      <p>
        Volume 24 h: <Amount value={String(totalVolume(summary.pools))} places={2} /> over{' '}
        <Link to={paths.pools()}>{summary.pools.length} pools</Link>
      </p>
      <div className="hour-charts">
        <HourBars
          title={CHARTS.volume}
          hours={summary.hours}
          value={(hour) => BigInt(hour.volume)}
          head={summary.head}
        />
        <HourBars
          title={CHARTS.flow}
          hours={summary.hours}
          value={(hour) => BigInt(hour.netFlow)}
          signed
          head={summary.head}
        />
      </div>
      <div className="mover-lists">
        <MoverList title={MOVER_TITLES.gainers} pools={gainers} order="change_24h_desc" />
        <MoverList title={MOVER_TITLES.losers} pools={losers} order="change_24h_asc" />
      </div>
    </>
  );
}

export function ChainNow() {
  const market = useQuery(marketQuery(useLiveStatus() === 'live'));
  return (
    <section className="panel" aria-labelledby="chain-now">
      <h2 id="chain-now">The chain now</h2>
      <StatusView query={market} skeleton={<MarketSkeleton />}>
        {(summary) => <Market summary={summary} />}
      </StatusView>
    </section>
  );
}
