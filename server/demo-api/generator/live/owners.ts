// Subnet ownership on the live chain, as the span has it (world.ts): a coldkey swap pending at the span's end
// executes when its block comes, and owners schedule new swaps now and then, each executing five days later. So the
// owner log goes on at the span's own pace, a few changes a month.
import type Database from 'better-sqlite3';
import { BLOCKS_PER_DAY } from '../../chain';
import { rowWriter, SUBNET_OWNER_FIELDS, type SubnetOwnerRow } from '../../store/schema';
import type { Random } from '../random';
import { COLDKEY_SWAP_DELAY, newKey, SUBNET_COUNT, type ScheduledActivity } from '../world';

/** Coldkey swaps scheduled a day: about the span's pace of ownership changes (two rows each, a few a month). */
const SWAPS_PER_DAY = 0.1;

type OwnerRow = Pick<SubnetOwnerRow, 'netuid' | 'owner' | 'pending_owner' | 'previous_owner'> & {
  pending_owner_block_number: number | null;
};

export class LiveOwners {
  private readonly write;
  private readonly due;
  private readonly latest;

  constructor(db: Database.Database) {
    this.write = rowWriter<SubnetOwnerRow>(db, 'subnet_owners', SUBNET_OWNER_FIELDS);
    this.due = db.prepare(
      'SELECT netuid, owner, pending_owner, previous_owner FROM subnet_owners WHERE pending_owner_block_number = ?',
    );
    this.latest = db.prepare(
      `SELECT netuid, owner, pending_owner, pending_owner_block_number, previous_owner FROM subnet_owners
       WHERE netuid = ? ORDER BY block_number DESC, seq DESC LIMIT 1`,
    );
  }

  /** The coldkey swaps that execute at `block`: their rows written, their events for the block's Initialization. */
  executions(block: number): ScheduledActivity[] {
    return (this.due.all(block) as OwnerRow[]).map((row) => {
      const keys = { oldColdkey: row.owner, newColdkey: row.pending_owner as string };
      this.write({
        block_number: block,
        netuid: row.netuid,
        owner: keys.newColdkey,
        is_coldkey_swap: 1,
        pending_owner: null,
        pending_owner_block_number: null,
        previous_owner: keys.oldColdkey,
      });
      return {
        block,
        phase: 'Initialization',
        signer: keys.oldColdkey,
        events: [{ pallet: 'SubtensorModule', name: 'ColdkeySwapped', args: keys }],
      };
    });
  }

  /** Now and then a subnet's owner schedules a coldkey swap in `block`: its row written, its extrinsic's events. */
  schedule(block: number, random: Random): ScheduledActivity | null {
    if (!random.chance(SWAPS_PER_DAY / BLOCKS_PER_DAY)) return null;
    const netuid = random.between(1, SUBNET_COUNT - 1);
    const current = this.latest.get(netuid) as OwnerRow | undefined;
    // A subnet whose owner has a swap under way waits for it.
    if (!current || (current.pending_owner_block_number ?? 0) > block) return null;
    const keys = { oldColdkey: current.owner, newColdkey: newKey(random) };
    const executionBlock = block + COLDKEY_SWAP_DELAY;
    this.write({
      block_number: block,
      netuid,
      owner: current.owner,
      is_coldkey_swap: 0,
      pending_owner: keys.newColdkey,
      pending_owner_block_number: executionBlock,
      previous_owner: current.previous_owner,
    });
    return {
      block,
      phase: 'ApplyExtrinsic',
      signer: keys.oldColdkey,
      events: [
        { pallet: 'SubtensorModule', name: 'ColdkeySwapScheduled', args: { ...keys, executionBlock } },
      ],
    };
  }
}
