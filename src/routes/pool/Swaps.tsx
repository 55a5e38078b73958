// The pool's swaps under the chart, from the aggregator events endpoint. Its answers hold every pair over a
// block window, so the list asks for the grid window where the chart's settled view ends (or where the clicked bar
// ends) and keeps this pool's swaps inside that view. Blocks are reckoned from times at 12 s a block, from the newest
// swap the chart's newest window holds (see src/charts/swap-windows.ts).
import { useQuery } from '@tanstack/react-query';
import { queries, type ApiQuery } from '../../api/queries';
import type { PoolEvent } from '../../api/schemas';
import {
  CHAIN_REFERENCE,
  chainClock,
  isClosed,
  newestWindow,
  swapWindow,
  type BlockWindow,
  type ChainPoint,
  type TimeWindow,
} from '../../charts/swap-windows';
import { Address, BlockLink, Time } from '../../components/cells';
import { StatusView } from '../../components/StatusView';
import { parseAccount } from '../../lib/ss58';
import { formatUtc } from '../../lib/time';
import { groupDigits } from '../../lib/digits';

/** A window of the past never changes: its answer is kept while the page is open, within reason. */
const CLOSED_WINDOW_GC_MS = 60 * 60_000;

/** The swaps of a block window (none asked while there is no window yet). */
function windowQuery(window: BlockWindow | null, closed: boolean) {
  const query: ApiQuery = window
    ? { fromBlock: String(window.fromBlock), toBlock: String(window.toBlock) }
    : {};
  return {
    ...queries.poolEvents(query),
    enabled: window !== null,
    ...(closed && { staleTime: Infinity, gcTime: CLOSED_WINDOW_GC_MS }),
  };
}

const pointOf = (event: PoolEvent): ChainPoint => ({
  block: event.block.blockNumber,
  time: event.block.blockTimestamp,
});

const isBuy = (swap: PoolEvent) => swap.asset0In != null;

interface SwapsProps {
  netuid: number;
  /** Where the chart's newest bar ends (unix seconds; no later than now), once it has bars: no swap is later. */
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
  // The newest window is the first view's window too (that view ends at the newest bar), so finding the chain
  // costs no request of its own.
  const newestBlocks = newestTime === null ? null : newestWindow(newestTime);
  const newest = useQuery(
    windowQuery(newestBlocks, newestBlocks !== null && isClosed(newestBlocks, now, CHAIN_REFERENCE)),
  );
  const newestEvent = newest.data?.events.at(-1);
  const clock =
    newestBlocks !== null && newest.isSuccess
      ? chainClock(newestBlocks, newestEvent ? pointOf(newestEvent) : null)
      : null;
  const range = bar ?? window;
  const blocks = clock && range ? swapWindow(range, clock) : null;
  const swaps = useQuery(
    windowQuery(blocks, blocks !== null && clock !== null && isClosed(blocks, now, clock.anchor)),
  );
  const pair = `0-${netuid}`;
  const inRange = (swap: PoolEvent) =>
    swap.pairId === pair &&
    range !== null &&
    swap.block.blockTimestamp >= range.from &&
    swap.block.blockTimestamp < range.to;

  return (
    <section className="swaps" aria-label="Swaps">
      <h2>Swaps</h2>
      <p className="muted">
        {bar ? (
          <>
            In the bar of {formatUtc(new Date(bar.from * 1000).toISOString())}{' '}
            <button type="button" onClick={onClearBar}>
              Show the visible range
            </button>
          </>
        ) : blocks ? (
          <>
            Blocks {groupDigits(blocks.fromBlock)}–{groupDigits(blocks.toBlock)}: where the chart's visible
            range ends (the API answers 2,000 blocks at a time). Click a bar to see its swaps.
          </>
        ) : newestTime === null ? (
          'The swaps follow the chart: they are listed once it has bars.'
        ) : (
          'Finding the newest block…'
        )}
      </p>
      {newestTime !== null && (
        // Until the chain is found the list waits on the newest window, then on its own: either way a 429 shows
        // its countdown here.
        <StatusView query={clock ? swaps : newest} skeleton={<p className="muted">Loading swaps…</p>}>
          {(answer) => {
            const rows = answer.events.filter(inRange).reverse();
            return rows.length === 0 ? (
              <p className="empty">No swaps of this pool in these blocks.</p>
            ) : (
              <SwapTable netuid={netuid} rows={rows} selected={selected} onSelect={onSelect} />
            );
          }}
        </StatusView>
      )}
    </section>
  );
}

interface SwapTableProps {
  netuid: number;
  rows: PoolEvent[];
  selected: string | null;
  onSelect: (swap: PoolEvent | null) => void;
}

/** Swaps of one pool, newest first; a row clicked is selected (the pool page marks it on the chart). */
export function SwapTable({ netuid, rows, selected, onSelect }: SwapTableProps) {
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">Swaps of pool {netuid}</caption>
        <thead>
          <tr>
            <th>Time</th>
            <th className="numeric">Block</th>
            <th>Side</th>
            <th className="numeric">TAO</th>
            <th className="numeric">Alpha</th>
            <th className="numeric">Price (τ/α)</th>
            <th>Maker</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((swap) => {
            const id = `${swap.txnId}:${swap.eventIndex}`;
            const maker = parseAccount(swap.maker);
            return (
              <tr
                key={id}
                className={selected === id ? 'selected' : undefined}
                aria-selected={selected === id}
                onClick={() => onSelect(selected === id ? null : swap)}
              >
                <td>
                  <Time iso={new Date(swap.block.blockTimestamp * 1000).toISOString()} />
                </td>
                <td className="numeric">
                  <BlockLink block={swap.block.blockNumber} />
                </td>
                <td>
                  <button
                    type="button"
                    className={isBuy(swap) ? 'side buy' : 'side sell'}
                    aria-pressed={selected === id}
                  >
                    {isBuy(swap) ? 'Buy α' : 'Sell α'}
                  </button>
                </td>
                <td className="numeric">{swap.asset0In ?? swap.asset0Out}</td>
                <td className="numeric">{swap.asset1Out ?? swap.asset1In}</td>
                <td className="numeric">{swap.priceNative}</td>
                <td>{maker ? <Address ss58={maker.ss58} hex={maker.hex} /> : swap.maker}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
