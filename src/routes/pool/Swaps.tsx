// The pool's swaps under the chart, from the aggregator events endpoint. Its answers hold every pair over a window
// of the chain's grid (src/api/chain.ts), so the list asks for the window where the chart's settled view ends (or
// where the clicked bar ends), keeps this pool's swaps inside that view, and pages back through older windows on
// request. Blocks are reckoned from times at 12 s a block from the chain's head.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  blockAt,
  isClosed,
  olderWindow,
  reachesInto,
  SWAP_WINDOW_BLOCKS,
  swapWindowAt,
  type BlockWindow,
  type ChainPoint,
  type TimeWindow,
} from '../../api/chain';
import { tradedIn } from '../../api/live';
import { headQuery, swapsQuery } from '../../api/chain-queries';
import { pairIdOf, type PoolEvent } from '../../api/chart-schemas';
import { pickColumns, RecordTable } from '../../components/RecordTable';
import { StatusView } from '../../components/StatusView';
import { pressableSide, swapColumns, swapId } from '../../components/swap-columns';
import { formatUtc } from '../../shared/time';
import { useLiveMessages } from '../../live/use-live';
import { groupDigits } from '../../shared/numbers/separators';

/** A window of the past never changes: its answer is kept while the page is open, within reason. */
const CLOSED_WINDOW_GC_MS = 60 * 60_000;

/** The swaps of a grid window; a closed one is never asked again while the page is open. */
function windowQuery(window: BlockWindow, closed: boolean) {
  return {
    ...swapsQuery(window),
    ...(closed && { staleTime: Infinity, gcTime: CLOSED_WINDOW_GC_MS }),
  };
}

interface SwapsProps {
  netuid: number;
  /** Where the chart's newest bar ends (unix seconds), once it has bars: no swap is later. */
  newestTime: number | null;
  /** The moment the page reckons as now (unix seconds): windows well before it are closed. */
  now: number;
  /** The chart's visible range, once a gesture has settled. */
  window: TimeWindow | null;
  /** The clicked bar the list is narrowed to, if any. */
  bar: TimeWindow | null;
  onClearBar: () => void;
  selected: string | null;
  onSelect: (swap: PoolEvent | null) => void;
}

export function Swaps({ netuid, newestTime, now, window, bar, onClearBar, selected, onSelect }: SwapsProps) {
  const head = useQuery(headQuery());
  const range = bar ?? window;

  return (
    <section className="swaps" aria-label="Swaps">
      <h2>Swaps</h2>
      {bar && (
        <p className="muted">
          In the bar of {formatUtc(new Date(bar.from * 1000).toISOString())}{' '}
          <button type="button" onClick={onClearBar}>
            Show the visible range
          </button>
        </p>
      )}
      {newestTime === null ? (
        <p className="muted">The swaps follow the chart: they are listed once it has bars.</p>
      ) : head.data && range ? (
        // A new range starts again at its newest page.
        <SwapPages
          key={`${range.from}-${range.to}`}
          netuid={netuid}
          range={range}
          head={head.data}
          now={now}
          selected={selected}
          onSelect={onSelect}
        />
      ) : (
        // Until the head is known the list waits on it: a 429 shows its countdown here.
        <StatusView query={head} skeleton={<p className="muted">Finding the newest block…</p>}>
          {(found) => (
            <p className="muted">
              {found
                ? 'Finding the newest block…'
                : 'The API has no events yet: there is no newest block to look from.'}
            </p>
          )}
        </StatusView>
      )}
    </section>
  );
}

/** Swaps a page shows. */
const PAGE_ROWS = 25;

interface SwapPagesProps {
  netuid: number;
  range: TimeWindow;
  head: ChainPoint;
  now: number;
  selected: string | null;
  onSelect: (swap: PoolEvent | null) => void;
}

/**
 * A range's swaps newest first, a page at a time. The first page asks the grid window where the range ends; an
 * older page that the loaded windows cannot fill asks the window before them, one request a click, until the
 * windows reach the range's start.
 */
