// The pool's swaps under the chart, from the aggregator events endpoint. Its answers hold every pair over a
// block window (at most 2,000 blocks), so the window follows the chart: the blocks of the visible time range, or
// of the clicked bar, reckoned from the newest event's block and time at 12 s a block.
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries';
import type { PoolEvent } from '../../api/schemas';
import { Address, BlockLink, Time } from '../../components/cells';
import { ErrorPanel } from '../../components/StatusView';
import { parseAccount } from '../../lib/ss58';
import { formatUtc } from '../../lib/time';

const BLOCK_SECONDS = 12;
const MAX_WINDOW = 2_000;

export interface TimeWindow {
  from: number;
  to: number;
}

interface Anchor {
  block: number;
  time: number;
}

/** The block window for a time window, ending at its last block and no longer than the API allows. */
function blockWindow(window: TimeWindow, anchor: Anchor): { fromBlock: number; toBlock: number } {
  const blockAt = (time: number) => anchor.block + Math.round((time - anchor.time) / BLOCK_SECONDS);
  const toBlock = Math.min(anchor.block, blockAt(window.to));
  const fromBlock = Math.max(toBlock - MAX_WINDOW + 1, Math.min(toBlock, blockAt(window.from)));
  return { fromBlock: Math.max(0, fromBlock), toBlock: Math.max(0, toBlock) };
}

const isBuy = (swap: PoolEvent) => swap.asset0In != null;

interface SwapsProps {
  netuid: number;
  window: TimeWindow | null;
  /** The clicked bar the list is narrowed to, if any. */
  bar: TimeWindow | null;
  onClearBar: () => void;
  selected: string | null;
  onSelect: (swap: PoolEvent | null) => void;
}

export function Swaps({ netuid, window, bar, onClearBar, selected, onSelect }: SwapsProps) {
  // The newest events (the endpoint's default window) tell where the chain head is.
  const head = useQuery(queries.poolEvents({}));
  const newest = head.data?.events.at(-1);
  const anchor = newest ? { block: newest.block.blockNumber, time: newest.block.blockTimestamp } : null;
  const range = bar ?? window;
  const blocks = anchor && range ? blockWindow(range, anchor) : null;
  const swaps = useQuery({
    ...queries.poolEvents(
      blocks ? { fromBlock: String(blocks.fromBlock), toBlock: String(blocks.toBlock) } : {},
    ),
    enabled: blocks !== null,
  });
  const pair = `0-${netuid}`;
  const rows = (swaps.data?.events ?? [])
    .filter(
      (event) =>
        event.pairId === pair &&
        (!bar || (event.block.blockTimestamp >= bar.from && event.block.blockTimestamp < bar.to)),
    )
    .reverse();

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
            Blocks {blocks.fromBlock.toLocaleString('en-US')}–{blocks.toBlock.toLocaleString('en-US')}: the
            end of the chart's visible range (at most 2,000 blocks). Click a bar to see its swaps.
          </>
        ) : (
          'Finding the newest block…'
        )}
      </p>
      {head.isError || swaps.isError ? (
        <ErrorPanel
          error={head.error ?? swaps.error}
          onRetry={() => void (head.isError ? head.refetch() : swaps.refetch())}
        />
      ) : swaps.isPending && blocks ? (
        <p className="muted">Loading swaps…</p>
      ) : rows.length === 0 ? (
        <p className="empty">No swaps of this pool in these blocks.</p>
      ) : (
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
      )}
    </section>
  );
}
