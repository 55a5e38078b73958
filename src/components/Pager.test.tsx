// @vitest-environment jsdom
// The pager as a person uses it: where they are, which ways are open, and what each control asks for.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pagination } from '../api/schemas';
import { Pager } from './Pager';

function pagination(page: number, pages: number, limit = 50, total = pages * limit - 7): Pagination {
  return {
    current_page: page,
    total_pages: pages,
    per_page: limit,
    total_items: total,
    next_page: page < pages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
  };
}

function pager(state: Pagination) {
  const onPage = vi.fn();
  const onLimit = vi.fn();
  render(<Pager pagination={state} onPage={onPage} onLimit={onLimit} />);
  return { onPage, onLimit };
}

const button = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(cleanup);

describe('Pager', () => {
  it('says where the person is, with separators', () => {
    pager(pagination(3, 1_250, 50, 62_493));
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(
      'Page 3 of 1,250 · 62,493 items',
    );
  });

  it('asks for the first, previous, next and last page', () => {
    const { onPage } = pager(pagination(3, 12));
    for (const name of [/First/, /Previous/, /Next/, /Last/]) fireEvent.click(button(name));
    expect(onPage.mock.calls).toEqual([[1], [2], [4], [12]]);
  });

  it('closes the ways that lead nowhere on the first and the last page', () => {
    pager(pagination(1, 12));
    expect([button(/First/).disabled, button(/Previous/).disabled, button(/Next/).disabled]).toEqual([
      true,
      true,
      false,
    ]);
    cleanup();
    pager(pagination(12, 12));
    expect([button(/Next/).disabled, button(/Last/).disabled, button(/Previous/).disabled]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('reads an empty answer as one page', () => {
    pager(pagination(1, 0, 50, 0));
    expect(screen.getByRole('navigation').textContent).toContain('Page 1 of 1 · 0 items');
    expect(button(/Last/).disabled).toBe(true);
  });

  it('jumps to a typed page; a number outside 1..last is refused by the field itself (min and max)', () => {
    const { onPage } = pager(pagination(2, 12));
    const box = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.click(button(/^Go$/));
    fireEvent.change(box, { target: { value: '400' } });
    fireEvent.click(button(/^Go$/));
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.click(button(/^Go$/));
    expect(onPage.mock.calls).toEqual([[7]]);
    expect((box as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  });

  it('changes the page size, and offers a size the URL gave that is not among the usual ones', () => {
    const { onLimit } = pager(pagination(1, 4, 75));
    const sizes = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...sizes.options].map((option) => option.value)).toEqual(['25', '50', '75', '100', '200']);
    expect(sizes.value).toBe('75');
    fireEvent.change(sizes, { target: { value: '200' } });
    expect(onLimit).toHaveBeenCalledWith(200);
  });
});
