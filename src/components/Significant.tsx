// Numbers shown to significant digits: a share the API writes as a decimal string with up to 20 decimals (a neuron's
// incentive), and a price (TAO per alpha); the exact string on hover and on copy, and in a table's column the
// decimal marks lined up. A module of its own, so that the lists that show none do not load the number formatting
// it needs.
import { writeDecimal } from '../shared/numbers/amounts';
import { formatSignificant, placesAbove } from '../shared/numbers/decimals';
import { Exact } from './cells';

// The decimals a column lines up: shares run down to a millionth, prices to a ten-thousandth of a TAO. A smaller
// value is still written whole, a little out of line.
const SHARE_PLACES = placesAbove(1e-6);
const PRICE_PLACES = placesAbove(1e-4);

export function Significant({ value }: { value: string }) {
  return (
    <Exact
      shown={formatSignificant(Number(value))}
      exact={value}
      className="num"
      alignedPlaces={SHARE_PLACES}
    />
  );
}

/** TAO per alpha, to fixed significant digits (`unit` beside it, where the column's header does not say it). */
export function Price({ price, unit }: { price: string; unit?: string }) {
  return (
    <Exact
      shown={formatSignificant(Number(price))}
      exact={price}
      unit={unit}
      title={`${writeDecimal(price)} τ per α`}
      className="num"
      alignedPlaces={PRICE_PLACES}
    />
  );
}
