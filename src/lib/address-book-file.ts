// The address book's file: a person's private names for addresses and the accounts they follow, as a small
// versioned JSON document, which the watchlist page exports and imports. Reading checks every entry with zod and says what is wrong, naming the entry,
// so that a bad file changes nothing. Addresses are written as people know them (SS58, or the EVM address) and
// read in any form the app takes; inside the app each is a key: a public key or an EVM address in lower-case hex.
// The file also carries the visitor's alert rules (src/alerts/), optionally: a file without them still reads, and a
// rule that does not read is dropped with the reason, the rest of the file kept.
import { z } from 'zod/mini';
import { readRuleEntries, ruleEntries } from '../alerts/entries';
import type { AlertRule } from '../alerts/rules';
import { addressKey, addressText, MAX_NAME_LENGTH, type AddressKey, type Book } from './address-key';

export const BOOK_FORMAT = 'bittensor-dashboard-address-book';
export const BOOK_VERSION = 1;
/** More entries than anyone names by hand: a file beyond it is not an address book. */
const MAX_ENTRIES = 5_000;

const address = z
  .string()
  .check(
    z.refine((text) => addressKey(text) !== null, 'is not an SS58 address, 0x public key or EVM address'),
  );
/** A name, spaces around it aside: some text, and at most MAX_NAME_LENGTH characters. */
const name = z
  .string()
  .check(
    z.regex(/\S/, 'is empty'),
    z.regex(
      new RegExp(`^\\s*[^]{0,${MAX_NAME_LENGTH}}\\s*$`),
      `is longer than ${MAX_NAME_LENGTH} characters`,
    ),
  );

const bookFile = z.object({
  format: z.literal(BOOK_FORMAT, `must be "${BOOK_FORMAT}": this is not an address book of this dashboard`),
  version: z.literal(BOOK_VERSION, `must be ${BOOK_VERSION}, the version this dashboard reads`),
  names: z.array(z.object({ address, name })),
  watchlist: z.array(address),
  // Each rule is read on its own (readRuleEntries), so that one bad rule costs only itself.
  alerts: z.optional(z.array(z.unknown())),
});

/** An issue's place in the file as a person reads it: `names[3].address`. */
function place(path: readonly PropertyKey[]): string {
  return path.length === 0
    ? 'The file'
    : path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
        .join('');
}

const KINDS: ReadonlyMap<string, string> = new Map([
  ['object', 'an object'],
  ['array', 'a list'],
  ['string', 'text'],
]);

/** What is wrong, in words: zod/mini says only "Invalid input" of a value of the wrong type. */
function problem(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  // Parsed with reportInput; JSON has no undefined, so an undefined input is a key the file lacks.
  if (issue.input === undefined) return 'is missing';
  return `must be ${KINDS.get(issue.expected) ?? issue.expected}`;
}

export type BookReading =
  { ok: true; book: Book; alerts: AlertRule[]; dropped: string[] } | { ok: false; message: string };

/** Reads an address book from its JSON text: the book, or what is wrong with the text, where. */
export function readBookFile(text: string): BookReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON (${(error as Error).message})` };
  }
  const result = bookFile.safeParse(json, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    return { ok: false, message: `${place(issue.path)} ${problem(issue)}` };
  }
  for (const list of ['names', 'watchlist'] as const) {
    if (result.data[list].length > MAX_ENTRIES)
      return { ok: false, message: `${list} holds over ${MAX_ENTRIES} entries` };
  }
  const names = new Map<AddressKey, string>();
  for (const [i, entry] of result.data.names.entries()) {
    const key = addressKey(entry.address) as AddressKey;
    if (names.has(key)) return { ok: false, message: `names[${i}].address names an address named before it` };
    names.set(key, entry.name.trim());
  }
  const watched = [...new Set(result.data.watchlist.map((text) => addressKey(text) as AddressKey))];
  const { rules, dropped } = readRuleEntries(result.data.alerts ?? []);
  return { ok: true, book: { names, watched }, alerts: rules, dropped };
}

/** The book and the alert rules as the file's JSON text, addresses as people write them. */
export function writeBookFile(book: Book, alerts: readonly AlertRule[] = []): string {
  const file: z.input<typeof bookFile> = {
    format: BOOK_FORMAT,
    version: BOOK_VERSION,
    names: [...book.names].map(([key, name]) => ({ address: addressText(key), name })),
    watchlist: book.watched.map(addressText),
    ...(alerts.length > 0 && { alerts: ruleEntries(alerts, false) }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
