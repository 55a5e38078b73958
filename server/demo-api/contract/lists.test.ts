// The six list endpoints: each filter the spec documents, each order, and the records' shapes and invariants.
import { describe, expect, it } from 'vitest';
import { account, type Account } from '../../../src/api/schemas';
import { HEAD_BLOCK } from '../chain';
import { demoApi } from '../test-helpers';

const api = demoApi();

/** Asserts that `values` never go backwards (ascending) or forwards (descending). */
function expectSorted(values: (string | number | bigint)[], direction: 'asc' | 'desc') {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1]!, values[i]!];
    expect(direction === 'asc' ? a <= b : a >= b, `${String(a)} then ${String(b)} (${direction})`).toBe(true);
  }
}

describe('GET /api/event/v1', () => {
  it('filters by an exact block and by inclusive block ranges', async () => {
    const [newest] = (await api.get('events', { limit: 1 })).data;
    const block = newest!.block_number;
    const exact = await api.get('events', { block_number: block, limit: 200 });
    expect(exact.data.length).toBeGreaterThan(0);
    expect(exact.data.every((e) => e.block_number === block)).toBe(true);
    expect(await api.get('events', { block_start: block, block_end: block, limit: 200 })).toEqual(exact);
    const range = await api.get('events', { block_start: block - 100, block_end: block - 1, limit: 200 });
    expect(range.data.every((e) => e.block_number >= block - 100 && e.block_number <= block - 1)).toBe(true);
    expect(range.pagination.total_items).toBeGreaterThan(0);
  });

  it('filters by an inclusive time range in unix seconds, answering ISO 8601 UTC', async () => {
    const [event] = (await api.get('events', { limit: 1, page: 40 })).data;
    const second = Math.floor(Date.parse(event!.timestamp) / 1000);
    const within = await api.get('events', { timestamp_start: second, timestamp_end: second, limit: 200 });
    expect(within.data.map((e) => e.id)).toContain(event!.id);
    expect(within.data.every((e) => Math.floor(Date.parse(e.timestamp) / 1000) === second)).toBe(true);
    const after = await api.get('events', { timestamp_start: second + 1, block_number: event!.block_number });
    expect(after.data).toEqual([]);
  });

  it('writes timestamps both with and without fractional seconds', async () => {
    const stamps = (await api.get('events', { limit: 200 })).data.map((e) => e.timestamp);
    expect(stamps.some((t) => /:\d\dZ$/.test(t))).toBe(true);
    expect(stamps.some((t) => /\.\d{3}Z$/.test(t))).toBe(true);
  });

  it.each([
    ['pallet', 'Balances', (e: { pallet: string }) => e.pallet === 'Balances'],
    ['phase', 'Finalization', (e: { phase: string }) => e.phase === 'Finalization'],
    ['name', 'StakeAdded', (e: { name: string }) => e.name === 'StakeAdded'],
    [
      'full_name',
      'Utility.BatchCompleted',
      (e: { full_name: string }) => e.full_name === 'Utility.BatchCompleted',
    ],
  ])('filters by %s', async (param, value, matches) => {
    const page = await api.get('events', { [param]: value, limit: 100 });
    expect(page.pagination.total_items).toBeGreaterThan(100);
    expect(page.data.every(matches)).toBe(true);
  });

  it('filters by extrinsic id, call id and event id', async () => {
    const [item] = (await api.get('events', { name: 'ItemCompleted', limit: 1 })).data;
    const extrinsic = await api.get('events', { extrinsic_id: item!.extrinsic_id!, limit: 200 });
    expect(extrinsic.data.length).toBeGreaterThan(3);
    expect(extrinsic.data.every((e) => e.extrinsic_id === item!.extrinsic_id)).toBe(true);
    const call = await api.get('events', { call_id: item!.call_id! });
    expect(call.data.map((e) => e.full_name).sort()).toEqual(['Balances.Transfer', 'Utility.ItemCompleted']);
    const single = await api.get('events', { id: item!.id });
    expect(single.data).toEqual([item]);
  });

  it('builds ids from block and zero-padded position, and full names from pallet and name', async () => {
    for (const e of (await api.get('events', { limit: 200 })).data) {
      expect(e.id).toBe(`${e.block_number}-${String(e.index).padStart(4, '0')}`);
      expect(e.full_name).toBe(`${e.pallet}.${e.name}`);
      if (e.extrinsic_index !== null) {
        expect(e.extrinsic_id).toBe(`${e.block_number}-${String(e.extrinsic_index).padStart(4, '0')}`);
      }
    }
  });

  it('gives Initialization and Finalization events null extrinsic fields', async () => {
    for (const phase of ['Initialization', 'Finalization']) {
      const page = await api.get('events', { phase, limit: 20 });
      expect(page.data.length, phase).toBeGreaterThan(0);
      for (const e of page.data)
        expect([e.extrinsic_index, e.extrinsic_id, e.call_id]).toEqual([null, null, null]);
    }
  });

  it('shapes failed extrinsics as the spec does', async () => {
    const [failed] = (await api.get('events', { full_name: 'System.ExtrinsicFailed', limit: 1 })).data;
    const args = failed!.args as Record<string, Record<string, Record<string, unknown>>>;
    expect(args.dispatchError).toEqual({
      __kind: 'Module',
      value: { error: expect.stringMatching(/^0x[0-9a-f]{8}$/), index: 7 },
    });
    expect(args.dispatchInfo).toEqual({
      class: { __kind: 'Normal' },
      paysFee: { __kind: 'Yes' },
      weight: { proofSize: expect.stringMatching(/^\d+$/), refTime: expect.stringMatching(/^\d+$/) },
    });
  });

  it('has object and positional array args, hex account ids inside, and nested call ids', async () => {
    const [transfer] = (await api.get('events', { full_name: 'Balances.Transfer', limit: 1 })).data;
    expect(transfer!.args).toEqual({
      from: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      to: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      amount: expect.stringMatching(/^\d+$/),
    });
    const [stake] = (await api.get('events', { name: 'StakeAdded', limit: 1 })).data;
    expect(Array.isArray(stake!.args)).toBe(true);
    const [proxied] = (await api.get('events', { pallet: 'Proxy', limit: 1 })).data;
    expect(proxied!.call_id).toBe(proxied!.extrinsic_id);
    const inner = (await api.get('events', { extrinsic_id: proxied!.extrinsic_id!, limit: 200 })).data;
    expect(
      inner.some(
        (e) =>
          e.call_id === `${proxied!.extrinsic_id}-0` ||
          e.call_id?.startsWith(`${proxied!.extrinsic_id}-0-0-`),
      ),
    ).toBe(true);
  });

  it('sets the call id on about half the events, the extrinsic id for a top-level call', async () => {
    const { data } = await api.get('events', { block_start: HEAD_BLOCK - 3000, limit: 200 });
    const withCall = data.filter((e) => e.call_id !== null);
    expect(withCall.length / data.length).toBeGreaterThan(0.35);
    expect(withCall.length / data.length).toBeLessThan(0.65);
    // Signed extrinsics (those that paid a fee); inherents such as the timestamp have no call id.
    const signed = new Set(
      data.filter((e) => e.full_name === 'TransactionPayment.TransactionFeePaid').map((e) => e.extrinsic_id),
    );
    const outcomes = data.filter(
      (e) => e.full_name === 'System.ExtrinsicSuccess' && signed.has(e.extrinsic_id),
    );
    expect(outcomes.length).toBeGreaterThan(5);
    for (const e of outcomes) expect(e.call_id).toBe(e.extrinsic_id);
    for (const e of withCall) expect(e.call_id!.startsWith(e.extrinsic_id!)).toBe(true);
  });

  it.each(['phase', 'pallet', 'name', 'id', 'extrinsic_id', 'block_number', 'timestamp'])(
    'sorts by %s both ways',
    async (key) => {
      for (const direction of ['asc', 'desc'] as const) {
        const { data } = await api.get('events', {
          order: `${key}_${direction}`,
          limit: 100,
          block_start: HEAD_BLOCK - 3000,
        });
        const values = data.map((e) =>
          key === 'id'
            ? e.block_number * 1e4 + e.index
            : key === 'extrinsic_id'
              ? e.block_number * 1e4 + (e.extrinsic_index ?? -1)
              : key === 'timestamp'
                ? Date.parse(e.timestamp)
                : e[key as 'phase' | 'pallet' | 'name' | 'block_number'],
        );
        expectSorted(values, direction);
      }
    },
  );
});

