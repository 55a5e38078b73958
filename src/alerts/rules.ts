// Alerts: rules a visitor sets on the chain's swaps, and which of the live stream's new swaps set them off. Pure: the
// watcher (watch.ts) feeds it each `chain` message's swaps with the prices it has seen, and raises what it returns.
// Amounts and prices are compared exactly, as decimal strings turned into BigInt, never as JavaScript numbers.
import { pairNetuid, type PoolEvent } from '../api/chart-schemas';
import { addressKey, isEvmKey, type AddressKey } from '../lib/address-key';
import { evmAccount } from '../shared/chain/evm-account';
import { RAO_DECIMALS, unitsOf } from '../shared/numbers/amounts';

/** What every rule has: its id, and whether it is quiet for now. */
interface RuleState {
  id: string;
  /** Quiet until this time (ms since the epoch): a snooze. */
  snoozedUntil?: number;
  /** Quiet until unmuted. */
  muted?: boolean;
}

/** Any swap made by the address (an address book key: an account's public key or an EVM address). */
export interface AddressRule extends RuleState {
  kind: 'address';
  address: AddressKey;
}

/** The subnet's price crossing `level` (TAO per alpha, a decimal in the API's form), either way. */
export interface PriceRule extends RuleState {
  kind: 'price';
  netuid: number;
  level: string;
}

/** A swap of at least `minTao` TAO (a decimal in the API's form), on one subnet or any. */
export interface SizeRule extends RuleState {
  kind: 'size';
  minTao: string;
  netuid?: number;
}

export type AlertRule = AddressRule | PriceRule | SizeRule;

/** A rule as it is set: its id and state come with it. */
export type NewRule =
  Omit<AddressRule, keyof RuleState> | Omit<PriceRule, keyof RuleState> | Omit<SizeRule, keyof RuleState>;

/** A swap, as an alert tells it. */
export interface SwapFacts {
  swap: PoolEvent;
  netuid: number;
  block: number;
  /** The TAO that went in (a buy of alpha) or came out (a sale), in rao. */
  tao: bigint;
  side: 'bought' | 'sold';
}

export type Alert =
  | ({ kind: 'swap'; rule: AddressRule | SizeRule } & SwapFacts)
  | ({ kind: 'cross'; rule: PriceRule; direction: 'up' | 'down'; price: string } & SwapFacts);

/** Each subnet's last known price, a decimal string. */
export type Prices = ReadonlyMap<number, string>;

/** Whether `rule` may fire at `now`. */
export const isActive = (rule: AlertRule, now: number): boolean =>
  !rule.muted && (rule.snoozedUntil === undefined || rule.snoozedUntil <= now);

/** A swap's facts; null for an event that is no swap of TAO (a pair of another shape, or no TAO amount). */
export function swapFacts(swap: PoolEvent): SwapFacts | null {
  const netuid = pairNetuid(swap.pairId);
  const taoIn = swap.asset0In ? unitsOf(swap.asset0In) : null;
  const taoOut = swap.asset0Out ? unitsOf(swap.asset0Out) : null;
  const tao = taoIn ?? taoOut;
  if (netuid === null || tao === null) return null;
  return { swap, netuid, block: swap.block.blockNumber, tao, side: taoIn === null ? 'sold' : 'bought' };
}

/**
 * -1, 0 or 1 as decimal `a` is below, at or above decimal `b` (API form), exactly: both scaled to the longer
 * fraction. A text that is no decimal compares as null.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | null {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const x = unitsOf(a, places);
  const y = unitsOf(b, places);
  if (x === null || y === null) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The way the price went through `level` from `before` to `after`, if it did: reaching the level counts, leaving
 * it does not, so a price that stops on the level and moves on fires once, not twice.
 */
export function crossing(before: string, after: string, level: string): 'up' | 'down' | null {
  const from = compareDecimals(before, level);
  const to = compareDecimals(after, level);
  if (from === -1 && (to === 0 || to === 1)) return 'up';
  if (from === 1 && (to === 0 || to === -1)) return 'down';
  return null;
}

/** The account key a maker's swaps are made by: an EVM address's are its Substrate mirror's. */
const makerKey = (key: AddressKey): AddressKey | null =>
  isEvmKey(key) ? (evmAccount(key)?.hex ?? null) : key;

/** The first address or size rule that `facts` sets off. */
function swapRule(rules: readonly AlertRule[], facts: SwapFacts, makers: Map<AddressKey, AddressRule>) {
  if (makers.size > 0) {
    const maker = addressKey(facts.swap.maker);
    const byAddress = maker === null ? undefined : makers.get(maker);
    if (byAddress) return byAddress;
  }
  return rules.find(
    (rule): rule is SizeRule =>
      rule.kind === 'size' &&
      (rule.netuid === undefined || rule.netuid === facts.netuid) &&
      atLeast(facts.tao, rule.minTao),
  );
}

/** Whether `rao` is at least `tao` (a decimal in the API's form); never for a text that is none. */
function atLeast(rao: bigint, tao: string): boolean {
  const least = unitsOf(tao, RAO_DECIMALS);
  return least !== null && rao >= least;
}

/**
 * The alerts `swaps` (oldest first) raise under `rules` at `now`, given each subnet's price before them. A swap
 * raises at most one swap alert (its maker's rule first, then the first size rule), and one alert for each price
 * level it takes its subnet through. A subnet with no known price before its first swap here cannot cross.
 */
export function matches(
  rules: readonly AlertRule[],
  swaps: readonly PoolEvent[],
  previousPrices: Prices,
  now: number,
): Alert[] {
  const active = rules.filter((rule) => isActive(rule, now));
  const makers = new Map<AddressKey, AddressRule>();
  for (const rule of active) {
    const key = rule.kind === 'address' ? makerKey(rule.address) : null;
    if (rule.kind === 'address' && key !== null && !makers.has(key)) makers.set(key, rule);
  }
  const prices = new Map(previousPrices);
  const alerts: Alert[] = [];
  for (const swap of swaps) {
    const facts = swapFacts(swap);
    if (facts === null) continue;
    const rule = swapRule(active, facts, makers);
    if (rule) alerts.push({ kind: 'swap', rule, ...facts });
    const before = prices.get(facts.netuid);
    prices.set(facts.netuid, swap.priceNative);
    if (before === undefined) continue;
    for (const level of active) {
      if (level.kind !== 'price' || level.netuid !== facts.netuid) continue;
      const direction = crossing(before, swap.priceNative, level.level);
      if (direction)
        alerts.push({ kind: 'cross', rule: level, direction, price: swap.priceNative, ...facts });
    }
  }
  return alerts;
}

/** Each subnet's last price after `swaps` (oldest first). */
export function lastPrices(previous: Prices, swaps: readonly PoolEvent[]): Prices {
  const prices = new Map(previous);
  for (const swap of swaps) {
    const netuid = pairNetuid(swap.pairId);
    if (netuid !== null) prices.set(netuid, swap.priceNative);
  }
  return prices;
}
