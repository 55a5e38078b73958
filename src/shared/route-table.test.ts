import { describe, expect, it } from 'vitest';
import { badgeSubnet, NAV_LINKS, OVERVIEW_CARDS, routeFor, poolessSubnet } from './route-table';

describe('routeFor', () => {
  it('matches paths as the router does: a parameter is one segment, a trailing slash is ignored', () => {
    expect(routeFor('/').path).toBe('/');
    expect(routeFor('/pools').path).toBe('/pools');
    expect(routeFor('/pools/31/').path).toBe('/pools/:netuid');
    expect(routeFor('/accounts/5Grw').module).toBe('src/routes/account/Page.tsx');
    expect(routeFor('/pools/31/swaps').path).toBe('*');
    expect(routeFor('/nothing').module).toBe('src/routes/not-found/Page.tsx');
    expect(routeFor('/events/').path).toBe('/events');
    expect(routeFor('/Events').path).toBe('*');
  });

  it('holds a parameter to its own rule: a pool is a subnet number in plain digits, from 1 to 65535', () => {
    expect(routeFor('/pools/1').path).toBe('/pools/:netuid');
    expect(routeFor('/pools/65535').path).toBe('/pools/:netuid');
    for (const netuid of [
      '1e2',
      '0x10',
      '01',
      '0',
      '65536',
      '-1',
      '+1',
      '1.0',
      '%201',
      '%EF%BC%91',
      'abc',
      '%ZZ',
    ]) {
      expect(routeFor(`/pools/${netuid}`).path, netuid).toBe('*');
    }
  });
});

describe('NAV_LINKS and OVERVIEW_CARDS', () => {
  it("link each to its route's page, in the table's order", () => {
    expect(NAV_LINKS.map(({ to, label }) => `${label} ${to}`)).toEqual([
      'Events /events',
      'Accounts /accounts',
      'Subnet owners /subnets/owners',
      'Deregistrations /deregistrations',
      'EVM /evm/transactions',
      'Pools /pools',
      'Watchlist /watchlist',
      'Alerts /alerts',
    ]);
    expect(OVERVIEW_CARDS.map(({ to, title }) => `${title} ${to}`)).toEqual([
      'Chain events /events',
      'Accounts /accounts',
      'Subnet owners /subnets/owners',
      'Deregistrations /deregistrations',
      'EVM transactions /evm/transactions',
      'Pools /pools',
    ]);
    // A link is a URL, not a pattern: the route it opens is the one it was read from.
    for (const { to } of [...NAV_LINKS, ...OVERVIEW_CARDS]) {
      const route = routeFor(to);
      expect(route.path, to).toBe(to);
      expect(route.nav ?? route.overview, to).toBeDefined();
    }
  });
});

describe('poolessSubnet', () => {
  it('names the subnet of a pool path whose subnet has no pool, and nothing else', () => {
    expect(poolessSubnet('/pools/0')).toBe(0);
    expect(poolessSubnet('/pools/1')).toBeNull();
    expect(poolessSubnet('/pools/00')).toBeNull();
    expect(poolessSubnet('/subnets/0')).toBeNull();
    expect(poolessSubnet('/pools/x')).toBeNull();
  });
});

describe('badgeSubnet', () => {
  it("reads a badge's file as a subnet, the root network included, and nothing else", () => {
    expect(badgeSubnet('19.svg')).toBe(19);
    expect(badgeSubnet('0.svg')).toBe(0);
    for (const file of ['19', '19.png', '.svg', '01.svg', '1e2.svg', 'x.svg', '65536.svg', '19.svg.svg'])
      expect(badgeSubnet(file), file).toBeNull();
  });
});
