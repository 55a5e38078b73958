// Where the answers the block and extrinsic pages ask for end: each closes at its block, so the gateway keeps the
// answer about an old block as the past (immutable) and lets one that reaches the head live a block.
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { readParams } from './params';

const endOf = (name: keyof typeof endpoints, query: string) => {
  const read = readParams(endpoints[name], new URLSearchParams(query), 'reject');
  if (!read.ok) throw new Error(read.message);
  return (endpoints[name].windowEnd as (params: unknown) => unknown)(read.params);
};

describe('windowEnd of the entity pages’ requests', () => {
  it('closes at the block each request names', () => {
    expect(endOf('events', 'block_number=9518335&limit=200')).toEqual({ block: 9518335, time: undefined });
    expect(endOf('events', 'extrinsic_id=9518343-0001&limit=200')).toEqual({
      block: 9518343,
      time: undefined,
    });
    expect(endOf('events', 'call_id=9518343-0001-0-0-2')).toEqual({ block: 9518343, time: undefined });
    expect(endOf('evmTransactions', 'block_number=9518357')).toEqual({ block: 9518357, time: undefined });
    expect(endOf('deregistrations', 'block_number=9517643')).toEqual({ block: 9517643, time: undefined });
    expect(endOf('subnetOwners', 'block_number=9502074')).toEqual({ block: 9502074, time: undefined });
    expect(endOf('poolEvents', 'fromBlock=9517000&toBlock=9518999')).toEqual({ block: 9518999 });
  });

  it('reaches the head where nothing bounds it: the head question, a call id that names no block', () => {
    expect(endOf('events', 'limit=1')).toBeNull();
    expect(endOf('events', 'call_id=abc')).toBeNull();
  });
});
