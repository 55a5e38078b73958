import { describe, expect, it } from 'vitest';
import { pageFrame } from './page-frame';

describe('pageFrame', () => {
  it("writes the header, the navigation with the current page marked, and a list page's heading", () => {
    const frame = pageFrame('/events');
    expect(frame).toContain('<a href="#main" class="skip-link">Skip to content</a>');
    expect(frame).toContain('<a class="brand" href="/">τ chain data</a>');
    expect(frame).toContain(
      '<nav aria-label="Main"><a aria-current="page" class="active" href="/events">Events</a>',
    );
    expect(frame).toContain('<a href="/accounts">Accounts</a>');
    expect(frame).toContain('<main id="main" tabindex="-1"><h1>Events</h1></main>');
    expect(frame.match(/<h1>/g)).toHaveLength(1);
  });

  it('marks the brand on the overview only, and a section on the pages below it', () => {
    expect(pageFrame('/')).toContain('<a aria-current="page" class="brand active" href="/">');
    expect(pageFrame('/pools/1')).toContain('<a aria-current="page" class="active" href="/pools">Pools</a>');
    expect(pageFrame('/pools/1')).toContain('<a class="brand" href="/">');
    expect(pageFrame('/evm/transactions')).toContain('<h1>EVM transactions</h1>');
  });

  it("writes a pool page's heading and the line under it, as the pool page draws them", () => {
    expect(pageFrame('/pools/31')).toContain(
      `<main id="main" tabindex="-1"><h1>Pool of subnet 31</h1><p class="muted">Price of the subnet's alpha ` +
        'in TAO. <a href="/subnets/31">Subnet 31</a> · <a href="/subnets/31?tab=owners">Owners</a> · ' +
        '<a href="/subnets/31?tab=deregistrations">' +
        'Deregistrations</a> · <a href="/compare?netuid=31&amp;range=7d">Compare with others</a> · ' +
        '<button type="button" disabled>Embed</button></p></main>',
    );
  });

  it("shows the app's loading line where the heading depends on the data", () => {
    expect(pageFrame('/accounts/5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v')).toContain(
      '<main id="main" tabindex="-1"><p class="muted">Loading…</p></main>',
    );
    // A path the pool route refuses is the not-found page's.
    expect(pageFrame('/pools/1e2')).toContain(
      '<main id="main" tabindex="-1"><p class="muted">Loading…</p></main>',
    );
    expect(pageFrame('/no/such/page')).not.toContain('<h1>');
  });
});
