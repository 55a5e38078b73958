// A subnet's tabs other than the chart: its ownership changes, its deregistrations and its pool's latest swaps, each
// drawn by its record kind's columns (the subnet's own column left out). Each asks only when shown (a tab is drawn
// only when chosen), and links to the full list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { headQuery, swapsQuery } from '../../api/chain-queries';
import { pairIdOf, type PoolEvent } from '../../api/chart-schemas';
import { SWAP_WINDOW_BLOCKS, swapWindowOf } from '../../api/chain';
import { withoutColumns } from '../../components/RecordTable';
import { RecordsOf } from '../../components/RecordsOf';
import { StatusView } from '../../components/StatusView';
import { groupDigits } from '../../shared/numbers/separators';
import { paths } from '../../shared/paths';
import { swapId } from '../../components/swap-columns';
import { columns as deregistrationColumns } from '../deregistrations/columns';
import { SwapTable } from '../pool/Swaps';
import type { SubnetTab } from './search';
import { columns as ownerColumns } from '../subnet-owners/columns';

const more = (to: string, text: string) => (
  <p className="more">
    <Link to={to}>{text}</Link>
  </p>
);

// The subnet's own column, and its links to the views that are this page's tabs, left out.
const subnetOwnerColumns = withoutColumns(ownerColumns, 'netuid', 'links');

const OwnersTab = ({ netuid }: { netuid: number }) => (
  <RecordsOf endpoint="subnetOwners" of={{ subnet: netuid }} columns={subnetOwnerColumns} />
);

const subnetDeregistrationColumns = withoutColumns(deregistrationColumns, 'netuid');

const DeregistrationsTab = ({ netuid }: { netuid: number }) => (
  <RecordsOf endpoint="deregistrations" of={{ subnet: netuid }} columns={subnetDeregistrationColumns} />
);

/**
 * The pool's swaps in the grid window the chain's head is in: one answer for every pool, shared with the pool
 * pages, the embeds and the market.
 */
function SwapsTab({ netuid }: { netuid: number }) {
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
                selected={selected && swapId(selected)}
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

/** The tab `tab` of subnet `netuid`, other than the chart. */
export function RecordsTab({ netuid, tab }: { netuid: number; tab: Exclude<SubnetTab, 'chart'> }) {
  switch (tab) {
    case 'owners':
      return <OwnersTab netuid={netuid} />;
    case 'deregistrations':
      return <DeregistrationsTab netuid={netuid} />;
    case 'swaps':
      return <SwapsTab netuid={netuid} />;
  }
}
