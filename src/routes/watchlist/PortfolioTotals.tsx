// The portfolio's balances: the followed accounts' newest free, staked and total balances added up, and the total's
// change over a day and a week, from each account's history (one request each, the rows' own: a row shows what its
// account adds). Loaded beside the watchlist's rows.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Amount, BalanceChange } from '../../components/cells';
import { describeError } from '../../components/StatusView';
import type { AddressKey } from '../../lib/address-key';
import { countOf, groupDigits } from '../../shared/numbers/separators';
import { historyQuery, portfolioAccounts } from './account-history';
import { holdingsOf, totalsOf, type TotalChange } from './holdings';

function Change({ change, period }: { change: TotalChange | null; period: '24 h' | '7 d' }) {
  if (!change) return <span className="muted">—</span>;
  return <BalanceChange now={String(change.now)} before={String(change.before)} period={period} />;
}

export default function PortfolioTotals({ watched }: { watched: readonly AddressKey[] }) {
  const accounts = useMemo(() => portfolioAccounts(watched), [watched]);
  const histories = useQueries({ queries: accounts.map(({ account }) => historyQuery(account)) });
  const holdings = histories.flatMap((query) => {
    const found = query.data && holdingsOf(query.data.data);
    return found ? [found] : [];
  });
  const totals = totalsOf(holdings);
  const failed = histories.filter((query) => query.isError && !query.data);
  const waiting = histories.filter((query) => query.isPending && !query.isError).length;
  const reaching = (change: TotalChange | null, period: string) =>
    change && change.accounts < holdings.length
      ? ` The ${period} change counts the ${countOf(change.accounts, 'account')} whose history reaches back so far.`
      : '';
  return (
    <section className="portfolio" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading">Portfolio</h2>
      <dl className="balances" aria-label="Portfolio balances">
        <div>
          <dt>Total</dt>
          <dd>
            <Amount value={String(totals.total)} />
          </dd>
        </div>
        <div>
          <dt>Free</dt>
          <dd>
            <Amount value={String(totals.free)} />
          </dd>
        </div>
        <div>
          <dt>Staked</dt>
          <dd>
            <Amount value={String(totals.staked)} />
          </dd>
        </div>
        <div>
          <dt>24 h change</dt>
          <dd>
            <Change change={totals.day} period="24 h" />
          </dd>
        </div>
        <div>
          <dt>7 d change</dt>
          <dd>
            <Change change={totals.week} period="7 d" />
          </dd>
        </div>
      </dl>
      <p className="muted" role="status">
        {`The newest daily snapshots of ${groupDigits(holdings.length)} of ${countOf(accounts.length, 'account')}`}
        {watched.length > accounts.length && ` (the first ${groupDigits(accounts.length)} followed)`}
        {waiting > 0 && `; ${groupDigits(waiting)} loading`}.{reaching(totals.day, '24 h')}
        {reaching(totals.week, '7 d')}
      </p>
      {failed.length > 0 && (
        <p className="notice error">
          {`The balances of ${countOf(failed.length, 'account')} could not be had (${describeError(failed[0]?.error).title}): they are left out of the total; their rows say more.`}
        </p>
      )}
    </section>
  );
}
