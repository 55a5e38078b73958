// The watchlist as a portfolio: the accounts the person follows (kept in this browser, src/lib/address-book.ts),
// each with its name and newest balances and their change over a day and a week (its history, one request each: at
// once for the portfolio's first 50 accounts, for a row beyond them once it is shown), in pages of the list's usual
// sizes; their balances added up above them, and their week of trades below (loaded beside the rows).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { ColumnHeads } from '../../components/ColumnHeads';
import { pagination } from '../../api/pagination';
import { pageParams } from '../../api/schemas';
import { UrlProblems } from '../../components/PageNotices';
import { PastEnd } from '../../components/StatusView';
import { Pager } from '../../components/Pager';
import { useAddressBook } from '../../lib/address-book';
import { paths } from '../../shared/paths';
import { searchString } from '../../shared/query-string';
import { useSearchState } from '../../lib/url-state';
import { BookFile } from './BookFile';
import { WATCH_COLUMNS, WatchRow } from './WatchRow';

const search = z.object(pageParams);
const PortfolioTotals = lazy(() => import('./PortfolioTotals'));
const WeekTrades = lazy(() => import('./WeekTrades'));

function Empty() {
  return (
    <div className="empty">
      <p>You follow no accounts yet.</p>
      <p>
        Open an account (from the <Link to={paths.accounts()}>accounts list</Link>, any address in a table, or
        the search on the <Link to={paths.overview()}>overview</Link>) and press <strong>☆ Watch</strong> at
        the top of its page: it shows here with its balances, and its trades of the week.
      </p>
    </div>
  );
}

export default function WatchlistPage() {
  const { names, watched } = useAddressBook();
  const state = useSearchState(search);
  const { page, limit } = state.values;
  const rows = watched.slice((page - 1) * limit, page * limit);
  const paged = pagination(page, limit, watched.length);
  return (
    <>
      <h1>Watchlist</h1>
      <UrlProblems problems={state.problems} cleanLink={`?${searchString(search, state.query)}`} />
      {watched.length === 0 ? (
        <Empty />
      ) : rows.length === 0 ? (
        <PastEnd
          page={page}
          last={paged.total_pages}
          lastLink={`?${searchString(search, { ...state.query, page: String(paged.total_pages) })}`}
        />
      ) : (
        <>
          <Suspense>
            <PortfolioTotals watched={watched} />
          </Suspense>
          <p className="muted">
            Each account’s newest daily snapshot on finney, and its change over a day and a week (its history,
            one request each). Names and the watchlist stay in this browser.
          </p>
          <div className="table-scroll">
            <table className="data watchlist">
              <caption className="visually-hidden">Watched accounts</caption>
              <ColumnHeads columns={WATCH_COLUMNS} />
              <tbody>
                {rows.map((key) => (
                  <WatchRow key={key} watchKey={key} name={names.get(key)} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pagination={paged}
            onPage={(next) => state.update({ page: String(next) })}
            onLimit={(next) => state.update({ limit: String(next) })}
          />
          <Suspense>
            <WeekTrades watched={watched} names={names} />
          </Suspense>
        </>
      )}
      <BookFile />
    </>
  );
}
