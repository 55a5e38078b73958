// A block's events read as the chain made them: its extrinsics in order, each with its events, its outcome, its
// fee and its signer; the inherents apart; and an extrinsic's calls as a tree. The API has no extrinsic records:
// everything here comes from the events (`System.ExtrinsicSuccess` / `ExtrinsicFailed`,
// `TransactionPayment.TransactionFeePaid`, the `call_id` of each event). Args come as objects or positional
// arrays (design.md §9), so each reader takes both. Pure: read by the block and extrinsic pages.
import type { ChainEventRow } from '../../api/schemas';
import { describeDispatchError, type DispatchErrorText } from './dispatch-errors';

export type Outcome =
  | { kind: 'success' }
  | { kind: 'failed'; error: DispatchErrorText }
  /** No outcome event among the events read (an answer cut short, or an odd record). */
  | { kind: 'unknown' };

export interface Fee {
  /** Rao, as sent. */
  actualFee: string;
  tip: string;
  /** The signer: the hex public key that paid. */
  who: string;
}

export interface Extrinsic {
  id: string;
  index: number;
  events: ChainEventRow[];
  outcome: Outcome;
  fee: Fee | null;
  /**
   * An inherent: put in the block by its author, unsigned and of the `Mandatory` dispatch class (the timestamp).
   * Inherents pay no fee.
   */
  inherent: boolean;
}

export interface BlockContents {
  /** Signed (and other non-inherent) extrinsics, by index. */
  extrinsics: Extrinsic[];
  /** Inherent extrinsics, by index. */
  inherents: Extrinsic[];
  /** Events of no extrinsic: the Initialization and Finalization phases. */
  phaseEvents: ChainEventRow[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arg `name` of an object, or position `position` of a positional array. */
function arg(args: unknown, name: string, position: number): unknown {
  if (Array.isArray(args)) return args[position];
  return isRecord(args) ? args[name] : undefined;
}

const integerText = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value)
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : null;

/** The outcome of an extrinsic from its events. */
export function outcomeOf(events: readonly ChainEventRow[]): Outcome {
  for (const event of events) {
    if (event.full_name === 'System.ExtrinsicSuccess') return { kind: 'success' };
    if (event.full_name === 'System.ExtrinsicFailed')
      return { kind: 'failed', error: describeDispatchError(arg(event.args, 'dispatchError', 0)) };
  }
  return { kind: 'unknown' };
}

/** The fee and signer from `TransactionPayment.TransactionFeePaid` (`who, actualFee, tip`), when readable. */
export function feeOf(events: readonly ChainEventRow[]): Fee | null {
  const paid = events.find((event) => event.full_name === 'TransactionPayment.TransactionFeePaid');
  if (!paid) return null;
  const who = arg(paid.args, 'who', 0);
  const actualFee = integerText(arg(paid.args, 'actualFee', 1));
  const tip = integerText(arg(paid.args, 'tip', 2)) ?? '0';
  return typeof who === 'string' && /^0x[0-9a-f]{64}$/i.test(who) && actualFee !== null
    ? { who: who.toLowerCase(), actualFee, tip }
    : null;
}

/** Whether the outcome event says the `Mandatory` dispatch class: an inherent. */
function isInherent(events: readonly ChainEventRow[]): boolean {
  const outcome = events.find(
    (event) => event.full_name === 'System.ExtrinsicSuccess' || event.full_name === 'System.ExtrinsicFailed',
  );
  const info =
    outcome && arg(outcome.args, 'dispatchInfo', outcome.full_name === 'System.ExtrinsicFailed' ? 1 : 0);
  const dispatchClass = isRecord(info) ? info.class : undefined;
  return isRecord(dispatchClass) && dispatchClass.__kind === 'Mandatory';
}

const byIndex = (a: ChainEventRow, b: ChainEventRow) => (a.index ?? 0) - (b.index ?? 0);

/** An extrinsic from its events, in any order (the API sends newest first): they are kept in chain order. */
export function extrinsicOf(id: string, index: number, events: readonly ChainEventRow[]): Extrinsic {
  const ordered = [...events].sort(byIndex);
  return {
    id,
    index,
    events: ordered,
    outcome: outcomeOf(ordered),
    fee: feeOf(ordered),
    inherent: isInherent(ordered),
  };
}

/** A block's events (any order) as its extrinsics, inherents and phase events, each in chain order. */
export function groupBlock(events: readonly ChainEventRow[]): BlockContents {
  const byExtrinsic = new Map<string, ChainEventRow[]>();
  const phaseEvents: ChainEventRow[] = [];
  for (const event of [...events].sort(byIndex)) {
    const id = event.extrinsic_id;
    if (id === null || id === undefined) phaseEvents.push(event);
    else byExtrinsic.set(id, [...(byExtrinsic.get(id) ?? []), event]);
  }
  const all = [...byExtrinsic].map(([id, group]) =>
    extrinsicOf(id, group[0]?.extrinsic_index ?? Number(id.split('-')[1]), group),
  );
  all.sort((a, b) => a.index - b.index);
  return {
    extrinsics: all.filter((extrinsic) => !extrinsic.inherent),
    inherents: all.filter((extrinsic) => extrinsic.inherent),
    phaseEvents,
  };
}

export interface CallNode {
  /** The call id: the extrinsic's id for the top-level call, with `-<n>` for each level of nesting. */
  id: string;
  /** The events this call emitted, in chain order. */
  events: ChainEventRow[];
  children: CallNode[];
}

/** The parent of a nested call id: one `-<n>` less. */
const parentOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

/** Call ids compare by each `-` part as a number, so `-0-2` comes before `-0-10`. */
function compareIds(a: string, b: string): number {
  const left = a.split('-').map(Number);
  const right = b.split('-').map(Number);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = (left[i] as number) - (right[i] as number);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/**
 * An extrinsic's calls as a tree rooted at the top-level call (`extrinsicId`), from its events' `call_id`s. A level
 * that emitted no event of its own (`-0-0` between `-0` and `-0-0-3`) is a node without events. Events without a
 * call id (the fee's, for one) are in no call.
 */
export function callTree(extrinsicId: string, events: readonly ChainEventRow[]): CallNode {
  const nodes = new Map<string, CallNode>();
  const root: CallNode = { id: extrinsicId, events: [], children: [] };
  nodes.set(extrinsicId, root);
  const nodeFor = (id: string): CallNode => {
    const known = nodes.get(id);
    if (known) return known;
    const node: CallNode = { id, events: [], children: [] };
    nodes.set(id, node);
    nodeFor(parentOf(id)).children.push(node);
    return node;
  };
  for (const event of [...events].sort(byIndex)) {
    const callId = event.call_id;
    if (typeof callId === 'string' && (callId === extrinsicId || callId.startsWith(`${extrinsicId}-`)))
      nodeFor(callId).events.push(event);
  }
  const sortChildren = (node: CallNode) => {
    node.children.sort((a, b) => compareIds(a.id, b.id));
    node.children.forEach(sortChildren);
  };
  sortChildren(root);
  return root;
}
