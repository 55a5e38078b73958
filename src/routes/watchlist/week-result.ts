// What the followed accounts' swaps of the week did, subnet by subnet, at today's prices, in τ. Realized: on the
// alpha sold, its proceeds against the average cost of the week's buys (unknown without a buy: no cost is made up).
// Unrealized: what the week's buys left (bought minus sold, when more was bought), at today's price, against its
// cost. Alpha sold beyond the week's buys is costed at that same average: the week tells no other cost. Amounts are
// integers of 10^-9 (rao, or alpha's units), exact through BigInt. Pure.
import type { AccountSwap } from '../../api/market-swaps';
import { mulDiv, unitsOf } from '../../shared/numbers/amounts';

export interface SubnetWeek {
  netuid: number;
  buys: number;
  sells: number;
  /** Alpha bought, and the TAO spent on it. */
  bought: bigint;
  spent: bigint;
  /** Alpha sold, and the TAO received for it. */
  sold: bigint;
  received: bigint;
  /** Today's price, TAO per alpha (the market summary's); null when the market knows none. */
  price: string | null;
  /** Proceeds minus the average cost of the alpha sold; null without a buy (the cost is unknown), 0 without a sale. */
  realized: bigint | null;
  /** Alpha the week's buys left. */
  left: bigint;
  /** What is left at today's price minus its cost; null when the price is unknown, 0 when nothing is left. */
  unrealized: bigint | null;
}

/** A price's places kept in the product: the market's prices have 9 at most, the real service's maybe more. */
const PRICE_DECIMALS = 18;

function resultOf(row: Omit<SubnetWeek, 'realized' | 'left' | 'unrealized'>): SubnetWeek {
  const { bought, spent, sold, received, price } = row;
  // Cost of `alpha` at the week's average: spent × alpha / bought.
  const cost = (alpha: bigint) => mulDiv(spent, alpha, bought);
  const realized = sold === 0n ? 0n : bought === 0n ? null : received - cost(sold);
  const left = bought > sold ? bought - sold : 0n;
  const units = price === null ? null : unitsOf(price, PRICE_DECIMALS);
  const unrealized =
    left === 0n
      ? 0n
      : units === null
        ? null
        : mulDiv(left, units, 10n ** BigInt(PRICE_DECIMALS)) - cost(left);
  return { ...row, realized, left, unrealized };
}

/** The week of `swaps` by subnet, in netuid order; `prices` each subnet's price today (TAO per alpha, decimal). */
export function weekBySubnet(
  swaps: readonly AccountSwap[],
  prices: ReadonlyMap<number, string>,
): SubnetWeek[] {
  const sums = new Map<
    number,
    { buys: number; sells: number; bought: bigint; spent: bigint; sold: bigint; received: bigint }
  >();
  for (const swap of swaps) {
    const sum = sums.get(swap.netuid) ?? { buys: 0, sells: 0, bought: 0n, spent: 0n, sold: 0n, received: 0n };
    if (swap.side === 'buy') {
      sum.buys++;
      sum.bought += BigInt(swap.alpha);
      sum.spent += BigInt(swap.tao);
    } else {
      sum.sells++;
      sum.sold += BigInt(swap.alpha);
      sum.received += BigInt(swap.tao);
    }
    sums.set(swap.netuid, sum);
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([netuid, sum]) => resultOf({ netuid, ...sum, price: prices.get(netuid) ?? null }));
}

export interface WeekTotals {
  spent: bigint;
  received: bigint;
  /** The known results added up, and the subnets whose result is unknown (left out of the sum). */
  realized: bigint;
  unrealized: bigint;
  unknownRealized: number;
  unknownUnrealized: number;
}

export function weekTotals(subnets: readonly SubnetWeek[]): WeekTotals {
  const totals: WeekTotals = {
    spent: 0n,
    received: 0n,
    realized: 0n,
    unrealized: 0n,
    unknownRealized: 0,
    unknownUnrealized: 0,
  };
  for (const subnet of subnets) {
    totals.spent += subnet.spent;
    totals.received += subnet.received;
    if (subnet.realized === null) totals.unknownRealized++;
    else totals.realized += subnet.realized;
    if (subnet.unrealized === null) totals.unknownUnrealized++;
    else totals.unrealized += subnet.unrealized;
  }
  return totals;
}
