// A table's columns as every table of records declares them (DataTable, RecordTable, the skeleton, the cells):
// TanStack Table's column definitions with the features the tables use, an id and a header in words. A module of
// its own, so that what draws a table and what declares its columns need not import each other.
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
/**
 * A table's columns. Each has an id, its API order key where it sorts, and a header in words: the skeleton drawn
 * before the table has loaded (TableSkeleton) shows them as they are.
 */
export type Columns<T extends RowData> = (ColumnDef<typeof features, T> & { id: string; header: string })[];

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TFeatures, TData, TValue> {
    /** Right-aligned with tabular figures. */
    numeric?: boolean;
    /**
     * One of the row's most telling fields, and its place among them (1 first): on a phone a row is a card of
     * these, and the other fields wait under its expander.
     */
    card?: number;
  }
}
