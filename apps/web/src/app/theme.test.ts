import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, READABLE_TEXT, theme } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const palette = DEFAULT_THEME.colors;
const lightVariables = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
/** Resolves `var(--mantine-color-red-9)` to the palette's hex value. */
const resolve = (value: string | undefined) => {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value ?? '');
  return match ? palette[match[1] as keyof typeof palette]?.[Number(match[2])] : value;
};

describe('theme contrast (issue 13 item 11, WCAG AA 4.5:1)', () => {
  it('error text is readable on white and on the grey page background', () => {
    const error = resolve(lightVariables['--mantine-color-error']) ?? '';
    expect(contrast(error, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, palette.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and links are readable on white and on every light Alert background', () => {
    const dimmed = resolve(lightVariables['--mantine-color-dimmed']) ?? '';
    const anchor = resolve(lightVariables['--mantine-color-anchor']) ?? '';
    expect(contrast(dimmed, WHITE)).toBeGreaterThanOrEqual(4.5);
    for (const name of ['red', 'orange', 'yellow', 'green', 'teal', 'cyan', 'blue', 'gray'] as const) {
      expect(contrast(anchor, palette[name][1]), `link on ${name}.1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(Object.entries(READABLE_TEXT))('%s text reads on white and on its own light background, hovered too', (name, value) => {
    const shades = palette[name as keyof typeof palette] ?? [];
    expect(lightVariables[`--mantine-color-${name}-light-color`]).toBe(value);
    expect(lightVariables[`--mantine-color-${name}-text`]).toBe(value);
    expect(contrast(value, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(value, shades[0] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(value, shades[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    // A light button under the pointer (Mantine's light-hover is shade 2): the Decline button of a deal was 4.0:1.
    expect(contrast(value, shades[2] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('Mantine’s own shades for these colours would not (the override is needed)', () => {
    expect(contrast(palette.red[6], WHITE)).toBeLessThan(4.5);
    expect(contrast(palette.yellow[9], palette.yellow[1])).toBeLessThan(4.5);
    expect(contrast(palette.green[8], WHITE)).toBeLessThan(4.5);
    expect(contrast(palette.red[9], palette.red[2])).toBeLessThan(4.5);
    expect(contrast(palette.blue[9], palette.blue[2])).toBeLessThan(4.5);
  });
});
