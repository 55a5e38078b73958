// What else happened in a block, from the endpoints that take a block: the pool swaps in it, its EVM transactions,
// its deregistrations and subnet ownership changes, each drawn by its record kind's columns (the block's own
// block and time left out). All four are asked together once the part of the page that shows them scrolls into
// view; those the block has none of are said in one line rather than as empty sections. The swaps come from the
// chain's grid window that holds the block (src/api/chain.ts): one answer, kept by the gateway, serves every block
// of the window, and the pool pages, embeds and market that read it.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ListAnswer } from '../../api/queries';
import type { ReactNode } from 'react';
import { swapWindowOf } from '../../api/chain';
import { swapsQuery } from '../../api/chain-queries';
import { pickColumns, RecordTable } from '../../components/RecordTable';
import {
  capitalized,
  recordsQuery,
  RecordsAnswer,
  recordsWhat,
  type RecordKind,
  type RecordsOfProps,
} from '../../components/RecordsOf';
import { StatusView } from '../../components/StatusView';
import { swapColumnsInFull, swapId } from '../../components/swap-columns';
import { groupDigits } from '../../shared/numbers/separators';
import { useSeen } from '../../lib/use-seen';
import { columns as deregistrationKindColumns } from '../deregistrations/columns';
import { columns as evmTransactionColumns } from '../evm-transactions/columns';
import { columns as ownerKindColumns } from '../subnet-owners/columns';

const KINDS_IN_WORDS = 'pool swaps, EVM transactions, deregistrations and ownership changes';

/** A kind of record the block has, or whose answer failed: a section of its own. */
function Section<T>(props: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="block-records" aria-label={props.title}>
      <h2>{props.title}</h2>
      <StatusView query={props.query} skeleton={null}>
        {props.children}
      </StatusView>
    </section>
  );
}

const blockSwapColumns = pickColumns(
  swapColumnsInFull,
  'extrinsic',
  'netuid',
  'side',
  'tao',
  'alpha',
  'price',
  'maker',
);

const evmColumns = pickColumns(evmTransactionColumns, 'hash', 'from', 'to', 'method', 'value', 'success');
const deregistrationColumns = pickColumns(
  deregistrationKindColumns,
  'netuid',
  'uid',
  'hotkey',
  'coldkey',
  'incentive',
);
const ownerColumns = pickColumns(ownerKindColumns, 'netuid', 'owner', 'is_coldkey_swap', 'previous_owner');

/** A list kind's records of the block in a section of their own, or nothing where it has none. */
function ListPart<N extends RecordKind>(props: RecordsOfProps<N> & { query: UseQueryResult<ListAnswer<N>> }) {
  const { query, ...records } = props;
  if (query.data?.data.length === 0) return null;
  return (
    <Section title={capitalized(recordsWhat(records.endpoint))} query={query}>
      {(answer) => <RecordsAnswer {...records} answer={answer} />}
    </Section>
  );
}

export function BlockRecords({ number }: { number: number }) {
  const [ref, seen] = useSeen();
  return (
    <div ref={ref}>
      {seen ? (
        <Records number={number} />
      ) : (
        <p className="muted">The block’s {KINDS_IN_WORDS} load when shown.</p>
      )}
    </div>
  );
}

/**
 * "a", "a or b", "a, b, or c", as Intl.ListFormat's English disjunction writes them, written out here: a page's
 * first Intl call costs a long task (src/shared/numbers/separators.ts).
 */
const orList = (words: readonly string[]) =>
  words.length < 3 ? words.join(' or ') : `${words.slice(0, -1).join(', ')}, or ${words.at(-1)}`;

function Records({ number }: { number: number }) {
  const of = { block: number };
  const window = useQuery(swapsQuery(swapWindowOf(number)));
  const evm = useQuery(recordsQuery('evmTransactions', of));
  const deregistrations = useQuery(recordsQuery('deregistrations', of));
  const owners = useQuery(recordsQuery('subnetOwners', of));
  if ([window, evm, deregistrations, owners].some((query) => query.isPending)) {
    return <p className="muted">Loading the block’s {KINDS_IN_WORDS}…</p>;
  }
  const swaps = window.data?.events.filter((swap) => swap.block.blockNumber === number);
  // A kind is shown unless its answer says the block has none: a failed one shows its error and retry.
  const has = (rows: readonly unknown[] | undefined) => rows === undefined || rows.length > 0;
  const missing = [
    !has(swaps) && 'pool swaps',
    !has(evm.data?.data) && recordsWhat('evmTransactions'),
    !has(deregistrations.data?.data) && recordsWhat('deregistrations'),
    !has(owners.data?.data) && recordsWhat('subnetOwners'),
  ].filter((kind) => kind !== false);
  return (
    <>
      {has(swaps) && (
        <Section title="Pool swaps" query={window}>
          {() => (
            <RecordTable
              caption={`Pool swaps of block ${groupDigits(number)}`}
              columns={blockSwapColumns}
              rows={swaps ?? []}
              rowId={swapId}
            />
          )}
        </Section>
      )}
      <ListPart query={evm} endpoint="evmTransactions" of={of} columns={evmColumns} />
      <ListPart query={deregistrations} endpoint="deregistrations" of={of} columns={deregistrationColumns} />
      <ListPart query={owners} endpoint="subnetOwners" of={of} columns={ownerColumns} />
      {missing.length > 0 && <p className="empty">No {orList(missing)} in this block.</p>}
    </>
  );
}
