// EVM amounts and hashes, exactly: values and gas prices are integers of wei (10^18 per TAO), read through BigInt;
// a transaction's fee is gas used × effective gas price. Pure.
import { formatUnits } from './numbers/amounts';

export const WEI_DECIMALS = 18;
/** Gas prices read in gwei: 10^9 wei. */
export const GWEI_DECIMALS = 9;

const INTEGER = /^\d+$/;

/** An amount of wei as exact TAO, trailing zeros dropped: "2744876000000000000" → "2.744876"; null if not one. */
export function weiToTao(wei: string): string | null {
  return INTEGER.test(wei) ? formatUnits(wei, WEI_DECIMALS) : null;
}

/** The fee in wei, gas used × effective gas price; null when either is not an integer. */
export function evmFee(
  gasUsed: string | null | undefined,
  gasPrice: string | null | undefined,
): string | null {
  if (!gasUsed || !gasPrice || !INTEGER.test(gasUsed) || !INTEGER.test(gasPrice)) return null;
  return (BigInt(gasUsed) * BigInt(gasPrice)).toString();
}
