// The API contract as zod schemas: every record, envelope and parameter set of the eight endpoints.
// Shared by the app (to validate answers) and the demo API (to validate query strings, and in tests its own
// answers). Records are loose objects: the real service sends more fields than the spec lists, and they are kept.
import { z } from 'zod';
import { parseAccount } from '../lib/ss58';

// ---------------------------------------------------------------------------------------------------------------
// Records

/** An integer quantity (rao, wei, gas) as a string: amounts above 2^53 must never pass through a JS number. */
export const integerString = z.string().regex(/^-?\d+$/, 'expected an integer string');
/** A decimal number as a string, such as an incentive or a price. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
/** ISO 8601 in UTC, with or without fractional seconds. */
export const isoTimestamp = z.iso.datetime();

export const addressSchema = z.looseObject({ ss58: z.string(), hex: z.string() });
export type Address = z.infer<typeof addressSchema>;

export const paginationSchema = z.looseObject({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
  next_page: z.number().int().nullable(),
  prev_page: z.number().int().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginated<T extends z.ZodType>(record: T) {
  return z.looseObject({ pagination: paginationSchema, data: z.array(record) });
}

export const deregistrationSchema = z.looseObject({
  block_number: z.number().int(),
  timestamp: isoTimestamp,
  netuid: z.number().int(),
  uid: z.number().int(),
  hotkey: addressSchema,
  coldkey: addressSchema,
  incentive: decimalString,
  emission: integerString,
  was_drained: z.boolean(),
});
export type Deregistration = z.infer<typeof deregistrationSchema>;

export const coldkeySwapSchema = z.looseObject({
  block_number: z.number().int(),
  network: z.string(),
  old_coldkey: addressSchema,
  new_coldkey: addressSchema,
  timestamp: isoTimestamp,
});

export const accountSchema = z.looseObject({
  address: addressSchema,
  network: z.string(),
  block_number: z.number().int(),
  timestamp: isoTimestamp,
  rank: z.number().int(),
  balance_free: integerString,
  balance_staked: integerString,
  balance_staked_alpha_as_tao: integerString,
  balance_staked_root: integerString,
  balance_total: integerString,
  created_on_date: z.iso.date(),
  created_on_network: z.string(),
  coldkey_swap: coldkeySwapSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const subnetOwnerSchema = z.looseObject({
  block_number: z.number().int(),
  timestamp: isoTimestamp,
  netuid: z.number().int(),
  owner: addressSchema,
  is_coldkey_swap: z.boolean(),
  pending_owner: addressSchema.nullish(),
  pending_owner_block_number: z.number().int().nullish(),
  pending_owner_timestamp: isoTimestamp.nullish(),
  previous_owner: addressSchema.nullish(),
});
export type SubnetOwner = z.infer<typeof subnetOwnerSchema>;

export const chainEventSchema = z.looseObject({
  id: z.string(),
  // Initialization and Finalization events belong to no extrinsic.
  extrinsic_index: z.number().int().nullable(),
  index: z.number().int(),
  phase: z.string(),
  pallet: z.string(),
  name: z.string(),
  full_name: z.string(),
  // An object (camelCase keys, `__kind` enums) or a positional array, depending on the event.
  args: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable(),
  block_number: z.number().int(),
  extrinsic_id: z.string().nullable(),
  call_id: z.string().nullable(),
  timestamp: isoTimestamp,
});
export type ChainEvent = z.infer<typeof chainEventSchema>;

export const evmTransactionSchema = z.looseObject({
  hash: z.string(),
  block_number: z.number().int(),
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
  nonce: z.number().int(),
  index: z.number().int(),
  success: z.boolean(),
  to: z.string().nullish(),
  contract_created: z.string().nullish(),
  full_signature: z.string().nullish(),
  hashable_signature: z.string().nullish(),
  max_fee_per_gas: integerString.nullish(),
  max_priority_fee_per_gas: integerString.nullish(),
  method_id: z.string().nullish(),
  method_name: z.string().nullish(),
  abi_json: z.unknown().nullish(),
  args: z.unknown().nullish(),
});
export type EvmTransaction = z.infer<typeof evmTransactionSchema>;

/** TradingView UDF history: parallel arrays of bar times (unix seconds) and prices in TAO per alpha. */
export const udfHistorySchema = z.discriminatedUnion('s', [
  z.looseObject({
    s: z.literal('ok'),
    t: z.array(z.number().int()),
    o: z.array(z.number()),
    h: z.array(z.number()),
    l: z.array(z.number()),
    c: z.array(z.number()),
    v: z.array(z.number()),
  }),
  // nextTime: the time of the latest bar before the requested range, when there is one.
  z.looseObject({ s: z.literal('no_data'), nextTime: z.number().int().optional() }),
  z.looseObject({ s: z.literal('error'), errmsg: z.string() }),
]);
export type UdfHistory = z.infer<typeof udfHistorySchema>;

/** A DEX-adapter style event of a pool (pair `0-<netuid>`: asset0 is TAO, asset1 the subnet's alpha). */
export const poolEventSchema = z.looseObject({
  block: z.looseObject({ blockNumber: z.number().int(), blockTimestamp: z.number().int() }),
  eventIndex: z.number().int(),
  eventType: z.string(),
  maker: z.string(),
  pairId: z.string(),
  priceNative: decimalString,
  reserves: z.looseObject({ asset0: decimalString, asset1: decimalString }),
  txnId: z.string(),
  txnIndex: z.number().int(),
  asset0In: decimalString.nullish(),
  asset0Out: decimalString.nullish(),
  asset1In: decimalString.nullish(),
  asset1Out: decimalString.nullish(),
});
export type PoolEvent = z.infer<typeof poolEventSchema>;
export const poolEventsSchema = z.looseObject({ events: z.array(poolEventSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Parameters: what a request's query string may hold. Values arrive as strings; parsing validates them, applies
// the API's defaults and gives typed values. An issue's message is written to follow the parameter's name.

const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

/** A non-negative integer in decimal digits, within [min, max]. */
export function integerParam(min = 0, max = Number.MAX_SAFE_INTEGER) {
  const bounds = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  return z
    .string(required)
    .refine(
      (s) => /^\d{1,16}$/.test(s) && Number(s) >= min && Number(s) <= max,
      `must be an integer ${bounds}`,
    )
    .transform(Number);
}

/** An account in SS58 or 0x-hex form, read into both forms. */
export const accountParam = z.string(required).transform((text, ctx) => {
  const account = parseAccount(text);
  if (account) return account;
  ctx.addIssue({
    code: 'custom',
    message: 'must be an SS58 address or a 0x-prefixed 32-byte hex public key',
  });
  return z.NEVER;
});

/** A balance bound in rao: digits only, kept as a string so that it stays exact. */
const raoParam = z.string().regex(/^\d{1,30}$/, 'must be a non-negative integer amount in rao');
const h160Param = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
  .transform((s) => s.toLowerCase());

export const NETWORKS = ['finney', 'nakamoto', 'kusanagi'] as const;
export type Network = (typeof NETWORKS)[number];
const networkParam = z.enum(NETWORKS, { error: `must be one of ${NETWORKS.join(', ')}` }).default('finney');

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

function orderParam<const K extends string>(keys: readonly K[]) {
  type Order = `${K}_${'asc' | 'desc'}`;
  const values = keys.flatMap((key) => [`${key}_asc`, `${key}_desc`]) as [Order, ...Order[]];
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const pageParams = {
  page: integerParam(1).default(1),
  limit: integerParam(1, MAX_LIMIT).default(DEFAULT_LIMIT),
};

const rangeParams = {
  block_number: integerParam().optional(),
  block_start: integerParam().optional(),
  block_end: integerParam().optional(),
  timestamp_start: integerParam().optional(),
  timestamp_end: integerParam().optional(),
};

type Bounds = { [key: string]: unknown };
/** Rejects a range whose start is after its end, naming both parameters. */
function orderedRange(start: string, end: string) {
  return (params: Bounds, ctx: z.RefinementCtx) => {
    const [a, b] = [params[start], params[end]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      ctx.addIssue({ code: 'custom', path: [start], message: `must not be after ${end} (${a} > ${b})` });
    }
  };
}
function withRanges<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .superRefine(orderedRange('block_start', 'block_end'))
    .superRefine(orderedRange('timestamp_start', 'timestamp_end'));
}

const CHAIN_ORDER_KEYS = ['block_number', 'timestamp'] as const;

export const deregistrationParams = withRanges({
  netuid: integerParam().optional(),
  uid: integerParam().optional(),
  hotkey: accountParam.optional(),
  ...rangeParams,
  ...pageParams,
  order: orderParam(CHAIN_ORDER_KEYS).default('block_number_desc'),
});

export const accountHistoryParams = withRanges({
  address: accountParam,
  network: networkParam,
  ...rangeParams,
  ...pageParams,
  order: orderParam(CHAIN_ORDER_KEYS).default('block_number_desc'),
});

export const accountLatestParams = z.object({
  address: accountParam.optional(),
  network: networkParam,
  balance_free_min: raoParam.optional(),
  balance_free_max: raoParam.optional(),
  balance_staked_min: raoParam.optional(),
  balance_staked_max: raoParam.optional(),
  balance_total_min: raoParam.optional(),
  balance_total_max: raoParam.optional(),
  ...pageParams,
  order: orderParam([...CHAIN_ORDER_KEYS, 'balance_free', 'balance_staked', 'balance_total']).default(
    'block_number_desc',
  ),
});

export const subnetOwnerParams = withRanges({
  netuid: integerParam().optional(),
  owner: accountParam.optional(),
  is_coldkey_swap: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((s) => s === 'true')
    .optional(),
  ...rangeParams,
  ...pageParams,
  order: orderParam(CHAIN_ORDER_KEYS).default('block_number_desc'),
});

/** Event and extrinsic ids: `<block>-<position>`, the position zero-padded to four digits. */
const chainIdParam = z
  .string()
  .regex(/^\d+-\d+$/, 'must look like <block>-<index>, for example 4200000-0007');

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
  pallet: z.string().optional(),
  phase: z.string().optional(),
  name: z.string().optional(),
  full_name: z
    .string()
    .regex(/^[^.]+\.[^.]+$/, 'must look like <pallet>.<name>, for example Balances.Transfer')
    .optional(),
  extrinsic_id: chainIdParam.optional(),
  call_id: z.string().optional(),
  id: chainIdParam.optional(),
  ...pageParams,
  order: orderParam(EVENT_ORDER_KEYS).default('block_number_desc'),
});

export const evmTransactionParams = withRanges({
  ...rangeParams,
  hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex hash')
    .transform((s) => s.toLowerCase())
    .optional(),
  address: h160Param.optional(),
  to: h160Param.optional(),
  from: h160Param.optional(),
  method_name: z.string().optional(),
  method_id: z
    .string()
    .regex(/^0x[0-9a-fA-F]{8}$/, 'must be a 0x-prefixed 4-byte selector')
    .transform((s) => s.toLowerCase())
    .optional(),
  contract_created: h160Param.optional(),
  index: integerParam().optional(),
  ...pageParams,
  order: orderParam(CHAIN_ORDER_KEYS).default('block_number_desc'),
});

export const RESOLUTIONS = ['1', '5', '15', '60', '1D', '7D', '30D'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const udfHistoryParams = z
  .object({
    symbol: z
      .string(required)
      .regex(/^SUB-\d{1,5}$/, 'must look like SUB-<netuid>, for example SUB-1')
      .transform((s) => Number(s.slice(4))),
    resolution: z.enum(RESOLUTIONS, {
      error: (issue) =>
        issue.input === undefined ? 'is required' : `must be one of ${RESOLUTIONS.join(', ')}`,
    }),
    from: integerParam(),
    to: integerParam(),
    countback: integerParam(1).optional(),
  })
  .superRefine(orderedRange('from', 'to'));

export const poolEventParams = z
  .object({ fromBlock: integerParam().optional(), toBlock: integerParam().optional() })
  .superRefine(orderedRange('fromBlock', 'toBlock'));
