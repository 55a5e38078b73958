import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../api/endpoints';
import { parameter } from './parameters';

describe('the parameter table', () => {
  it('has an entry for every parameter of every endpoint', () => {
    for (const [name, spec] of Object.entries(endpoints) as [
      EndpointName,
      (typeof endpoints)[EndpointName],
    ][]) {
      for (const param of Object.keys((spec.params as z.ZodMiniObject).shape))
        expect(parameter(name, param), `${name}.${param}`).toBeDefined();
    }
  });

  it('reads one name by its endpoint where the endpoint means something else by it', () => {
    expect(parameter('accountLatest', 'address')?.placeholder).toBe('SS58 or 0x key');
    expect(parameter('evmTransactions', 'address')?.placeholder).toBe('0x… (from, to or created)');
    expect(parameter('evmTransactions', 'from')).toMatchObject({ role: 'filter', label: 'From' });
    expect(parameter('udfHistory', 'from')).toMatchObject({ role: 'chart' });
  });

  it('phrases a value for a summary, and says nothing of defaults', () => {
    expect(parameter('events', 'pallet')?.phrase?.('Balances', 'Balances')).toBe('pallet Balances');
    expect(parameter('accountLatest', 'network')?.phrase?.('finney', 'finney')).toBeNull();
    expect(parameter('accountLatest', 'balance_free_min')?.phrase?.(1_500_000_000n, '1500000000')).toBe(
      'free ≥ 1.5 τ',
    );
    expect(parameter('events', 'order')?.phrase?.('pallet_asc', 'pallet_asc')).toBe('by pallet, ascending');
    expect(parameter('events', 'page')?.phrase?.(1, '1')).toBeNull();
  });

  it('finds no entry for a name from an object prototype', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(parameter('events', name), name).toBeUndefined();
  });
});
