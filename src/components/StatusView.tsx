// One place for what a query is doing: its data (with a banner if a retry or refetch is under way or failed, and
// a notice when the answer is not fresh), else its error, else skeleton rows. Errors say what happened and what
// the person can do about it; fields an answer lacked are a quiet note, not an error.
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { problemFields, type FieldProblem } from '../api/schemas';
import { staleAsOf } from '../api/stale';
import { usePreferences } from '../lib/preferences';
import { formatRelative, formatUtc } from '../shared/time';
import { useTicking } from '../lib/use-ticking';
import { countOf, groupDigits } from '../shared/numbers/separators';

/** Seconds left before a Retry-After wait is over, ticking. */
function useCountdown(error: ApiError | null): number {
  const deadline = error?.retryAfter != null ? error.receivedAt + error.retryAfter * 1000 : 0;
  const now = useTicking(deadline !== 0);
  return deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
}

/** The error's message with its HTTP status, said once. */
function withStatus(error: ApiError): string {
  return error.message.startsWith(`HTTP ${error.status} `)
    ? error.message
    : `${error.message} (HTTP ${error.status})`;
}

/** `shownAt`: when the data still in view was fetched (or kept on disk), which a lost connection then dates. */
export function describeError(
  error: unknown,
  shownAt?: number,
): { title: string; detail: string; canRetry: boolean } {
  if (!(error instanceof ApiError)) {
    return { title: 'Something went wrong', detail: String(error), canRetry: true };
  }
  if (error.kind === 'network') {
    const iso = shownAt && new Date(shownAt).toISOString();
    return {
      title: iso
        ? `Offline: showing data as of ${formatUtc(iso)} (${formatRelative(iso)})`
        : 'The server could not be reached',
      detail: error.message,
      canRetry: true,
    };
  }
  if (error.kind === 'schema') {
    return {
      title: 'The API answered in an unexpected shape',
      detail: `At ${error.message}. The page cannot show this answer; the API may have changed.`,
      canRetry: true,
    };
  }
  switch (error.status) {
    case 401:
    case 403:
      return {
        title: "The server's API key is missing or was rejected",
        detail: `${withStatus(error)}. Whoever runs this dashboard needs to set a valid TAOSTATS_API_KEY.`,
        canRetry: false,
      };
    case 429:
      return {
        title: 'The API rate limit is used up',
        detail: `${error.message}. Wait a moment and try again.`,
        canRetry: true,
      };
    case 400:
      return {
        title: 'The API refused a parameter',
        detail: `${error.message}. Change that filter and the page will ask again.`,
        canRetry: false,
      };
    default:
      return {
        title: `The API failed (HTTP ${error.status})`,
        detail: `${error.message}. This is usually temporary.`,
        canRetry: true,
      };
  }
}

export function ErrorPanel({
  error,
  onRetry,
  shownAt,
}: {
  error: unknown;
  onRetry?: () => void;
  shownAt?: number;
}) {
  const { title, detail, canRetry } = describeError(error, shownAt);
  return (
    <div className="notice error" role="alert">
      <strong>{title}</strong>
      <p>{detail}</p>
      {canRetry && onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/**
 * While react-query waits out a Retry-After before its one retry (a 429, or a 503 from a server not ready yet): a
 * countdown, the previous data staying visible.
 */
function RetryBanner({ error }: { error: ApiError }) {
  const seconds = useCountdown(error);
  return (
    <div className="notice warning" role="status">
      <strong>{error.status === 429 ? 'The API rate limit is used up.' : `${error.message}.`}</strong>{' '}
      Retrying {seconds > 0 ? `in ${seconds} s` : 'now'}…
    </div>
  );
}

/**
 * An answer the gateway served past its freshness (the API refused, failed or was too slow): the exact time it
 * was fetched, so that nobody takes it for live data.
 */
export function StaleNotice({ data }: { data: unknown }) {
  const asOf = staleAsOf(data);
  if (asOf === null) return null;
  return (
    <div className="notice stale" role="status">
      Showing data as of <AsOfTime date={asOf} />: the API is not answering fresh data right now.
    </div>
  );
}

/** When an answer not fresh was fetched: in UTC, and how long ago where times are read relative. */
export function AsOfTime({ date }: { date: Date }) {
  const { time } = usePreferences();
  const iso = date.toISOString();
  return (
    <>
      <time dateTime={iso}>{formatUtc(iso)}</time>
      {time === 'relative' && ` (${formatRelative(iso)})`}
    </>
  );
}

interface StatusViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown while nothing has arrived yet: skeleton rows in the data's shape. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

export function StatusView<T>({ query, skeleton, children }: StatusViewProps<T>) {
  // An answer is drawn in a background render that React slices into tasks of a few milliseconds, not in the
  // query's own update, which is synchronous: a page of rows was a list page's longest task. What showed before
  // (the skeleton, or the previous answer) stays until the new one is drawn, all of it at once, so nothing below
  // moves twice.
  const data = useDeferredValue(query.data);
  // The retry policy waits out a Retry-After once (src/api/retry-policy.ts): count down meanwhile.
  const waiting =
    query.failureReason instanceof ApiError &&
    (query.failureReason.status === 429 || query.failureReason.status === 503) &&
    query.failureReason.retryAfter !== null &&
    query.isFetching;
  const banner = waiting ? (
    <RetryBanner error={query.failureReason as ApiError} />
  ) : query.isError && data !== undefined ? (
    <ErrorPanel error={query.error} onRetry={() => void query.refetch()} shownAt={query.dataUpdatedAt} />
  ) : null;
  if (data !== undefined) {
    return (
      <>
        {banner}
        <StaleNotice data={data} />
        {children(data)}
      </>
    );
  }
  if (query.isError && query.data === undefined) {
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {banner}
      {skeleton}
    </>
  );
}

/** The two empty states: nothing at all, or nothing for these filters (with the way out). */
export function EmptyState({
  filtered,
  what,
  onReset,
}: {
  filtered: boolean;
  what: string;
  onReset: () => void;
}) {
  return filtered ? (
    <div className="empty">
      <p>No {what} match these filters.</p>
      <button type="button" onClick={onReset}>
        Reset filters
      </button>
    </div>
  ) : (
    <div className="empty">
      <p>There are no {what} yet.</p>
    </div>
  );
}

/** A page number beyond the last page (an old link, a hand-edited URL): where the rows end, and the way there. */
export function PastEnd({ page, last, lastLink }: { page: number; last: number; lastLink: string }) {
  return (
    <div className="empty">
      <p>
        Page {groupDigits(page)} is past the end (last page: {groupDigits(last)}).
      </p>
      <Link to={lastLink}>Go to the last page</Link>
    </div>
  );
}

/**
 * One quiet note for the fields an answer's records lacked or held in an odd type, counted as distinct fields
 * (the same field missing from fifty records is one thing to know), each with the number of rows it affects.
 */
export function FieldProblemsNote({ problems }: { problems: readonly FieldProblem[] }) {
  const fields = problemFields(problems);
  if (fields.length === 0) return null;
  const kinds = new Set(fields.flatMap((entry) => [...entry.kinds]));
  const state =
    kinds.size === 2 ? 'missing or unreadable in' : kinds.has('missing') ? 'missing from' : 'unreadable in';
  return (
    <div className="notice quiet" role="note">
      <strong>
        {countOf(fields.length, 'field')} {state} this answer:
      </strong>{' '}
      {fields.map((entry, i) => (
        <span key={entry.field}>
          {i > 0 && ', '}
          <code>{entry.field}</code> ({countOf(entry.records, 'row')})
        </span>
      ))}
      . Those cells show —.
    </div>
  );
}
