import { describe, expect, it } from 'vitest';
import { renameGuestLines } from '../../state/guest-cart-names';
import type { GuestCartLine } from '../../state/local-list';
import { productOf } from '../../test/lookups';
import { createTestServer, openTestApi } from '../../test/server';
import { parseLineItems } from './line-names';

const testApi = openTestApi();

// A guest cart keeps the names of the language it was filled in; the page asks for its own.
describe('GET /{lang}/api/line-names', () => {
  it.each([
    ['', 'en'],
    ['/zh', 'zh'],
  ] as const)('names the lines in the language of %s', async (prefix, lang) => {
    const app = createTestServer(testApi());
    // Product 1's first variant, as the product page names them in that language.
    const product = await productOf(testApi(), 1, { lang });
    const variant = product.variants[0];
    if (!variant?.name) throw new Error('product 1 has no named variant');
    const items = `1:${variant.variant_option_id},999999:0`;
    const response = await app.request(`${prefix}/api/line-names?items=${items}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      lines: [
        {
          product_id: 1,
          variant_option_id: variant.variant_option_id,
          name: product.name,
          variant_name: variant.name,
        },
      ],
    });
    if (lang === 'zh') expect(product.name).toMatch(/[\u4E00-\u9FFF]/);
    const call = app.api.calls.find((c) => c.startsWith('/api/products/lines'));
    expect(call).toContain(`items=${encodeURIComponent(items)}`);
  });

  it('refuses items that are not product:variant pairs, without asking the API', async () => {
    const app = createTestServer(testApi());
    for (const items of ['', '1', '1:a', '0:0', `${Array.from({ length: 101 }, () => '1:0').join(',')}`]) {
      const response = await app.request(`/api/line-names?items=${items}`);
      expect(response.status).toBe(400);
    }
    expect(app.api.calls.filter((c) => c.startsWith('/api/products/lines'))).toEqual([]);
    expect(parseLineItems('12:0,14:201')).toEqual([
      { product_id: 12, variant_option_id: 0 },
      { product_id: 14, variant_option_id: 201 },
    ]);
  });
});

describe('renameGuestLines', () => {
  const line = (id: number, variant: number, name: string, variantName: string | null): GuestCartLine => ({
    id,
    name,
    image: '',
    price: 10,
    quantity: 2,
    variant_name: variantName,
    variant_option_id: variant,
  });

  it("takes the API's names for the lines it named and keeps the others as they are", () => {
    const lines = [line(1, 111, 'Phone', 'Black / 256GB'), line(2, 0, 'Cable', null)];
    const renamed = renameGuestLines(lines, [
      { product_id: 1, variant_option_id: 111, name: '手机', variant_name: '黑色 / 256GB' },
    ]);
    expect(renamed).toEqual([line(1, 111, '手机', '黑色 / 256GB'), lines[1]]);
  });

  it('is the same list when no name changed (nothing to write back)', () => {
    const lines = [line(1, 111, 'Phone', 'Black / 256GB')];
    const same = [{ product_id: 1, variant_option_id: 111, name: 'Phone', variant_name: 'Black / 256GB' }];
    expect(renameGuestLines(lines, same)).toBe(lines);
    // Another variant of the same product is another line.
    const other = [{ product_id: 1, variant_option_id: 112, name: 'X', variant_name: 'Y' }];
    expect(renameGuestLines(lines, other)).toBe(lines);
  });
});
