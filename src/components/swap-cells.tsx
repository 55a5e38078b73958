// A swap's amounts as every swaps table writes them: TAO and alpha to four places, so that a column's decimals line
// up, exact on hover and on copy; the price (TAO per alpha) to four significant digits, likewise. The API
// writes them as decimal strings, read here in its own form whatever the visitor's separators.
import type { PoolEvent } from '../api/schemas';
import { unitsOf } from '../lib/numbers/amounts';
import { Amount } from './cells';
import { Price } from './Significant';

function SwapAmount({ text, unit }: { text: string; unit: string }) {
  const units = unitsOf(text);
  return units === null ? `${text} ${unit}` : <Amount value={String(units)} unit={unit} />;
}

/**
 * A swap's TAO (into the pool for a buy of alpha, out of it for a sale), alpha and price, as three cells under the
 * headers "TAO", "Alpha" and "Price (τ/α)".
 */
export function SwapFigures({ swap }: { swap: PoolEvent }) {
  return (
    <>
      <td className="numeric">
        <SwapAmount text={swap.asset0In ?? swap.asset0Out ?? '0'} unit="τ" />
      </td>
      <td className="numeric">
        <SwapAmount text={swap.asset1Out ?? swap.asset1In ?? '0'} unit="α" />
      </td>
      <td className="numeric">
        <Price price={swap.priceNative} />
      </td>
    </>
  );
}

export const isBuy = (swap: PoolEvent) => swap.asset0In != null;
