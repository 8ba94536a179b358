import { formatMoney } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';

describe('/product/:id', () => {
  it('renders the product with specs, variants, related products and its metadata', async () => {
    const app = createTestServer();
    const response = await app.request('/product/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('ASUS Vivobook 15</h1>');
    expect(html).toContain('<title>ASUS Vivobook 15 – Angkor Digital</title>');
    // Specification keys translated, unknown ones as they are.
    expect(html).toContain('>Processor</th>');
    expect(html).toContain('>hinge_angle</th>');
    // The variant choice, the selected option checked.
    expect(html).toContain('name="variant-1" checked="" value="11"');
    // The 32 GB variant is sold out: its option says so before it is picked.
    expect(html).toMatch(/<label data-sold-out="true"[^>]*><input[^>]*value="12"/);
    expect(html).not.toMatch(/<label data-sold-out="true"[^>]*><input[^>]*value="11"/);
    expect(html).toContain('$599.00');
    // Related: the same category, without this product.
    expect(html).toContain('href="/product/2"');
    const related = app.api.calls.find((c) => c.startsWith('/api/products?'));
    const query = new URL(`http://x${related}`).searchParams;
    expect(query.get('category_id')).toBe('1');
    expect(query.get('exclude')).toBe('1');
    expect(query.get('row_per_page')).toBe('8');
    // Structured data and the links search engines use.
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'ASUS Vivobook 15',
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: '599.00' },
      // The page shows its pictures by path, on its own origin (decision 026); search engines and
      // link previews get them whole.
      image: [
        'http://localhost:3000/media/gen/product/laptop/1d4ed8/1.svg',
        'http://localhost:3000/media/gen/product/laptop/1d4ed8/2.svg',
      ],
    });
    expect(html).toContain('src="/media/gen/product/laptop/1d4ed8/1.svg"');
    expect(html).toContain(
      'property="og:image" content="http://localhost:3000/media/gen/product/laptop/1d4ed8/1.svg"',
    );
    expect(html).toContain('rel="canonical" href="http://localhost:3000/product/1"');
    expect(html).toContain('hrefLang="zh-Hans" href="http://localhost:3000/zh/product/1"');
    expect(html).toContain('property="og:type" content="product"');
  });

  it("sends every variant's prices, written out by the server, and offers the default one's", async () => {
    const app = createTestServer();
    const html = await (await app.request('/kh/product/1')).text();
    // 16 GB (the default): $649.00, on promotion at $599.00; 32 GB is $120 more, in the same format.
    const km = (amount: number) => formatMoney(amount, 'kh');
    for (const text of [km(649), km(599), km(769), km(719)]) expect(html).toContain(text);
    expect(html).toContain(`+${km(120)}</span>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ offers: { price: '599.00' } });
  });

  it('is translated in Khmer and Chinese', async () => {
    const app = createTestServer();
    const kh = await (await app.request('/kh/product/1')).text();
    // A Khmer text is drawn as word runs (<Words>): read without their tags.
    expect(kh.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain('បន្ថែមទៅរទេះ');
    expect(kh).toContain('rel="canonical" href="http://localhost:3000/kh/product/1"');
    const zh = await (await app.request('/zh/product/3')).text();
    expect(zh).toContain('三星 Galaxy A55 5G</h1>');
    expect(zh).toContain('>电池</th>');
  });

  it.each(['/product/999', '/product/abc', '/product/0', '/product/1.5'])(
    '%s is a 404 page',
    async (path) => {
      const app = createTestServer();
      expect((await app.request(path)).status).toBe(404);
    },
  );

  it("is a 404 page for another shop's product", async () => {
    const app = createTestServer();
    expect((await app.request('/product/1', { host: 's002.localhost' })).status).toBe(404);
  });
});
