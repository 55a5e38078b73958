// The cast of the demo chain: coldkeys, subnets and the log of who owned each subnet when, with the chain events
// that log implies. Everything here is decided before the block-by-block pass (activity.ts) runs.
import { BLOCKS_PER_DAY, type Span } from '../chain';
import { Random, WeightedPicker, zipfWeights } from './random';

export const SUBNET_COUNT = 129; // netuids 0 (root) to 128
/** Subnets registered before the span starts; the rest register during it. */
const SUBNETS_BEFORE_SPAN = 65;
/** A scheduled coldkey swap executes this many blocks later (five days), as on the real chain. */
export const COLDKEY_SWAP_DELAY = 36_000;

export interface Coldkey {
  hex: string;
  /** Set for keys that first appear as the new key of a coldkey swap. */
  createdAtBlock?: number;
}

export interface OwnerRow {
  block: number;
  netuid: number;
  owner: string;
  isColdkeySwap: boolean;
  pendingOwner: string | null;
  pendingOwnerBlock: number | null;
  previousOwner: string | null;
}

export interface ChainEventSpec {
  pallet: string;
  name: string;
  args: unknown;
}

/** Events at a block that the owner log implies: one signed extrinsic's events, or Initialization events. */
export interface ScheduledActivity {
  block: number;
  phase: 'ApplyExtrinsic' | 'Initialization';
  signer: string;
  events: ChainEventSpec[];
}

export interface ColdkeySwap {
  block: number;
  oldColdkey: string;
  newColdkey: string;
}

export interface World {
  span: Span;
  random: Random;
  coldkeys: Coldkey[];
  /** How active each coldkey is: a few heavy traders and a long tail. */
  coldkeyActivity: WeightedPicker;
  /** Block at which each netuid (re)registered last before the span, or during it. */
  registrations: { netuid: number; block: number }[];
  ownerLog: OwnerRow[];
  scheduled: ScheduledActivity[];
  coldkeySwaps: ColdkeySwap[];
}

export function newKey(random: Random): string {
  return `0x${random.hex(32)}`;
}

type Change = Omit<OwnerRow, 'previousOwner'>;

/** The parts of the world that the coldkey swaps add to as they are drawn. */
interface Draft {
  span: Span;
  random: Random;
  coldkeys: Coldkey[];
  changes: Change[];
  scheduled: ScheduledActivity[];
  coldkeySwaps: ColdkeySwap[];
}

/** A coldkey swap of `netuid`'s owner: scheduled, then executed five days later unless still `pending`. */
function coldkeySwap(
  draft: Draft,
  netuid: number,
  pending: boolean,
  ownerAt: (netuid: number) => string,
): void {
  const { span, random, coldkeys, changes, scheduled, coldkeySwaps } = draft;
  const scheduledAt = pending
    ? random.between(span.end - COLDKEY_SWAP_DELAY + 1, span.end)
    : random.between(span.start, span.end - COLDKEY_SWAP_DELAY);
  const executesAt = scheduledAt + COLDKEY_SWAP_DELAY;
  const oldColdkey = ownerAt(netuid);
  const newColdkey = newKey(random);
  coldkeys.push({ hex: newColdkey, createdAtBlock: executesAt });
  const keys = { oldColdkey, newColdkey };
  changes.push({
    block: scheduledAt,
    netuid,
    owner: oldColdkey,
    isColdkeySwap: false,
    pendingOwner: newColdkey,
    pendingOwnerBlock: executesAt,
  });
  scheduled.push({
    block: scheduledAt,
    phase: 'ApplyExtrinsic',
    signer: oldColdkey,
    events: [
      {
        pallet: 'SubtensorModule',
        name: 'ColdkeySwapScheduled',
        args: { ...keys, executionBlock: executesAt },
      },
    ],
  });
  if (pending) return;
  coldkeySwaps.push({ block: executesAt, ...keys });
  changes.push({
    block: executesAt,
    netuid,
    owner: newColdkey,
    isColdkeySwap: true,
    pendingOwner: null,
    pendingOwnerBlock: null,
  });
  scheduled.push({
    block: executesAt,
    phase: 'Initialization',
    signer: oldColdkey,
    events: [{ pallet: 'SubtensorModule', name: 'ColdkeySwapped', args: keys }],
  });
}

