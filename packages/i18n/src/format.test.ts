import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('dates of the shops', () => {
  it("are Phnom Penh's (UTC+7), whatever the server's time zone", () => {
    // 20:00 UTC on 9 March is 03:00 on 10 March in Cambodia.
    const at = '2026-03-09T20:00:00.000Z';
    expect(formatDate(at, 'en')).toBe('Mar 10, 2026');
    expect(formatDate(at, 'zh')).toBe('2026年3月10日');
    expect(formatDateTime(at, 'zh')).toBe('2026年3月10日 03:00');
  });

  it('write Khmer times on a 24-hour clock (no Latin AM/PM)', () => {
    expect(formatDateTime('2026-03-10T12:15:00.000Z', 'kh')).toBe('10 មីនា 2026, 19:15');
  });
});
