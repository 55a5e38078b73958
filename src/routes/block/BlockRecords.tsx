// What else happened in a block, from the endpoints that take a block: the pool swaps in it, its EVM transactions,
// its deregistrations and subnet ownership changes, each drawn by its record kind's columns (the block's own
// block and time left out). Each section asks only once it scrolls into view. The swaps come from the chain's grid
// window that holds the block (src/api/chain.ts): one answer, kept by the gateway, serves every block of the window,
// and the pool pages, embeds and market that read it.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { swapWindowOf } from '../../api/chain';
import { swapsQuery } from '../../api/chain-queries';
import type { ListEndpointName, ListRow } from '../../api/endpoints';
import { listQuery } from '../../api/queries';
import type { Columns } from '../../components/table-columns';
import { ListRecordTable, pickColumns, RecordTable } from '../../components/RecordTable';
import { StatusView } from '../../components/StatusView';
import { swapColumns, swapId } from '../../components/swap-columns';
import { paths } from '../../shared/paths';
import { useSeen } from '../../lib/use-seen';
import { columns as deregistrationColumns } from '../deregistrations/columns';
import { columns as evmColumns } from '../evm-transactions/columns';
import { columns as ownerColumns } from '../subnet-owners/columns';

interface SectionProps<T> {
  title: string;
  /** The filtered list with every record, where there is one. */
  list?: { to: string; text: string };
  /** Whether the section has come into view, and the ref that watches it (useSeen). */
  seen: ReturnType<typeof useSeen>;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A section that shows its data once it has come into view (its query is enabled only then). */
function Section<T>({ title, list, seen: [ref, seen], query, children }: SectionProps<T>) {
  return (
    <section className="block-records" ref={ref} aria-label={title}>
      <h2>{title}</h2>
      {seen ? (
        <StatusView query={query} skeleton={<p className="muted">Loading…</p>}>
          {children}
        </StatusView>
      ) : (
        <p className="muted">Loads when shown.</p>
      )}
      {list && (
        <p className="more">
          <Link to={list.to}>{list.text}</Link>
        </p>
      )}
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

function SwapsSection({ number }: { number: number }) {
  const seen = useSeen();
  const query = useQuery({ ...swapsQuery(swapWindowOf(number)), enabled: seen[1] });
  return (
    <Section title="Pool swaps" seen={seen} query={query}>
      {(answer) => {
        const swaps = answer.events.filter((swap) => swap.block.blockNumber === number);
        return swaps.length === 0 ? (
          <p className="empty">No pool swaps in this block.</p>
        ) : (
          <RecordTable
            caption="Pool swaps in the block"
            columns={blockSwapColumns}
            rows={swaps}
            rowId={swapId}
          />
        );
      }}
    </Section>
  );
}

interface ListSectionProps<N extends ListEndpointName> {
  number: number;
  endpoint: N;
  title: string;
  caption: string;
  /** The record kind's columns this page shows. */
  columns: Columns<ListRow<N>>;
  empty: string;
  /** The list's URL with this block's records, and its link's words. */
  list: (query: { block_number: string }) => string;
  listText: string;
}

/** The records of a list endpoint in this block, as its list draws them, and the link to that list. */
function ListSection<N extends ListEndpointName>(props: ListSectionProps<N>) {
  const { number, endpoint, title, caption, columns, empty, list, listText } = props;
  const seen = useSeen();
  const block = { block_number: String(number) };
  const query = useQuery({ ...listQuery(endpoint, block), enabled: seen[1] });
  return (
    <Section title={title} list={{ to: list(block), text: listText }} seen={seen} query={query}>
      {(answer) =>
        answer.data.length === 0 ? (
          <p className="empty">{empty}</p>
        ) : (
          <ListRecordTable endpoint={endpoint} caption={caption} columns={columns} answer={answer} />
        )
      }
    </Section>
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
  return (
    <>
      <SwapsSection number={number} />
      <ListSection
        number={number}
        endpoint="evmTransactions"
        title="EVM transactions"
        caption="EVM transactions of the block"
        columns={blockEvmColumns}
        empty="No EVM transactions in this block."
        list={paths.evmTransactions}
        listText="EVM transactions of this block in the list"
      />
      <ListSection
        number={number}
        endpoint="deregistrations"
        title="Deregistrations"
        caption="Deregistrations in the block"
        columns={blockDeregistrationColumns}
        empty="No neuron was deregistered in this block."
        list={paths.deregistrations}
        listText="Deregistrations of this block in the list"
      />
      <ListSection
        number={number}
        endpoint="subnetOwners"
        title="Subnet ownership changes"
        caption="Subnet ownership changes in the block"
        columns={blockOwnerColumns}
        empty="No subnet changed owners in this block."
        list={paths.subnetOwners}
        listText="Ownership changes of this block in the list"
      />
    </>
  );
}
