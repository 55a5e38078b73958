// A page's path parameters, read by its route's own readers (src/shared/route-table.ts): the router draws a page only
// for a path its route reads, so a page never decodes a segment itself.
import { useLocation } from 'react-router';
import { paramsOf, type ParamValues, type RouteEntry, type Segment } from '../shared/route-table';

export function useRouteParams<P extends Record<string, Segment<unknown>>>(
  route: RouteEntry<P>,
): ParamValues<P> {
  const { pathname } = useLocation();
  const params = paramsOf(route, pathname);
  if (!params) throw new Error(`${pathname} is not a path of ${route.path}`);
  return params;
}
