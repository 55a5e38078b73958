// Integers in URLs, read one way everywhere: page and embed URLs, the API's parameters (the app, the gateway and
// the demo API share the schemas), the route table's path parameters. Only canonical decimal digits count: no sign,
// exponent, hex, spaces, fraction or leading zero, so that one value has one spelling (`/pools/01`, `/pools/1e2`
// and `/pools/0x10` are not pools 1, 100 and 16, and equal questions share one link and one cache entry). No zod
// here: the embed page reads its URL with this module alone.

/** The last second of 9999-12-31 UTC: the last instant a JavaScript Date can write as a four-digit year. */
export const MAX_TIMESTAMP = 253_402_300_799;
/** Block numbers and the record indexes the spec types as int32. */
export const MAX_INT32 = 2_147_483_647;
/** Subnets (netuid) and neurons (uid) are numbered by u16 on chain. */
export const MAX_U16 = 65_535;

/** Canonical decimal digits: `0`, or a non-zero digit first; 16 digits at most, where doubles stop being exact. */
const CANONICAL = /^(0|[1-9]\d{0,15})$/;

export const isCanonicalInteger = (text: string) => CANONICAL.test(text);

/** `text` as an integer within [min, max], or null when it is not canonical digits or out of range. */
export function readInteger(text: string | null | undefined, min: number, max: number): number | null {
  if (text == null || !CANONICAL.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
