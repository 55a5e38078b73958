// An EVM transaction's fee, exactly: gas used × effective gas price, integers of wei read through BigInt. Pure.

const INTEGER = /^\d+$/;

/** The fee in wei, gas used × effective gas price; null when either is not an integer. */
export function evmFee(
  gasUsed: string | null | undefined,
  gasPrice: string | null | undefined,
): string | null {
  if (!gasUsed || !gasPrice || !INTEGER.test(gasUsed) || !INTEGER.test(gasPrice)) return null;
  return (BigInt(gasUsed) * BigInt(gasPrice)).toString();
}
