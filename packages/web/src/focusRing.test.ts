import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(import.meta.dirname, 'styles.css'), 'utf8');
const colour = (name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!m) throw new Error(`no --${name} in styles.css`);
  return m[1];
};

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the focus ring', () => {
  it('stands out at least 3:1 from whatever it sits on', () => {
    for (const ground of [colour('page'), colour('paper'), '#ffffff'])
      expect(contrast(colour('focus-on-light'), ground), ground).toBeGreaterThanOrEqual(3);
    for (const ground of [colour('felt'), colour('felt-dark')])
      expect(contrast(colour('focus-on-dark'), ground), ground).toBeGreaterThanOrEqual(3);
  });

  it('is drawn with those colours on the light page and on the felt', () => {
    expect(css).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--focus-on-light\)/);
    expect(css).toMatch(/\.felt :focus-visible,[^{]*\{\s*outline-color: var\(--focus-on-dark\)/);
  });
});
