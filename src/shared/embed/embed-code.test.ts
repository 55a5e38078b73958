import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEIGHT_SCRIPT, iframeCode } from './embed-code';

describe('iframeCode', () => {
  it('escapes the address and the title', () => {
    expect(iframeCode({ src: '/embed/pools/1?a=1&b="2"', width: 600, height: 400, title: '<Pool>' })).toBe(
      '<iframe src="/embed/pools/1?a=1&amp;b=&quot;2&quot;" width="600" height="400" title="&lt;Pool>" loading="lazy" style="border:0"></iframe>',
    );
  });
});

describe('HEIGHT_SCRIPT', () => {
  it('listens for the embed’s height message, and is the script the README shows', () => {
    expect(HEIGHT_SCRIPT).toContain("event.data?.type !== 'taostats-embed:height'");
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(HEIGHT_SCRIPT);
  });
});
