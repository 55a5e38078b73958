// A list answer's pagination, as the API writes it for a page of `limit` rows out of `total`: shared by the demo
// API, which writes it, the watchlist, whose rows are paged in the browser but read by the same pager, and the
// empty page a list's 404 means.
import { DEFAULT_LIMIT, type Pagination } from './schemas';

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    current_page: page,
    per_page: limit,
    total_items: total,
    total_pages: totalPages,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
  };
}

/** Page `page` of no records: what a list's 404 ("nothing found", on every endpoint) means. */
export const emptyPage = (page = 1, limit = DEFAULT_LIMIT) => ({
  pagination: pagination(page, limit, 0),
  data: [],
});
