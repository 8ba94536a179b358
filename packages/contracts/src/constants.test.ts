import { describe, expect, it } from 'vitest';
import { MAX_INT32, parseId } from './constants';

describe('parseId, the one reading of an id in a URL or a form', () => {
  it('takes a whole number from 1 to the largest integer column, in plain digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_INT32))).toBe(MAX_INT32);
  });

  it('refuses anything else: zero, signs, exponents, spaces, fractions, past the column, not a string', () => {
    for (const value of [
      '0',
      '-1',
      '+5',
      '1e3',
      ' 1',
      '1 ',
      '1.0',
      '0x10',
      '',
      String(MAX_INT32 + 1),
      '99999999999',
    ])
      expect(parseId(value), JSON.stringify(value)).toBeNull();
    for (const value of [null, undefined, 5, {}]) expect(parseId(value)).toBeNull();
  });
});
