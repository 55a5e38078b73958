// The records of one list endpoint that belong to one entity (a block's deregistrations, a subnet's ownership
// changes, the chain's latest): the list's first page for the entity's filter, drawn by a subset of the record kind's
// columns as its list draws them, and the link to the whole list with that filter. The block and subnet pages, and
// the overview, draw their records here.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { rowId, type ListEndpointName, type ListRow } from '../api/endpoints';
import { listQuery, type ListAnswer } from '../api/queries';
import { groupDigits } from '../shared/numbers/separators';
import { paths } from '../shared/paths';
import { RecordTable, RecordTableSkeleton } from './RecordTable';
import { Skeleton, SkeletonText } from './Skeletons';
import { StatusView } from './StatusView';
import type { Columns } from './table-columns';

/** The record kinds an entity page shows: in words, where there are none, and their lists (filtered alike). */
const KINDS = {
  evmTransactions: {
    what: 'EVM transactions',
    none: (whose: string) => `No EVM transactions in ${whose}.`,
    list: paths.evmTransactions,
  },
  deregistrations: {
    what: 'deregistrations',
    none: (whose: string) => `No neuron was deregistered in ${whose}.`,
    list: paths.deregistrations,
  },
  subnetOwners: {
    what: 'ownership changes',
    none: (whose: string) => `No ownership changes in ${whose}.`,
    list: paths.subnetOwners,
  },
} satisfies Partial<Record<ListEndpointName, unknown>>;

/** The entity whose records are shown: a block, a subnet, or the whole chain (its `latest` few records). */
export type Entity = { block: number } | { subnet: number } | { latest: number };

/** The entity as a list filters by it, the query of its records (the filter, or the newest few), and in words. */
function entity(of: Entity): {
  filter: Record<string, string>;
  query: Record<string, string>;
  whose: string;
} {
  if ('latest' in of) return { filter: {}, query: { limit: String(of.latest) }, whose: 'the chain' };
  const [filter, whose] =
    'block' in of
      ? [{ block_number: String(of.block) }, `block ${groupDigits(of.block)}`]
      : [{ netuid: String(of.subnet) }, `subnet ${of.subnet}`];
  return { filter, query: filter, whose };
}

export interface RecordsOfProps<N extends RecordKind> {
  endpoint: N;
  of: Entity;
  /** The record kind's columns this page shows. */
  columns: Columns<ListRow<N>>;
}

/** A record kind an entity page shows. */
export type RecordKind = keyof typeof KINDS;

/** A kind's records in words: "ownership changes". */
export const recordsWhat = (endpoint: RecordKind) => KINDS[endpoint].what;

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The query of an entity's records of a kind: its list's first page, filtered to the entity. */
export const recordsQuery = <N extends RecordKind>(endpoint: N, of: Entity) =>
  listQuery(endpoint, entity(of).query);

/** An answer of `recordsQuery`: its records in a table and the link to the whole list, or the words for none. */
export function RecordsAnswer<N extends RecordKind>(props: RecordsOfProps<N> & { answer: ListAnswer<N> }) {
  const { endpoint, of, columns, answer } = props;
  const { what, none, list } = KINDS[endpoint];
  const { filter, whose } = entity(of);
  if (answer.data.length === 0) return <p className="empty">{none(whose)}</p>;
  return (
    <>
      <RecordTable
        caption={`${capitalized(what)} of ${whose}`}
        columns={columns}
        rows={answer.data}
        rowId={(row) => rowId(endpoint, row)}
        problems={answer.problems}
      />
      <p className="more">
        <Link to={list(filter)}>
          All {groupDigits(answer.pagination.total_items)} {what} of {whose} in the list
        </Link>
      </p>
    </>
  );
}

/**
 * What shows while the records load: the chain's latest few, a known number, as blank rows and the list's link;
 * an entity's, as many as it has, in words.
 */
function RecordsSkeleton<N extends RecordKind>({ endpoint, of, columns }: RecordsOfProps<N>) {
  if (!('latest' in of)) return <p className="muted">Loading the {KINDS[endpoint].what}…</p>;
  return (
    <Skeleton>
      <RecordTableSkeleton columns={columns} count={of.latest} />
      <p className="more">
        <SkeletonText width="20em" />
      </p>
    </Skeleton>
  );
}

export function RecordsOf<N extends RecordKind>(props: RecordsOfProps<N>) {
  const query = useQuery(recordsQuery(props.endpoint, props.of));
  return (
    <StatusView query={query} skeleton={<RecordsSkeleton {...props} />}>
      {(answer) => <RecordsAnswer {...props} answer={answer} />}
    </StatusView>
  );
}
