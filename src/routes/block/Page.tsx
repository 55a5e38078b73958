// A block: its number, time and age, its neighbours, its extrinsics in order (each with its events, outcome, fee
// and signer), its inherents apart, and below, what the other endpoints say of it. A block the API has no event of
// yet is placed against the chain's head: a block still to come says when it is due and opens when it arrives.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { UrlProblems } from '../../components/PageNotices';
import { markedEventSearch } from '../../lib/marked-event';
import { searchString } from '../../shared/query-string';
import { useSearchState } from '../../lib/url-state';
import type { ChainPoint } from '../../api/chain';
import { useChainHead } from '../../live/use-head';
import { useLiveMessages, useLiveStatus } from '../../live/use-live';
import { StatusView } from '../../components/StatusView';
import { groupDigits } from '../../shared/numbers/separators';
import { groupBlock } from '../../shared/chain/extrinsics';
import { paths } from '../../shared/paths';
import { formatRelative, formatTime } from '../../shared/time';
import { usePreferences } from '../../lib/preferences';
import { eventsPage, useAllEvents } from '../../lib/use-all-events';
import { useTicking } from '../../lib/use-ticking';
import { BlockNav } from './BlockNav';
import { ExtrinsicsTable, Inherents } from './ExtrinsicsTable';
import { blockSchedule, estimatedTimeMs, pollDelayMs } from './schedule';
import { useRouteParams } from '../../lib/route-params';
import { ROUTE_TABLE } from '../../shared/route-table';

// What the other endpoints say of the block, below the fold: asked only once shown, and its code (the record kinds'
// columns and their table) loads beside the page rather than with it.
const BlockRecords = lazy(() =>
  import('./BlockRecords').then((module) => ({ default: module.BlockRecords })),
);

/**
 * A block's time, as the visitor reads times: in UTC or their own zone; where times are read relative, in UTC and
 * how long ago (a block's page is about its moment, so the moment is always written).
 */
function When({ iso, estimated = false }: { iso: string; estimated?: boolean }) {
  const { time } = usePreferences();
  return (
    <>
      <time dateTime={iso}>
        {estimated && '≈ '}
        {formatTime(iso, time === 'local' ? 'local' : 'utc')}
      </time>
      {time === 'relative' && <span className="muted"> ({formatRelative(iso)})</span>}
    </>
  );
}

/** A block without events in the API: one still to come, or one produced empty (or not yet indexed). */
function NoEvents({ number }: { number: number }) {
  // Shown only for a block without events, so the head is asked only then. While shown, it asks for the block
  // again when the live stream tells of it, or without the stream, when it is due (another observer of the
  // block's query: react-query polls at the shortest interval). A render here restarts the poll's timer, which
  // keeps its time from the last ask.
  const { head } = useChainHead();
  const live = useLiveStatus() === 'live';
  const block = useQuery({
    ...eventsPage({ block_number: String(number) }),
    refetchInterval: ({ state }) =>
      head && !live
        ? pollDelayMs(number, head, Math.max(state.dataUpdatedAt, state.errorUpdatedAt), Date.now())
        : false,
  });
  useLiveMessages('chain', (message) => {
    if (message.since <= number && number <= message.head.block) void block.refetch();
  });
  if (!head) return <p className="muted">Finding the chain’s head…</p>;
  return <BlockSchedule number={number} head={head} />;
}

function BlockSchedule({ number, head }: { number: number; head: ChainPoint }) {
  const now = useTicking(true);
  const schedule = blockSchedule(number, head, now);
  if (!schedule.produced) {
    return (
      <div className="notice quiet" role="status">
        <strong>Block {groupDigits(number)} is not produced yet.</strong>
        <p>
          It is due at <When iso={new Date(schedule.dueMs).toISOString()} />, 12 s a block after block{' '}
          <Link to={paths.block(head.block)}>{groupDigits(head.block)}</Link>, the newest the API has shown.
          This page opens it when it arrives.
        </p>
      </div>
    );
  }
  return (
    <>
      <dl className="account-keys">
        <div>
          <dt>Time</dt>
          <dd>
            <When iso={new Date(estimatedTimeMs(number, head)).toISOString()} estimated />
          </dd>
        </div>
      </dl>
      <p className="empty">
        The API has no events of this block{number > head.block ? ' yet' : ''}: no extrinsic and no inherent
        was recorded in it.
      </p>
    </>
  );
}

export default function BlockPage() {
  const { number } = useRouteParams(ROUTE_TABLE.block);
  const search = useSearchState(markedEventSearch);
  const marked = search.query.event ?? null;
  const block = { block_number: String(number) };
  const all = useAllEvents(block);
  const contents = useMemo(() => all.events && groupBlock(all.events), [all.events]);
  const time = all.events?.find((event) => event.timestamp)?.timestamp;
  return (
    <>
      <h1>Block {groupDigits(number)}</h1>
      <UrlProblems
        problems={search.problems}
        cleanLink={`?${searchString(markedEventSearch, search.query)}`}
      />
      <BlockNav number={number} />
      <StatusView query={all.first} skeleton={<p className="muted">Loading the block’s events…</p>}>
        {() =>
          !contents || all.events?.length === 0 ? (
            <NoEvents number={number} />
          ) : (
            <>
              <dl className="account-keys">
                {time && (
                  <div>
                    <dt>Time</dt>
                    <dd>
                      <When iso={time} />
                    </dd>
                  </div>
                )}
                <div>
                  <dt>Extrinsics</dt>
                  <dd>
                    {contents.extrinsics.length} signed, {contents.inherents.length} inherent
                  </dd>
                </div>
                <div>
                  <dt>Events</dt>
                  <dd>
                    <Link to={paths.events(block)}>All {groupDigits(all.total)} events of this block</Link>
                    {!all.complete && <span className="muted"> (loading the rest…)</span>}
                  </dd>
                </div>
              </dl>
              <h2>Extrinsics</h2>
              <ExtrinsicsTable contents={contents} />
              <Inherents contents={contents} marked={marked} />
            </>
          )
        }
      </StatusView>
      {/* Placed once the events above have their height, so that it is seen only when scrolled to. */}
      {!all.first.isPending && (
        <Suspense>
          <BlockRecords number={number} />
        </Suspense>
      )}
    </>
  );
}
