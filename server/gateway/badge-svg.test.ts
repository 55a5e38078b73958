import { describe, expect, it } from 'vitest';
import { badgeSvg, textWidth } from './badge-svg';

describe('textWidth', () => {
  it("adds up DejaVu Sans's advances at 11 px", () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('SN19')).toBe(6.98 + 8.23 + 7 + 7);
    expect(textWidth('0.01235 τ +1.23 %')).toBe(
      Math.round((7 * 9 + 3.5 * 2 + 6.62 + 3.5 * 3 + 9.22 + 10.45) * 100) / 100,
    );
    // The true minus is as wide as the plus.
    expect(textWidth('\u22121.00 %')).toBe(textWidth('+1.00 %'));
  });

  it('counts any other character as an em, by code point', () => {
    expect(textWidth('中文')).toBe(22);
    expect(textWidth('😀')).toBe(11);
  });
});

describe('badgeSvg', () => {
  const light = badgeSvg({ label: 'SN19', value: '0.01235 τ +1.23 %', tone: 'up', theme: 'light' });

  it('is as wide as its two parts, each its text and 5 px either side, 20 px tall', () => {
    const label = Math.round(textWidth('SN19')) + 10;
    const value = Math.round(textWidth('0.01235 τ +1.23 %')) + 10;
    expect(light).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${label + value}" height="20"`),
    );
    expect(light).toContain(`<rect width="${label}" height="20" fill="#555"/>`);
    expect(light).toContain(`<rect x="${label}" width="${value}" height="20" fill="#1a7f37"/>`);
    // Each text centred in its part and held to its measured width, over its shadow.
    expect(light).toContain(
      `<text x="${label / 2}" y="14" fill="#fff" textLength="${textWidth('SN19')}">SN19</text>`,
    );
    expect(light).toContain(`<text aria-hidden="true" x="${label + value / 2}" y="15" fill="#010101"`);
  });

  it('names itself for screen readers, and reads as XML', () => {
    expect(light).toContain(
      'role="img" aria-label="SN19: 0.01235 τ +1.23 %"><title>SN19: 0.01235 τ +1.23 %</title>',
    );
    const hostile = badgeSvg({ label: '<a href="x">&</a>', value: 'no pool', tone: 'grey', theme: 'light' });
    expect(hostile).toContain('>&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;</text>');
    expect(hostile).not.toMatch(/<a[ >]/);
  });

  it('draws the dark theme without shadows, its text in the dark page colour', () => {
    const dark = badgeSvg({ label: 'SN19', value: '0.01235 τ \u22121.23 %', tone: 'down', theme: 'dark' });
    expect(dark).not.toContain('fill="#010101"');
    expect(dark).toContain('fill="#f85149"');
    expect(dark).toContain('fill="#0f1318" textLength');
  });
});
