// A plain table's header row: each column's heading, numbers aligned right (the tables DataTable does not draw).
import type { ReactNode } from 'react';

export interface ColumnHead {
  header: ReactNode;
  numeric?: boolean;
}

export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ header, numeric }, i) => (
          <th key={i} scope="col" className={numeric ? 'numeric' : undefined}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
