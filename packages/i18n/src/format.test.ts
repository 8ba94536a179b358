import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, localDigits, shopDate } from './format';

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

describe('money', () => {
  // What the function replaces: en-US currency formatting (the browser's ICU, made on first use).
  const icu = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('prints dollars as en-US does: sign, grouping, two decimals', () => {
    expect(formatMoney(1099)).toBe('$1,099.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(-1234567.891)).toBe('-$1,234,567.89');
    expect(formatMoney(999.995)).toBe('$1,000.00');
  });

  it('rounds half away from zero on the decimal written, as ICU does (not as toFixed)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-2.675)).toBe('-$2.68');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    // A sum's residue, written with an exponent.
    expect(formatMoney(0.1 + 0.2 - 0.3)).toBe('$0.00');
    expect(formatMoney(-1e-7)).toBe('$0.00');
    expect(formatMoney(1e-7 + 12)).toBe('$12.00');
  });

  it('agrees with Intl.NumberFormat on every price a shop can hold', () => {
    const values: number[] = [];
    for (let cents = 0; cents < 200_000; cents += 7) values.push(cents / 100);
    // A fixed sequence (a linear congruential generator), so a failure can be run again.
    let seed = 20261125;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      values.push(Math.round(random() * magnitude * 1000) / 1000);
      values.push(random() * magnitude);
    }
    const differ = values
      .flatMap((v) => [v, -v])
      .filter((v) => Math.abs(v) >= 0.005)
      .filter((v) => formatMoney(v) !== icu.format(v));
    expect(differ).toEqual([]);
  });

  it('writes a negative amount that rounds to nothing as $0.00 (ICU writes -$0.00)', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });
});

describe('localDigits', () => {
  it('writes a number in Khmer digits on a Khmer page, as is elsewhere', () => {
    expect(localDigits(4, 'kh')).toBe('៤');
    expect(localDigits(1907, 'kh')).toBe('១៩០៧');
    expect(localDigits(4, 'en')).toBe('4');
    expect(localDigits(4, 'zh')).toBe('4');
  });
});
