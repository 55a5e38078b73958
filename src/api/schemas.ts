// The API contract as zod schemas: every record, envelope and parameter set of the endpoints.
// Shared by the app (to validate answers) and the demo API (to validate query strings, and in tests its own
// answers). Records are loose objects: the real service sends more fields than the spec lists, and they are kept.
// The app reads list answers field by field (see `paginatedRows`): the real service leaves out fields the spec
// lists, and one odd field must cost one cell, not the page.
// zod/mini: the same validation as classic zod at a fraction of the bundle size (the app's JavaScript budget).
import { z } from 'zod/mini';
import { parseAccount } from '../shared/chain/ss58';
import { decimalString, RESOLUTIONS } from './chart-schemas';
import { isCanonicalInteger, MAX_INT32, MAX_TIMESTAMP, MAX_U16, readInteger } from './integers';

export * from './chart-schemas';

// ---------------------------------------------------------------------------------------------------------------
// Records

/** An integer quantity (rao, wei, gas) as a string: amounts above 2^53 must never pass through a JS number. */
export const integerString = z.string().check(z.regex(/^-?\d+$/, 'expected an integer string'));
/** ISO 8601 in UTC, with or without fractional seconds. */
export const isoTimestamp = z.iso.datetime();

export const addressSchema = z.looseObject({ ss58: z.string(), hex: z.string() });
export type Address = z.infer<typeof addressSchema>;

