import { describe, expect, it } from 'vitest';
import { routeFor } from './route-table';

describe('routeFor', () => {
  it('matches paths as the router does: a parameter is one segment, a trailing slash is ignored', () => {
    expect(routeFor('/').path).toBe('/');
    expect(routeFor('/pools').path).toBe('/pools');
    expect(routeFor('/pools/31/').path).toBe('/pools/:netuid');
    expect(routeFor('/accounts/5Grw').module).toBe('src/routes/account/Page.tsx');
    expect(routeFor('/pools/31/swaps').path).toBe('*');
    expect(routeFor('/nothing').module).toBe('src/routes/not-found/Page.tsx');
  });
});
