// A share the API writes as a decimal string with up to 20 decimals (a neuron's incentive): four significant digits
// shown, the exact string on hover and on copy. A module of its own, so that the lists that show none do not load
// the number formatting it needs.
import { formatSignificant } from '../lib/numbers/decimals';
import { copyExact } from './cells';

export function Significant({ value }: { value: string }) {
  return (
    <span title={value} onCopy={copyExact(value)}>
      {formatSignificant(Number(value))}
    </span>
  );
}
