// Every API parameter, by its name, as a person meets it: its filter's label, input and placeholder, and its phrase
// in a page's summary (the tab title and a shared link's text). One entry per name, so a parameter added to an
// endpoint gets its words here or a test fails (parameters.test.ts). Pure, read by the app and the gateway.
import { own } from '../api/own';
import type { EndpointName } from '../api/endpoints';
import { formatAmount } from './numbers/amounts';
import { groupDigits } from './numbers/separators';
import { parseAccount } from './chain/ss58';

/**
 * `tao`: typed in TAO, sent in rao (the API's unit), exactly. `datetime`: typed in the zone the visitor reads times
 * in (its input's label names it), sent in unix seconds. `account`: an address, which a filter's chip shows with the
 * visitor's name for it.
 */
export type InputKind = 'text' | 'number' | 'datetime' | 'tao' | 'select' | 'account';

export interface Parameter {
  /** `filter`: a list's filter; `paging`: set by the table and the pager; `chart`: a price chart's request. */
  role: 'filter' | 'paging' | 'chart';
  label: string;
  kind?: InputKind;
  placeholder?: string;
  /** A select's options where the schema takes any string, or the labels of its enum's values. */
  options?: readonly string[] | Readonly<Record<string, string>>;
  /**
   * The value in a summary's words, or null where it says nothing worth a title. Absent: the value is phrased
   * with its pair as a range (`blocks 1–2`), or not at all.
   */
  phrase?: (value: unknown, raw: string) => string | null;
}