/** previous_owner: whoever owned the subnet before the row's owner took it over. */
function withPreviousOwners(changes: Change[]): OwnerRow[] {
  changes.sort((a, b) => a.block - b.block || a.netuid - b.netuid);
  const current = new Map<number, { owner: string; previous: string | null }>();
  return changes.map((change) => {
    const before = current.get(change.netuid);
    const previousOwner =
      before === undefined ? null : before.owner === change.owner ? before.previous : before.owner;
    current.set(change.netuid, { owner: change.owner, previous: previousOwner });
    return { ...change, previousOwner };
  });
}

export function createWorld(seed: number, scale: number, span: Span): World {
  const random = new Random(seed, 'world');
  const coldkeyCount = Math.round(1500 * Math.sqrt(scale));
  const coldkeys: Coldkey[] = Array.from({ length: coldkeyCount }, () => ({ hex: newKey(random) }));
  const ownerKey = () => random.pick(coldkeys).hex;

  const changes: Change[] = [];
  const registrations: World['registrations'] = [];
  const scheduled: ScheduledActivity[] = [];
  const coldkeySwaps: ColdkeySwap[] = [];
  const register = (netuid: number, block: number, owner: string, removed?: string) => {
    registrations.push({ netuid, block });
    changes.push({ block, netuid, owner, isColdkeySwap: false, pendingOwner: null, pendingOwnerBlock: null });
    if (block < span.start) return;
    const events: ChainEventSpec[] = removed
      ? [{ pallet: 'SubtensorModule', name: 'NetworkRemoved', args: [netuid] }]
      : [];
    events.push({ pallet: 'SubtensorModule', name: 'NetworkAdded', args: [netuid, 0] });
    scheduled.push({ block, phase: 'ApplyExtrinsic', signer: owner, events });
  };

  // Subnets registered before the span, lower netuids earlier; then one every few days during it.
  const early = Array.from({ length: SUBNETS_BEFORE_SPAN }, () => random.between(1_000_000, span.start - 1));
  early.sort((a, b) => a - b).forEach((block, netuid) => register(netuid, block, ownerKey()));
  const late = Array.from({ length: SUBNET_COUNT - SUBNETS_BEFORE_SPAN }, () =>
    random.between(span.start, span.end - BLOCKS_PER_DAY),
  );
  late.sort((a, b) => a - b).forEach((block, i) => register(SUBNETS_BEFORE_SPAN + i, block, ownerKey()));

  // Distinct early subnets for the other kinds of change, so that no two of them overlap.
  const candidates = Array.from({ length: SUBNETS_BEFORE_SPAN - 1 }, (_, i) => i + 1);
  random.shuffle(candidates);
  const ownerAt = (netuid: number) => changes.filter((c) => c.netuid === netuid).at(-1)?.owner as string;

  // Pruned subnets whose netuid a new owner registers again.
  for (const netuid of candidates.splice(0, 8)) {
    const old = ownerAt(netuid);
    register(netuid, random.between(span.start, span.end - BLOCKS_PER_DAY), ownerKey(), old);
  }

  // Coldkey swaps: scheduled, then executed five days later; the last three are still pending at the head.
  const swapNetuids = candidates.splice(0, 15);
  const draft = { span, random, coldkeys, changes, scheduled, coldkeySwaps };
  swapNetuids.forEach((netuid, i) => coldkeySwap(draft, netuid, i >= swapNetuids.length - 3, ownerAt));

  const ownerLog = withPreviousOwners(changes);
  scheduled.sort((a, b) => a.block - b.block);
  registrations.sort((a, b) => a.block - b.block);

  return {
    span,
    random,
    coldkeys,
    coldkeyActivity: new WeightedPicker(zipfWeights(coldkeys.length, 0.9)),
    registrations,
    ownerLog,
    scheduled,
    coldkeySwaps,
  };
}

/** A coldkey drawn by activity: a few heavy traders and a long tail. */
export function pickColdkey(world: World, random: Random): string {
  return (world.coldkeys[world.coldkeyActivity.pick(random)] as Coldkey).hex;
}