export const paginationSchema = z.looseObject({
  current_page: z.int(),
  per_page: z.int(),
  total_items: z.int(),
  total_pages: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A list answer, every record whole: how the demo API's own answers are checked. */
export function paginated<T extends z.ZodMiniType>(record: T) {
  return z.looseObject({ pagination: paginationSchema, data: z.array(record) });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading records field by field. A record's fields fall in two groups. Key fields identify the record (its row,
// its links, its place in the order): without them nothing about the record can be shown, so a missing or odd key
// field is an error for the whole answer, as is a broken envelope. Every other field is checked on its own: one
// that is missing or of the wrong type becomes undefined, is noted as a problem, and the rest of the record stays.

type Shape = Record<string, z.ZodMiniType>;

/** A record's key fields and its other fields; `schema` is the whole record, every field required as listed. */
export function recordContract<const K extends Shape, const F extends Shape>(key: K, fields: F) {
  return { key: z.looseObject(key), fields, schema: z.looseObject({ ...key, ...fields }) };
}
export interface RecordContract {
  key: z.ZodMiniType;
  fields: Shape;
}

/** A record as the app reads it: its key fields, and any other field possibly missing. */
export type Lenient<C extends RecordContract> = z.output<C['key']> & {
  [P in keyof C['fields']]?: z.output<C['fields'][P]>;
};

/** A field of one record that was missing or unreadable: its cell shows a dash naming it. */
export interface FieldProblem {
  /** The record's position in the answer's `data`. */
  record: number;
  field: string;
  /** `missing`: the record has no such key; `invalid`: the value is not of the listed type. */
  kind: 'missing' | 'invalid';
  message: string;
}

/** A value as a tooltip can show it: zod/mini's messages do not say what was received. */
function preview(value: unknown): string {
  // JSON.stringify gives undefined (whatever its type says) for undefined, the one such value JSON can lack.
  const json = value === undefined ? 'undefined' : JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 39)}…` : json;
}

function readFields(record: Record<string, unknown>, fields: Shape, index: number, problems: FieldProblem[]) {
  const read: Record<string, unknown> = { ...record };
  for (const [field, schema] of Object.entries(fields)) {
    const result = schema.safeParse(record[field]);
    if (result.success) {
      if (field in record) read[field] = result.data;
      continue;
    }
    const missing = !(field in record);
    problems.push({
      record: index,
      field,
      kind: missing ? 'missing' : 'invalid',
      message: missing
        ? 'missing'
        : `${result.error.issues[0]?.message ?? 'Invalid input'}: ${preview(record[field])}`,
    });
    // An unreadable value never reaches a page: cells see undefined, as for a missing one.
    read[field] = undefined;
  }
  return read;
}

/**
 * A list answer read leniently: the envelope and each record's key fields strictly (a failure there is a schema
 * error naming the field, `data.3.address`), every other field on its own, with its problems returned beside
 * the data.
 */
export function paginatedRows<C extends RecordContract>(contract: C) {
  return z.pipe(
    z.looseObject({ pagination: paginationSchema, data: z.array(contract.key) }),
    z.transform(({ pagination, data }) => {
      const problems: FieldProblem[] = [];
      // readFields checked each listed field against its schema, or set it to undefined: what Lenient<C> says.
      const rows = data.map((record, i) =>
        readFields(record as Record<string, unknown>, contract.fields, i, problems),
      ) as Lenient<C>[];
      return { pagination, data: rows, problems };
    }),
  );
}

/** Problems grouped by field, in the order they first occur: what a page's note about an answer lists. */
export function problemFields(problems: readonly FieldProblem[]) {
  const byField = new Map<string, { field: string; records: number; kinds: Set<FieldProblem['kind']> }>();
  for (const problem of problems) {
    const entry = byField.get(problem.field) ?? { field: problem.field, records: 0, kinds: new Set() };
    entry.records += 1;
    entry.kinds.add(problem.kind);
    byField.set(problem.field, entry);
  }
  return [...byField.values()];
}

// Key fields: a deregistration is the neuron `uid` of subnet `netuid` at `block_number`.
export const deregistration = recordContract(
  { block_number: z.int(), netuid: z.int(), uid: z.int() },
  {
    timestamp: isoTimestamp,
    hotkey: addressSchema,
    coldkey: addressSchema,
    incentive: decimalString,
    emission: integerString,
    was_drained: z.boolean(),
  },
);
export const deregistrationSchema = deregistration.schema;
export type Deregistration = z.infer<typeof deregistrationSchema>;
export type DeregistrationRow = Lenient<typeof deregistration>;

export const coldkeySwapSchema = z.looseObject({
  block_number: z.int(),
  network: z.string(),
  old_coldkey: addressSchema,
  new_coldkey: addressSchema,
  timestamp: isoTimestamp,
});

/**
 * A subnet's alpha held by an account (staked to its hotkeys, summed): `balance` in alpha and `balance_as_tao`, its
 * value in TAO at the snapshot's pool price, both integer strings of 10^-9 units. The real service's exact shape of
 * an entry is not published; this is the shape the demo API sends, read loosely.
 */
export const alphaBalanceSchema = z.looseObject({
  netuid: z.int(),
  balance: integerString,
  balance_as_tao: integerString,
});
export type AlphaBalance = z.infer<typeof alphaBalanceSchema>;

/** The stake's split into alpha and root: records published before 2025 have neither field. */
const stakeSplit = { balance_staked_alpha_as_tao: integerString, balance_staked_root: integerString };

/**
 * Fields records of 2025 add, which the spec does not list: optional, and null where the service leaves them empty
 * (the `*_24hr_ago` fields are null in a list, and filled when `address` is given).
 */
const accountFields2025 = {
  balance_reserved: z.nullish(integerString),
  balance_liquidity: z.nullish(integerString),
  root_claim_type: z.nullish(z.string()),
  balance_free_24hr_ago: z.nullish(integerString),
  balance_staked_24hr_ago: z.nullish(integerString),
  balance_staked_alpha_as_tao_24hr_ago: z.nullish(integerString),
  balance_staked_root_24hr_ago: z.nullish(integerString),
  balance_total_24hr_ago: z.nullish(integerString),
  balance_reserved_24hr_ago: z.nullish(integerString),
  balance_liquidity_24hr_ago: z.nullish(integerString),
  alpha_balances: z.nullish(z.array(alphaBalanceSchema)),
  alpha_balances_24hr_ago: z.nullish(z.array(alphaBalanceSchema)),
};

const accountKey = { address: addressSchema, block_number: z.int() };
const accountFields2024 = {
  network: z.string(),
  timestamp: isoTimestamp,
  rank: z.int(),
  balance_free: integerString,
  balance_staked: integerString,
  balance_total: integerString,
  created_on_date: z.iso.date(),
  created_on_network: z.string(),
  coldkey_swap: z.nullable(coldkeySwapSchema),
};

// Key fields: an account record is `address`'s balances at `block_number` (a latest record's block is its
// snapshot's). The app reads every record as the spec lists it, so a record of 2024 (no alpha or root split) shows
// dashes for the split and the page a note.
export const account = recordContract(accountKey, {
  ...accountFields2024,
  ...stakeSplit,
  ...accountFields2025,
});
/**
 * A whole account record as the service sends it: the 2025 shape, or the 2024 one, which has no stake split at all
 * (not half of it). How the demo API's answers are checked.
 */
export const accountSchema = z.union([
  account.schema,
  z.looseObject({
    ...accountKey,
    ...accountFields2024,
    balance_staked_alpha_as_tao: z.optional(z.never()),
    balance_staked_root: z.optional(z.never()),
  }),
]);
export type Account = z.infer<typeof accountSchema>;
export type AccountRow = Lenient<typeof account>;

// Key fields: an ownership change is subnet `netuid`'s at `block_number`. The pending and previous owner fields are
// left out by the real service where they do not apply, as the spec allows: their absence is no problem.
export const subnetOwner = recordContract(
  { block_number: z.int(), netuid: z.int() },
  {
    timestamp: isoTimestamp,
    owner: addressSchema,
    is_coldkey_swap: z.boolean(),
    pending_owner: z.nullish(addressSchema),
    pending_owner_block_number: z.nullish(z.int()),
    pending_owner_timestamp: z.nullish(isoTimestamp),
    previous_owner: z.nullish(addressSchema),
  },
);
export const subnetOwnerSchema = subnetOwner.schema;
export type SubnetOwner = z.infer<typeof subnetOwnerSchema>;
export type SubnetOwnerRow = Lenient<typeof subnetOwner>;

// Key fields: an event is its `id`, in block `block_number`.
export const chainEvent = recordContract(
  { id: z.string(), block_number: z.int() },
  {
    // Initialization and Finalization events belong to no extrinsic.
    extrinsic_index: z.nullable(z.int()),
    index: z.int(),
    phase: z.string(),
    pallet: z.string(),
    name: z.string(),
    full_name: z.string(),
    // An object (camelCase keys, `__kind` enums) or a positional array, depending on the event.
    args: z.nullable(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
    extrinsic_id: z.nullable(z.string()),
    call_id: z.nullable(z.string()),
    timestamp: isoTimestamp,
  },
);
export const chainEventSchema = chainEvent.schema;
export type ChainEvent = z.infer<typeof chainEventSchema>;
export type ChainEventRow = Lenient<typeof chainEvent>;

// Key fields: a transaction is its `hash`, in block `block_number`.
export const evmTransaction = recordContract(
  { hash: z.string(), block_number: z.int() },
  {
    timestamp: isoTimestamp,
    from: z.string(),
    input: z.string(),
    value: integerString,
    gas: integerString,
    gas_price: integerString,
    gas_used: integerString,
    cumulative_gas_used: integerString,
    effective_gas_price: integerString,
    block_hash: z.string(),
    nonce: z.int(),
    index: z.int(),
    success: z.boolean(),
    to: z.nullish(z.string()),
    contract_created: z.nullish(z.string()),
    full_signature: z.nullish(z.string()),
    hashable_signature: z.nullish(z.string()),
    max_fee_per_gas: z.nullish(integerString),
    max_priority_fee_per_gas: z.nullish(integerString),
    method_id: z.nullish(z.string()),
    method_name: z.nullish(z.string()),
    abi_json: z.nullish(z.unknown()),
    args: z.nullish(z.unknown()),
  },
);
export const evmTransactionSchema = evmTransaction.schema;
export type EvmTransaction = z.infer<typeof evmTransactionSchema>;
export type EvmTransactionRow = Lenient<typeof evmTransaction>;

// ---------------------------------------------------------------------------------------------------------------
// Parameters: what a request's query string may hold. Values arrive as strings; parsing validates them, applies
// the API's defaults and gives typed values. An issue's message is written to follow the parameter's name. A
// list's parameters are in the order its page shows them as filters (`filterFields` in src/components/list-page.ts).

const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};
const optional = z.optional;
const withDefault = z._default;

/** A string parameter matching `pattern`, else `message`. */
function textParam(pattern: RegExp, message: string) {
  return z.string(required).check(z.regex(pattern, message));
}

/**
 * A non-negative integer within [min, max], in canonical decimal digits (see `./integers`: no sign, exponent, hex,
 * space or leading zero). Two messages: a value written otherwise is told so, not that it is out of range.
 */
export function integerParam(min: number, max: number) {
  return z.pipe(
    z.string(required).check(
      z.refine(
        isCanonicalInteger,
        'must be written in plain digits (no sign, exponent, hex or leading zero)',
      ),
      z.refine((s) => readInteger(s, min, max) !== null, {
        message: `must be an integer from ${min} to ${max}`,
        // The format's message is enough for a value that is not digits at all.
        when: (payload) => payload.issues.length === 0,
      }),
    ),
    z.transform(Number),
  );
}

/** Unix seconds up to the end of year 9999: beyond it, a Date cannot be written (or drawn). */
export const timestampParam = () => integerParam(0, MAX_TIMESTAMP);
/** Block numbers: int32, as the spec types them. */
export const blockParam = () => integerParam(0, MAX_INT32);
/** Subnets and neurons are numbered by u16 on chain. */
export const netuidParam = () => integerParam(0, MAX_U16);

/** An account in SS58 or 0x-hex form, read into both forms. */
export const accountParam = z.pipe(
  z.string(required),
  z.transform((text: string, payload) => {
    const account = parseAccount(text);
    if (!account) {
      payload.issues.push({
        code: 'custom',
        input: text,
        message: 'must be an SS58 address or a 0x-prefixed 32-byte hex public key',
      });
    }
    return account ?? { ss58: '', hex: '' };
  }),
);

/** A balance bound in rao: digits only, kept as a string so that it stays exact. */
const raoParam = textParam(/^\d{1,30}$/, 'must be a non-negative integer amount in rao');
const lowerCase = z.transform((s: string) => s.toLowerCase());
const h160Param = z.pipe(
  textParam(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address'),
  lowerCase,
);

export const NETWORKS = ['finney', 'nakamoto', 'kusanagi'] as const;
export type Network = (typeof NETWORKS)[number];
const networkParam = withDefault(
  z.enum(NETWORKS, { error: `must be one of ${NETWORKS.join(', ')}` }),
  'finney',
);

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export function orderParam<const K extends string>(keys: readonly K[]) {
  type Order = `${K}_${'asc' | 'desc'}`;
  const values = keys.flatMap((key) => [`${key}_asc`, `${key}_desc`]) as [Order, ...Order[]];
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

export const pageParams = {
  page: withDefault(integerParam(1, MAX_INT32), 1),
  limit: withDefault(integerParam(1, MAX_LIMIT), DEFAULT_LIMIT),
};

export const rangeParams = {
  block_number: optional(blockParam()),
  block_start: optional(blockParam()),
  block_end: optional(blockParam()),
  timestamp_start: optional(timestampParam()),
  timestamp_end: optional(timestampParam()),
};

/** Rejects a range whose start is after its end, naming both parameters. */
export function orderedRange(start: string, end: string) {
  return z.superRefine((params: Record<string, unknown>, ctx) => {
    const [a, b] = [params[start], params[end]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      ctx.addIssue({
        code: 'custom',
        path: [start],
        input: a,
        message: `must not be after ${end} (${a} > ${b})`,
      });
    }
  });
}
/** A list's parameters: their shape, and its ranges in order (a rule that holds no range asks nothing). */
export function withRanges<T extends z.core.$ZodLooseShape>(shape: T) {
  return z
    .object(shape)
    .check(orderedRange('block_start', 'block_end'), orderedRange('timestamp_start', 'timestamp_end'));
}

/**
 * A list's parameters but `names`, which a page takes from its path (the account's address): what its query string
 * may hold. Built again from the shape, as zod refuses `omit` on a schema with rules across its fields.
 */
export function paramsWithout(params: z.ZodMiniObject, names: readonly string[]) {
  const shape = Object.fromEntries(Object.entries(params.shape).filter(([name]) => !names.includes(name)));
  return withRanges(shape);
}

// Every list orders by block number and by timestamp; block_number_desc (newest first) is the default.
export const CHAIN_ORDER_KEYS = ['block_number', 'timestamp'] as const;

export const deregistrationParams = withRanges({
  netuid: optional(netuidParam()),
  uid: optional(integerParam(0, MAX_U16)),
  hotkey: optional(accountParam),
  ...rangeParams,
  ...pageParams,
  order: withDefault(orderParam(CHAIN_ORDER_KEYS), 'block_number_desc'),
});

export const accountHistoryParams = withRanges({
  address: accountParam,
  network: networkParam,
  ...rangeParams,
  ...pageParams,
  order: withDefault(orderParam(CHAIN_ORDER_KEYS), 'block_number_desc'),
});

export const accountLatestParams = z.object({
  address: optional(accountParam),
  network: networkParam,
  balance_free_min: optional(raoParam),
  balance_free_max: optional(raoParam),
  balance_staked_min: optional(raoParam),
  balance_staked_max: optional(raoParam),
  balance_total_min: optional(raoParam),
  balance_total_max: optional(raoParam),
  ...pageParams,
  order: withDefault(
    orderParam([...CHAIN_ORDER_KEYS, 'balance_free', 'balance_staked', 'balance_total']),
    'block_number_desc',
  ),
});

export const subnetOwnerParams = withRanges({
  netuid: optional(netuidParam()),
  owner: optional(accountParam),
  is_coldkey_swap: optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'must be true or false' }),
      z.transform((s: 'true' | 'false') => s === 'true'),
    ),
  ),
  ...rangeParams,
  ...pageParams,
  order: withDefault(orderParam(CHAIN_ORDER_KEYS), 'block_number_desc'),
});

/** Event and extrinsic ids: `<block>-<position>`, the position zero-padded to four digits. */
const chainIdParam = textParam(/^\d+-\d+$/, 'must look like <block>-<index>, for example 4200000-0007');

export const EVENT_ORDER_KEYS = [
  ...CHAIN_ORDER_KEYS,
  'phase',
  'pallet',
  'name',
  'id',
  'extrinsic_id',
] as const;
export const eventParams = withRanges({
  ...rangeParams,
  pallet: optional(z.string()),
  phase: optional(z.string()),
  name: optional(z.string()),
  full_name: optional(
    textParam(/^[^.]+\.[^.]+$/, 'must look like <pallet>.<name>, for example Balances.Transfer'),
  ),
  extrinsic_id: optional(chainIdParam),
  call_id: optional(z.string()),
  id: optional(chainIdParam),
  ...pageParams,
  order: withDefault(orderParam(EVENT_ORDER_KEYS), 'block_number_desc'),
});

// In the order of the page's filters: the transaction's own fields, then the block and time range.
export const evmTransactionParams = withRanges({
  hash: optional(
    z.pipe(textParam(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex hash'), lowerCase),
  ),
  address: optional(h160Param),
  from: optional(h160Param),
  to: optional(h160Param),
  method_name: optional(z.string()),
  method_id: optional(
    z.pipe(textParam(/^0x[0-9a-fA-F]{8}$/, 'must be a 0x-prefixed 4-byte selector'), lowerCase),
  ),
  contract_created: optional(h160Param),
  index: optional(integerParam(0, MAX_INT32)),
  ...rangeParams,
  ...pageParams,
  order: withDefault(orderParam(CHAIN_ORDER_KEYS), 'block_number_desc'),
});

export const udfHistoryParams = z
  .object({
    symbol: z.pipe(
      z
        .string(required)
        .check(
          z.refine(
            (s) => s.startsWith('SUB-') && readInteger(s.slice(4), 0, MAX_U16) !== null,
            'must look like SUB-<netuid>, for example SUB-1',
          ),
        ),
      z.transform((s: string) => Number(s.slice(4))),
    ),
    resolution: z.enum(RESOLUTIONS, {
      error: (issue) =>
        issue.input === undefined ? 'is required' : `must be one of ${RESOLUTIONS.join(', ')}`,
    }),
    from: timestampParam(),
    to: timestampParam(),
    countback: optional(integerParam(1, MAX_INT32)),
  })
  .check(orderedRange('from', 'to'));

export const poolEventParams = z
  .object({ fromBlock: optional(blockParam()), toBlock: optional(blockParam()) })
  .check(orderedRange('fromBlock', 'toBlock'));
