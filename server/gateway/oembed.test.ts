import { describe, expect, it } from 'vitest';
import { discoveryLink, oembed } from './oembed';

const ask = (query: string) => oembed(new URLSearchParams(query), 'https://charts.example');

describe('oembed', () => {
  it('answers a rich embed with the iframe for a pool page, keeping its chart parameters', () => {
    const url = 'https://charts.example/pools/31?resolution=60&from=10&to=20&page=3';
    const { status, body } = ask(`url=${encodeURIComponent(url)}&format=json`);
    expect(status).toBe(200);
    expect(body).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'τ chain data',
      provider_url: 'https://charts.example',
      title: 'Subnet 31 pool price',
      width: 600,
      height: 400,
      cache_age: 3600,
      html: '<iframe src="https://charts.example/embed/pools/31?resolution=60&amp;from=10&amp;to=20" width="600" height="400" title="Subnet 31 pool price" loading="lazy" style="border:0"></iframe>',
    });
  });

  it('fits maxwidth and maxheight, and takes embed URLs too', () => {
    const { body } = ask(
      `url=${encodeURIComponent('https://charts.example/embed/pools/2?theme=dark')}&maxwidth=320&maxheight=9999`,
    );
    expect(body).toMatchObject({ width: 320, height: 400 });
    expect(body.html).toContain('src="https://charts.example/embed/pools/2?theme=dark"');
  });

  it('answers 404 for URLs that are not this site’s pool pages, 501 for other formats, 400 without a URL', () => {
    expect(ask(`url=${encodeURIComponent('https://charts.example/events')}`).status).toBe(404);
    expect(ask(`url=${encodeURIComponent('https://elsewhere.example/pools/1')}`).status).toBe(404);
    expect(ask(`url=${encodeURIComponent('https://charts.example/pools/0')}`).status).toBe(404);
    expect(ask('url=not a url').status).toBe(404);
    // Only http(s) pages on this site's own origin: never another scheme, port or protocol.
    for (const other of [
      'javascript:alert(1)//charts.example/pools/1',
      'ftp://charts.example/pools/1',
      'http://charts.example/pools/1',
      'https://charts.example:8443/pools/1',
    ])
      expect(ask(`url=${encodeURIComponent(other)}`).status, other).toBe(404);
    expect(ask(`url=${encodeURIComponent('https://charts.example/pools/1')}&format=xml`)).toEqual({
      status: 501,
      body: { message: 'Only format=json is supported, not xml' },
    });
    expect(ask('').status).toBe(400);
  });
});

describe('discoveryLink', () => {
  it('points pool pages at their oEmbed answer, and no other page', () => {
    // The page is named on the public origin, whatever host the request came in on.
    expect(
      discoveryLink(new URL('http://127.0.0.1:8080/pools/31?resolution=60'), 'https://charts.example'),
    ).toBe(
      '<link rel="alternate" type="application/json+oembed" href="/oembed?url=https%3A%2F%2Fcharts.example%2Fpools%2F31%3Fresolution%3D60&amp;format=json" title="Subnet 31 pool price" />',
    );
    expect(discoveryLink(new URL('https://charts.example/events'), 'https://charts.example')).toBeNull();
    expect(
      discoveryLink(new URL('https://charts.example/embed/pools/3'), 'https://charts.example'),
    ).toBeNull();
  });
});
