// Test helpers for the block builder and the kinds of extrinsics: a block whose events are kept, and the parts of
// a signed extrinsic's events.
import { expect } from 'vitest';
import type { EventRow } from '../store/schema';
import { BlockBuilder } from './block';
import { Random } from './random';

export const BLOCK = 9_400_000;

/** The events one block gets from `build`, drawn from a stream of `seed`. */
export function eventsOf(seed: number, build: (block: BlockBuilder) => void): EventRow[] {
  const rows: EventRow[] = [];
  build(new BlockBuilder(BLOCK, new Random(seed, 'test-block'), (row) => rows.push(row)));
  return rows;
}

export const argsOf = (row: EventRow | undefined) => JSON.parse(row?.args ?? 'null') as unknown;
export const nameOf = (row: EventRow) => `${row.pallet}.${row.name}`;

/**
 * A signed extrinsic's events, checked for what every one has: the fee withdrawn and paid by the signer (the same
 * amount, no call id), the outcome last (naming the top-level call), the indexes in order. Returns the call's
 * events (none when it failed) and whether it failed.
 */
export function signedParts(rows: EventRow[], ext: number, signer: string) {
  const id = `${BLOCK}-${String(ext).padStart(4, '0')}`;
  const mine = rows.filter((row) => row.extrinsic_index === ext);
  const [withdraw, ...rest] = mine;
  const outcome = rest.pop();
  const paid = rest.pop();
  expect(withdraw && nameOf(withdraw)).toBe('Balances.Withdraw');
  expect(paid && nameOf(paid)).toBe('TransactionPayment.TransactionFeePaid');
  const fee = (argsOf(withdraw) as { who: string; amount: string }).amount;
  expect(argsOf(withdraw)).toEqual({ who: signer, amount: fee });
  expect(argsOf(paid)).toEqual({ who: signer, actualFee: fee, tip: '0' });
  expect([withdraw?.call_id, paid?.call_id, outcome?.call_id]).toEqual([null, null, id]);
  for (const row of mine) expect(row).toMatchObject({ block_number: BLOCK, phase: 'ApplyExtrinsic' });
  expect(mine.map((row) => row.idx)).toEqual(mine.map((_, i) => (mine[0]?.idx ?? 0) + i));
  const failed = outcome?.name === 'ExtrinsicFailed';
  if (failed) expect(rest).toEqual([]);
  return { id, calls: rest, failed };
}

/** Seeds enough that a kind shows both outcomes and its variants. */
export const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);
