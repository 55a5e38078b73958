import { describe, expect, it } from 'vitest';
import type { ScheduledActivity } from '../world';
import { argsOf, BLOCK, eventsOf, SEEDS, signedParts } from '../test-blocks';
import { initializationEvents, scheduledExtrinsic } from './scheduled';

const OWNER = '0x' + 'f1'.repeat(32);
const registration: ScheduledActivity = {
  block: BLOCK,
  phase: 'ApplyExtrinsic',
  signer: OWNER,
  events: [
    { pallet: 'SubtensorModule', name: 'NetworkRemoved', args: [5] },
    { pallet: 'SubtensorModule', name: 'NetworkAdded', args: [5, 0] },
  ],
};
const swap: ScheduledActivity = {
  block: BLOCK,
  phase: 'Initialization',
  signer: OWNER,
  events: [
    { pallet: 'SubtensorModule', name: 'ColdkeySwapped', args: { oldColdkey: OWNER, newColdkey: OWNER } },
  ],
};

describe('scheduled activity', () => {
  it("is a signed extrinsic whose events are the top-level call's", () => {
    for (const seed of SEEDS) {
      const { id, calls, failed } = signedParts(
        eventsOf(seed, (b) => scheduledExtrinsic(b, 1, registration)),
        1,
        OWNER,
      );
      if (failed) continue;
      expect(calls.map((row) => [row.name, row.call_id, argsOf(row)])).toEqual([
        ['NetworkRemoved', id, [5]],
        ['NetworkAdded', id, [5, 0]],
      ]);
    }
  });

  it('or events of the Initialization phase, outside any extrinsic', () => {
    expect(eventsOf(1, (block) => initializationEvents(block, swap))).toEqual([
      expect.objectContaining({
        idx: 0,
        phase: 'Initialization',
        extrinsic_index: null,
        call_id: null,
        name: 'ColdkeySwapped',
      }),
    ]);
  });
});
