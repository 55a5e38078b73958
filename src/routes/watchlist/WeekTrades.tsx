// The portfolio's week of trades: the followed accounts' swaps of the last 7 days (one request for all of them, which
// the gateway answers from its market's windows), what was bought and sold on each subnet and what it made at today's
// prices (the market summary's), the trades themselves, and their export for Koinly. Loaded beside the watchlist's
// rows.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import type { MarketSummary } from '../../api/market';
import type { AccountSwap, MarketSwaps } from '../../api/market-swaps';
import { Address, Amount, BlockLink, copyExact, NetuidLink, Time } from '../../components/cells';
import { Price } from '../../components/Significant';
import { describeError, StatusView } from '../../components/StatusView';
import type { AddressKey } from '../../lib/address-key';
import { downloadFile } from '../../lib/save-file';
import { formatChange } from '../../shared/numbers/amounts';
import { countOf, groupDigits } from '../../shared/numbers/separators';
import { marketQuery } from '../pools/market-query';
import { portfolioAccounts } from './account-history';
import { koinlyCsv } from './koinly-csv';
import { swapsQuery } from './swaps-query';
import { weekBySubnet, weekTotals, type SubnetWeek } from './week-result';

/** The trades listed on the page, newest first; the export has them all. */
const TRADES_SHOWN = 100;

/** A result in τ, signed and coloured; exact on hover and on copy. */
function Result({ rao }: { rao: bigint }) {
  const change = formatChange(rao, 0n);
  return (
    <span
      className={`change ${change.direction}`}
      title={`${change.exactText} τ`}
      onCopy={copyExact(change.exact)}
    >
      {change.amount} <span className="unit">τ</span>
    </span>
  );
}

/** An amount of alpha and the TAO it was traded for, and how many trades. */
function Traded({ alpha, tao, trades, noun }: { alpha: bigint; tao: bigint; trades: number; noun: string }) {
  if (trades === 0) return <span className="muted">—</span>;
  return (
    <>
      <Amount value={String(alpha)} unit="α" />
      <span className="detail">
        for <Amount value={String(tao)} /> · {countOf(trades, noun)}
      </span>
    </>
  );
}

function Realized({ subnet }: { subnet: SubnetWeek }) {
  if (subnet.realized === null)
    return (
      <span className="muted" title="Sold without a buy this week: what the alpha sold cost is not known">
        cost unknown
      </span>
    );
  if (subnet.sells === 0) return <span className="muted">no sale</span>;
  return <Result rao={subnet.realized} />;
}

function Unrealized({ subnet, prices }: { subnet: SubnetWeek; prices: UseQueryResult<MarketSummary> }) {
  if (subnet.left === 0n) return <span className="muted">nothing left</span>;
  return (
    <>
      {subnet.unrealized === null ? (
        <span className="muted">{prices.isPending ? 'loading the price…' : 'price unknown'}</span>
      ) : (
        <Result rao={subnet.unrealized} />
      )}
      <span className="detail">
        on <Amount value={String(subnet.left)} unit="α" /> left
      </span>
    </>
  );
}

function SubnetResults({
  swaps,
  prices,
}: {
  swaps: readonly AccountSwap[];
  prices: UseQueryResult<MarketSummary>;
}) {
  const { data: summary } = prices;
  const priceOf = useMemo(
    () => new Map(summary?.pools.flatMap((pool) => (pool.price ? [[pool.netuid, pool.price] as const] : []))),
    [summary],
  );
  const subnets = useMemo(() => weekBySubnet(swaps, priceOf), [swaps, priceOf]);
  return (
    <>
      {prices.isError && (
        <p className="notice error">
          Today’s prices could not be had ({describeError(prices.error).title}): what the week’s buys left is
          not valued.
        </p>
      )}
      <SubnetTable subnets={subnets} prices={prices} />
      <WeekResult subnets={subnets} />
    </>
  );
}

