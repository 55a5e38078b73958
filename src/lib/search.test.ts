import { describe, expect, it } from 'vitest';
import { readNumber, suggestionsFor, type Suggestion } from './search';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';

// As the overview writes a suggestion's link: "Block 9,518,372 — its events".
const labels = (text: string) => suggestionsFor(text).map(({ what, why }: Suggestion) => `${what} — ${why}`);
const targets = (text: string) => suggestionsFor(text).map((s) => s.to);

describe('readNumber', () => {
  it('reads plain digits and thousands groups, and nothing else', () => {
    expect(readNumber('9518372')).toBe('9518372');
    expect(readNumber('9,518,372')).toBe('9518372');
    expect(readNumber('9 518 372')).toBe('9518372');
    expect(readNumber("9'518'372")).toBe('9518372');
    expect(readNumber('9_518_372')).toBe('9518372');
    expect(readNumber('0019')).toBe('19');
    expect(readNumber('9,51,8372')).toBeNull();
    expect(readNumber('9,518 372')).toBeNull();
    expect(readNumber('9518372.5')).toBeNull();
  });
});

describe('suggestionsFor', () => {
  it('sends a block number, with or without separators, to that block’s page, then its events', () => {
    const block = [
      {
        what: 'Block 9,518,372',
        why: 'its extrinsics, events, swaps and transactions',
        to: '/blocks/9518372',
      },
      { what: 'Block 9,518,372', why: 'its events in the list', to: '/events?block_number=9518372' },
    ];
    expect(suggestionsFor(' 9518372 ')).toEqual(block);
    expect(suggestionsFor('9,518,372')).toEqual(block);
    expect(suggestionsFor('9 518 372')).toEqual(block);
    expect(suggestionsFor('9\u202f518\u202f372')).toEqual(block);
    expect(suggestionsFor('block #9,518,372')).toEqual(block);
    expect(suggestionsFor('#9518372')).toEqual(block);
  });

  it('reads the subnet forms as the subnet’s page first, then its owners and deregistrations', () => {
    const subnet19 = [
      'Subnet 19 — pool price, owners, deregistrations and swaps',
      'Subnet 19 — owners and coldkey swaps',
      'Subnet 19 — deregistrations',
    ];
    for (const text of ['sn19', 'SN 19', 'subnet 19', 'Subnet #19', 'netuid 19', 'SUB-19']) {
      expect(labels(text)).toEqual(subnet19);
    }
    expect(targets('sn19')).toEqual([
      '/subnets/19',
      '/subnets/owners?netuid=19',
      '/deregistrations?netuid=19',
    ]);
    // The root subnet has no pool.
    expect(labels('subnet 0')[0]).toBe('Subnet 0 — owners and deregistrations');
    expect(targets('sn0')).toEqual(['/subnets/0', '/subnets/owners?netuid=0', '/deregistrations?netuid=0']);
    expect(suggestionsFor('sn70000')).toEqual([]);
  });

  it('offers a bare small number as a subnet first, then as a block; a larger one the other way round', () => {
    expect(labels('19')).toEqual([
      'Subnet 19 — pool price, owners, deregistrations and swaps',
      'Subnet 19 — owners and coldkey swaps',
      'Subnet 19 — deregistrations',
      'Block 19 — its extrinsics, events, swaps and transactions',
      'Block 19 — its events in the list',
    ]);
    expect(labels('2048')[0]).toBe('Block 2,048 — its extrinsics, events, swaps and transactions');
    expect(labels('2048')[2]).toBe('Subnet 2048 — pool price, owners, deregistrations and swaps');
    expect(targets('block 19')).toEqual(['/blocks/19', '/events?block_number=19']);
    expect(targets('65536')).toEqual(['/blocks/65536', '/events?block_number=65536']);
  });

  it('reads <block>-<index> as an extrinsic’s page, then an event, padding the index as the API writes it', () => {
    expect(suggestionsFor('9518372-0002')).toEqual([
      {
        what: 'Extrinsic 9518372-0002',
        why: 'its events, outcome, fee and calls',
        to: '/extrinsics/9518372-0002',
      },
      { what: 'Event 9518372-0002', why: 'the event and its args', to: '/events?id=9518372-0002' },
    ]);
    expect(targets('9518372-2')).toEqual(['/extrinsics/9518372-0002', '/events?id=9518372-0002']);
  });

  it('reads a nested call id as a call', () => {
    expect(suggestionsFor('5214782-0006-0-0-16')).toEqual([
      { what: 'Call 5214782-0006-0-0-16', why: 'its events', to: '/events?call_id=5214782-0006-0-0-16' },
    ]);
    expect(targets('5214782-6-0')).toEqual(['/events?call_id=5214782-0006-0']);
  });

  it('sends an SS58 address to its account, the subnets it owns and its deregistrations', () => {
    expect(suggestionsFor(ALICE)).toEqual([
      { what: `Account ${ALICE}`, why: 'balances and history', to: `/accounts/${ALICE}` },
      { what: `Account ${ALICE}`, why: 'subnets it owns or owned', to: `/subnets/owners?owner=${ALICE}` },
      {
        what: `Account ${ALICE}`,
        why: 'deregistrations as a hotkey',
        to: `/deregistrations?hotkey=${ALICE}`,
      },
    ]);
    expect(suggestionsFor(`${ALICE.slice(0, -1)}Z`)).toEqual([]);
  });

  it('reads 32 bytes of hex, with or without 0x, as an EVM transaction hash, then as a public key', () => {
    expect(targets(ALICE_HEX)).toEqual([
      `/evm/transactions/${ALICE_HEX}`,
      `/accounts/${ALICE}`,
      `/subnets/owners?owner=${ALICE}`,
      `/deregistrations?hotkey=${ALICE}`,
    ]);
    expect(labels(ALICE_HEX.slice(2).toUpperCase())[0]).toBe(
      `EVM transaction ${ALICE_HEX} — its value, fee and call`,
    );
  });

  it('sends a 20-byte hex address to its EVM transactions, and finds nothing in plain words', () => {
    expect(suggestionsFor('0xAbC0000000000000000000000000000000000001')).toEqual([
      {
        what: 'EVM address 0xabc0000000000000000000000000000000000001',
        why: 'its transactions',
        to: '/evm/transactions?address=0xabc0000000000000000000000000000000000001',
      },
    ]);
    expect(suggestionsFor('hello')).toEqual([]);
    expect(suggestionsFor('blockchain')).toEqual([]);
    expect(suggestionsFor('0xabc')).toEqual([]);
  });

  it('finds the addresses a name the person gave holds the text, exact names first, after the text’s readings', () => {
    const EVM = '0xabc0000000000000000000000000000000000001';
    const names = new Map([
      [ALICE_HEX, 'Treasury hot wallet'],
      [EVM, 'treasury'],
      ['0x' + '11'.repeat(32), 'Miner 19'],
    ]);
    expect(suggestionsFor('  TREASURY ', names)).toEqual([
      { what: 'treasury', why: `your name for ${EVM}`, to: `/accounts/${EVM}` },
      { what: 'Treasury hot wallet', why: `your name for ${ALICE}`, to: `/accounts/${ALICE}` },
    ]);
    // "19" reads as a subnet and a block first.
    expect(suggestionsFor('19', names).map(({ what }) => what)).toEqual([
      'Subnet 19',
      'Subnet 19',
      'Subnet 19',
      'Block 19',
      'Block 19',
      'Miner 19',
    ]);
    expect(suggestionsFor('cold', names)).toEqual([]);
  });
});
