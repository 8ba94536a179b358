import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { one, refillCart, saveAddress, shoppingFixture } from '../cart/shopping.fixtures';

type Fixture = Awaited<ReturnType<typeof shoppingFixture>>;

const S001 = { 'x-store-code': 'S001' };

describe('POST /api/checkout/cancel/{id}: a shopper cancels an order the shop has not confirmed', () => {
  let api: TestApi;
  let shop: Fixture;
  let address: number;
  const send = (method: string, path: string, body?: unknown, token = shop.token, headers = {}) =>
    api.send(method, path, { token, headers: { ...S001, ...headers }, body });
  const stockOf = async (productId: number) =>
    (await one<{ stock: number }>(api, sql`select stock from products where id = ${productId}`)).stock;
  const variantStock = async (variantId: number) =>
    (await one<{ stock: number }>(api, sql`select stock from product_variants where id = ${variantId}`))
      .stock;
  const place = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/checkout', { address, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.order_id as number;
  };

  beforeAll(async () => {
    api = await createTestApi();
    shop = await shoppingFixture(api, { cents: 2_500, promoCents: null });
    address = await saveAddress(api, shop.token);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await refillCart(api, shop.token, [[shop.plain, 2]]);
    const added = await send('POST', '/api/cart/add', {
      product_id: shop.varied.id,
      quantity: 1,
      variant_option_id: shop.varied.option,
    });
    expect(added.status).toBe(200);
  });

  it('cancels a cash-on-delivery order: the stock goes back, the payment is cancelled, both recorded', async () => {
    const plainBefore = await stockOf(shop.plain);
    const variantBefore = await variantStock(shop.varied.option);
    const id = await place({ payment_type: 'cash', payment_method: 'cod' });
    expect(await stockOf(shop.plain)).toBe(plainBefore - 2);
    expect(await variantStock(shop.varied.option)).toBe(variantBefore - 1);

    expect((await send('GET', `/api/checkout/history/detail/${id}`)).body.data.can_cancel).toBe(true);
    const res = await send('POST', `/api/checkout/cancel/${id}`);
    expect([res.status, res.body.code, res.body.data.order_id]).toEqual([200, 0, id]);
    expect(await stockOf(shop.plain)).toBe(plainBefore);
    expect(await variantStock(shop.varied.option)).toBe(variantBefore);
    const detail = (await send('GET', `/api/checkout/history/detail/${id}`)).body.data;
    expect([detail.status, detail.payment_status]).toEqual(['cancelled', 'cancelled']);
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'cancelled']);
    const events = await one<{ n: string }>(
      api,
      sql`select count(*) as n from payment_events e join orders o on o.payment_id = e.payment_id
          where o.id = ${id} and e.status = 'cancelled'`,
    );
    expect(Number(events.n)).toBe(1);
  });

  it('cancels once: a second cancel is refused and gives no stock back twice', async () => {
    const before = await stockOf(shop.plain);
    const id = await place({ payment_type: 'cash', payment_method: 'cod' });
    expect((await send('POST', `/api/checkout/cancel/${id}`)).status).toBe(200);
    const again = await send('POST', `/api/checkout/cancel/${id}`);
    expect([again.status, again.body.message]).toEqual([409, 'This order is already cancelled']);
    // Said in the shopper's language (the storefront shows it as it is).
    const inKhmer = await send('POST', `/api/checkout/cancel/${id}`, undefined, shop.token, {
      'accept-language': 'kh',
    });
    expect(inKhmer.body.message).toBe('ការបញ្ជាទិញនេះត្រូវបានបោះបង់រួចហើយ');
    expect(await stockOf(shop.plain)).toBe(before);
    // Two cancels at once: one wins, the stock comes back once.
    await refillCart(api, shop.token, [[shop.plain, 2]]);
    const other = await place({ payment_type: 'cash', payment_method: 'cod' });
    const both = await Promise.all([1, 2].map(() => send('POST', `/api/checkout/cancel/${other}`)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(shop.plain)).toBe(before);
  });

  it('refuses a paid order (the shop must return the money) and one the shop confirmed', async () => {
    const made = await send('POST', '/payment/generate_khqr', { payment_method: 'khqr' });
    const paymentId = made.body.data.payment_id;
    await send('POST', '/payment/simulate', { payment_id: paymentId });
    const paid = await place({ payment_type: 'transfer', payment_method: 'khqr', payment_id: paymentId });
    expect((await send('GET', `/api/checkout/history/detail/${paid}`)).body.data.can_cancel).toBe(false);
    const refused = await send('POST', `/api/checkout/cancel/${paid}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This order is paid: please contact the shop to cancel it',
    ]);

    await refillCart(api, shop.token, [[shop.plain, 1]]);
    const confirmed = await place({ payment_type: 'cash', payment_method: 'cod' });
    await api.db.execute(sql`update orders set status = 'confirmed' where id = ${confirmed}`);
    const late = await send('POST', `/api/checkout/cancel/${confirmed}`);
    expect([late.status, late.body.message]).toEqual([
      409,
      'The shop has confirmed this order: please contact the shop to cancel it',
    ]);
  });

  it("answers 404 for another customer's order and 401 without a session", async () => {
    const id = await place({ payment_type: 'cash', payment_method: 'cod' });
    const other = await send('POST', `/api/checkout/cancel/${id}`, undefined, shop.otherToken);
    expect(other.status).toBe(404);
    expect((await api.send('POST', `/api/checkout/cancel/${id}`, { headers: S001 })).status).toBe(401);
    const detail = (await send('GET', `/api/checkout/history/detail/${id}`)).body.data;
    expect(detail.status).toBe('placed');
  });
});
