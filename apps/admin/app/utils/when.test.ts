import { describe, expect, it } from 'vitest';
import { formatAt } from './when';

describe('formatAt', () => {
  it('writes a moment in Phnom Penh time in each language, the day turning at its midnight', () => {
    // 17:30 UTC on the 6th is 00:30 on the 7th in Phnom Penh.
    expect(formatAt('2026-12-06T17:30:00Z', 'en')).toBe('Dec 7, 2026, 00:30');
    expect(formatAt('2026-12-06T17:30:00Z', 'kh')).toBe('7 ធ្នូ 2026, 00:30');
    expect(formatAt('2026-12-06T17:30:00Z', 'zh')).toBe('2026年12月7日 00:30');
    expect(formatAt('2027-01-01T04:05:00Z', 'en')).toBe('Jan 1, 2027, 11:05');
  });

  it('gives a text that is not a moment back as it is', () => {
    expect(formatAt('not a date', 'kh')).toBe('not a date');
  });
});
