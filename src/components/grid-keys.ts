// One Tab stop per table, and arrow keys inside it, as in an ARIA grid with a roving tabindex: every link, button and
// bare cell is a stop, and only the last one used is in the Tab order. The table keeps its table role, which
// screen readers browse with their own table commands. Right and Left walk the stops of a row (a cell's link, then
// its copy button, then the next cell); Up and Down keep the column; Home and End go to the row's ends (with Ctrl,
// the table's); PageUp and PageDown jump ten rows; Enter on a bare cell of a row that expands opens or closes it.
// What is not drawn is no stop: on a phone, the headers that do not sort and the fields a closed card leaves out.

const WIDGETS = 'a[href], button:not(:disabled)';
const PAGE_ROWS = 10;

const drawn = (element: Element) => element.getClientRects().length > 0;

/** A cell's stops: its widgets, or the cell itself where it has none; none where it is not drawn. */
function stopsOf(cell: HTMLTableCellElement): HTMLElement[] {
  if (!drawn(cell)) return [];
  const widgets = [...cell.querySelectorAll<HTMLElement>(WIDGETS)].filter(drawn);
  return widgets.length > 0 ? widgets : [cell];
}

/** The first stop of the cells of `row` from `index` on (`step` 1) or back (`step` -1); the last one going back. */
function nextStop(row: HTMLTableRowElement, index: number, step: 1 | -1): HTMLElement | undefined {
  for (let i = index; i >= 0 && i < row.cells.length; i += step) {
    const stops = stopsOf(row.cells[i] as HTMLTableCellElement);
    if (stops.length > 0) return step === 1 ? stops[0] : stops.at(-1);
  }
  return undefined;
}

function cellOf(stop: Element): HTMLTableCellElement | null {
  return stop.closest('td, th');
}

/** The stop a key leads to from `from`, or null when the key is not the grid's or leads nowhere. */
function target(table: HTMLTableElement, from: HTMLElement, event: KeyboardEvent): HTMLElement | null {
  const cell = cellOf(from);
  const row = cell?.parentElement as HTMLTableRowElement | undefined;
  if (!cell || !row) return null;
  const rows = [...table.rows];
  const rowIndex = rows.indexOf(row);
  const inCell = stopsOf(cell);
  const at = inCell.indexOf(from);
  const cellAt = (r: number, c: number) => {
    const cells = rows[Math.max(0, Math.min(rows.length - 1, r))]?.cells;
    return cells ? cells[Math.max(0, Math.min(cells.length - 1, c))] : undefined;
  };
  const first = (c: HTMLTableCellElement | undefined) => (c ? stopsOf(c)[0] : undefined);
  switch (event.key) {
    case 'ArrowRight':
      return inCell[at + 1] ?? nextStop(row, cell.cellIndex + 1, 1) ?? null;
    case 'ArrowLeft':
      return inCell[at - 1] ?? nextStop(row, cell.cellIndex - 1, -1) ?? null;
    case 'ArrowDown':
      return first(cellAt(rowIndex + 1, cell.cellIndex)) ?? null;
    case 'ArrowUp':
      return first(cellAt(rowIndex - 1, cell.cellIndex)) ?? null;
    case 'PageDown':
      return first(cellAt(rowIndex + PAGE_ROWS, cell.cellIndex)) ?? null;
    case 'PageUp':
      return first(cellAt(rowIndex - PAGE_ROWS, cell.cellIndex)) ?? null;
    case 'Home':
      return first(cellAt(event.ctrlKey ? 0 : rowIndex, 0)) ?? null;
    case 'End':
      return first(cellAt(event.ctrlKey ? rows.length - 1 : rowIndex, Number.MAX_SAFE_INTEGER)) ?? null;
    default:
      return null;
  }
}

/** Makes `active` the table's one Tab stop (or its first stop, when `active` has left the table). */
function rove(table: HTMLTableElement, active: HTMLElement | null): HTMLElement | null {
  const stops = [...table.rows].flatMap((row) => [...row.cells].flatMap(stopsOf));
  const kept = active && stops.includes(active) ? active : (stops[0] ?? null);
  for (const stop of stops) stop.tabIndex = stop === kept ? 0 : -1;
  return kept;
}

/** The table's first stop, looked for row by row: the header's, as a rule. */
function firstStop(table: HTMLTableElement): HTMLElement | null {
  for (const row of table.rows) {
    const stop = nextStop(row, 0, 1);
    if (stop) return stop;
  }
  return null;
}

function isStop(element: HTMLElement): boolean {
  const cell = cellOf(element);
  return cell !== null && stopsOf(cell).includes(element);
}

/**
 * Takes what is new in `node` out of the Tab order, drawn or not (a phone's card may draw it later): its links and
 * buttons, and its cells without any, which arrow keys focus. What has a tabindex was there before (a sorted row,
 * moved), and keeps it.
 */
function leaveTabOrder(node: HTMLElement) {
  for (const element of [node, ...node.querySelectorAll<HTMLElement>('a[href], button, td, th')]) {
    if (element.hasAttribute('tabindex')) continue;
    if (element.matches('td, th') ? !element.querySelector(WIDGETS) : element.matches('a[href], button'))
      element.tabIndex = -1;
  }
}

/** Starts the keys on `table`; returns the function that stops them. */
export function gridKeys(table: HTMLTableElement): () => void {
  let active = rove(
    table,
    table.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null,
  );
  /** Moves the one Tab stop to `next` (the first stop where `next` is none). */
  const moveTo = (next: HTMLElement | null) => {
    const kept = next && isStop(next) ? next : firstStop(table);
    if (active && active !== kept) active.tabIndex = -1;
    if (kept) kept.tabIndex = 0;
    active = kept;
  };
  // Rows come and go with pages, sorts, expanded details and lazily drawn cells, and a phone's cards open (a row's
  // class). Only what came in is put out of the Tab order, and the Tab stop kept where it still is one: a sweep of
  // every cell, measuring each, took tens of milliseconds of each click on a long table (bench:interactions).
  const observer = new MutationObserver((records) => {
    let restyled = false;
    for (const record of records) {
      restyled ||= record.type === 'attributes';
      for (const node of record.addedNodes) if (node instanceof HTMLElement) leaveTabOrder(node);
    }
    if (restyled || !active || !table.contains(active)) moveTo(active);
  });
  observer.observe(table, { childList: true, subtree: true, attributeFilter: ['class'] });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) moveTo(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = event.target;
    if (!(from instanceof HTMLElement) || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter' && (from.tagName === 'TD' || from.tagName === 'TH')) {
      event.preventDefault();
      from.parentElement?.querySelector<HTMLElement>('button[aria-expanded]')?.click();
      return;
    }
    const next = target(table, from, event);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  table.addEventListener('focusin', onFocusIn);
  table.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    table.removeEventListener('focusin', onFocusIn);
    table.removeEventListener('keydown', onKeyDown);
  };
}
