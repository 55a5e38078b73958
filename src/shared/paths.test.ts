import { describe, expect, it } from 'vitest';
import { badgeSubnet, ROUTE_TABLE, routeFor } from './route-table';
import { fillPath, paths } from './paths';

describe('paths', () => {
  it("fills a route's pattern, each value encoded as one segment", () => {
    expect(paths.account('5Grw a/b?c#d')).toBe('/accounts/5Grw%20a%2Fb%3Fc%23d');
    expect(paths.pool(31)).toBe('/pools/31');
    expect(paths.overview()).toBe('/');
    expect(fillPath('/a/:x/b/:y', ['1/2', 'é'])).toBe('/a/1%2F2/b/%C3%A9');
  });

  it('adds the query after the path, leaving out empty values', () => {
    expect(paths.events({ block_number: 5, name: '', pallet: undefined, phase: 'Finalization' })).toBe(
      '/events?block_number=5&phase=Finalization',
    );
    expect(paths.pool(31, { resolution: 60, trades: true })).toBe('/pools/31?resolution=60&trades=true');
    expect(paths.accounts({})).toBe('/accounts');
  });

  it('builds the embed as the pool page under /embed', () => {
    expect(paths.embedPool(4, { theme: 'dark' })).toBe('/embed/pools/4?theme=dark');
  });

  it("builds a subnet's badge, whose file the badge route reads back", () => {
    expect(paths.badge(19, { theme: 'dark' })).toBe('/badge/subnets/19.svg?theme=dark');
    expect(badgeSubnet(paths.badge(19).split('/').at(-1) as string)).toBe(19);
  });

  // A builder writing its own path would drift from the router's: every builder's URL, for sample values that meet
  // the parameters' rules, opens the very route it is named after.
  it('links an event to its extrinsic, marked, or to its block when it belongs to none', () => {
    expect(paths.event('9518372-0003', '9518372-0001', 9518372)).toBe(
      '/extrinsics/9518372-0001?event=9518372-0003',
    );
    expect(paths.event('9518343-0015', null, 9518343)).toBe('/blocks/9518343?event=9518343-0015');
  });

  it('builds, for each route, a URL the router opens that route for', () => {
    const samples: Record<string, string | number> = {
      address: '5Grw/x y',
      netuid: 31,
      number: 9518372,
      id: '9518372-0002',
      hash: `0x${'ab'.repeat(32)}`,
    };
    const built = Object.entries(ROUTE_TABLE).filter(([, route]) => route.path !== '*');
    expect(built.map(([name]) => name).sort()).toEqual(
      Object.keys(paths)
        .filter((name) => !['embedPool', 'event', 'badge'].includes(name))
        .sort(),
    );
    for (const [name, route] of built) {
      const values = route.path
        .split('/')
        .filter((part) => part.startsWith(':'))
        .map((part) => samples[part.slice(1)] as string | number);
      const build = paths[name as keyof typeof paths] as (...args: unknown[]) => string;
      const url = build(...values, { page: 2 });
      expect(url.endsWith('?page=2'), name).toBe(true);
      expect(routeFor(url.split('?')[0] as string), name).toBe(route);
    }
  });
});
