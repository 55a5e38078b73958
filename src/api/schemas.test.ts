import { describe, expect, it } from 'vitest';
import { account, accountSchema, chainEvent, paginatedRows, problemFields, subnetOwner } from './schemas';

const pagination = {
  current_page: 1,
  per_page: 50,
  total_items: 2,
  total_pages: 1,
  next_page: null,
  prev_page: null,
};
const ALICE = {
  ss58: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  hex: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
};
const BOB = {
  ss58: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  hex: '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48',
};

/** An account record of 2025, as the real service publishes it (some of its extra fields). */
const account2025 = {
  address: ALICE,
  network: 'finney',
  block_number: 5_400_000,
  timestamp: '2025-05-01T23:59:48Z',
  rank: 12,
  balance_free: '1000000000',
  balance_staked: '3000000000',
  balance_staked_alpha_as_tao: '2000000000',
  balance_staked_root: '1000000000',
  balance_total: '4000000000',
  balance_reserved: '0',
  root_claim_type: 'Swap',
  created_on_date: '2023-03-20',
  created_on_network: 'finney',
  coldkey_swap: null,
};
/** A copy of `record` without `keys`. */
function without(record: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
/** The same account in 2024: no alpha or root split of its stake, and rank 0. */
const account2024 = without(
  { ...account2025, address: BOB, block_number: 3_900_000, timestamp: '2024-09-01T23:59:48Z', rank: 0 },
  'balance_staked_alpha_as_tao',
  'balance_staked_root',
);

const accounts = paginatedRows(account);

function issueOf(result: ReturnType<typeof accounts.safeParse>) {
  if (result.success) throw new Error('expected a schema error');
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('paginatedRows', () => {
  it('reads whole records with no problems, keeping fields the spec does not list', () => {
    const answer = accounts.parse({ pagination, data: [account2025], extra: 1 });
    expect(answer.problems).toEqual([]);
    expect(answer.data).toEqual([account2025]);
    expect(answer.data[0]).toHaveProperty('root_claim_type', 'Swap');
    expect(answer.pagination).toEqual(pagination);
  });

  it('keeps a record that lacks fields the spec lists, noting each missing field', () => {
    const answer = accounts.parse({ pagination, data: [account2025, account2024] });
    expect(answer.data[1]).toEqual({
      ...account2024,
      balance_staked_alpha_as_tao: undefined,
      balance_staked_root: undefined,
    });
    expect(answer.data[0]).toEqual(account2025);
    expect(answer.problems).toEqual([
      { record: 1, field: 'balance_staked_alpha_as_tao', kind: 'missing', message: 'missing' },
      { record: 1, field: 'balance_staked_root', kind: 'missing', message: 'missing' },
    ]);
  });

  it('turns a field of the wrong type into undefined and keeps the rest of the record', () => {
    const odd = { ...account2025, balance_free: 1000000000, rank: '12', coldkey_swap: { block_number: 1 } };
    const answer = accounts.parse({ pagination, data: [odd] });
    expect(answer.data[0]).toEqual({
      ...account2025,
      balance_free: undefined,
      rank: undefined,
      coldkey_swap: undefined,
    });
    expect(answer.problems.map(({ field, kind, message }) => [field, kind, message])).toEqual([
      ['rank', 'invalid', 'Invalid input: "12"'],
      ['balance_free', 'invalid', 'Invalid input: 1000000000'],
      ['coldkey_swap', 'invalid', 'Invalid input: {"block_number":1}'],
    ]);
  });

  it('does not count an optional field that is absent, as owner records leave them out', () => {
    const owner = {
      block_number: 4_000_000,
      timestamp: '2024-10-01T00:00:12Z',
      netuid: 7,
      owner: ALICE,
      is_coldkey_swap: false,
    };
    const answer = paginatedRows(subnetOwner).parse({ pagination, data: [owner] });
    expect(answer.problems).toEqual([]);
    expect(answer.data).toEqual([owner]);
  });

  it('rejects a broken envelope', () => {
    expect(issueOf(accounts.safeParse({ pagination }))).toBe('data: Invalid input');
    expect(issueOf(accounts.safeParse({ data: [] }))).toBe('pagination: Invalid input');
    expect(issueOf(accounts.safeParse({ pagination, data: [null] }))).toBe('data.0: Invalid input');
  });

  it('rejects a record without its key fields, naming the record and the field', () => {
    const anonymous = without(account2025, 'address');
    expect(issueOf(accounts.safeParse({ pagination, data: [account2025, anonymous] }))).toBe(
      'data.1.address: Invalid input',
    );
    const events = paginatedRows(chainEvent);
    const event = { id: '4200000-0007', block_number: 'one' };
    const result = events.safeParse({ pagination, data: [event] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['data', 0, 'block_number']);
  });
});

describe('problemFields', () => {
  it('groups problems by field, counting records and kinds', () => {
    const answer = accounts.parse({
      pagination,
      data: [account2024, { ...account2024, address: ALICE, balance_staked_root: 'n/a' }, account2025],
    });
    expect(answer.problems).toHaveLength(4);
    expect(problemFields(answer.problems)).toEqual([
      { field: 'balance_staked_alpha_as_tao', records: 2, kinds: new Set(['missing']) },
      { field: 'balance_staked_root', records: 2, kinds: new Set(['missing', 'invalid']) },
    ]);
  });
});

describe('record schemas', () => {
  it('check an account whole in the shape of 2025 or of 2024, never half of each', () => {
    expect(accountSchema.safeParse(account2025).success).toBe(true);
    expect(accountSchema.safeParse(account2024).success).toBe(true);
    expect(accountSchema.safeParse(without(account2025, 'balance_staked_root')).success).toBe(false);
    expect(accountSchema.safeParse(without(account2025, 'balance_free')).success).toBe(false);
  });

  it('validate the fields of 2025 the spec does not list, where a record has them', () => {
    const alpha = [{ netuid: 3, balance: '123456789012345678', balance_as_tao: '2000000000' }];
    const answer = accounts.parse({
      pagination,
      data: [
        { ...account2025, alpha_balances: alpha, balance_total_24hr_ago: null },
        { ...account2025, address: BOB, alpha_balances: [{ netuid: 3, balance: 1.5 }], balance_reserved: 7 },
      ],
    });
    expect(answer.data[0]!.alpha_balances).toEqual(alpha);
    expect(answer.data[0]!.balance_total_24hr_ago).toBeNull();
    expect(problemFields(answer.problems).map((p) => p.field)).toEqual([
      'balance_reserved',
      'alpha_balances',
    ]);
    expect(answer.data[1]!.alpha_balances).toBeUndefined();
    // Records without them (2024) have no problem with these fields.
    expect(accounts.parse({ pagination, data: [account2024] }).problems.map((p) => p.field)).toEqual([
      'balance_staked_alpha_as_tao',
      'balance_staked_root',
    ]);
  });
});
