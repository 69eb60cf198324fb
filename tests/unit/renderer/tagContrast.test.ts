// Tag abbreviations (Sci, Bld, ...) are small bold text: each chip's text must reach WCAG AA contrast (4.5:1)
// against its own background, read from the stylesheet players get.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(resolve(__dirname, '../../../src/renderer/styles.css'), 'utf8');

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const baseColour = /\.tag \{[^}]*color: (#[0-9a-f]{3,6})/i.exec(CSS)![1];
const tags = [...CSS.matchAll(/\.tag-([a-z]+) \{([^}]*)\}/g)].map(([, tag, body]) => ({
  tag,
  background: /background: (#[0-9a-f]{3,6})/i.exec(body)![1],
  colour: /[^-]color: (#[0-9a-f]{3,6})/i.exec(` ${body}`)?.[1] ?? baseColour,
}));

describe('tag chips', () => {
  it('are all styled', () => {
    expect(tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['building', 'space', 'science', 'power', 'earth', 'jovian', 'plant', 'microbe', 'animal', 'city', 'event', 'wild']));
  });
  it.each(tags)('$tag text reaches 4.5:1 against its chip', ({ background, colour }) => {
    expect(contrast(background, colour)).toBeGreaterThanOrEqual(4.5);
  });
});