/** An account or hash shortened in the middle, as the tables show them: 5F3s…Xk2. */
export const shortKey = (text: string) => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-3)}` : text);
const account = (text: string) => shortKey(parseAccount(text)?.ss58 ?? text);
const tao = (rao: unknown) => `${formatAmount(String(rao), 4).replace(/\.?0+$/, '')} τ`;
const said = (words: string) => (value: unknown) => `${words} ${String(value)}`;

const ACCOUNT_KEY = 'SS58 or 0x key';

/** A balance's bounds, `<balance>_min` and `<balance>_max`: typed in TAO. */
const taoBounds = (balance: string, label: string): Record<string, Parameter> => ({
  [`${balance}_min`]: {
    role: 'filter',
    label: `${label} from (τ)`,
    kind: 'tao',
    phrase: (v) => `${label.toLowerCase()} ≥ ${tao(v)}`,
  },
  [`${balance}_max`]: {
    role: 'filter',
    label: `${label} to (τ)`,
    kind: 'tao',
    phrase: (v) => `${label.toLowerCase()} ≤ ${tao(v)}`,
  },
});

/** The parameters by name; one that means something else on one endpoint is under `<endpoint>.<name>`. */
export const PARAMETERS: Readonly<Record<string, Parameter>> = {
  block_number: {
    role: 'filter',
    label: 'Block',
    kind: 'number',
    placeholder: 'e.g. 4200000',
    phrase: (v) => `block ${groupDigits(Number(v))}`,
  },
  block_start: { role: 'filter', label: 'From block', kind: 'number' },
  block_end: { role: 'filter', label: 'To block', kind: 'number' },
  timestamp_start: { role: 'filter', label: 'From', kind: 'datetime' },
  timestamp_end: { role: 'filter', label: 'To', kind: 'datetime' },
  pallet: { role: 'filter', label: 'Pallet', placeholder: 'e.g. Balances', phrase: said('pallet') },
  // The API takes any string, and names these three phases.
  phase: {
    role: 'filter',
    label: 'Phase',
    kind: 'select',
    options: ['ApplyExtrinsic', 'Initialization', 'Finalization'],
    phrase: said('phase'),
  },
  name: { role: 'filter', label: 'Name', placeholder: 'e.g. Transfer', phrase: said('event') },
  full_name: { role: 'filter', label: 'Full name', placeholder: 'e.g. Balances.Transfer', phrase: String },
  extrinsic_id: {
    role: 'filter',
    label: 'Extrinsic id',
    placeholder: 'e.g. 4200000-0002',
    phrase: said('extrinsic'),
  },
  call_id: { role: 'filter', label: 'Call id', phrase: said('call') },
  id: { role: 'filter', label: 'Event id', placeholder: 'e.g. 4200000-0007', phrase: said('event') },
  address: {
    role: 'filter',
    kind: 'account',
    label: 'Address',
    placeholder: ACCOUNT_KEY,
    phrase: (_, raw) => `account ${account(raw)}`,
  },
  'evmTransactions.address': {
    role: 'filter',
    kind: 'account',
    label: 'Address',
    placeholder: '0x… (from, to or created)',
    phrase: (v) => `address ${shortKey(String(v))}`,
  },
  // The default network is no filter worth naming.
  network: {
    role: 'filter',
    label: 'Network',
    phrase: (v) => (v === 'finney' ? null : `network ${String(v)}`),
  },
  ...taoBounds('balance_free', 'Free'),
  ...taoBounds('balance_staked', 'Staked'),
  ...taoBounds('balance_total', 'Total'),
  netuid: { role: 'filter', label: 'Subnet', kind: 'number', placeholder: 'e.g. 1', phrase: said('subnet') },
  uid: { role: 'filter', label: 'UID', kind: 'number', phrase: said('uid') },
  hotkey: {
    role: 'filter',
    kind: 'account',
    label: 'Hotkey',
    placeholder: ACCOUNT_KEY,
    phrase: (_, raw) => `hotkey ${account(raw)}`,
  },
  owner: {
    role: 'filter',
    kind: 'account',
    label: 'Owner',
    placeholder: ACCOUNT_KEY,
    phrase: (_, raw) => `owner ${account(raw)}`,
  },
  is_coldkey_swap: {
    role: 'filter',
    label: 'Coldkey swap',
    options: { true: 'yes', false: 'no' },
    phrase: (v) => (v === true ? 'coldkey swaps only' : 'no coldkey swaps'),
  },
  hash: {
    role: 'filter',
    label: 'Hash',
    placeholder: '0x… (32 bytes)',
    phrase: (v) => `transaction ${shortKey(String(v))}`,
  },
  from: {
    role: 'filter',
    label: 'From',
    kind: 'account',
    placeholder: '0x…',
    phrase: (v) => `from ${shortKey(String(v))}`,
  },
  to: {
    role: 'filter',
    label: 'To',
    kind: 'account',
    placeholder: '0x…',
    phrase: (v) => `to ${shortKey(String(v))}`,
  },
  method_name: { role: 'filter', label: 'Method name', placeholder: 'e.g. transfer', phrase: said('method') },
  method_id: { role: 'filter', label: 'Method id', placeholder: 'e.g. 0xa9059cbb', phrase: said('selector') },
  contract_created: {
    role: 'filter',
    label: 'Created contract',
    placeholder: '0x…',
    phrase: (v) => `contract ${shortKey(String(v))}`,
  },
  index: { role: 'filter', label: 'Index in block', kind: 'number', phrase: said('index') },
  page: {
    role: 'paging',
    label: 'Page',
    phrase: (v) => (typeof v === 'number' && v > 1 ? `page ${groupDigits(v)}` : null),
  },
  limit: { role: 'paging', label: 'Rows per page', phrase: () => null },
  order: { role: 'paging', label: 'Order', phrase: orderPhrase },
  // A price chart's request: its page summarises its link (src/shared/charts/pool-link.ts), not these.
  symbol: { role: 'chart', label: 'Pool' },
  resolution: { role: 'chart', label: 'Candle' },
  'udfHistory.from': { role: 'chart', label: 'From' },
  'udfHistory.to': { role: 'chart', label: 'To' },
  countback: { role: 'chart', label: 'Bars' },
  fromBlock: { role: 'chart', label: 'From block' },
  toBlock: { role: 'chart', label: 'To block' },
};

/** "oldest first", "by pallet, ascending"; nothing for the default, newest first by block. */
function orderPhrase(value: unknown): string | null {
  if (typeof value !== 'string' || value === 'block_number_desc') return null;
  const ascending = value.endsWith('_asc');
  const key = value.replace(/_(asc|desc)$/, '');
  if (key === 'block_number' || key === 'timestamp') return ascending ? 'oldest first' : 'newest first';
  return `by ${key.replaceAll('_', ' ')}, ${ascending ? 'ascending' : 'descending'}`;
}

/** `name` as `endpoint` takes it; undefined for a name the table lacks (`table`: this one unless given). */
export function parameter(
  endpoint: EndpointName,
  name: string,
  table: Readonly<Record<string, Parameter>> = PARAMETERS,
): Parameter | undefined {
  return own(table, `${endpoint}.${name}`) ?? own(table, name);
}
