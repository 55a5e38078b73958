// Paging controls for a server-side list: first, previous, next, last, "page X of Y", a jump box and page sizes.
import type { SubmitEvent } from 'react';
import type { Pagination } from '../api/schemas';
import { groupDigits } from '../shared/numbers/separators';

export const PAGE_SIZES = [25, 50, 100, 200];

interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export function Pager({ pagination, onPage, onLimit }: PagerProps) {
  const { current_page: page, total_pages: pages, per_page: limit, total_items: total } = pagination;
  const last = Math.max(1, pages);
  const sizes = PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  const jump = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('page'));
    if (Number.isInteger(value) && value >= 1) onPage(Math.min(value, last));
  };
  return (
    <nav className="pager" aria-label="Pages">
      <span className="pager-summary">
        Page {groupDigits(page)} of {groupDigits(last)} · {groupDigits(total)} items
      </span>
      <span className="pager-buttons">
        <button type="button" onClick={() => onPage(1)} disabled={page <= 1}>
          « First
        </button>
        <button type="button" onClick={() => onPage(page - 1)} disabled={pagination.prev_page === null}>
          ‹ Previous
        </button>
        <button type="button" onClick={() => onPage(page + 1)} disabled={pagination.next_page === null}>
          Next ›
        </button>
        <button type="button" onClick={() => onPage(last)} disabled={page >= last}>
          Last »
        </button>
      </span>
      <form onSubmit={jump} className="pager-jump" key={page}>
        <label>
          Go to page{' '}
          <input name="page" type="number" min={1} max={last} defaultValue={page} inputMode="numeric" />
        </label>
        <button type="submit">Go</button>
      </form>
      <label className="pager-size">
        Rows per page{' '}
        <select value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
