// The network's busier side: registrations (each, in a full subnet, deregistering a neuron) and EVM transactions
// beyond the span's own users', so that the newest of each is minutes old, as on the real chain, rather than hours.
// They grow with the market (market.ts) up to the span's end and keep its rate after it, and draw from a stream of
// their own, one per block, so that every other record of the span stays as it was.
import { BLOCKS_PER_DAY, type Span } from '../chain';
import { dailyCycle, growth, marketStart } from './market';
import { Random } from './random';
import type { Kind } from './traffic';

/**
 * Each a day at the full rate, scale 1, besides the span's own users' few an hour. About half the registrations
 * are in a full subnet and deregister a neuron: four or five deregistrations an hour, as many EVM transactions.
 */
const REGISTRATIONS_PER_DAY = 200;
const EVM_TRANSACTIONS_PER_DAY = 110;

export type NewcomerKind = Extract<Kind, 'register' | 'evm'>;

export class Newcomers {
  private readonly start: number;

  constructor(
    private readonly seed: number,
    private readonly scale: number,
    private readonly span: Span,
  ) {
    this.start = marketStart(span.end);
  }

  /** The block's registrations and EVM transactions, in order, and the block's own stream to draw them from. */
  activity(block: number): { random: Random; kinds: NewcomerKind[] } | null {
    if (block <= this.start) return null;
    const share = (this.scale * growth(block, this.span.end) * dailyCycle(block)) / BLOCKS_PER_DAY;
    const random = new Random(this.seed, `newcomers-${block}`);
    const kinds: NewcomerKind[] = [
      ...Array.from({ length: random.poisson(REGISTRATIONS_PER_DAY * share) }, () => 'register' as const),
      ...Array.from({ length: random.poisson(EVM_TRANSACTIONS_PER_DAY * share) }, () => 'evm' as const),
    ];
    return kinds.length > 0 ? { random, kinds } : null;
  }
}
