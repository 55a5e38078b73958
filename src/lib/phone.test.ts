// The phone layout's width is one figure: the style sheet's phone rules ask the same media query as usePhone(). The
// sheet's one other width, under which a table wider than the page scrolls sideways in its own box, no code asks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_MEDIA } from './phone';

const TABLE_BOX_MEDIA = '(max-width: 1279px)';
const css = readFileSync(join(import.meta.dirname, '..', 'styles.css'), 'utf8');

describe('the phone layout', () => {
  it('takes the same width in the style sheet as in the code', () => {
    const widths = [...css.matchAll(/@media\s*([^{]*?)\s*\{/g)].map(([, query]) => query);
    expect(widths.length).toBeGreaterThan(2);
    expect(new Set(widths)).toEqual(new Set([PHONE_MEDIA, TABLE_BOX_MEDIA]));
  });
});
