import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { badgeCode, escapeXml, HEIGHT_SCRIPT, iframeCode } from './embed-code';

describe('iframeCode', () => {
  it('escapes the address and the title', () => {
    expect(iframeCode({ src: '/embed/pools/1?a=1&b="2"', width: 600, height: 400, title: '<Pool>' })).toBe(
      '<iframe src="/embed/pools/1?a=1&amp;b=&quot;2&quot;" width="600" height="400" title="&lt;Pool>" loading="lazy" style="border:0"></iframe>',
    );
  });
});

describe('badgeCode', () => {
  it('writes the badge linked to its pool in Markdown and in HTML, escaped', () => {
    const code = badgeCode({
      src: 'https://charts.example/badge/subnets/19.svg?theme=dark&label=a"b',
      href: 'https://charts.example/pools/19',
      alt: 'SN19 price',
    });
    expect(code.markdown).toBe(
      '[![SN19 price](https://charts.example/badge/subnets/19.svg?theme=dark&label=a"b)](https://charts.example/pools/19)',
    );
    expect(code.html).toBe(
      '<a href="https://charts.example/pools/19"><img src="https://charts.example/badge/subnets/19.svg?theme=dark&amp;label=a&quot;b" alt="SN19 price"></a>',
    );
  });
});

describe('escapeXml', () => {
  it('escapes what XML text and attributes take as markup', () => {
    expect(escapeXml(`<a title="x">&'</a>`)).toBe("&lt;a title=&quot;x&quot;&gt;&amp;'&lt;/a&gt;");
  });
});

describe('HEIGHT_SCRIPT', () => {
  it('listens for the embed’s height message, and is the script the README shows', () => {
    expect(HEIGHT_SCRIPT).toContain("event.data?.type !== 'taostats-embed:height'");
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(HEIGHT_SCRIPT);
  });
});
