// A subnet's tabs other than the chart: its ownership changes, its deregistrations and its pool's latest swaps. Each
// asks only when shown (a tab is drawn only when chosen), and links to the full list where there is one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { headQuery, swapsQuery } from '../../api/chain-queries';
import { listQuery } from '../../api/queries';
import { pairIdOf, type PoolEvent } from '../../api/chart-schemas';
import { SWAP_WINDOW_BLOCKS, swapWindowOf } from '../../api/chain';
import { Address, Amount, BlockLink, Time, yesNo } from '../../components/cells';
import { Significant } from '../../components/Significant';
import { RecordTable } from '../../components/RecordTable';
import { StatusView } from '../../components/StatusView';
import { groupDigits } from '../../lib/numbers/separators';
import { paths } from '../../lib/paths';
import { SwapTable } from '../pool/Swaps';

const more = (to: string, text: string) => (
  <p className="more">
    <Link to={to}>{text}</Link>
  </p>
);

export function OwnersTab({ netuid }: { netuid: number }) {
  const filter = { netuid: String(netuid) };
  const query = useQuery(listQuery('subnetOwners', filter));
  return (
    <StatusView query={query} skeleton={<p className="muted">Loading the owners…</p>}>
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">The API has no ownership record of subnet {netuid}.</p>
        ) : (
          <>
            <RecordTable
              caption={`Ownership changes of subnet ${netuid}`}
              head={['Block', 'Time', 'Owner', 'Previous owner', 'Coldkey swap', 'Pending owner']}
              numeric={['Block']}
            >
              {answer.data.map((row) => (
                <tr key={`${row.block_number}:${row.owner?.hex ?? ''}:${row.pending_owner?.hex ?? ''}`}>
                  <td className="numeric">
                    <BlockLink block={row.block_number} />
                  </td>
                  <td>{row.timestamp ? <Time iso={row.timestamp} /> : '—'}</td>
                  <td>{row.owner ? <Address {...row.owner} label="owner" /> : '—'}</td>
                  <td>
                    {row.previous_owner ? <Address {...row.previous_owner} label="previous owner" /> : '—'}
                  </td>
                  <td>{row.is_coldkey_swap === undefined ? '—' : yesNo(row.is_coldkey_swap)}</td>
                  <td>
                    {row.pending_owner ? <Address {...row.pending_owner} label="pending owner" /> : '—'}
                  </td>
                </tr>
              ))}
            </RecordTable>
            {more(
              paths.subnetOwners(filter),
              `All ${groupDigits(answer.pagination.total_items)} ownership changes of subnet ${netuid} in the list`,
            )}
          </>
        )
      }
    </StatusView>
  );
}

export function DeregistrationsTab({ netuid }: { netuid: number }) {
  const filter = { netuid: String(netuid) };
  const query = useQuery(listQuery('deregistrations', filter));
  return (
    <StatusView query={query} skeleton={<p className="muted">Loading the deregistrations…</p>}>
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">No neuron was deregistered from subnet {netuid}.</p>
        ) : (
          <>
            <RecordTable
              caption={`Deregistrations of subnet ${netuid}`}
              head={['Block', 'Time', 'UID', 'Hotkey', 'Coldkey', 'Incentive', 'Emission']}
              numeric={['Block', 'UID', 'Incentive', 'Emission']}
            >
              {answer.data.map((row) => (
                <tr key={`${row.block_number}:${row.uid}`}>
                  <td className="numeric">
                    <BlockLink block={row.block_number} />
                  </td>
                  <td>{row.timestamp ? <Time iso={row.timestamp} /> : '—'}</td>
                  <td className="numeric">{row.uid}</td>
                  <td>{row.hotkey ? <Address {...row.hotkey} label="hotkey" /> : '—'}</td>
                  <td>{row.coldkey ? <Address {...row.coldkey} label="coldkey" /> : '—'}</td>
                  <td className="numeric">
                    {row.incentive == null ? '—' : <Significant value={row.incentive} />}
                  </td>
                  <td className="numeric">{row.emission ? <Amount value={row.emission} /> : '—'}</td>
                </tr>
              ))}
            </RecordTable>
            {more(
              paths.deregistrations(filter),
              `All ${groupDigits(answer.pagination.total_items)} deregistrations of subnet ${netuid} in the list`,
            )}
          </>
        )
      }
    </StatusView>
  );
}

/**
 * The pool's swaps in the grid window the chain's head is in: one answer for every pool, shared with the pool
 * pages, the embeds and the market.
 */
export function SwapsTab({ netuid }: { netuid: number }) {
  const head = useQuery(headQuery());
  const window = head.data ? swapWindowOf(head.data.block) : null;
  const swaps = useQuery({ ...swapsQuery(window ?? swapWindowOf(0)), enabled: window !== null });
  const [selected, setSelected] = useState<PoolEvent | null>(null);
  const pair = pairIdOf(netuid);
  const skeleton = <p className="muted">Loading the latest swaps…</p>;
  if (!window) {
    return (
      <StatusView query={head} skeleton={skeleton}>
        {() => <p className="empty">The API has no events yet: there is no newest block to look from.</p>}
      </StatusView>
    );
  }
  return (
    <StatusView query={swaps} skeleton={skeleton}>
      {(answer) => {
        const rows = answer.events.filter((swap) => swap.pairId === pair).reverse();
        return (
          <>
            <p className="muted">
              Swaps of subnet {netuid}’s pool in the newest blocks, {groupDigits(window.fromBlock)}–
              {groupDigits(window.toBlock)} (one request answers every pool’s swaps of{' '}
              {groupDigits(SWAP_WINDOW_BLOCKS)} blocks).
            </p>
            {rows.length === 0 ? (
              <p className="empty">No swaps of this pool in these blocks.</p>
            ) : (
              <SwapTable
                netuid={netuid}
                rows={rows}
                selected={selected && `${selected.txnId}:${selected.eventIndex}`}
                onSelect={setSelected}
              />
            )}
            {more(paths.pool(netuid), 'Older swaps under the full chart')}
          </>
        );
      }}
    </StatusView>
  );
}
