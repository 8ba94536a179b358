import { MAX_NAMED_LINES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { CHINESE, KHMER, one } from '../cart/shopping.fixtures';

// A guest cart lives in the browser with the names of the language it was filled in; the page asks
// the API for its lines' names in its own language (GET /api/products/lines).

let api: TestApi;
let c75: number;
let plain: number;
/** The C75's variants by their English names ('Black / 256GB'). */
let variants: Record<string, number>;

const Q = '?store_code=S001';
const named = (items: string, lang = 'en') =>
  api.get(`/api/products/lines${Q}&lang=${lang}&items=${encodeURIComponent(items)}`);

beforeAll(async () => {
  api = await createTestApi();
  const byName = (like: string) =>
    one<{ id: number }>(
      api,
      sql`select p.id from products p join stores s on s.id = p.store_id
          join product_translations t on t.store_id = p.store_id and t.product_id = p.id and t.locale = 'en'
          where s.code = 'S001' and t.name like ${like} order by p.id limit 1`,
    );
  c75 = (await byName('%C75%')).id;
  plain = (
    await one<{ id: number }>(
      api,
      sql`select p.id from products p join stores s on s.id = p.store_id
          where s.code = 'S001' and p.active
            and not exists (select 1 from product_variants v where v.product_id = p.id and v.store_id = p.store_id)
          order by p.id limit 1`,
    )
  ).id;
  const detail = await api.get(`/api/product/${c75}${Q}`);
  variants = Object.fromEntries(
    detail.body.data.variants.map((v: { name: string; variant_option_id: number }) => [
      v.name,
      v.variant_option_id,
    ]),
  );
});
afterAll(() => api?.close());

describe('GET /api/products/lines', () => {
  it("names each line's product and variant in the request's language, in the order asked", async () => {
    const big = variants['Black / 256GB'];
    expect(big).toBeDefined();
    const items = `${c75}:${big},${plain}:0`;
    const en = await named(items);
    expect(en.status).toBe(200);
    expect(en.body.data).toEqual([
      expect.objectContaining({ product_id: c75, variant_option_id: big, variant_name: 'Black / 256GB' }),
      expect.objectContaining({ product_id: plain, variant_option_id: 0, variant_name: null }),
    ]);
    const kh = await named(items, 'kh');
    expect(kh.body.data[0].variant_name).toMatch(KHMER);
    expect(kh.body.data[0].variant_name).not.toBe('Black / 256GB');
    const zh = await named(items, 'zh');
    expect(zh.body.data[0].variant_name).toMatch(CHINESE);
    // The product's own name is the language's too (or English where it has none).
    const detail = await api.get(`/api/product/${c75}${Q}&lang=zh`);
    expect(zh.body.data[0].name).toBe(detail.body.data.name);
  });

  it('leaves out a product not sold here and a variant the product does not have', async () => {
    const other = variants['Black / 128GB'];
    const res = await named(`999999:0,${plain}:${other},${c75}:${other}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { product_id: number }) => l.product_id)).toEqual([c75]);
  });

  it('refuses a malformed list and more lines than it names at once', async () => {
    expect((await named('12')).status).toBe(400);
    expect((await named('12:a')).status).toBe(400);
    const many = Array.from({ length: MAX_NAMED_LINES + 1 }, (_, i) => `${i + 1}:0`).join(',');
    expect((await named(many)).status).toBe(400);
  });
});
