// Activity the world decided beforehand (world.ts): subnet registrations and coldkey swaps, as a signed
// extrinsic's events or as events of the block's Initialization.
import type { BlockBuilder } from '../block';
import type { ScheduledActivity } from '../world';

export function initializationEvents(block: BlockBuilder, activity: ScheduledActivity): void {
  for (const spec of activity.events) block.event('Initialization', null, spec, null);
}

export function scheduledExtrinsic(block: BlockBuilder, ext: number, activity: ScheduledActivity): void {
  block.signed(ext, activity.signer, (callId) => {
    for (const spec of activity.events) block.event('ApplyExtrinsic', ext, spec, callId);
  });
}
