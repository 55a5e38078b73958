// The week's swaps of a few accounts (GET /market/swaps?account=<a>,<b>): read by the gateway from the swap windows
// its market holds anyway (server/gateway/market/), so that a watchlist's trades cost no upstream request however
// many accounts it follows. Amounts are integer strings of rao (10^-9 TAO, or of alpha), exact.
import { z } from 'zod/mini';

export const MARKET_SWAPS_PATH = '/market/swaps';

/** The most accounts one request names: a portfolio's, the watchlist's first accounts (src/routes/watchlist/). */
export const MAX_SWAP_ACCOUNTS = 50;

const rao = z.string().check(z.regex(/^\d+$/, 'expected an integer string'));

export const accountSwapSchema = z.object({
  /** The maker, in SS58. */
  account: z.string(),
  block: z.int(),
  /** The block's time, unix seconds. */
  time: z.int(),
  /** The swap's transaction as the aggregator names it (its extrinsic), and its event there. */
  txnId: z.string(),
  eventIndex: z.int(),
  netuid: z.int(),
  /** A buy puts TAO into the pool and takes alpha out; a sale the other way. */
  side: z.enum(['buy', 'sell']),
  /** TAO spent on a buy or received for a sale, in rao. */
  tao: rao,
  /** Alpha received on a buy or sold, in its units of 10^-9. */
  alpha: rao,
});
export type AccountSwap = z.infer<typeof accountSwapSchema>;

export const marketSwapsSchema = z.object({
  /** The block the swaps run to, and its time (unix seconds): the market's head. */
  head: z.object({ block: z.int(), time: z.int() }),
  /** The week's first block: the swaps are those of the 7 × 24 hourly windows up to the head's. */
  fromBlock: z.int(),
  /** The week's hourly windows loaded so far: a cold deployment fills them in, newest first. */
  coverage: z.object({ loaded: z.int(), of: z.int() }),
  /** The accounts' swaps in those windows, oldest first. */
  swaps: z.array(accountSwapSchema),
});
export type MarketSwaps = z.infer<typeof marketSwapsSchema>;

/** The request for `accounts`' swaps (SS58 or 0x public keys), in the order given. */
export const marketSwapsUrl = (accounts: readonly string[]) =>
  `${MARKET_SWAPS_PATH}?account=${accounts.join(',')}`;
