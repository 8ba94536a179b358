import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, shopDate } from './format';

describe('dates of the shops', () => {
  it("are Phnom Penh's (UTC+7), whatever the server's time zone", () => {
    // 20:00 UTC on 9 March is 03:00 on 10 March in Cambodia.
    const at = '2026-03-09T20:00:00.000Z';
    expect(formatDate(at, 'en')).toBe('Mar 10, 2026');
    expect(formatDate(at, 'zh')).toBe('2026年3月10日');
    expect(formatDateTime(at, 'zh')).toBe('2026年3月10日 03:00');
  });

  it("give the shop's calendar day: 17:30 UTC is already the next day in Phnom Penh", () => {
    expect(shopDate(new Date('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(shopDate(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    expect(shopDate(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('write Khmer times on a 24-hour clock (no Latin AM/PM)', () => {
    expect(formatDateTime('2026-03-10T12:15:00.000Z', 'kh')).toBe('10 មីនា 2026, 19:15');
  });
});