const DAY_AGO_KEYS = [
  'balance_free_24hr_ago',
  'balance_staked_24hr_ago',
  'balance_staked_alpha_as_tao_24hr_ago',
  'balance_staked_root_24hr_ago',
  'balance_total_24hr_ago',
  'balance_reserved_24hr_ago',
  'balance_liquidity_24hr_ago',
  'alpha_balances_24hr_ago',
];

/** Records checked whole in the shape of 2025 (not that of 2024), typed as such. */
const in2025Shape = (data: Account[]) => data.map((record) => account.schema.parse(record));

describe('GET /api/account/latest/v1 and /api/account/history/v1', () => {
  it('ranks finney accounts by total, and its balances add up exactly, whales above 2^53 rao included', async () => {
    const answer = await api.get('accountLatest', { order: 'balance_total_desc', limit: 200 });
    expect(answer.pagination.total_items).toBeGreaterThan(1000);
    const data = in2025Shape(answer.data);
    expect(data.map((a) => a.rank)).toEqual(data.map((_, i) => i + 1));
    for (const a of data) {
      expect(a.network).toBe('finney');
      expect(BigInt(a.balance_total)).toBe(
        BigInt(a.balance_free) + BigInt(a.balance_reserved!) + BigInt(a.balance_staked),
      );
      expect(BigInt(a.balance_staked)).toBe(
        BigInt(a.balance_staked_alpha_as_tao) + BigInt(a.balance_staked_root),
      );
    }
    const whales = data.filter((a) => BigInt(a.balance_total) > 2n ** 53n);
    expect(whales.length).toBeGreaterThanOrEqual(2);
    // Exactness: the string is not what a JS number would round it to.
    expect(whales.some((a) => String(Number(a.balance_total)) !== a.balance_total)).toBe(true);
  });

  it('sends finney records in the 2025 shape: reserved, liquidity, root claim type and alpha per subnet', async () => {
    const data = in2025Shape(
      (await api.get('accountLatest', { order: 'balance_total_desc', limit: 200 })).data,
    );
    for (const a of data) {
      expect(a.balance_liquidity).toMatch(/^\d+$/);
      expect(['Swap', 'Keep']).toContain(a.root_claim_type);
      // The alpha stake is the sum of its subnets' values in TAO, to the rao.
      const alpha = a.alpha_balances!.reduce((sum, b) => sum + BigInt(b.balance_as_tao), 0n);
      expect(alpha).toBe(BigInt(a.balance_staked_alpha_as_tao));
      for (const b of a.alpha_balances!) {
        expect(b.netuid).toBeGreaterThan(0);
        expect(BigInt(b.balance)).toBeGreaterThan(0n);
      }
      // In a list, the day-ago fields are there, and null.
      for (const key of DAY_AGO_KEYS) expect(a).toHaveProperty(key, null);
    }
    expect(data.some((a) => BigInt(a.balance_reserved!) > 0n)).toBe(true);
    expect(data.some((a) => BigInt(a.balance_liquidity!) > 0n)).toBe(true);
    expect(new Set(data.map((a) => a.root_claim_type))).toEqual(new Set(['Swap', 'Keep']));
    expect(data.some((a) => a.alpha_balances!.length > 1)).toBe(true);
  });

  it("fills the day-ago fields for one address from the account's snapshot a day earlier", async () => {
    const [account] = (await api.get('accountLatest', { order: 'balance_total_desc', limit: 1, page: 2 }))
      .data;
    const [latest] = (await api.get('accountLatest', { address: account!.address.ss58 })).data;
    const [, dayAgo] = (await api.get('accountHistory', { address: account!.address.ss58, limit: 2 })).data;
    expect(latest).toEqual({
      ...account,
      balance_free_24hr_ago: dayAgo!.balance_free,
      balance_staked_24hr_ago: dayAgo!.balance_staked,
      balance_staked_alpha_as_tao_24hr_ago: dayAgo!.balance_staked_alpha_as_tao,
      balance_staked_root_24hr_ago: dayAgo!.balance_staked_root,
      balance_total_24hr_ago: dayAgo!.balance_total,
      balance_reserved_24hr_ago: dayAgo!.balance_reserved,
      balance_liquidity_24hr_ago: dayAgo!.balance_liquidity,
      alpha_balances_24hr_ago: dayAgo!.alpha_balances,
    });
    expect(latest!.block_number - dayAgo!.block_number).toBe(7200);
    expect(latest!.balance_total_24hr_ago).not.toBe(latest!.balance_total);
  });

  it('sends records of the historical networks in the 2024 shape, history ranked 0', async () => {
    const [old] = (await api.get('accountLatest', { network: 'nakamoto', limit: 1 })).data;
    const [, earlier] = (
      await api.get('accountHistory', { address: old!.address.hex, network: 'nakamoto', limit: 2 })
    ).data;
    for (const record of [old!, earlier!]) {
      expect(Object.keys(record).sort()).toEqual(
        [
          'address',
          'network',
          'block_number',
          'timestamp',
          'rank',
          'balance_free',
          'balance_staked',
          'balance_total',
          'created_on_date',
          'created_on_network',
          'coldkey_swap',
        ].sort(),
      );
      expect(BigInt(record.balance_total)).toBe(BigInt(record.balance_free) + BigInt(record.balance_staked));
    }
    expect(old!.rank).toBeGreaterThan(0);
    expect(earlier!.rank).toBe(0);
  });

  it('lists newest first by default, richest first among equals', async () => {
    const { data } = await api.get('accountLatest', { limit: 20 });
    expect(data.map((a) => a.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each(['balance_free', 'balance_staked', 'balance_total'] as const)(
    'sorts and bounds by %s in rao',
    async (key) => {
      for (const direction of ['asc', 'desc'] as const) {
        const { data } = await api.get('accountLatest', { order: `${key}_${direction}`, limit: 100 });
        expectSorted(
          data.map((a) => BigInt(a[key])),
          direction,
        );
      }
      const min = '1000000000000'; // 1,000 TAO
      const max = '50000000000000';
      const bounded = await api.get('accountLatest', {
        [`${key}_min`]: min,
        [`${key}_max`]: max,
        limit: 200,
      });
      expect(bounded.pagination.total_items).toBeGreaterThan(0);
      for (const a of bounded.data) {
        expect(BigInt(a[key]) >= BigInt(min) && BigInt(a[key]) <= BigInt(max)).toBe(true);
      }
      const none = await api.get('accountLatest', { [`${key}_min`]: '99999999999999999999999' });
      expect(none.pagination.total_items).toBe(0);
    },
  );

  it('filters by network: the historical networks have their own accounts and clocks', async () => {
    for (const network of ['nakamoto', 'kusanagi']) {
      const { data, pagination } = await api.get('accountLatest', { network, limit: 5 });
      expect(pagination.total_items).toBeGreaterThan(10);
      expect(data.every((a) => a.network === network && a.timestamp < '2023')).toBe(true);
    }
  });

  it('finds an account by SS58 or hex address alike', async () => {
    const [account] = (await api.get('accountLatest', { limit: 1, page: 7 })).data;
    const bySs58 = await api.get('accountLatest', { address: account!.address.ss58 });
    expect(bySs58.data).toEqual([
      expect.objectContaining({ address: account!.address, balance_total: account!.balance_total }),
    ]);
    expect(await api.get('accountLatest', { address: account!.address.hex })).toEqual(bySs58);
  });

  it('keeps one snapshot a day per account, at 23:59:48 UTC', async () => {
    const [account] = (await api.get('accountLatest', { limit: 1, page: 3 })).data;
    const history = await api.get('accountHistory', { address: account!.address.ss58, limit: 30 });
    expect(history.data[0]).toEqual(account);
    const days = history.data.map((r) => r.timestamp.slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
    expect(history.data.every((r) => r.timestamp.slice(11, 19) === '23:59:48')).toBe(true);
    for (let i = 1; i < history.data.length; i++) {
      const gap = history.data[i - 1]!.block_number - history.data[i]!.block_number;
      expect(gap).toBeGreaterThanOrEqual(7199);
      expect(gap).toBeLessThanOrEqual(7201);
    }
  });

  it('filters history by network, blocks and time, and sorts it both ways', async () => {
    const [old] = (await api.get('accountLatest', { network: 'nakamoto', limit: 1 })).data;
    const address = old!.address.hex;
    const nakamoto = await api.get('accountHistory', { address, network: 'nakamoto', limit: 200 });
    expect(nakamoto.pagination.total_items).toBe(60);
    const [, second, third] = nakamoto.data;
    const byBlock = await api.get('accountHistory', {
      address,
      network: 'nakamoto',
      block_start: third!.block_number,
      block_end: second!.block_number,
    });
    expect(byBlock.data).toEqual([second, third]);
    const seconds = (t: string) => Math.floor(Date.parse(t) / 1000);
    const byTime = await api.get('accountHistory', {
      address,
      network: 'nakamoto',
      timestamp_start: seconds(third!.timestamp),
      timestamp_end: seconds(second!.timestamp),
    });
    expect(byTime.data).toEqual([second, third]);
    const ascending = await api.get('accountHistory', {
      address,
      network: 'nakamoto',
      order: 'timestamp_asc',
      limit: 200,
    });
    expect(ascending.data).toEqual([...nakamoto.data].reverse());
    expect((await api.get('accountHistory', { address, block_number: third!.block_number })).data).toEqual(
      [],
    );
  });

  it('names the coldkey swap on both keys after it happened', async () => {
    const [swap] = (await api.get('subnetOwners', { is_coldkey_swap: 'true', limit: 1 })).data;
    const newKey = await api.get('accountHistory', { address: swap!.owner.hex, limit: 1 });
    const record = newKey.data[0]!;
    expect(record.coldkey_swap).toEqual({
      block_number: swap!.block_number,
      network: 'finney',
      old_coldkey: swap!.previous_owner,
      new_coldkey: swap!.owner,
      timestamp: swap!.timestamp,
    });
    const oldKey = await api.get('accountHistory', { address: swap!.previous_owner!.ss58, limit: 1 });
    expect(oldKey.data[0]!.coldkey_swap).toEqual(record.coldkey_swap);
  });
});

describe('GET /api/subnet/owner/v1', () => {
  it('logs registrations, re-registrations, coldkey swaps and pending owners', async () => {
    const { data, pagination } = await api.get('subnetOwners', { limit: 200 });
    expect(pagination.total_items).toBe(data.length);
    expect(new Set(data.map((r) => r.netuid))).toEqual(new Set(Array.from({ length: 129 }, (_, i) => i)));
    const pending = data.filter((r) => r.pending_owner);
    expect(pending.length).toBeGreaterThan(3);
    const stillPending = pending.filter((r) => r.pending_owner_block_number! > HEAD_BLOCK);
    expect(stillPending).toHaveLength(3);
    for (const r of pending) expect(r.pending_owner_timestamp! > r.timestamp).toBe(true);
    const swaps = data.filter((r) => r.is_coldkey_swap);
    expect(swaps).toHaveLength(12);
    for (const swap of swaps) {
      const scheduled = pending.find((r) => r.pending_owner!.hex === swap.owner.hex)!;
      expect(scheduled.pending_owner_block_number).toBe(swap.block_number);
      expect(swap.previous_owner).toEqual(scheduled.owner);
    }
    expect(
      data.some((r) => !r.is_coldkey_swap && r.previous_owner && r.previous_owner.hex !== r.owner.hex),
    ).toBe(true);
  });

  it('leaves the pending and previous owner keys out where they do not apply', async () => {
    const { data } = await api.get('subnetOwners', { order: 'block_number_asc', limit: 200 });
    const first = data.find((r) => r.netuid === 1)!;
    expect(Object.keys(first).sort()).toEqual(
      ['block_number', 'timestamp', 'netuid', 'owner', 'is_coldkey_swap'].sort(),
    );
    for (const r of data) {
      expect('pending_owner_block_number' in r).toBe('pending_owner' in r);
      expect('pending_owner_timestamp' in r).toBe('pending_owner' in r);
      expect(Object.values(r)).not.toContain(null);
    }
    expect(data.some((r) => 'previous_owner' in r && !('pending_owner' in r))).toBe(true);
  });

  it('filters by netuid, owner (SS58 or hex), swap flag and block range', async () => {
    const [swap] = (await api.get('subnetOwners', { is_coldkey_swap: 'true', limit: 1 })).data;
    const netuid = await api.get('subnetOwners', { netuid: swap!.netuid });
    expect(netuid.data.every((r) => r.netuid === swap!.netuid)).toBe(true);
    expect(netuid.data.length).toBeGreaterThanOrEqual(3);
    const bySs58 = await api.get('subnetOwners', { owner: swap!.owner.ss58 });
    expect(bySs58.data).toContainEqual(swap);
    expect(await api.get('subnetOwners', { owner: swap!.owner.hex })).toEqual(bySs58);
    const notSwaps = await api.get('subnetOwners', { is_coldkey_swap: 'false', limit: 200 });
    expect(notSwaps.data.every((r) => !r.is_coldkey_swap)).toBe(true);
    const range = await api.get('subnetOwners', {
      block_start: swap!.block_number,
      block_end: swap!.block_number,
    });
    expect(range.data).toContainEqual(swap);
  });

  it('answers 404 when nothing matches, but an empty 200 past the last page', async () => {
    const { status, message } = await api.fail('/api/subnet/owner/v1?netuid=500');
    expect([status, message]).toEqual([404, 'No subnet owners found']);
    expect((await api.get('subnetOwners', { netuid: 1, page: 50 })).data).toEqual([]);
  });
});

describe('GET /api/subnet/neuron/deregistration/v1', () => {
  it('filters by netuid, uid and hotkey (SS58 or hex)', async () => {
    const [record] = (await api.get('deregistrations', { page: 2, limit: 1 })).data;
    const neuron = await api.get('deregistrations', { netuid: record!.netuid, uid: record!.uid, limit: 200 });
    expect(neuron.data).toContainEqual(record);
    expect(neuron.data.every((r) => r.netuid === record!.netuid && r.uid === record!.uid)).toBe(true);
    const uid = await api.get('deregistrations', { uid: record!.uid, limit: 200 });
    expect(uid.pagination.total_items).toBeGreaterThan(neuron.pagination.total_items);
    const hotkey = await api.get('deregistrations', { hotkey: record!.hotkey.ss58 });
    expect(hotkey.data).toEqual([record]);
    expect(await api.get('deregistrations', { hotkey: record!.hotkey.hex })).toEqual(hotkey);
  });

  it('matches a NeuronRegistered event that took the uid in the same block', async () => {
    const [record] = (await api.get('deregistrations', { limit: 1 })).data;
    const events = await api.get('events', { block_number: record!.block_number, name: 'NeuronRegistered' });
    expect(events.data.map((e) => (e.args as unknown[]).slice(0, 2))).toContainEqual([
      record!.netuid,
      record!.uid,
    ]);
  });

  it('has incentives as decimals, emissions in rao and both drained states', async () => {
    const { data } = await api.get('deregistrations', { limit: 200 });
    expect(data.some((r) => r.was_drained) && data.some((r) => !r.was_drained)).toBe(true);
    expect(data.some((r) => r.incentive !== '0' && r.emission !== '0')).toBe(true);
    // As the real service writes them: up to 20 decimals, more than a JavaScript number keeps.
    expect(data.every((r) => /^0(\.\d{1,20})?$/.test(r.incentive))).toBe(true);
    const long = data.filter((r) => r.incentive.length > 18);
    expect(long.length).toBeGreaterThan(10);
    expect(long.some((r) => String(Number(r.incentive)) !== r.incentive)).toBe(true);
  });
});

describe('GET /api/evm/transaction/v1', () => {
  it('has contract creations, EIP-1559 and legacy fees, named and unnamed methods', async () => {
    const { data } = await api.get('evmTransactions', { limit: 200 });
    const created = (await api.get('evmTransactions', { method_id: '0x3593564c', limit: 1 })).data;
    expect(created[0]!.method_name).toBeNull();
    expect(data.some((t) => t.max_fee_per_gas && t.max_priority_fee_per_gas)).toBe(true);
    expect(data.some((t) => t.max_fee_per_gas === null && t.effective_gas_price === t.gas_price)).toBe(true);
    const transfer = data.find((t) => t.method_name === 'transfer')!;
    expect(transfer.method_id).toBe('0xa9059cbb'); // keccak256("transfer(address,uint256)")
    expect(transfer.input.startsWith('0xa9059cbb')).toBe(true);
    expect(transfer.args).toEqual({
      to: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      amount: expect.stringMatching(/^\d+$/),
    });
  });

  it('filters by hash, address, from, to, method, creation and index', async () => {
    const { data } = await api.get('evmTransactions', { limit: 200 });
    const tx = data.find((t) => t.method_name === 'approve')!;
    expect((await api.get('evmTransactions', { hash: tx.hash })).data).toEqual([tx]);
    const from = await api.get('evmTransactions', { from: tx.from, limit: 200 });
    expect(from.data).toContainEqual(tx);
    expect(from.data.every((t) => t.from === tx.from)).toBe(true);
    const to = await api.get('evmTransactions', { to: tx.to!, limit: 200 });
    expect(to.data.every((t) => t.to === tx.to)).toBe(true);
    const involving = await api.get('evmTransactions', { address: tx.from, limit: 200 });
    expect(involving.pagination.total_items).toBeGreaterThanOrEqual(from.pagination.total_items);
    expect(involving.data.every((t) => [t.from, t.to, t.contract_created].includes(tx.from))).toBe(true);
    const named = await api.get('evmTransactions', { method_name: 'approve', limit: 200 });
    expect(named.data.every((t) => t.method_name === 'approve' && t.method_id === '0x095ea7b3')).toBe(true);
    const index = await api.get('evmTransactions', { index: 1, limit: 200 });
    expect(index.data.length).toBeGreaterThan(0);
    expect(index.data.every((t) => t.index === 1)).toBe(true);
    const [creation] = (
      await api.get('evmTransactions', {
        contract_created: data.find((t) => t.contract_created)?.contract_created ?? '0x' + '0'.repeat(40),
      })
    ).data;
    expect(creation!.to).toBeNull();
    expect(creation!.contract_created).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('answers 404 when no transaction matches', async () => {
    const { status, message } = await api.fail(`/api/evm/transaction/v1?hash=0x${'ab'.repeat(32)}`);
    expect([status, message]).toEqual([404, 'No transactions found']);
  });

  it('matches an Ethereum.Executed event in the same block', async () => {
    const [tx] = (await api.get('evmTransactions', { limit: 1 })).data;
    const events = await api.get('events', {
      block_number: tx!.block_number,
      full_name: 'Ethereum.Executed',
    });
    expect(events.data.map((e) => (e.args as { transactionHash: string }).transactionHash)).toContain(
      tx!.hash,
    );
  });
});
