// The accounts and subnets an extrinsic's events name: a known event's args by their kinds (src/shared/chain/known-events.ts),
// any other event's by the API's convention that a 32-byte hex string in args is an account's public key. Pure.
import type { ChainEventRow } from '../api/schemas';
import { fitsKind, integerText, namedArgs, type ArgShape } from '../shared/chain/known-events';

const ACCOUNT_ID = /^0x[0-9a-f]{64}$/i;

export interface Involved {
  /** Hex public keys, lower case, in the order first named. */
  accounts: string[];
  /** Netuids as decimal text, in the order first named. */
  netuids: string[];
}

/** Every 32-byte hex string inside a value of unknown shape. */
function hexKeys(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (ACCOUNT_ID.test(value)) found.add(value.toLowerCase());
  } else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) hexKeys(inner, found);
  }
}

function byShape(
  shape: ArgShape | undefined,
  value: unknown,
  into: { accounts: Set<string>; netuids: Set<string> },
) {
  if (shape === undefined) return;
  if (typeof shape === 'object') {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value))
        byShape(Object.hasOwn(shape, key) ? shape[key] : undefined, inner, into);
    return;
  }
  if (shape === 'account' && fitsKind('account', value)) into.accounts.add((value as string).toLowerCase());
  if (shape === 'netuid' && fitsKind('netuid', value)) into.netuids.add(integerText(value) as string);
}

export function involvedIn(events: readonly ChainEventRow[]): Involved {
  const into = { accounts: new Set<string>(), netuids: new Set<string>() };
  for (const event of events) {
    const named = namedArgs(event.full_name, event.args);
    if (named) for (const arg of named) byShape(arg.shape, arg.value, into);
    else hexKeys(event.args, into.accounts);
  }
  return { accounts: [...into.accounts], netuids: [...into.netuids] };
}
