import { describe, expect, it } from 'vitest';
import { destinationsFor } from './search';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';

describe('destinationsFor', () => {
  it('sends a block number to that block’s events', () => {
    expect(destinationsFor(' 4200000 ')).toEqual([
      { label: 'Events of block 4200000', to: '/events?block_number=4200000' },
    ]);
  });

  it('reads <block>-<index> as an extrinsic first, then as an event', () => {
    expect(destinationsFor('4200000-0002').map((d) => d.to)).toEqual([
      '/events?extrinsic_id=4200000-0002',
      '/events?id=4200000-0002',
    ]);
    expect(destinationsFor('5214782-0006-0-0-16')[0]?.to).toBe('/events?call_id=5214782-0006-0-0-16');
  });

  it('sends an SS58 address to its account, and 32-byte hex to a transaction or an account', () => {
    expect(destinationsFor(ALICE)).toEqual([{ label: `Account ${ALICE}`, to: `/accounts/${ALICE}` }]);
    expect(destinationsFor(ALICE_HEX).map((d) => d.to)).toEqual([
      `/evm/transactions?hash=${ALICE_HEX}`,
      `/accounts/${ALICE}`,
    ]);
  });

  it('sends a 20-byte hex address to its EVM transactions, and finds nothing in plain words', () => {
    expect(destinationsFor('0xAbC0000000000000000000000000000000000001')[0]?.to).toBe(
      '/evm/transactions?address=0xabc0000000000000000000000000000000000001',
    );
    expect(destinationsFor('hello')).toEqual([]);
    expect(destinationsFor(`${ALICE.slice(0, -1)}Z`)).toEqual([]);
  });
});
