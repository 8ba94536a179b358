import { describe, expect, it } from 'vitest';
import { discountPercent, toCents, toDollars } from './money';

describe('money in cents, as the API counts it', () => {
  it('turns dollars into cents and back without a float remainder', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toDollars(toCents(0.1) + toCents(0.2))).toBe(0.3);
    expect(toDollars(toCents(19.99) * 3)).toBe(59.97);
    // The sum a float makes: 0.1 + 0.2 is not 0.3.
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('gives the whole percent a promotion takes off, none below 1 % or without one', () => {
    expect(discountPercent(100_000, 85_000)).toBe(15);
    expect(discountPercent(99_900, 89_900)).toBe(10);
    expect(discountPercent(1_000, 999)).toBeNull();
    expect(discountPercent(1_000, 1_000)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});
