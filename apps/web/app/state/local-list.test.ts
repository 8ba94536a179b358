import { describe, expect, it } from 'vitest';
import { parseCartLine, parseCompareItem } from './local-list';

describe('the browser-stored lists', () => {
  it('reads a guest cart line as the specification stores it', () => {
    expect(
      parseCartLine({
        id: 7,
        name: 'Mouse',
        image: 'x.png',
        price: 12.5,
        quantity: 2,
        variant_name: 'Black',
        variant_option_id: 3,
      }),
    ).toEqual({
      id: 7,
      name: 'Mouse',
      image: 'x.png',
      price: 12.5,
      quantity: 2,
      variant_name: 'Black',
      variant_option_id: 3,
      unit: null,
      note: null,
    });
  });

  it('drops lines it cannot trust', () => {
    expect(parseCartLine(null)).toBeNull();
    expect(parseCartLine({ id: 'x', price: 1, quantity: 1 })).toBeNull();
    expect(parseCartLine({ id: 1, price: -1, quantity: 1 })).toBeNull();
    expect(parseCartLine({ id: 1, price: 5, quantity: 0 })).toBeNull();
  });

  it('reads compare entries by id', () => {
    expect(parseCompareItem({ id: '12' })).toEqual({ id: 12 });
    expect(parseCompareItem({ name: 'no id' })).toBeNull();
  });
});
