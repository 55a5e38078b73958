// The numbers module, src/shared/numbers/: every number the dashboard writes. This file: the visitor's separators,
// integers grouped by three, counts. amounts.ts: amounts the API sends as integers of a unit (rao, wei), exact
// through BigInt, rounded for display, read back from what a person types, and their changes and percentages.
// decimals.ts: numbers held as JavaScript numbers, to fixed decimals or to significant digits. Three files rather
// than one behind an index, so that a page loads only the ones it uses (a barrel put all three in every page's
// first load, the float formatting only the charts and prices need among them).
//
// Numbers' separators as the visitor's locale writes them ("1,234.5" in English, "1.234,5" in German), written here
// rather than by toLocaleString: a page's first use of Intl loads the browser's locale data, a single task of 50 to
// 75 ms on a fast machine and several times that on a phone, spent before the first rows can show. So a small
// table of the languages that write numbers otherwise than English (their group and decimal marks, as CLDR gives
// them) stands in for it. URLs and typed values sent to the API stay in the API's own form.

export interface Separators {
  group: string;
  decimal: string;
}

const ENGLISH: Separators = { group: ',', decimal: '.' };
const DOT_COMMA: Separators = { group: '.', decimal: ',' };
const SPACE_COMMA: Separators = { group: '\u00a0', decimal: ',' };

const BY_LANGUAGE: ReadonlyMap<string, Separators> = new Map([
  ...['de', 'da', 'es', 'id', 'it', 'nl', 'pt', 'tr', 'el', 'ro', 'hr', 'sl', 'sr', 'vi'].map(
    (language) => [language, DOT_COMMA] as const,
  ),
  ...['ru', 'uk', 'pl', 'cs', 'sk', 'sv', 'nb', 'no', 'fi', 'hu', 'bg', 'lt', 'lv', 'et'].map(
    (language) => [language, SPACE_COMMA] as const,
  ),
  ['fr', { group: '\u202f', decimal: ',' }],
]);
/** Regions that write numbers otherwise than their language does elsewhere. */
const BY_LOCALE: ReadonlyMap<string, Separators> = new Map([
  ['de-ch', { group: '’', decimal: '.' }],
  ['de-li', { group: '’', decimal: '.' }],
  ['pt-pt', SPACE_COMMA],
  ['es-mx', ENGLISH],
  ['es-us', ENGLISH],
  ['fr-ch', { group: '\u202f', decimal: '.' }],
]);

/** The separators of a BCP 47 locale ("de-DE", "fr", "en-US"): English's for a language not in the table. */
export function separatorsOf(locale: string): Separators {
  const lower = locale.toLowerCase();
  return BY_LOCALE.get(lower) ?? BY_LANGUAGE.get(lower.split('-')[0] ?? '') ?? ENGLISH;
}

let current = ENGLISH;

/** Writes numbers as `locale` does from now on: set once, as the app starts, from the browser's language. */
export function writeNumbersAs(locale: string): void {
  current = separatorsOf(locale);
}

/** The separators numbers are written with now. */
export const separators = (): Separators => current;

/** The sign of a negative number as shown: a true minus, as wide as a plus (copies and URLs keep the API's "-"). */
export const MINUS = '\u2212';

/** An integer (a number, a bigint or its decimal digits, with or without a minus) with its digits grouped by three. */
export function groupDigits(value: number | bigint | string): string {
  const text = String(value);
  const sign = text.startsWith('-') ? '-' : '';
  return sign + text.slice(sign.length).replace(/\B(?=(\d{3})+(?!\d))/g, current.group);
}

/** A count and what it counts, grouped, the noun plural unless there is one: "1 sell", "1,204 buys". */
export const countOf = (count: number, noun: string, plural = `${noun}s`): string =>
  `${groupDigits(count)} ${count === 1 ? noun : plural}`;

/**
 * A number as shown, cut at its decimal mark: its whole part (with any sign or "<") and its fraction (the mark and
 * the decimals, or "" for none), for a column that lines its numbers up on the mark.
 */
export function splitAtMark(shown: string): [whole: string, fraction: string] {
  const at = shown.lastIndexOf(current.decimal);
  return at < 0 ? [shown, ''] : [shown.slice(0, at), shown.slice(at)];
}
