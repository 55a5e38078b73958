// Names read from a URL or an answer (a parameter, a path segment, an event's arg) are data: looked up in a plain
// object they would also find its prototype's members (`constructor`, `__proto__`, `toString`).

/** `record[key]` when `key` is one of the record's own keys, else undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
