import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { MESSAGES, translate } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  const en = leaves(MESSAGES.en as unknown as Tree);

  it.each(LOCALES)('%s has exactly the keys of en, none empty, with the same placeholders', (locale) => {
    const texts = leaves(MESSAGES[locale] as unknown as Tree);
    expect([...texts.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });

  it('keeps the texts of the specification word for word in en', () => {
    const spec = [
      'Your shopping cart is empty.',
      'Your shopping wishlist is empty.',
      '404 Not Found',
      'An error occurred',
      'An error occurred while showing the error page',
      'Go back to home',
      'Home page',
      'Log out Success !',
      'MAIN MENU',
      'All Category',
      'All Brand',
      'Total',
      'Checkout',
      'Login',
      'My Account',
      'Compare',
      'Wishlist',
      'Cart',
      'Help',
      'Warranty',
      'Tracking',
      'Maximum 4 products can be compared',
      'Product already exists in compare list',
      'please login first',
      'Added to wishlist',
      'Something went wrong',
    ];
    // A constant of the specification is written in by its name (MAX_COMPARE: 4).
    const values = new Set([...en.values()].map((v) => v.replace('{max}', '4')));
    for (const text of spec) expect(values, text).toContain(text);
  });

  it('translates Khmer and Chinese for real (not copies of the English)', () => {
    const kh = leaves(MESSAGES.kh as unknown as Tree);
    const zh = leaves(MESSAGES.zh as unknown as Tree);
    expect(kh.get('cart.empty')).toMatch(/[\u1780-\u17FF]/);
    expect(zh.get('cart.empty')).toMatch(/[\u4E00-\u9FFF]/);
    const words = (text: string) => /[a-z]{4}/i.test(text.replace(/\{\w+\}/g, ''));
    const brandNames = [
      'footer.appStoreName',
      'footer.playStoreName',
      'checkout.methodKhqr',
      'checkout.methodAnakut',
      'checkout.methodPaypal',
    ];
    for (const other of [kh, zh]) {
      const copied = [...en].filter(([k, v]) => words(v) && other.get(k) === v).map(([k]) => k);
      expect(copied).toEqual(brandNames);
    }
  });

  it('says "cart" with one Khmer word everywhere (រទេះ, as the header and the bottom bar do)', () => {
    const kh = leaves(MESSAGES.kh as unknown as Tree);
    for (const [key, text] of kh) expect(text, key).not.toContain('កន្ត្រក');
    for (const key of ['header.cart', 'bottomBar.carts', 'product.addToCart', 'wishlist.addToCart']) {
      expect(kh.get(key), key).toContain('រទេះ');
    }
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate(MESSAGES.en, 'footer.rights', { year: 2026, shop: 'Angkor Tech' })).toBe(
      '© 2026 Angkor Tech. All rights reserved.',
    );
    expect(translate(MESSAGES.en, 'specs.cpu_socket')).toBe('CPU socket');
    expect(translate(MESSAGES.en, 'nope.missing' as never)).toBe('nope.missing');
  });
});
