import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT } from '../constants';
import { accentColours, contrast } from './color';

describe('accent colours of a shop', () => {
  it('keeps a dark brand colour and puts white text on it', () => {
    expect(accentColours('#1D4ED8')).toEqual({ accent: '#1d4ed8', onAccent: '#ffffff', ink: '#1d4ed8' });
  });

  it('puts dark text on a light colour and darkens it for text on white', () => {
    const { accent, onAccent, ink } = accentColours('#f59e0b');
    expect(accent).toBe('#f59e0b');
    expect(onAccent).toBe('#0f172a');
    expect(contrast(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default for anything that is not a hex colour', () => {
    for (const bad of ['', 'red; background: url(x)', '#12345', null]) {
      expect(accentColours(bad).accent).toBe(DEFAULT_ACCENT);
    }
    expect(accentColours('#abc').accent).toBe('#aabbcc');
  });
});
