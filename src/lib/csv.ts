// API records as CSV (RFC 4180): one column per API field, named as the API names it, each value as the API sent
// it. Amounts stay the API's strings (exact to the rao, never a JavaScript number), an address object its SS58
// form, and any other object or array its JSON. Times are the one exception: the API writes them with and without
// fractions of a second, so each is written in ISO 8601 UTC to the millisecond, and its column's header says so.

/** Lines end in CRLF, as RFC 4180 asks; spreadsheets read either. */
const EOL = '\r\n';

/** A plain decimal number: it can never be read as a formula, so the injection guard leaves it exact. */
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * The CSV-injection guard. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which
 * some read past) as a formula, and the API's text fields (event args, method names) hold whatever was put on
 * chain. Such a cell gets a leading apostrophe, which spreadsheets take as "this is text" and do not show; plain
 * numbers such as "-5" are left as they are.
 */
function guarded(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/** An address as the API sends it: `{ss58, hex}`, and nothing else. */
function isAddress(value: object): value is { ss58: string; hex: string } {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as { ss58?: unknown }).ss58 === 'string' &&
    typeof (value as { hex?: unknown }).hex === 'string'
  );
}

/** One value as its cell's text: empty for null or absent. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Objects become JSON (an address its SS58), numbers and booleans their JSON text.
  return isAddress(value) ? value.ss58 : JSON.stringify(value);
}

/** One cell, guarded and quoted where RFC 4180 requires it (a comma, a quote or a line break). */
export function csvCell(value: unknown): string {
  const text = guarded(cellText(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + EOL;
}

type Row = Readonly<Record<string, unknown>>;

/** The fields that hold a time: `timestamp`, `pending_owner_timestamp`. */
const TIME_FIELD = /(^|_)timestamp$/;

/** A time in one form, `2026-10-31T23:54:24.000Z`; a value that is no time is left as it came. */
function isoUtc(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The header line: each column by its API name, a time's with how its values are written. */
export function csvHeader(columns: readonly string[]): string {
  return csvLine(columns.map((column) => (TIME_FIELD.test(column) ? `${column} (ISO 8601 UTC)` : column)));
}

/**
 * The columns of an export, fixed by its first answer (the header goes out before the rest arrives): the fields of
 * those records in the order the API sends them, then the fields the contract lists that none of them had (the
 * real service leaves some out where they do not apply).
 */
export function csvColumns(rows: readonly Row[], listed: readonly string[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) columns.add(field);
  for (const field of listed) columns.add(field);
  return [...columns];
}

/** The lines of `rows` under `columns`, and the fields they had that the header has not (to say so, not drop). */
export function csvRows(rows: readonly Row[], columns: readonly string[]): { text: string; extra: string[] } {
  const known = new Set(columns);
  const extra = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) if (!known.has(field)) extra.add(field);
  return {
    text: rows
      .map((row) =>
        csvLine(columns.map((column) => (TIME_FIELD.test(column) ? isoUtc(row[column]) : row[column]))),
      )
      .join(''),
    extra: [...extra],
  };
}
