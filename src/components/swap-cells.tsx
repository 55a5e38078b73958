// A swap's amounts as every swaps table writes them: TAO and alpha to four places, so that a column's decimals line
// up, exact on hover and on copy; the price (TAO per alpha) to four significant digits, exact on hover. The API
// writes them as decimal strings, read here in its own form whatever the visitor's separators.
import type { PoolEvent } from '../api/schemas';
import { formatSignificant } from '../lib/market-figures';
import { unitsOf } from '../lib/tao';
import { Amount } from './cells';

function SwapAmount({ text, unit }: { text: string; unit: string }) {
  const units = unitsOf(text);
  return units === null ? `${text} ${unit}` : <Amount value={String(units)} unit={unit} />;
}

/** TAO into the pool (a buy of alpha) or out of it (a sale). */
export const SwapTao = ({ swap }: { swap: PoolEvent }) => (
  <SwapAmount text={swap.asset0In ?? swap.asset0Out ?? '0'} unit="τ" />
);

/** Alpha out of the pool (a buy) or into it (a sale). */
export const SwapAlpha = ({ swap }: { swap: PoolEvent }) => (
  <SwapAmount text={swap.asset1Out ?? swap.asset1In ?? '0'} unit="α" />
);

/** The swap's price in TAO per alpha; the column's header names the unit. */
export const SwapPrice = ({ swap }: { swap: PoolEvent }) => (
  <span title={`${swap.priceNative} τ per α`}>{formatSignificant(Number(swap.priceNative))}</span>
);

export const isBuy = (swap: PoolEvent) => swap.asset0In != null;
