// One block's events as they are built, in chain order. The builder numbers the events (each takes the block's
// next index), names extrinsics and calls, and writes what every signed extrinsic has around its call: the fee
// withdrawn, the fee paid and the outcome, success or a failure that drops the call's events. So each kind of
// extrinsic (extrinsics/) writes only its own call's events, in the span's blocks and the live ones alike.
import type { EventRow } from '../store/schema';
import type { Random } from './random';
import type { ChainEventSpec } from './world';

/** Module errors of SubtensorModule (pallet index 7) that a failed extrinsic names. */
const SUBTENSOR_ERRORS = ['0x0b000000', '0x1a000000', '0x06000000', '0x24000000', '0x10000000'];
/** The share of signed extrinsics that fail. */
const FAILURE_RATE = 0.04;

type Phase = 'Initialization' | 'ApplyExtrinsic' | 'Finalization';
type DispatchClass = 'Normal' | 'Mandatory' | 'Operational';

const extrinsicIdOf = (block: number, ext: number) => `${block}-${String(ext).padStart(4, '0')}`;

export class BlockBuilder {
  constructor(
    readonly number: number,
    /** The stream every draw of this block comes from. */
    readonly random: Random,
    private readonly write: (row: EventRow) => void,
    /** The block's event count so far, shared with the builders drawingFrom makes. */
    private readonly events = { count: 0 },
  ) {}

  /** The same block, its next events drawn from `random`: for activity with a stream of its own (the market). */
  drawingFrom(random: Random): BlockBuilder {
    return new BlockBuilder(this.number, random, this.write, this.events);
  }

  /** The index the next event takes. */
  nextIndex(): number {
    return this.events.count;
  }

  extrinsicId(ext: number): string {
    return extrinsicIdOf(this.number, ext);
  }

  event(phase: Phase, ext: number | null, spec: ChainEventSpec, callId: string | null): void {
    this.write({
      block_number: this.number,
      idx: this.events.count++,
      extrinsic_index: ext,
      phase,
      pallet: spec.pallet,
      name: spec.name,
      args: JSON.stringify(spec.args),
      call_id: callId,
    });
  }

  /** An event of extrinsic `ext`, raised inside its call `callId`. */
  callEvent(ext: number, callId: string, pallet: string, name: string, args: unknown): void {
    this.event('ApplyExtrinsic', ext, { pallet, name, args }, callId);
  }

  dispatchInfo(kind: DispatchClass) {
    return {
      weight: {
        refTime: String(this.random.between(150_000_000, 6_000_000_000)),
        proofSize: String(this.random.between(1_500, 40_000)),
      },
      class: { __kind: kind },
      paysFee: { __kind: 'Yes' },
    };
  }

  /** The timestamp inherent: extrinsic 0 of every block. */
  timestampInherent(): void {
    const args = { dispatchInfo: this.dispatchInfo('Mandatory') };
    this.event('ApplyExtrinsic', 0, { pallet: 'System', name: 'ExtrinsicSuccess', args }, null);
  }

  /**
   * A signed extrinsic: fee withdrawn, the call's events (written by `call`, not made when the extrinsic fails),
   * fee paid, then success or failure.
   */
  signed(ext: number, signer: string, call: (callId: string) => void): void {
    const fee = String(this.random.between(60_000, 2_500_000));
    this.event(
      'ApplyExtrinsic',
      ext,
      { pallet: 'Balances', name: 'Withdraw', args: { who: signer, amount: fee } },
      null,
    );
    const fails = this.random.chance(FAILURE_RATE);
    if (!fails) call(this.extrinsicId(ext));
    const paid = { who: signer, actualFee: fee, tip: '0' };
    this.event(
      'ApplyExtrinsic',
      ext,
      { pallet: 'TransactionPayment', name: 'TransactionFeePaid', args: paid },
      null,
    );
    const dispatchInfo = this.dispatchInfo('Normal');
    const outcome = fails
      ? {
          pallet: 'System',
          name: 'ExtrinsicFailed',
          args: {
            dispatchError: {
              __kind: 'Module',
              value: { error: this.random.pick(SUBTENSOR_ERRORS), index: 7 },
            },
            dispatchInfo,
          },
        }
      : { pallet: 'System', name: 'ExtrinsicSuccess', args: { dispatchInfo } };
    // The outcome names the top-level call, so that about half the events carry a call id, as the real
    // service's do; the fee events around the call carry none.
    this.event('ApplyExtrinsic', ext, outcome, this.extrinsicId(ext));
  }

  /** The block author's share of fees, which arrives (in one block of five) as the block is finalized. */
  authorFees(author: () => string): void {
    if (!this.random.chance(0.2)) return;
    const args = { who: author(), amount: String(this.random.between(10_000, 900_000)) };
    this.event('Finalization', null, { pallet: 'Balances', name: 'Deposit', args }, null);
  }
}
