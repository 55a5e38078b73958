// Watching the chain for the visitor's alerts: each `chain` message of the live stream (src/live/) brings every
// pool's new swaps, which the rules (rules.ts) are run on, with each subnet's last price from the swaps seen before
// them. No request of its own: the stream is all it reads.
import { onLive } from '../live/use-live';
import { lastPrices, matches, type Alert, type Prices } from './rules';
import { currentRules } from './store';

/** Calls `raise` with the alerts of each message's swaps, until the returned function is called. */
export function watchAlerts(raise: (alerts: Alert[]) => void): () => void {
  let prices: Prices = new Map();
  return onLive('chain', (message) => {
    const alerts = matches(currentRules(), message.swaps, prices, Date.now());
    prices = lastPrices(prices, message.swaps);
    if (alerts.length > 0) raise(alerts);
  });
}

/** How many system notifications one message may raise: a burst of swaps should not bury the screen. */
const MAX_NOTIFICATIONS = 3;

/**
 * A system notification per alert, where the visitor allowed them (asked on the alerts page, on a click). Each is
 * tagged with its swap and rule, so that the same alert raised by several open tabs shows once.
 */
export function notifySystem(alerts: readonly { key: string; text: string; open: () => void }[]): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  for (const alert of alerts.slice(0, MAX_NOTIFICATIONS)) {
    const notification = new Notification('Bittensor dashboard alert', { body: alert.text, tag: alert.key });
    notification.onclick = () => {
      window.focus();
      alert.open();
      notification.close();
    };
  }
}
