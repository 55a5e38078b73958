// Alert rules as written down: in this browser's storage (store.ts) and in the address book's file
// (src/lib/address-book-file.ts). Each entry is read on its own with zod, so that one bad entry is dropped, with
// the reason, and the others kept. Addresses are written as people know them and read in any form the address
// book takes.
import { z } from 'zod/mini';
import { decimalString } from '../api/chart-schemas';
import { MAX_U16 } from '../api/integers';
import { addressKey, addressText } from '../lib/address-key';
import { formatUnits, RAO_DECIMALS, unitsOf } from '../shared/numbers/amounts';
import type { AlertRule, NewRule } from './rules';

/** More rules than anyone sets by hand. */
export const MAX_RULES = 500;

const netuid = z.int().check(z.minimum(1, 'is no pool (pools are subnets 1 and up)'), z.maximum(MAX_U16));
/** A positive decimal in the API's form (as the API writes prices), with at most `places` decimals. */
const positive = (places: number, what: string) =>
  decimalString.check(
    z.regex(new RegExp(`^\\d{1,20}(\\.\\d{1,${places}})?$`), `is not ${what}`),
    z.refine((text) => /[1-9]/.test(text), 'must be more than 0'),
  );
const state = {
  id: z.optional(z.string()),
  muted: z.optional(z.boolean()),
  snoozedUntil: z.optional(z.int()),
};

const entry = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('address'),
      address: z
        .string()
        .check(
          z.refine(
            (text) => addressKey(text) !== null,
            'is not an SS58 address, 0x public key or EVM address',
          ),
        ),
      ...state,
    }),
    z.object({ kind: z.literal('price'), netuid, level: positive(30, 'a price in TAO per alpha'), ...state }),
    z.object({
      kind: z.literal('size'),
      minTao: positive(RAO_DECIMALS, 'an amount of TAO (to a rao)'),
      netuid: z.optional(netuid),
      ...state,
    }),
  ],
  { error: 'is not "address", "price" or "size"' },
);
export type RuleEntry = z.input<typeof entry>;

/** A new rule's id: unique enough within one browser's few rules. */
export const newRuleId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A decimal written plainly, so that equal values read alike: "0.01230" and "00.0123" are both "0.0123". */
export function plainDecimal(text: string): string {
  const places = text.split('.')[1]?.length ?? 0;
  return formatUnits(unitsOf(text, places) ?? 0n, places);
}

/** The rule an entry describes, its address as a key and its numbers plain, with an id (its own, or a new one). */
function ruleOf(data: z.output<typeof entry>): AlertRule {
  const { id = newRuleId(), ...rest } = data;
  switch (rest.kind) {
    case 'address':
      return { ...rest, id, address: addressKey(rest.address) as string };
    case 'price':
      return { ...rest, id, level: plainDecimal(rest.level) };
    case 'size':
      return { ...rest, id, minTao: plainDecimal(rest.minTao) };
  }
}

/** What is wrong with an entry, after its place: `.level must be more than 0`. */
function problem(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return ' does not read';
  const field = issue.path.map((part) => `.${String(part)}`).join('');
  // zod/mini says only "Invalid input" of a field of the wrong type.
  const message =
    issue.code === 'invalid_type' && issue.path.length > 0
      ? 'is missing or of the wrong type'
      : issue.message;
  return `${field} ${message}`;
}

/** Reads `entries`: the rules that read, and for each that did not, where and why (`alerts[2].level is …`). */
export function readRuleEntries(
  entries: unknown,
  where = 'alerts',
): { rules: AlertRule[]; dropped: string[] } {
  if (!Array.isArray(entries)) return { rules: [], dropped: [`${where} is not a list`] };
  const rules: AlertRule[] = [];
  const dropped: string[] = [];
  for (const [i, value] of entries.slice(0, MAX_RULES).entries()) {
    const result = entry.safeParse(value);
    if (typeof value !== 'object' || value === null) dropped.push(`${where}[${i}] is not a rule`);
    else if (result.success) rules.push(ruleOf(result.data));
    else dropped.push(`${where}[${i}]${problem(result.error.issues[0])}`);
  }
  if (entries.length > MAX_RULES)
    dropped.push(`${where} holds over ${MAX_RULES} entries: the rest were dropped`);
  return { rules, dropped };
}

/** The rules as entries; `withIds` for this browser's storage, without for a file (an import makes its own). */
export function ruleEntries(rules: readonly AlertRule[], withIds: boolean): RuleEntry[] {
  return rules.map(({ id, ...rule }) => {
    const written = rule.kind === 'address' ? { ...rule, address: addressText(rule.address) } : rule;
    return withIds ? { id, ...written } : written;
  });
}

/** What a rule is, apart from its id and state: two rules the same by it would fire alike. */
export function ruleIdentity(rule: NewRule): string {
  switch (rule.kind) {
    case 'address':
      return `address ${rule.address}`;
    case 'price':
      return `price ${rule.netuid} ${rule.level}`;
    case 'size':
      return `size ${rule.netuid ?? '*'} ${rule.minTao}`;
  }
}
