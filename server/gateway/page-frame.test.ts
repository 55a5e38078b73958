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
        'in TAO. <a href="/subnets/owners?netuid=31">Owners</a> · <a href="/deregistrations?netuid=31">' +
        'Deregistrations</a> · <button type="button" disabled>Embed</button></p><div class="chart-toolbar">',
    );
  });

  it("writes a pool page's chart controls, disabled, showing the link's choices, and the chart's box", () => {
    const frame = pageFrame('/pools/31');
    expect(frame).toContain(
      '<button type="button" aria-pressed="true" title="The newest bars; older ones load as you scroll back" ' +
        'disabled>Latest</button><button type="button" aria-pressed="false" disabled>1 day</button>',
    );
    // The page's default bar length.
    expect(frame).toContain('<button type="button" aria-pressed="true" disabled>1d</button>');
    expect(frame).toContain(
      `<div class="chart price-chart" role="application" aria-label="Price of subnet 31's alpha, 1d bars" ` +
        'aria-describedby="frame-keys"></div>',
    );
    expect(frame.match(/aria-pressed="true"/g)).toHaveLength(2);

    const range = pageFrame('/pools/31', new URLSearchParams('range=7D&resolution=60'));
    expect(range).toContain('aria-pressed="true" disabled>7 days</button>');
    expect(range).toContain('aria-pressed="true" disabled>1h</button>');
    expect(range).toContain('aria-pressed="false" title="The newest bars;');

    const custom = pageFrame('/pools/31', new URLSearchParams('from=1790000000&to=1790086400'));
    expect(custom).toContain(
      '<input name="from" placeholder="YYYY-MM-DD HH:MM:SS" value="2026-09-21 14:13:20"',
    );
    expect(custom).toContain('value="2026-09-22 14:13:20" disabled>');
    expect(custom.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  it('leaves the controls and the chart to the app when the link has a parameter it drops, or a clicked bar', () => {
    for (const search of ['resolution=2', 'range=7d&from=5', 'utm_source=x', 'bar=1790000000']) {
      const frame = pageFrame('/pools/31', new URLSearchParams(search));
      expect(frame, search).toContain('<h1>Pool of subnet 31</h1>');
      expect(frame, search).not.toContain('chart-toolbar');
      expect(frame, search).not.toContain('price-chart');
    }
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
