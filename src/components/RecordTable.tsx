import type { ReactNode } from 'react';

/**
 * A small table of records inside a page (a block's, a subnet's), scrolling in its own box on a phone. The headers
 * named in `numeric` stand over columns of numbers (cells of class "numeric"): right-aligned, as those are.
 */
export function RecordTable({
  caption,
  head,
  numeric = [],
  children,
}: {
  caption: string;
  head: string[];
  numeric?: string[];
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} className={numeric.includes(cell) ? 'numeric' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
