// The URL is a page's state, its query string read by src/shared/query-string.ts. Changing a filter or the sort
// goes back to page 1; a URL that spelled an enum value in another case is corrected in place.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import { readSearch, searchString } from '../shared/query-string';

/** A page's URL state, and a setter that merges changes into it, as a new history entry unless told otherwise. */
export function useSearchState<S extends z.ZodMiniObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(schema, params), [schema, params]);
  // The page already shows the view the URL means; this only corrects the address, in place.
  useEffect(() => {
    if (state.respelled) setParams(state.respelled, { replace: true });
  }, [state.respelled, setParams]);
  const update = useCallback(
    /** `replace`: correct the address in place (a search typed key by key) rather than add a history entry. */
    (changes: Record<string, string | undefined>, { replace = false }: { replace?: boolean } = {}) => {
      // Merged into the address as it is now, not as this render read it: the router renders a navigation in a
      // transition, and a change made before that render lands (a filter picked right after a sort) would
      // otherwise undo the one before it.
      const current = readSearch(schema, new URLSearchParams(window.location.search)).query;
      const next: Record<string, string | undefined> = { ...current, ...changes };
      // A new filter, sort or page size starts again at page 1.
      if (!('page' in changes)) delete next.page;
      setParams(new URLSearchParams(searchString(schema, next)), { replace });
    },
    [schema, setParams],
  );
  return { ...state, update };
}
