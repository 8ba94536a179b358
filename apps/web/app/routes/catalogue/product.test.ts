import type { ProductSummary } from '@shop/contracts';
import { formatMoney, MESSAGES } from '@shop/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSpecification } from '../../../../api/src/test/factories';
import { apiData, dollars, productOf } from '../../test/lookups';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

// Seeded products of S001: a laptop in two colours, the second sold out; a phone whose 256 GB
// costs more than its 128 GB, on promotion; a phone with a battery in its specifications.
const LAPTOP = 18;
const PHONE_WITH_STORAGE_PRICES = 120;
const PHONE = 132;

/** A text as React writes it in HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

beforeAll(async () => {
  // A specification key no page translates, shown as it is.
  await addSpecification(testApi(), LAPTOP, 'hinge_angle', '180°');
});

describe('/product/:id', () => {
  it('shows the variant the address names (?variant=), as a shared link or a page without JavaScript would', async () => {
    const app = createTestServer(testApi());
    const product = await productOf(testApi(), LAPTOP);
    const [colour] = product.variant_option_type;
    const soldOut = product.variants.find((v) => v.stock === 0);
    if (!colour || !soldOut) throw new Error(`product ${LAPTOP} has no colour sold out`);
    const chosen = colour.selected.id;
    const named = soldOut.option_ids[0];
    const offer = (page: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}').offers;
    const plain = await (await app.request(`/product/${LAPTOP}`)).text();
    const shared = await (
      await app.request(`/product/${LAPTOP}?variant=${soldOut.variant_option_id}`)
    ).text();
    expect(plain).toContain(`name="variant-${colour.id}" checked="" value="${chosen}"`);
    expect(shared).toContain(`name="variant-${colour.id}" checked="" value="${named}"`);
    expect(shared).not.toContain(`name="variant-${colour.id}" checked="" value="${chosen}"`);
    // Its price and stock are the page's (this colour is sold out).
    expect(shared).toContain(`name="variant_option_id" value="${soldOut.variant_option_id}"`);
    expect(offer(shared).availability).toBe('https://schema.org/OutOfStock');
    expect(offer(plain).availability).toBe('https://schema.org/InStock');
    // A variant of no product here, or not an id: the default one.
    for (const query of ['?variant=999999', '?variant=abc', `?variant=-${soldOut.variant_option_id}`])
      expect(await (await app.request(`/product/${LAPTOP}${query}`)).text(), query).toContain(
        `name="variant-${colour.id}" checked="" value="${chosen}"`,
      );
  });

  it('renders the product with specs, variants, related products and its metadata', async () => {
    const app = createTestServer(testApi());
    const product = await productOf(testApi(), LAPTOP);
    const [colour] = product.variant_option_type;
    const soldOut = product.variants.find((v) => v.stock === 0);
    if (!colour || !soldOut) throw new Error(`product ${LAPTOP} has no colour sold out`);
    const chosen = colour.selected.id;
    const gone = soldOut.option_ids[0];
    expect(gone).not.toBe(chosen);
    expect(product.specifications.map((s) => s.key)).toContain('cpu');

    const response = await app.request(`/product/${LAPTOP}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`${html(product.name)}</h1>`);
    expect(page).toContain(`<title>${html(product.name)} – Angkor Digital</title>`);
    // Specification keys translated, unknown ones as they are.
    expect(page).toContain('>Processor</th>');
    expect(page).toContain('>hinge_angle</th>');
    // The variant choice, the selected option checked.
    expect(page).toContain(`name="variant-${colour.id}" checked="" value="${chosen}"`);
    // The sold-out colour: its option says so before it is picked.
    expect(page).toMatch(new RegExp(`<label data-sold-out="true"[^>]*><input[^>]*value="${gone}"`));
    expect(page).not.toMatch(new RegExp(`<label data-sold-out="true"[^>]*><input[^>]*value="${chosen}"`));
    const price = product.variants.find((v) => v.option_ids.includes(chosen))?.paid_price ?? 0;
    expect(page).toContain(dollars(price));
    // Related: the same category, without this product, sent after the page (deferred data): the
    // page holds their place, and the router's data that follows it in the same answer has them.
    const related = await apiData<ProductSummary[]>(
      testApi(),
      `/api/products?category_id=${product.category_id}&exclude=${LAPTOP}&row_per_page=8`,
    );
    expect(related.length).toBeGreaterThan(0);
    const end = page.lastIndexOf('streamController.enqueue(');
    expect(page.slice(0, end)).not.toContain(`href="/product/${related[0]?.id}"`);
    expect(page.slice(end)).toContain(JSON.stringify(related[0]?.name).slice(1, -1));
    expect(page.slice(end)).toContain('streamController.close()');
    const call = app.api.calls.find((c) => c.startsWith('/api/products?'));
    const query = new URL(`http://x${call}`).searchParams;
    expect(query.get('category_id')).toBe(String(product.category_id));
    expect(query.get('exclude')).toBe(String(LAPTOP));
    expect(query.get('row_per_page')).toBe('8');
    // Structured data and the links search engines use.
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1];
    const pictures = product.images.map((image) => new URL(image).pathname);
    expect(pictures.length).toBeGreaterThan(1);
    expect(pictures[0]).toMatch(/^\/media\//);
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: price.toFixed(2) },
      // The page shows its pictures by path, on its own origin (decision 026); search engines and
      // link previews get them whole.
      image: pictures.map((path) => `http://localhost:3000${path}`),
    });
    expect(page).toContain(`src="${pictures[0]}"`);
    expect(page).toContain(`property="og:image" content="http://localhost:3000${pictures[0]}"`);
    expect(page).toContain(`rel="canonical" href="http://localhost:3000/product/${LAPTOP}"`);
    expect(page).toContain(`hrefLang="zh-Hans" href="http://localhost:3000/zh/product/${LAPTOP}"`);
    expect(page).toContain('property="og:type" content="product"');
  });

  it("sends every variant's prices, written out by the server, and offers the default one's", async () => {
    const app = createTestServer(testApi());
    const product = await productOf(testApi(), PHONE_WITH_STORAGE_PRICES, { lang: 'kh' });
    const storage = product.variant_option_type.find((t) => t.data.some((o) => o.price_delta > 0));
    const dearer = storage?.data.find((o) => o.price_delta > 0);
    if (!dearer) throw new Error(`product ${PHONE_WITH_STORAGE_PRICES} has no dearer option`);
    const page = await (await app.request(`/kh/product/${PHONE_WITH_STORAGE_PRICES}`)).text();
    // Each variant's price and promotion price, and the dearer option's difference, in the same format.
    const km = (amount: number) => formatMoney(amount, 'kh');
    const prices = product.variants.flatMap((v) => [v.price, v.promo_price ?? v.price]);
    expect(new Set(prices).size).toBeGreaterThan(2);
    for (const price of prices) expect(page).toContain(km(price));
    expect(page).toContain(`+${km(dearer.price_delta)}</span>`);
    // The default variant (the first options) is the one offered.
    const first = product.variants.find((v) =>
      product.variant_option_type.every((t) => v.option_ids.includes(t.selected.id)),
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ offers: { price: first?.paid_price.toFixed(2) } });
  });

  it('is translated in Khmer and Chinese', async () => {
    const app = createTestServer(testApi());
    const kh = await (await app.request(`/kh/product/${LAPTOP}`)).text();
    // A Khmer text is drawn as word runs (<Words>): read without their tags.
    expect(kh.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain('បន្ថែមទៅរទេះ');
    expect(kh).toContain(`rel="canonical" href="http://localhost:3000/kh/product/${LAPTOP}"`);
    const phone = await productOf(testApi(), PHONE, { lang: 'zh' });
    expect(phone.name).toMatch(/[\u4E00-\u9FFF]/);
    expect(phone.specifications.map((s) => s.key)).toContain('battery');
    const zh = await (await app.request(`/zh/product/${PHONE}`)).text();
    expect(zh).toContain(`${html(phone.name)}</h1>`);
    expect(zh).toContain(`>${MESSAGES.zh.specs.battery}</th>`);
  });

  it.each(['/product/999999', '/product/abc', '/product/0', '/product/1.5'])(
    '%s is a 404 page',
    async (path) => {
      const app = createTestServer(testApi());
      expect((await app.request(path)).status).toBe(404);
    },
  );

  it("is a 404 page for another shop's product", async () => {
    const app = createTestServer(testApi());
    expect((await app.request('/product/1', { host: 's002.localhost' })).status).toBe(404);
  });
});
