// What a panel shows while its answer loads: its lines and rows, blank, at the size the answer will take, so that
// nothing below it moves when the answer comes (the overview's panels). A screen reader hears that it is loading.
import type { ReactNode } from 'react';

/** A panel's blank shape, in place of its answer; its pieces are hidden from screen readers, which hear "Loading…". */
export function Skeleton({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden">Loading…</p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A line of text to come: a grey bar `width` long, in a line of the text's own height. */
export function SkeletonText({ width = '8em' }: { width?: string }) {
  return (
    <span className="skeleton-text" style={{ width }}>
      {'\u00a0'}
    </span>
  );
}
