// What else happened in a block, from the endpoints that take a block: the pool swaps in it, its EVM transactions,
// its deregistrations and subnet ownership changes, each drawn by its record kind's columns (the block's own
// block and time left out). Each section asks only once it scrolls into view. The swaps come from the chain's grid
// window that holds the block (src/api/chain.ts): one answer, kept by the gateway, serves every block of the window,
// and the pool pages, embeds and market that read it.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { swapWindowOf } from '../../api/chain';
import { swapsQuery } from '../../api/chain-queries';
import { pickColumns, RecordTable } from '../../components/RecordTable';
import { RecordsOf } from '../../components/RecordsOf';
import { StatusView } from '../../components/StatusView';
import { swapColumns, swapId } from '../../components/swap-columns';
import { groupDigits } from '../../shared/numbers/separators';
import { useSeen } from '../../lib/use-seen';
import { columns as deregistrationColumns } from '../deregistrations/columns';
import { columns as evmColumns } from '../evm-transactions/columns';
import { columns as ownerColumns } from '../subnet-owners/columns';

/** A section whose contents are drawn (and so ask for their data) only once it has come into view. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const [ref, seen] = useSeen();
  return (
    <section className="block-records" ref={ref} aria-label={title}>
      <h2>{title}</h2>
      {seen ? children : <p className="muted">Loads when shown.</p>}
    </section>
  );
}

const blockSwapColumns = pickColumns(
  swapColumns,
  'extrinsic',
  'netuid',
  'side',
  'tao',
  'alpha',
  'price',
  'maker',
);

function BlockSwaps({ number }: { number: number }) {
  const query = useQuery(swapsQuery(swapWindowOf(number)));
  return (
    <StatusView query={query} skeleton={<p className="muted">Loading the pool swaps…</p>}>
      {(answer) => {
        const swaps = answer.events.filter((swap) => swap.block.blockNumber === number);
        return swaps.length === 0 ? (
          <p className="empty">No pool swaps in this block.</p>
        ) : (
          <RecordTable
            caption={`Pool swaps of block ${groupDigits(number)}`}
            columns={blockSwapColumns}
            rows={swaps}
            rowId={swapId}
          />
        );
      }}
    </StatusView>
  );
}

const blockEvmColumns = pickColumns(evmColumns, 'hash', 'from', 'to', 'method', 'value', 'success');
const blockDeregistrationColumns = pickColumns(
  deregistrationColumns,
  'netuid',
  'uid',
  'hotkey',
  'coldkey',
  'incentive',
);
const blockOwnerColumns = pickColumns(ownerColumns, 'netuid', 'owner', 'is_coldkey_swap', 'previous_owner');

export function BlockRecords({ number }: { number: number }) {
  const block = { block: number };
  return (
    <>
      <Section title="Pool swaps">
        <BlockSwaps number={number} />
      </Section>
      <Section title="EVM transactions">
        <RecordsOf endpoint="evmTransactions" of={block} columns={blockEvmColumns} />
      </Section>
      <Section title="Deregistrations">
        <RecordsOf endpoint="deregistrations" of={block} columns={blockDeregistrationColumns} />
      </Section>
      <Section title="Subnet ownership changes">
        <RecordsOf endpoint="subnetOwners" of={block} columns={blockOwnerColumns} />
      </Section>
    </>
  );
}
