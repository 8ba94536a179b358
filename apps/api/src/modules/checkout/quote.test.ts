import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { CHINESE, KHMER, one, refillCart, saveAddress, shoppingFixture } from '../cart/shopping.fixtures';
import { decodeKhqr } from '../payments/khqr';

type Fixture = Awaited<ReturnType<typeof shoppingFixture>>;

const S001 = { 'x-store-code': 'S001' };

describe('what a checkout costs: GET /api/checkout/quote, the shop’s payment settings', () => {
  let api: TestApi;
  let shop: Fixture;
  const get = (path: string, token = shop.token, headers: Record<string, string> = S001) =>
    api.send('GET', path, { token, headers });

  beforeAll(async () => {
    api = await createTestApi();
    shop = await shoppingFixture(api, { cents: 2_500, promoCents: null });
  });
  afterAll(() => api.close());
  beforeEach(() => refillCart(api, shop.token, [[shop.plain, 2]]));

  it('prices the cart and gives each method’s total: Anakut Cash less its discount, riel at the shop’s rate', async () => {
    const res = await get('/api/checkout/quote');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = res.body.data;
    expect(quote.type).toBe('cart');
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ product_id: shop.plain, price: 25, quantity: 2, grand_total: 50 });
    expect([quote.subtotal, quote.delivery_fee, quote.grand_total]).toEqual([50, 0, 50]);
    // S001 sets 4,100 riel per dollar: $50 is 205,000 riel.
    expect([quote.khr_per_usd, quote.grand_total_khr]).toEqual([4100, 205_000]);
    const byMethod = Object.fromEntries(
      quote.methods.map((m: { payment_method: string }) => [m.payment_method, m]),
    );
    expect(Object.keys(byMethod)).toEqual(['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal']);
    expect(byMethod.khqr).toEqual({
      payment_method: 'khqr',
      discount: 0,
      grand_total: 50,
      grand_total_khr: 205_000,
    });
    expect(byMethod.anakut).toEqual({
      payment_method: 'anakut',
      discount: 2.5,
      grand_total: 47.5,
      grand_total_khr: 194_800,
    });
  });

  it('the Anakut total it quotes is the total the order is written with', async () => {
    const quoted = (await get('/api/checkout/quote')).body.data.methods.find(
      (m: { payment_method: string }) => m.payment_method === 'anakut',
    );
    const address = await saveAddress(api, shop.token);
    const placed = await api.send('POST', '/api/checkout', {
      token: shop.token,
      headers: S001,
      body: { address, payment_type: 'transfer', payment_method: 'anakut' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (await get(`/api/checkout/history/detail/${placed.body.data.order_id}`)).body.data;
    expect([order.discount, order.total]).toEqual([quoted.discount, quoted.grand_total]);
    // Its riel total, at the shop's rate, as the quote said.
    expect(order.total_khr).toBe(quoted.grand_total_khr);
  });

  it('prices one product bought now, its variant’s price, and leaves the cart alone', async () => {
    const res = await get(
      `/api/checkout/quote?type=buynow&product_id=${shop.varied.id}&quantity=3&variant_option_id=${shop.varied.option}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.type).toBe('buynow');
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({
        product_id: shop.varied.id,
        variant_option_id: shop.varied.option,
        // $105.50 for the variant, less the product's $20 promotion (as the cart prices it).
        price: 85.5,
        quantity: 3,
        grand_total: 256.5,
      }),
    ]);
    expect(res.body.data.lines[0].variant_name).toBeTruthy();
    const cart = (await get('/api/cart')).body;
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0].product_id).toBe(shop.plain);
  });

  it('names what is wrong: an empty cart, a missing product or quantity, a product of another shop, no session', async () => {
    await refillCart(api, shop.token, []);
    const empty = await get('/api/checkout/quote');
    expect([empty.status, empty.body.message]).toEqual([409, 'Your cart is empty']);
    const noProduct = await get('/api/checkout/quote?type=buynow&quantity=1');
    expect([noProduct.status, noProduct.body.message]).toEqual([400, 'product_id is required']);
    const noQuantity = await get(`/api/checkout/quote?type=buynow&product_id=${shop.plain}`);
    expect([noQuantity.status, noQuantity.body.message]).toEqual([400, 'quantity is required']);
    const foreign = await get(`/api/checkout/quote?type=buynow&product_id=${shop.foreign}&quantity=1`);
    expect(foreign.status).toBe(404);
    const badQuantity = await get(`/api/checkout/quote?type=buynow&product_id=${shop.plain}&quantity=0`);
    expect(badQuantity.status).toBe(400);
    expect((await api.get('/api/checkout/quote?store_code=S001')).status).toBe(401);
  });

  it('vendor info gives the shop’s transfer accounts in the shopper’s language, its riel rate and the sandbox', async () => {
    const kh = await api.get('/api/vendor/info?store_code=S001&lang=kh');
    expect(kh.status).toBe(200);
    const info = kh.body.data;
    expect(info.bank_transfer.map((b: { id: string }) => b.id)).toEqual(['ABA', 'ACLEDA', 'phone']);
    expect(info.bank_transfer[0]).toMatchObject({
      name: 'ធនាគារ ABA',
      account_name: 'ANGKOR DIGITAL CO LTD',
      account_number: '001 234 567',
    });
    expect([info.khr_per_usd, info.payments_sandbox]).toEqual([4100, true]);
    // A shop with no rate of its own and no transfer accounts: the default rate, an empty list.
    const s002 = (await api.get('/api/vendor/info?store_code=S002')).body.data;
    expect([s002.khr_per_usd, s002.bank_transfer]).toEqual([4100, []]);
  });

  it('a shop’s own rate is what its riel totals use', async () => {
    const s001 = (await one<{ id: number }>(api, sql`select id from stores where code = 'S001'`)).id;
    await api.db.execute(
      sql`update stores set payment = jsonb_set(payment, '{khr_per_usd}', '4000') where id = ${s001}`,
    );
    try {
      const quote = (await get('/api/checkout/quote')).body.data;
      expect([quote.khr_per_usd, quote.grand_total_khr]).toEqual([4000, 200_000]);
    } finally {
      await api.db.execute(
        sql`update stores set payment = jsonb_set(payment, '{khr_per_usd}', '4100') where id = ${s001}`,
      );
    }
  });

  it('a KHQR in riel asks for the riel total at the shop’s rate and says so; PayPal takes dollars only', async () => {
    const made = await api.send('POST', '/payment/generate_khqr', {
      token: shop.token,
      headers: S001,
      body: { payment_method: 'khqr', amount: 50, currency: 'KHR' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const data = made.body.data;
    expect([data.amount, data.currency, data.amount_khr, data.khr_per_usd]).toEqual([
      50,
      'KHR',
      205_000,
      4100,
    ]);
    const fields = decodeKhqr(data.qr_string);
    expect([fields['53'], fields['54']]).toEqual(['116', '205000']);
    const row = await one<{
      currency: string;
      amount_minor: number;
      khr_per_usd: number;
      amount_cents: number;
    }>(
      api,
      sql`select currency, amount_minor, khr_per_usd, amount_cents from payments where id = ${data.payment_id}`,
    );
    expect(row).toEqual({ currency: 'KHR', amount_minor: 205_000, khr_per_usd: 4100, amount_cents: 5000 });
    const paypal = await api.send('POST', '/payment/generate_khqr', {
      token: shop.token,
      headers: S001,
      body: {
        payment_method: 'paypal',
        currency: 'KHR',
        success_url: 'http://shop.test/paypal/success',
        cancel_url: 'http://shop.test/paypal/error',
      },
    });
    expect([paypal.status, paypal.body.message]).toEqual([400, 'PayPal takes USD only']);
  });
  it('an order keeps its lines’ names in every language and marks a service, whatever language it was placed in', async () => {
    const service = await one<{ id: number }>(
      api,
      sql`select p.id from products p join units u on u.store_id = p.store_id and u.id = p.unit_id
          where p.store_id = ${shop.s001} and u.slug = 'service' and p.active order by p.id limit 1`,
    );
    await api.db.execute(sql`update products set stock = 100 where id = ${service.id}`);
    await refillCart(api, shop.token, [
      [shop.plain, 1],
      [service.id, 1],
    ]);
    const address = await saveAddress(api, shop.token);
    const placed = await api.send('POST', '/api/checkout', {
      token: shop.token,
      headers: { ...S001, 'accept-language': 'en' },
      body: { address, payment_type: 'cash', payment_method: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.data.order_id;
    const names = async (lang: string) =>
      (await get(`/api/checkout/history/detail/${id}`, shop.token, { ...S001, 'accept-language': lang })).body
        .data.lines as { product_id: number; name: string; is_service: boolean }[];
    const [en, kh, zh] = [await names('en'), await names('kh'), await names('zh')];
    expect(kh.some((l) => KHMER.test(l.name))).toBe(true);
    expect(zh.some((l) => CHINESE.test(l.name))).toBe(true);
    expect(en.every((l) => !KHMER.test(l.name) && !CHINESE.test(l.name))).toBe(true);
    expect(en.map((l) => [l.product_id, l.is_service])).toEqual([
      [shop.plain, false],
      [service.id, true],
    ]);
    // A renamed product does not rename what was ordered.
    await api.db.execute(
      sql`update product_translations set name = 'Renamed' where product_id = ${service.id}`,
    );
    expect((await names('kh')).map((l) => l.name)).toEqual(kh.map((l) => l.name));
  });
});
