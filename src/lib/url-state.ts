// The URL is a page's state. Its query string uses the API's own parameter names and values, validated by the
// same schema the API uses: a valid value is kept as written, an invalid one is dropped and reported, defaults are
// left out so that links stay short and canonical, and changing a filter or the sort goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';

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
}

function isDefault(field: z.ZodMiniType, raw: string): boolean {
  const fallback = field.safeParse(undefined);
  const parsed = field.safeParse(raw);
  return fallback.success && parsed.success && JSON.stringify(fallback.data) === JSON.stringify(parsed.data);
}

export function readSearch<S extends z.ZodMiniObject>(schema: S, params: URLSearchParams): SearchState<S> {
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const query: Record<string, string> = {};
  const problems: SearchProblem[] = [];
  for (const [param, value] of params) {
    const field = shape[param];
    if (!field) {
      problems.push({ param, value, reason: 'is not a parameter of this page' });
    } else if (param in query || value === '') {
      continue;
    } else {
      const result = field.safeParse(value);
      if (!result.success)
        problems.push({ param, value, reason: result.error.issues[0]?.message ?? 'is invalid' });
      else if (!isDefault(field, value)) query[param] = value;
    }
  }
  // Rules across parameters (a range's start after its end): both ends are dropped.
  let kept = query;
  let whole = schema.safeParse(kept);
  while (!whole.success) {
    const issue = whole.error.issues[0] as z.core.$ZodIssue;
    const param = String(issue.path[0]);
    problems.push({ param, value: kept[param] ?? '', reason: issue.message });
    kept = Object.fromEntries(Object.entries(kept).filter(([key]) => key !== param));
    whole = schema.safeParse(kept);
  }
  return { query: canonical(shape, kept), values: whole.data as z.output<S>, problems };
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

/** A page's URL state, and a setter that merges changes into it as a new history entry. */
export function useSearchState<S extends z.ZodMiniObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(schema, params), [schema, params]);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next: Record<string, string | undefined> = { ...state.query, ...changes };
      // A new filter, sort or page size starts again at page 1.
      if (!('page' in changes)) delete next.page;
      setParams(new URLSearchParams(searchString(schema, next)));
    },
    [schema, state.query, setParams],
  );
  return { ...state, update };
}
