// A pool's figures over its chart: its last price, its changes over 1 hour, 24 hours and 7 days, the day's volume
// and net flow, its reserves, its last trade and its subnet's owner, from the market summary the screener reads
// (one answer for every pool, which the gateway builds at a fixed cost: src/api/market.ts), so a pool page asks the
// API nothing more.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MarketPool } from '../../api/market';
import { Address, Amount, Time } from '../../components/cells';
import { Coverage, Percent } from '../../components/market-cells';
import { Price } from '../../components/Significant';
import { countOf } from '../../shared/numbers/separators';
import { marketQuery } from '../pools/market-query';
import { useLiveStatus } from '../../live/use-live';

const dash = <span className="muted">—</span>;
const change = (value: number | null) => (value === null ? dash : <Percent change={value} />);

/** One figure of the list: its name over its value. */
function Figure({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function Figures({ pool }: { pool: MarketPool }) {
  const flow = BigInt(pool.netFlow24h);
  return (
    <>
      <Figure term="Price">{pool.price === null ? dash : <Price price={pool.price} unit="τ" />}</Figure>
      <Figure term="1 h">{change(pool.change.h1)}</Figure>
      <Figure term="24 h">{change(pool.change.h24)}</Figure>
      <Figure term="7 d">{change(pool.change.d7)}</Figure>
      <Figure term="Volume 24 h">
        <Amount value={pool.volume24h} places={2} /> ({countOf(pool.buys24h, 'buy')},{' '}
        {countOf(pool.sells24h, 'sell')})
      </Figure>
      <Figure term="Net flow 24 h" className={`change ${flow > 0n ? 'up' : flow < 0n ? 'down' : 'flat'}`}>
        {flow > 0n ? '+' : ''}
        <Amount value={pool.netFlow24h} places={2} />
      </Figure>
      <Figure term="Reserves">
        {pool.reserves ? (
          <>
            <Amount value={pool.reserves.tao} places={0} /> ·{' '}
            <Amount value={pool.reserves.alpha} unit="α" places={0} />
          </>
        ) : (
          dash
        )}
      </Figure>
      <Figure term="Last trade">
        {pool.lastTrade ? <Time iso={new Date(pool.lastTrade.time * 1000).toISOString()} /> : dash}
      </Figure>
    </>
  );
}

export function PoolFigures({ netuid }: { netuid: number }) {
  const market = useQuery(marketQuery(useLiveStatus() === 'live'));
  const summary = market.data;
  const pool = summary?.pools.find((entry) => entry.netuid === netuid);
  const owner = summary?.subnets.find((subnet) => subnet.netuid === netuid)?.owner;
  return (
    <section className="pool-figures" aria-label={`Pool ${netuid} figures`}>
      <dl>
        {pool ? (
          <Figures pool={pool} />
        ) : (
          <Figure term="Price" className="muted">
            {summary ? 'No trade of this pool in the last week.' : market.isError ? 'Not available.' : '…'}
          </Figure>
        )}
        {owner && (
          <Figure term="Owner">
            <Address ss58={owner.ss58} hex={owner.hex} label="owner" />
          </Figure>
        )}
      </dl>
      {summary && <Coverage coverage={summary.coverage} />}
    </section>
  );
}
