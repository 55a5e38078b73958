// The words a page's title and a shared link's card use, from the URL alone.
import { describe, expect, it } from 'vitest';
import { documentTitle, pageSummary } from './page-summary';

const NOW = Date.UTC(2026, 10, 1);
const at = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'https://charts.example');
  return pageSummary(pathname, searchParams, NOW);
};
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

describe('pageSummary', () => {
  it('reads a list page’s filters in words', () => {
    expect(at('/events?pallet=Balances&block_start=9500000&block_end=9510000&page=2')).toMatchObject({
      title: 'Events · pallet Balances · blocks 9,500,000–9,510,000 · page 2',
      description: 'Bittensor chain events: pallet Balances, blocks 9,500,000–9,510,000, page 2.',
    });
    expect(at('/events?full_name=Balances.Transfer&order=block_number_asc').title).toBe(
      'Events · Balances.Transfer · oldest first',
    );
    expect(at('/subnets/owners?netuid=19&is_coldkey_swap=true&timestamp_start=1793404800').title).toBe(
      'Subnet owners · subnet 19 · coldkey swaps only · from 2026-10-31 00:00 UTC',
    );
    expect(at('/accounts?network=nakamoto&balance_total_min=1500000000&order=balance_total_desc').title).toBe(
      'Accounts · network nakamoto · total ≥ 1.5 τ · by balance total, descending',
    );
    expect(at('/events').title).toBe('Events');
    expect(documentTitle(at('/events?pallet=Balances'))).toBe(
      'Events · pallet Balances — Bittensor chain data',
    );
    expect(documentTitle(at('/'))).toBe('Bittensor chain data');
  });

  it('names an account by its short address, a pool by its subnet, resolution and range', () => {
    expect(at(`/accounts/${ALICE}`).title).toBe('Account 5Grw…tQY: balance history');
    expect(at('/pools/19?resolution=60&from=1791331200&to=1791936000').title).toBe(
      'Subnet 19 pool · 1-hour candles · 2026-10-07 00:00 UTC – 2026-10-14 00:00 UTC',
    );
    const lastWeek = `from=${NOW / 1000 - 7 * 86_400}&to=${NOW / 1000 + 60}`;
    expect(at(`/pools/19?resolution=60&${lastWeek}`).title).toBe(
      'Subnet 19 pool · 1-hour candles · last 7 days',
    );
    expect(at('/pools/19').title).toBe('Subnet 19 pool · daily candles · all time');
    expect(at('/embed/pools/3?resolution=15&range=7d')).toMatchObject({
      title: 'Subnet 3 pool · 15-minute candles · last 7 days',
      picture: 3,
    });
  });

  it('names a block and an extrinsic, the extrinsic by its padded id', () => {
    expect(at('/blocks/9518372')).toMatchObject({
      title: 'Block 9,518,372',
      description:
        'Block 9,518,372, on the Bittensor chain: its extrinsics and events, EVM transactions, swaps and subnet changes.',
    });
    expect(at('/extrinsics/9518372-2')).toMatchObject({
      title: 'Extrinsic 9518372-0002',
      description: 'Extrinsic 9518372-0002, on the Bittensor chain: its events, outcome, fee and calls.',
    });
    expect(documentTitle(at('/extrinsics/9518372-0002?event=9518372-0003'))).toBe(
      'Extrinsic 9518372-0002 — Bittensor chain data',
    );
  });

  it('names a subnet, and gives it its pool for the picture; the root has no pool', () => {
    expect(at('/subnets/19?tab=owners')).toMatchObject({
      title: 'Subnet 19',
      description:
        "Subnet 19, on the Bittensor chain: its pool's price, its owners, deregistrations and swaps.",
      picture: 19,
    });
    expect(at('/subnets/0')).toMatchObject({
      title: 'Subnet 0 (root)',
      description: 'Subnet 0 (root), on the Bittensor chain: its owners and deregistrations.',
      picture: null,
    });
    expect(at('/subnets/owners').title).toBe('Subnet owners');
  });

  it('names an EVM transaction by its shortened hash, in lower case', () => {
    const hash = `0x642369e87e9275ea002a399d2ca3497c029a15869f0c0798c4abc56bf8f0694c`;
    for (const path of [
      `/evm/transactions/${hash}`,
      `/evm/transactions/${hash.toUpperCase().replace('0X', '0x')}`,
    ])
      expect(at(path)).toMatchObject({
        title: 'EVM transaction 0x6423…694c',
        description:
          "EVM transaction 0x6423…694c, on Bittensor's EVM: its outcome, value, fee and decoded call.",
      });
    expect(at(`/evm/transactions/${hash}`).picture).toBeNull();
  });

  it('leaves out what it cannot read, and stays short for hostile URLs', () => {
    expect(at('/events?pallet=Balances&page=-1&block_start=1e9&block_end=abc&nonsense=1').title).toBe(
      'Events · pallet Balances',
    );
    const long = at(`/events?pallet=${'<script>'.repeat(100)}&name=${'x'.repeat(5000)}`);
    expect(long.title.length).toBeLessThan(100);
    expect(long.description.length).toBeLessThanOrEqual(300);
    expect(at('/accounts/%E0%A4%A').title).toBe('Account');
    expect(at('/pools/1e2').title).toBe('Page not found');
    expect(at('/embed/pools/0x10').title).toBe('Page not found');
    expect(at('/no/such/page').title).toBe('Page not found');
  });
});
