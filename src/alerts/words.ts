// What an alert says, in a notice and a system notification: "Subnet 19 crossed 0.0123 τ (up)", "Whale sold
// 12.5000 τ of α on subnet 4". Amounts as the app writes them (src/shared/numbers/); a maker by the visitor's name
// for it where they gave one, else its address shortened.
import { addressText } from '../lib/address-key';
import { formatAmount, writeDecimal } from '../shared/numbers/amounts';
import type { Alert, AlertRule } from './rules';

/** An address shortened in the middle, as the tables show it. */
export const shortAddress = (address: string): string =>
  address.length <= 11 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The alert in a sentence; `nameOf` gives the visitor's name for an address, if any. */
export function alertText(alert: Alert, nameOf: (address: string) => string | undefined): string {
  if (alert.kind === 'cross')
    return `Subnet ${alert.netuid} crossed ${writeDecimal(alert.rule.level)} τ (${alert.direction})`;
  const who = nameOf(alert.swap.maker) ?? shortAddress(alert.swap.maker);
  return `${who} ${alert.side} ${formatAmount(alert.tao)} τ of α on subnet ${alert.netuid}`;
}

/** What a rule watches for, in words, for the alerts page; `nameOf` gives the visitor's name for a key, if any. */
export function ruleText(rule: AlertRule, nameOf: (key: string) => string | undefined): string {
  switch (rule.kind) {
    case 'address':
      return `Swaps by ${nameOf(rule.address) ?? shortAddress(addressText(rule.address))}`;
    case 'price':
      return `Subnet ${rule.netuid}'s price crossing ${writeDecimal(rule.level)} τ`;
    case 'size':
      return `Swaps of at least ${writeDecimal(rule.minTao)} τ ${rule.netuid === undefined ? 'on any subnet' : `on subnet ${rule.netuid}`}`;
  }
}
