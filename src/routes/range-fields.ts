// The shared block and time range filters, as every list page offers them.
import type { FilterField } from '../components/FilterBar';

export const RANGE_FIELDS: FilterField[] = [
  { name: 'block_number', label: 'Block', kind: 'number', placeholder: 'e.g. 4200000' },
  { name: 'block_start', label: 'From block', kind: 'number' },
  { name: 'block_end', label: 'To block', kind: 'number' },
  { name: 'timestamp_start', label: 'From (UTC)', kind: 'datetime' },
  { name: 'timestamp_end', label: 'To (UTC)', kind: 'datetime' },
];
