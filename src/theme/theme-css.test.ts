import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLORS, cssVariable, type ColorName } from '../shared/theme/colors';
import { themeCss } from './theme-css';

const names = Object.keys(COLORS) as ColorName[];

describe('themeCss', () => {
  const css = themeCss();

  it('declares every colour of the table, light and dark, as a custom property', () => {
    for (const name of names) {
      const { light, dark } = COLORS[name];
      const value = light === dark ? light : `light-dark(${light}, ${dark})`;
      expect(css).toContain(`\n  ${cssVariable(name)}: ${value};\n`);
    }
    expect(css).toContain('  --bg: light-dark(#f7f8fa, #0f1318);\n');
    expect(css).toContain('  --line-total: #1f6feb;\n');
  });

  it('declares the two fonts beside them, each property once', () => {
    const declared = [...css.matchAll(/^ {2}(--[a-z0-9-]+):/gm)].map((match) => match[1]);
    expect(declared).toEqual(['--sans', '--mono', ...names.map(cssVariable)]);
    expect(css).toContain("  --sans: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;\n");
  });

  it("follows the system's colour scheme unless the root's data-theme names one", () => {
    expect(css).toContain(':root {\n  color-scheme: light dark;\n');
    expect(css).toContain(":root[data-theme='light'] {\n  color-scheme: light;\n}");
    expect(css).toContain(":root[data-theme='dark'] {\n  color-scheme: dark;\n}");
  });

  it('names a property after its key, words and numbers split by dashes', () => {
    expect(cssVariable('surface2')).toBe('--surface-2');
    expect(cssVariable('accentText')).toBe('--accent-text');
    expect(cssVariable('bg')).toBe('--bg');
  });
});

/** A style sheet's rules, its comments left out. */
const rules = (file: string) =>
  readFileSync(join(import.meta.dirname, '../..', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('the style sheets', () => {
  // Every colour comes from the table: a literal in a sheet would be a second copy, out of the charts' sight.
  it.each(['src/styles.css', 'src/embed/embed.css'])('%s writes no colour of its own', (file) => {
    expect(rules(file)).not.toMatch(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|light-dark)\(/i);
  });

  it.each(['src/styles.css', 'src/embed/embed.css'])(
    '%s writes no scheme rule or font stack of its own',
    (file) => {
      expect(rules(file)).not.toMatch(/color-scheme|system-ui|monospace/);
    },
  );

  it.each(['src/styles.css', 'src/embed/embed.css'])('%s uses only colours the table defines', (file) => {
    const sheet = rules(file);
    const defined = new Set([...names.map(cssVariable), '--sans', '--mono']);
    const own = new Set([...sheet.matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((match) => match[1]));
    const used = [...sheet.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => match[1] as string);
    expect(used.filter((name) => !defined.has(name) && !own.has(name))).toEqual([]);
  });
});