function SwapPages({ netuid, range, head, now, selected, onSelect }: SwapPagesProps) {
  const [page, setPage] = useState(0);
  const [windows, setWindows] = useState(() => [swapWindowAt(range, head)]);
  const headNow = Math.max(head.block, blockAt(now, head));
  const answers = useQueries({
    queries: windows.map((blocks) => windowQuery(blocks, isClosed(blocks, headNow))),
  });
  // The newest window, while open, takes in each swap of this pool that the live stream brings.
  const newest = answers[0];
  useLiveMessages('chain', (message) => {
    if (newest && !isClosed(windows[0] as BlockWindow, message.head.block) && tradedIn(message, netuid))
      void newest.refetch();
  });
  const pair = pairIdOf(netuid);
  const rows = answers.flatMap((answer) =>
    (answer.data?.events ?? [])
      .filter(
        (swap) =>
          swap.pairId === pair &&
          swap.block.blockTimestamp >= range.from &&
          swap.block.blockTimestamp < range.to,
      )
      .reverse(),
  );
  const oldest = windows.at(-1) as BlockWindow;
  const before = olderWindow(oldest);
  const more = before !== null && reachesInto(before, range, head);
  const shown = rows.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
  const full = shown.length === PAGE_ROWS;
  const searchOlder = () => more && setWindows([...windows, before]);
  const older = () => {
    if (rows.length <= (page + 1) * PAGE_ROWS) searchOlder();
    setPage(page + 1);
  };
  const searched = `blocks ${groupDigits(oldest.fromBlock)}–${groupDigits((windows[0] as BlockWindow).toBlock)}`;
  const last = answers.at(-1) as (typeof answers)[number];

  return (
    <>
      <p className="muted" aria-live="polite">
        {last.data === undefined
          ? `Looking through ${searched}…`
          : shown.length === 0
            ? `No ${rows.length === 0 ? '' : 'older '}swaps of this pool in ${searched}.`
            : `Swaps ${groupDigits(page * PAGE_ROWS + 1)}–${groupDigits(page * PAGE_ROWS + shown.length)} of the ${groupDigits(rows.length)} in ${searched}, newest first.`}{' '}
        {!full && more && last.data !== undefined && (
          <button type="button" onClick={searchOlder} disabled={last.isFetching}>
            Search the {groupDigits(SWAP_WINDOW_BLOCKS)} blocks before
          </button>
        )}
      </p>
      <StatusView query={last} skeleton={<p className="muted">Loading swaps…</p>}>
        {() =>
          shown.length > 0 && (
            <SwapTable netuid={netuid} rows={shown} selected={selected} onSelect={onSelect} />
          )
        }
      </StatusView>
      <nav className="pager" aria-label="Swap pages">
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <button
          type="button"
          disabled={!full || (rows.length <= (page + 1) * PAGE_ROWS && !more)}
          onClick={older}
        >
          Older
        </button>
      </nav>
      <p className="muted">
        Each {groupDigits(SWAP_WINDOW_BLOCKS)} blocks searched is one request to the API. Click a bar of the
        chart to see its swaps.
      </p>
    </>
  );
}

interface SwapTableProps {
  netuid: number;
  rows: PoolEvent[];
  selected: string | null;
  onSelect: (swap: PoolEvent | null) => void;
}

/** The columns of a pool's swaps: its subnet and extrinsics are the pool page's to show. */
const poolSwapColumns = pickColumns(swapColumns, 'time', 'block', 'side', 'tao', 'alpha', 'price', 'maker');

/** Swaps of one pool, newest first; a row clicked is selected (the pool page marks it on the chart). */
export function SwapTable({ netuid, rows, selected, onSelect }: SwapTableProps) {
  const columns = poolSwapColumns.map((column) => (column.id === 'side' ? pressableSide(selected) : column));
  return (
    <RecordTable
      caption={`Swaps of pool ${netuid}`}
      columns={columns}
      rows={rows}
      rowId={swapId}
      rowProps={(swap) => ({
        className: selected === swapId(swap) ? 'selected' : undefined,
        'aria-selected': selected === swapId(swap),
        onClick: () => onSelect(selected === swapId(swap) ? null : swap),
      })}
    />
  );
}