function SubnetTable({
  subnets,
  prices,
}: {
  subnets: readonly SubnetWeek[];
  prices: UseQueryResult<MarketSummary>;
}) {
  return (
    <div className="table-scroll">
      <table className="data portfolio-subnets">
        <caption>The week by subnet, at today’s prices</caption>
        <ColumnHeads
          columns={[
            { header: 'Subnet' },
            { header: 'Bought', numeric: true },
            { header: 'Sold', numeric: true },
            { header: 'Price now', numeric: true },
            { header: 'Realized', numeric: true },
            { header: 'Unrealized', numeric: true },
          ]}
        />
        <tbody>
          {subnets.map((subnet) => (
            <tr key={subnet.netuid}>
              <td data-label="Subnet">
                <NetuidLink netuid={subnet.netuid} />
              </td>
              <td className="numeric" data-label="Bought">
                <Traded alpha={subnet.bought} tao={subnet.spent} trades={subnet.buys} noun="buy" />
              </td>
              <td className="numeric" data-label="Sold">
                <Traded alpha={subnet.sold} tao={subnet.received} trades={subnet.sells} noun="sale" />
              </td>
              <td className="numeric" data-label="Price now">
                {subnet.price === null ? (
                  <span className="muted">—</span>
                ) : (
                  <Price price={subnet.price} unit="τ" />
                )}
              </td>
              <td className="numeric" data-label="Realized">
                <Realized subnet={subnet} />
              </td>
              <td className="numeric" data-label="Unrealized">
                <Unrealized subnet={subnet} prices={prices} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The week's TAO spent and received, and its result, over every subnet: the unknown ones left out, and named. */
function WeekResult({ subnets }: { subnets: readonly SubnetWeek[] }) {
  const totals = weekTotals(subnets);
  const unknown = [
    totals.unknownRealized > 0 &&
      `${countOf(totals.unknownRealized, 'subnet')} sold without a buy (cost unknown)`,
    totals.unknownUnrealized > 0 && `${countOf(totals.unknownUnrealized, 'subnet')} without a price today`,
  ].filter(Boolean);
  return (
    <>
      <dl className="balances" aria-label="The week’s result">
        <div>
          <dt>TAO spent</dt>
          <dd>
            <Amount value={String(totals.spent)} />
          </dd>
        </div>
        <div>
          <dt>TAO received</dt>
          <dd>
            <Amount value={String(totals.received)} />
          </dd>
        </div>
        <div>
          <dt>Realized</dt>
          <dd>
            <Result rao={totals.realized} />
          </dd>
        </div>
        <div>
          <dt>Unrealized</dt>
          <dd>
            <Result rao={totals.unrealized} />
          </dd>
        </div>
      </dl>
      {unknown.length > 0 && <p className="muted">Left out of the result: {unknown.join('; ')}.</p>}
    </>
  );
}

function Trades({ trades }: { trades: readonly AccountSwap[] }) {
  const newest = useMemo(() => [...trades].reverse().slice(0, TRADES_SHOWN), [trades]);
  return (
    <>
      <div className="table-scroll">
        <table className="data portfolio-trades">
          <caption>The week’s trades, newest first</caption>
          <ColumnHeads
            columns={[
              { header: 'Time' },
              { header: 'Account' },
              { header: 'Subnet' },
              { header: 'Side' },
              { header: 'TAO', numeric: true },
              { header: 'Alpha', numeric: true },
              { header: 'Block', numeric: true },
            ]}
          />
          <tbody>
            {newest.map((swap) => (
              <tr key={`${swap.block}-${swap.eventIndex}`}>
                <td data-label="Time">
                  <Time iso={new Date(swap.time * 1000).toISOString()} />
                </td>
                <td data-label="Account">
                  <Address ss58={swap.account} label="maker" />
                </td>
                <td data-label="Subnet">
                  <NetuidLink netuid={swap.netuid} />
                </td>
                <td data-label="Side">{swap.side === 'buy' ? 'buy' : 'sell'}</td>
                <td className="numeric" data-label="TAO">
                  <Amount value={swap.tao} />
                </td>
                <td className="numeric" data-label="Alpha">
                  <Amount value={swap.alpha} unit="α" />
                </td>
                <td className="numeric" data-label="Block">
                  <BlockLink block={swap.block} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {trades.length > newest.length && (
        <p className="muted">
          The newest {groupDigits(newest.length)} of {countOf(trades.length, 'trade')}; the export has them
          all.
        </p>
      )}
    </>
  );
}

function Week({
  week,
  watched,
  names,
  prices,
}: {
  week: MarketSwaps;
  watched: readonly AddressKey[];
  names: ReadonlyMap<AddressKey, string>;
  prices: UseQueryResult<MarketSummary>;
}) {
  const accounts = useMemo(() => portfolioAccounts(watched), [watched]);
  const traded = new Set(week.swaps.map((swap) => swap.account));
  const quiet = accounts.filter(({ account }) => !traded.has(account));
  const nameOf = new Map(accounts.map(({ key, account }) => [account, names.get(key) ?? account]));
  const exportCsv = () =>
    downloadFile(
      `koinly-trades-${week.fromBlock}-${week.head.block}.csv`,
      [koinlyCsv(week.swaps, (account) => nameOf.get(account) ?? account)],
      'text/csv;charset=utf-8',
    );
  const { loaded, of } = week.coverage;
  return (
    <>
      <p className="muted">
        Swaps of blocks {groupDigits(week.fromBlock)} to {groupDigits(week.head.block)} (the last 7 days),
        read from the swap windows the market holds: no request per account.
      </p>
      {loaded < of && (
        <p className="notice quiet" role="status">
          The week is still loading: {groupDigits(loaded)} of {groupDigits(of)} hours. The rest comes in the
          background; this list follows it every minute.
        </p>
      )}
      {week.swaps.length === 0 ? (
        <div className="empty">
          <p>
            {accounts.length === 1
              ? 'The followed account did not swap in these blocks.'
              : 'None of the followed accounts swapped in these blocks.'}
          </p>
        </div>
      ) : (
        <>
          <SubnetResults swaps={week.swaps} prices={prices} />
          <Trades trades={week.swaps} />
          {quiet.length > 0 && (
            <p className="muted">
              No swap this week by{' '}
              {quiet.map(({ account }, i) => (
                <span key={account}>
                  {i > 0 && ', '}
                  <Address ss58={account} />
                </span>
              ))}
              .
            </p>
          )}
        </>
      )}
      <p>
        <button type="button" onClick={exportCsv}>
          Export CSV for Koinly
        </button>{' '}
        <span className="muted">
          {countOf(week.swaps.length, 'trade')}, times in UTC; alpha as <code>SN&lt;netuid&gt;</code>.
        </span>
      </p>
    </>
  );
}

export default function WeekTrades({
  watched,
  names,
}: {
  watched: readonly AddressKey[];
  names: ReadonlyMap<AddressKey, string>;
}) {
  const accounts = useMemo(() => portfolioAccounts(watched).map(({ account }) => account), [watched]);
  const week = useQuery(swapsQuery(accounts));
  const prices = useQuery(marketQuery());
  return (
    <section className="week-trades" aria-labelledby="week-trades-heading">
      <h2 id="week-trades-heading">This week’s trades</h2>
      <StatusView query={week} skeleton={<p className="muted">Loading the week’s swaps…</p>}>
        {(answer) => <Week week={answer} watched={watched} names={names} prices={prices} />}
      </StatusView>
    </section>
  );
}
