import { DEFAULT_ACCENT } from '../constants';

/** The CSS colours derived from a shop's brand colour. */
export interface AccentColours {
  /** Backgrounds: buttons, badges, the nav bar. */
  accent: string;
  /** Text on an accent background. */
  onAccent: string;
  /** The accent as text on white: darkened until it reads (WCAG AA, 4.5:1). */
  ink: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(colour: [number, number, number]): number {
  const [r, g, b] = colour.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Colours for a shop's `color`; an invalid value falls back to the default accent. */
export function accentColours(colour: string | null | undefined): AccentColours {
  const accent = colour && HEX.test(colour.trim()) ? colour.trim().toLowerCase() : DEFAULT_ACCENT;
  const onAccent = contrast(accent, '#ffffff') >= contrast(accent, '#0f172a') ? '#ffffff' : '#0f172a';
  let ink = accent;
  for (let step = 0; step < 20 && contrast(ink, '#ffffff') < 4.5; step++) {
    ink = toHex(rgb(ink).map((c) => c * 0.88) as [number, number, number]);
  }
  return { accent: toHex(rgb(accent)), onAccent, ink };
}
