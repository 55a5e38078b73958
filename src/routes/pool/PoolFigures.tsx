// A pool's figures over its chart: its last price, its changes over 1 hour, 24 hours and 7 days, the day's volume
// and net flow, its reserves, its last trade and its subnet's owner, from the market summary the screener reads (one answer for every
// pool, which the gateway builds at a fixed cost: src/api/market.ts), so a pool page asks the API nothing more.
import { useQuery } from '@tanstack/react-query';
import type { MarketPool } from '../../api/market';
import { Address, Amount, Time } from '../../components/cells';
import { Coverage, Percent, Price } from '../../components/market-cells';
import { countOf } from '../../lib/digits';
import { marketQuery } from '../pools/market-query';

const dash = <span className="muted">—</span>;
const change = (value: number | null) => (value === null ? dash : <Percent change={value} />);

function Figures({ pool }: { pool: MarketPool }) {
  const flow = BigInt(pool.netFlow24h);
  return (
    <>
      <div>
        <dt>Price</dt>
        <dd>{pool.price === null ? dash : <Price price={pool.price} />}</dd>
      </div>
      <div>
        <dt>1 h</dt>
        <dd>{change(pool.change.h1)}</dd>
      </div>
      <div>
        <dt>24 h</dt>
        <dd>{change(pool.change.h24)}</dd>
      </div>
      <div>
        <dt>7 d</dt>
        <dd>{change(pool.change.d7)}</dd>
      </div>
      <div>
        <dt>Volume 24 h</dt>
        <dd>
          <Amount value={pool.volume24h} places={2} /> ({countOf(pool.buys24h, 'buy')},{' '}
          {countOf(pool.sells24h, 'sell')})
        </dd>
      </div>
      <div>
        <dt>Net flow 24 h</dt>
        <dd className={`change ${flow > 0n ? 'up' : flow < 0n ? 'down' : 'flat'}`}>
          {flow > 0n ? '+' : ''}
          <Amount value={pool.netFlow24h} places={2} />
        </dd>
      </div>
      <div>
        <dt>Reserves</dt>
        <dd>
          {pool.reserves ? (
            <>
              <Amount value={pool.reserves.tao} places={0} /> ·{' '}
              <Amount value={pool.reserves.alpha} unit="α" places={0} />
            </>
          ) : (
            dash
          )}
        </dd>
      </div>
      <div>
        <dt>Last trade</dt>
        <dd>{pool.lastTrade ? <Time iso={new Date(pool.lastTrade.time * 1000).toISOString()} /> : dash}</dd>
      </div>
    </>
  );
}

export function PoolFigures({ netuid }: { netuid: number }) {
  const market = useQuery(marketQuery());
  const summary = market.data;
  const pool = summary?.pools.find((entry) => entry.netuid === netuid);
  const owner = summary?.subnets.find((subnet) => subnet.netuid === netuid)?.owner;
  return (
    <section className="pool-figures" aria-label={`Pool ${netuid} figures`}>
      <dl>
        {pool ? (
          <Figures pool={pool} />
        ) : (
          <div>
            <dt>Price</dt>
            <dd className="muted">
              {summary ? 'No trade of this pool in the last week.' : market.isError ? 'Not available.' : '…'}
            </dd>
          </div>
        )}
        {owner && (
          <div>
            <dt>Owner</dt>
            <dd>
              <Address ss58={owner.ss58} hex={owner.hex} label="owner" />
            </dd>
          </div>
        )}
      </dl>
      {summary && <Coverage coverage={summary.coverage} />}
    </section>
  );
}
