// The visitor's alert rules, kept in this browser (localStorage) beside the address book and, like it, never sent:
// no request carries them. A tiny store, as the address book's is, so that the alerts page, the controls that set
// rules and the watcher follow a change at once, another tab's too.
import { useSyncExternalStore } from 'react';
import { newRuleId, plainDecimal, readRuleEntries, ruleEntries, ruleIdentity } from './entries';
import type { AlertRule, NewRule } from './rules';

export const STORAGE_KEY = 'alerts';

/** The stored rules; none where there are none, or storage cannot be read. Entries that do not read are left out. */
function load(): readonly AlertRule[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { rules?: unknown };
    return stored.rules === undefined ? [] : readRuleEntries(stored.rules).rules;
  } catch {
    // Storage may be unavailable (private mode, embedded frames), or hold what no version wrote.
    return [];
  }
}

let rules = load();
const listeners = new Set<() => void>();

function show(next: readonly AlertRule[]): void {
  rules = next;
  listeners.forEach((listener) => listener());
}

/** Keeps `next` in the browser, and shows it. */
function commit(next: readonly AlertRule[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, rules: ruleEntries(next, true) }));
  } catch {
    // Without storage the change still holds for this visit.
  }
  show(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) show(load());
  });
}

/** Calls `listener` on every change of the rules, until the returned function is called. */
export const subscribeRules = (listener: () => void) => (
  listeners.add(listener),
  () => listeners.delete(listener)
);

export const useAlertRules = (): readonly AlertRule[] => useSyncExternalStore(subscribeRules, () => rules);

/** The rules now, outside React: for the watcher, and the tests. */
export const currentRules = (): readonly AlertRule[] => rules;

/** A rule's numbers written plainly, so that "0.50" and "0.5" are one rule. */
function plain(rule: NewRule): NewRule {
  if (rule.kind === 'price') return { ...rule, level: plainDecimal(rule.level) };
  if (rule.kind === 'size') return { ...rule, minTao: plainDecimal(rule.minTao) };
  return rule;
}

/** Sets a rule; one that does what a rule already set does is not added twice. Its id, either way. */
export function addRule(added: NewRule): string {
  const rule = plain(added);
  const same = rules.find((other) => ruleIdentity(other) === ruleIdentity(rule));
  if (same) return same.id;
  const id = newRuleId();
  commit([...rules, { ...rule, id }]);
  return id;
}

function update(id: string, change: (rule: AlertRule) => AlertRule): void {
  commit(rules.map((rule) => (rule.id === id ? change(rule) : rule)));
}

/** Changes a price rule's level or a size rule's least amount (a decimal in the API's form). */
export function changeRuleValue(id: string, value: string): void {
  update(id, (rule) => {
    if (rule.kind === 'price') return { ...rule, level: plainDecimal(value) };
    if (rule.kind === 'size') return { ...rule, minTao: plainDecimal(value) };
    return rule;
  });
}

export const removeRule = (id: string) => commit(rules.filter((rule) => rule.id !== id));

/** Quiet until `until` (ms since the epoch); undefined wakes it. */
export const snoozeRule = (id: string, until: number | undefined) =>
  update(id, (rule) => ({ ...rule, snoozedUntil: until }));

export const muteRule = (id: string, muted: boolean) =>
  update(id, (rule) => ({ ...rule, muted: muted || undefined }));

/** Adds imported rules: each one this browser has not set joins the list, with its state. How many joined. */
export function addRules(added: readonly AlertRule[]): number {
  const known = new Set(rules.map(ruleIdentity));
  const fresh: AlertRule[] = [];
  for (const rule of added) {
    const identity = ruleIdentity(rule);
    if (known.has(identity)) continue;
    known.add(identity);
    fresh.push({ ...rule, id: newRuleId() });
  }
  if (fresh.length > 0) commit([...rules, ...fresh]);
  return fresh.length;
}
