// The week's trades as a CSV in Koinly's universal format, which tax tools read: one line per swap, oldest first. A
// buy sends TAO and receives the subnet's alpha, a sale the other way; alpha's currency is `SN<netuid>` (SN19, as
// the badges and the pool pages name a subnet). The net worth is the trade's TAO side, in TAO: the dashboard knows
// no fiat price. The aggregator's swap records carry no fee, so the fee columns stay empty; a trade needs no label
// (Koinly reads a line that sends and receives as a trade). Times in UTC. Pure.
import type { AccountSwap } from '../../api/market-swaps';
import { formatUnits } from '../../shared/numbers/amounts';
import { csvLine } from '../../lib/csv';

export const KOINLY_COLUMNS = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
] as const;

/** The currency Koinly is told a subnet's alpha is. */
export const alphaCurrency = (netuid: number) => `SN${netuid}`;

/** `2026-10-31 23:54:24 UTC`, the form Koinly reads. */
export const koinlyDate = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** One swap's line; `who` names its account in the description (the visitor's name for it, or its address). */
function line(swap: AccountSwap, who: string): string {
  const tao = formatUnits(swap.tao);
  const alpha = formatUnits(swap.alpha);
  const currency = alphaCurrency(swap.netuid);
  const buy = swap.side === 'buy';
  return csvLine([
    koinlyDate(swap.time),
    buy ? tao : alpha,
    buy ? 'TAO' : currency,
    buy ? alpha : tao,
    buy ? currency : 'TAO',
    '',
    '',
    tao,
    'TAO',
    '',
    `${buy ? 'Bought' : 'Sold'} subnet ${swap.netuid} alpha in its pool, by ${who} (event ${swap.eventIndex} of block ${swap.block})`,
    swap.txnId,
  ]);
}

/** The file: its header and a line per swap of `swaps`, oldest first. */
export function koinlyCsv(swaps: readonly AccountSwap[], who: (account: string) => string): string {
  const ordered = [...swaps].sort((a, b) => a.block - b.block || a.eventIndex - b.eventIndex);
  return csvLine(KOINLY_COLUMNS) + ordered.map((swap) => line(swap, who(swap.account))).join('');
}
