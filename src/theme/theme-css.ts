// The theme's colours as a style sheet of custom properties, from the one table (colors.ts). vite.config.ts serves
// it as `virtual:theme.css` to both entries (the app and the embed), so no style sheet holds a colour of its own.
import { COLORS, cssVariable, type ColorName } from '../shared/theme/colors';

/**
 * `:root { --bg: light-dark(#f7f8fa, #0f1318); … }`: the light or the dark value by the element's color-scheme,
 * which each page's own style sheet sets (the system's, or `<html data-theme>`'s).
 */
export function themeCss(): string {
  const lines = (Object.keys(COLORS) as ColorName[]).map((name) => {
    const { light, dark } = COLORS[name];
    return `  ${cssVariable(name)}: ${light === dark ? light : `light-dark(${light}, ${dark})`};`;
  });
  return `/* Generated from src/shared/theme/colors.ts: edit the colours there. */\n:root {\n${lines.join('\n')}\n}\n`;
}
