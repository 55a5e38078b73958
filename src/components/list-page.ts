// What a list page is, derived from the tables: from the contract table (src/api/endpoints.ts) the parameters its
// query string may hold, from the route table its words, and its filters from the parameters: every one but the
// paging and the order, in the schema's order, worded by one table per parameter name, a select offering the
// schema's enum values. A new endpoint whose parameters are named here needs no filter code.
import type { z } from 'zod/mini';
import { endpoints, type ListEndpointName } from '../api/endpoints';
import { paramsWithout } from '../api/schemas';
import { enumValues } from '../lib/url-state';
import { listWords } from '../route-table';
import type { FilterField } from './FilterBar';

type Wording = Omit<FilterField, 'name' | 'options'> & {
  /** A select's options where the schema takes any string, or the labels of its enum's values. */
  options?: readonly string[] | Readonly<Record<string, string>>;
};

const ACCOUNT_KEY = 'SS58 or 0x key';

/** A balance's bounds, `<balance>_min` and `<balance>_max`: typed in TAO. */
const taoBounds = (balance: string, label: string): Record<string, Wording> => ({
  [`${balance}_min`]: { label: `${label} from (τ)`, kind: 'tao' },
  [`${balance}_max`]: { label: `${label} to (τ)`, kind: 'tao' },
});

/**
 * How each parameter reads as a filter, by its API name. A parameter that means something else on one endpoint is
 * worded under `<endpoint>.<name>`.
 */
const FILTER_WORDING: Readonly<Record<string, Wording>> = {
  block_number: { label: 'Block', kind: 'number', placeholder: 'e.g. 4200000' },
  block_start: { label: 'From block', kind: 'number' },
  block_end: { label: 'To block', kind: 'number' },
  timestamp_start: { label: 'From (UTC)', kind: 'datetime' },
  timestamp_end: { label: 'To (UTC)', kind: 'datetime' },
  pallet: { label: 'Pallet', placeholder: 'e.g. Balances' },
  // The API takes any string, and names these three phases.
  phase: { label: 'Phase', kind: 'select', options: ['ApplyExtrinsic', 'Initialization', 'Finalization'] },
  name: { label: 'Name', placeholder: 'e.g. Transfer' },
  full_name: { label: 'Full name', placeholder: 'e.g. Balances.Transfer' },
  extrinsic_id: { label: 'Extrinsic id', placeholder: 'e.g. 4200000-0002' },
  call_id: { label: 'Call id' },
  id: { label: 'Event id', placeholder: 'e.g. 4200000-0007' },
  address: { label: 'Address', placeholder: ACCOUNT_KEY },
  network: { label: 'Network' },
  ...taoBounds('balance_free', 'Free'),
  ...taoBounds('balance_staked', 'Staked'),
  ...taoBounds('balance_total', 'Total'),
  netuid: { label: 'Subnet', kind: 'number', placeholder: 'e.g. 1' },
  uid: { label: 'UID', kind: 'number' },
  hotkey: { label: 'Hotkey', placeholder: ACCOUNT_KEY },
  owner: { label: 'Owner', placeholder: ACCOUNT_KEY },
  is_coldkey_swap: { label: 'Coldkey swap', options: { true: 'yes', false: 'no' } },
  hash: { label: 'Hash', placeholder: '0x… (32 bytes)' },
  'evmTransactions.address': { label: 'Address', placeholder: '0x… (from, to or created)' },
  from: { label: 'From', placeholder: '0x…' },
  to: { label: 'To', placeholder: '0x…' },
  method_name: { label: 'Method name', placeholder: 'e.g. transfer' },
  method_id: { label: 'Method id', placeholder: 'e.g. 0xa9059cbb' },
  contract_created: { label: 'Created contract', placeholder: '0x…' },
  index: { label: 'Index in block', kind: 'number' },
};

/** Parameters every list takes that are no filter: the table and the pager set them. */
const NOT_FILTERS = new Set(['page', 'limit', 'order']);

/** The filters of `endpoint`'s list, whose query string `params` reads. */
export function filterFields(endpoint: ListEndpointName, params: z.ZodMiniObject): FilterField[] {
  const shape = params.shape as Record<string, z.ZodMiniType>;
  return Object.entries(shape)
    .filter(([name]) => !NOT_FILTERS.has(name))
    .map(([name, schema]) => {
      const { options, ...wording } = FILTER_WORDING[`${endpoint}.${name}`] ??
        FILTER_WORDING[name] ?? { label: name };
      const values = enumValues(schema);
      if (values.length > 0) {
        const labels = options && !Array.isArray(options) ? (options as Record<string, string>) : {};
        return {
          name,
          ...wording,
          kind: 'select',
          options: values.map((value) => ({ value, label: labels[value] ?? value })),
        };
      }
      return Array.isArray(options) ? { name, ...wording, options } : { name, ...wording };
    });
}

export interface ListPage {
  /** What the page's query string may hold: the endpoint's parameters but those the path gives. */
  params: z.ZodMiniObject;
  fields: FilterField[];
  title: string;
  caption: string;
  /** What the rows are, plural: "events". */
  rows: string;
}

const pages = new Map<string, ListPage>();

/**
 * `endpoint`'s list page, whose path gives the parameters `pathParams`. The same object for the same page, as the
 * URL state and the filters hold on to its schema and its fields.
 */
export function listPage(endpoint: ListEndpointName, pathParams: readonly string[] = []): ListPage {
  const key = [endpoint, ...pathParams].join(' ');
  let page = pages.get(key);
  if (!page) {
    const all = endpoints[endpoint].params as z.ZodMiniObject;
    const params = pathParams.length > 0 ? paramsWithout(all, pathParams) : all;
    page = { params, fields: filterFields(endpoint, params), ...listWords(endpoint) };
    pages.set(key, page);
  }
  return page;
}
