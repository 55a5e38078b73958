// Reading a request's query string by the contract table: the one rule for which values count, shared by the demo
// API (which validates as the real service does) and the gateway (which forwards only what the contract allows, in
// one canonical form, so that equal questions share one cache entry and one upstream request).
import { z } from 'zod/mini';
import type { Endpoint } from './endpoints';
import { own } from './own';

export type ReadParams =
  | {
      ok: true;
      params: Record<string, unknown>;
      /** The parameters given, sorted by name, without empty values or values equal to the API's default. */
      canonical: string;
    }
  | { ok: false; message: string };

const defaultsCache = new WeakMap<object, Map<string, unknown>>();

/** Each parameter's default, as the schema applies it to an absent value (undefined for none). */
function defaultsOf(schema: z.ZodMiniObject): Map<string, unknown> {
  let defaults = defaultsCache.get(schema);
  if (!defaults) {
    defaults = new Map();
    for (const [name, param] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
      const absent = z.safeParse(param, undefined);
      if (absent.success && absent.data !== undefined) defaults.set(name, absent.data);
    }
    defaultsCache.set(schema, defaults);
  }
  return defaults;
}

/**
 * Reads `search` through the endpoint's parameter schema. The first value of a repeated parameter counts, as in
 * most servers; an empty value is an absent one. `unknown: 'reject'` refuses a parameter the endpoint does not
 * take (the gateway), `'ignore'` drops it (the service itself).
 */
export function readParams(
  endpoint: Endpoint,
  search: URLSearchParams,
  unknown: 'reject' | 'ignore',
): ReadParams {
  const schema = endpoint.params as z.ZodMiniObject;
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const raw = new Map<string, string>();
  for (const [name, value] of search) {
    if (!own(shape, name)) {
      if (unknown === 'ignore') continue;
      const known = Object.keys(shape).join(', ');
      return { ok: false, message: `Unknown parameter "${name}": ${endpoint.path} takes ${known}` };
    }
    if (!raw.has(name) && value !== '') raw.set(name, value);
  }
  const result = z.safeParse(schema, Object.fromEntries(raw));
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    const name = String(issue.path[0] ?? 'query');
    return {
      ok: false,
      message:
        issue.message === 'is required'
          ? `Missing required parameter "${name}"`
          : `Invalid parameter "${name}": ${issue.message}`,
    };
  }
  const params = result.data as Record<string, unknown>;
  const window = endpoint.maxWindow;
  if (window) {
    const [from, to] = [params[window.from], params[window.to]];
    if (typeof from === 'number' && typeof to === 'number' && to - from + 1 > window.blocks) {
      return {
        ok: false,
        message: `Invalid parameter "${window.from}": the window ${from}..${to} spans ${to - from + 1} blocks; at most ${window.blocks} are allowed (pass a closer ${window.from} or ${window.to})`,
      };
    }
  }
  const defaults = defaultsOf(schema);
  const canonical = [...raw]
    .filter(([name]) => defaults.get(name) !== params[name])
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, text]) => [name, canonicalValue(text, params[name])]);
  return { ok: true, params, canonical: new URLSearchParams(canonical).toString() };
}

/**
 * A value as the parsed form writes it where that form is text (an EVM address lower-cased); otherwise as given
 * (integers are only taken in their one canonical spelling, an account in SS58 or hex form, `SUB-1`).
 */
function canonicalValue(raw: string, parsed: unknown): string {
  return typeof parsed === 'string' ? parsed : raw;
}
