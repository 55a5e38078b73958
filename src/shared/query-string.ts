// A page's query string read by the schema of its parameters, the API's own names and values: a valid value is kept
// as written, an invalid one is dropped and reported, defaults are left out so that links stay short and canonical.
// Enum values (network, order, resolution ...) are read whatever their case, as people and the API's own
// documentation (`Finney`) write them, and the URL is corrected to the API's spelling. Pure: the page reads its URL
// with it (src/lib/url-state.ts), and the gateway reads a page's URL as the page will, to name its first request.
import type { z } from 'zod/mini';
import { own } from '../api/own';

/** A URL parameter that was ignored, and why. */
export interface SearchProblem {
  param: string;
  value: string;
  reason: string;
}

export interface SearchState<S extends z.ZodMiniObject> {
  /** The valid, non-default parameters: the page's API query and the canonical form of its URL. */
  query: Record<string, string>;
  /** The same, parsed with defaults applied. */
  values: z.output<S>;
  problems: SearchProblem[];
  /** The URL's parameters with enum values in the API's spelling, when the URL spelled one otherwise. */
  respelled: URLSearchParams | null;
}

function isDefault(field: z.ZodMiniType, raw: string): boolean {
  const fallback = field.safeParse(undefined);
  const parsed = field.safeParse(raw);
  return fallback.success && parsed.success && JSON.stringify(fallback.data) === JSON.stringify(parsed.data);
}

/** The values of an enum parameter, under its default, optional and pipe wrappers; none for other parameters. */
export function enumValues(field: z.core.$ZodType): string[] {
  const def = (field as z.core.$ZodTypes)._zod.def;
  if (def.type === 'enum') return Object.values(def.entries).map(String);
  if (def.type === 'default' || def.type === 'optional') return enumValues(def.innerType);
  if (def.type === 'pipe') return enumValues(def.in);
  return [];
}

/** `value` as the parameter's enum spells it, when it is one of its values in another case. */
function spelling(field: z.ZodMiniType, value: string): string {
  const lower = value.toLowerCase();
  return enumValues(field).find((option) => option !== value && option.toLowerCase() === lower) ?? value;
}

export function readSearch<S extends z.ZodMiniObject>(schema: S, params: URLSearchParams): SearchState<S> {
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const query: Record<string, string> = {};
  const problems: SearchProblem[] = [];
  const respelled = new URLSearchParams();
  // As the gateway and the API read a query string: the first non-empty value of a parameter counts, valid or not.
  const seen = new Set<string>();
  let changed = false;
  for (const [param, written] of params) {
    const field = own(shape, param);
    const value = field ? spelling(field, written) : written;
    respelled.append(param, value);
    changed ||= value !== written;
    if (!field) {
      problems.push({ param, value, reason: 'is not a parameter of this page' });
    } else if (value === '') {
      continue;
    } else if (seen.has(param)) {
      problems.push({ param, value, reason: 'is repeated: only its first value counts' });
    } else {
      seen.add(param);
      const result = field.safeParse(value);
      if (!result.success)
        problems.push({ param, value, reason: result.error.issues[0]?.message ?? 'is invalid' });
      else if (!isDefault(field, value)) query[param] = value;
    }
  }
  // Rules across parameters (a range's start after its end): the parameter named is dropped, and the rest read
  // again. Each round drops one parameter the URL gave, so this ends.
  let kept = query;
  let whole = schema.safeParse(kept);
  while (!whole.success) {
    const issue = whole.error.issues[0] as z.core.$ZodIssue;
    const param = String(issue.path[0]);
    // An issue no parameter of the URL can answer for (a required one is missing): dropping would change
    // nothing. A page's schema must accept an empty query string, so this is the page's mistake, not the URL's.
    if (!Object.hasOwn(kept, param))
      throw new Error(`readSearch: the schema rejects the URL without "${param}" (${issue.message})`);
    problems.push({ param, value: kept[param] as string, reason: issue.message });
    kept = Object.fromEntries(Object.entries(kept).filter(([key]) => key !== param));
    whole = schema.safeParse(kept);
  }
  return {
    query: canonical(shape, kept),
    values: whole.data,
    problems,
    respelled: changed ? respelled : null,
  };
}

/** Parameters in the schema's order, so that the same view always has the same link. */
function canonical(
  shape: Record<string, z.ZodMiniType>,
  query: Record<string, string | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = query[key]?.trim();
    if (value && !isDefault(shape[key] as z.ZodMiniType, value)) out[key] = value;
  }
  return out;
}

export function searchString(schema: z.ZodMiniObject, query: Record<string, string | undefined>): string {
  return new URLSearchParams(canonical(schema.shape as Record<string, z.ZodMiniType>, query)).toString();
}
