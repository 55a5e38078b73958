// One button to alert on an address's swaps, or stop: on its account page (beside Watch) and on each watchlist row.
import type { ReactNode } from 'react';
import { addressKey } from '../lib/address-key';
import { addRule, removeRule, useAlertRules } from './store';

/** `address` in any form the address book takes; `label` names the button for a screen reader where given. */
export function AddressAlert({
  address,
  label,
  children,
}: {
  address: string;
  label?: string;
  children: ReactNode;
}) {
  const key = addressKey(address);
  const rule = useAlertRules().find((other) => other.kind === 'address' && other.address === key);
  if (key === null) return null;
  return (
    <button
      type="button"
      className="watch"
      aria-pressed={rule !== undefined}
      aria-label={label}
      onClick={() => (rule ? removeRule(rule.id) : addRule({ kind: 'address', address: key }))}
    >
      {children}
    </button>
  );
}
