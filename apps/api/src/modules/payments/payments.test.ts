import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { one, refillCart, shoppingFixture } from '../cart/shopping.fixtures';
import { decodeKhqr } from './khqr';
import { createProviders } from './providers';
import { type FakeBakong, startFakeBakong } from './testing/fake-bakong';
import { type FakePaypal, startFakePaypal } from './testing/fake-paypal';

type Fixture = Awaited<ReturnType<typeof shoppingFixture>>;

const S001 = { 'x-store-code': 'S001' };

const fillCart = (api: TestApi, token: string, productId: number, quantity: number) =>
  refillCart(api, token, [[productId, quantity]]);

const generate = (api: TestApi, token: string, body: Record<string, unknown>) =>
  api.send('POST', '/payment/generate_khqr', { token, headers: S001, body });
const check = (api: TestApi, token: string, body: Record<string, unknown> = {}) =>
  api.send('POST', '/payment/check_payment_status', { token, headers: S001, body });
const simulate = (api: TestApi, token: string, paymentId: number) =>
  api.send('POST', '/payment/simulate', { token, headers: S001, body: { payment_id: paymentId } });

const paymentCount = async (api: TestApi) =>
  Number((await one<{ n: string }>(api, sql`select count(*) as n from payments`)).n);

describe('payments of the cart (sandbox)', () => {
  let api: TestApi;
  let shop: Fixture;

  beforeAll(async () => {
    api = await createTestApi();
    shop = await shoppingFixture(api, { cents: 12_950, promoCents: null });
  });
  afterAll(() => api.close());
  beforeEach(() => fillCart(api, shop.token, shop.plain, 2));

  it('makes a KHQR of the server-computed total for the shop’s Bakong account, valid for 10 minutes', async () => {
    const res = await generate(api, shop.token, { payment_method: 'khqr', amount: 259 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect([data.amount, data.currency]).toEqual([259, 'USD']);
    const fields = decodeKhqr(data.qr_string);
    expect(fields['54']).toBe('259');
    expect(fields['53']).toBe('840');
    expect((fields['29'] as Record<string, string>)['00']).toBe('angkor_digital@aclb');
    expect(data.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(data.qr_code_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.qr_svg).toContain('<svg');
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const [row] = await rows<{ status: string; amount_cents: number; reference: string }>(
      api.db,
      sql`select status, amount_cents, reference from payments where id = ${data.payment_id}`,
    );
    expect(row).toEqual({ status: 'pending', amount_cents: 25_900, reference: data.md5 });
  });

  it('refuses an amount that is not the cart’s total, and makes no payment', async () => {
    const before = await paymentCount(api);
    const res = await generate(api, shop.token, { payment_method: 'khqr', amount: 1 });
    expect([res.status, res.body.message]).toEqual([
      409,
      'The total to pay is now $259.00; please check your order and pay again',
    ]);
    expect(await paymentCount(api)).toBe(before);
  });

  it('says a refusal the shopper reads in the language of the call', async () => {
    const said = async (language: string) =>
      (
        await api.send('POST', '/payment/generate_khqr', {
          token: shop.token,
          headers: { ...S001, 'accept-language': language },
          body: { payment_method: 'khqr', amount: 1 },
        })
      ).body.message;
    expect(await said('kh')).toBe('ចំនួនសរុបត្រូវបង់ឥឡូវនេះគឺ $259.00 សូមពិនិត្យការបញ្ជាទិញរបស់អ្នក ហើយបង់ម្តងទៀត');
    expect(await said('zh')).toBe('应付总额现为 $259.00，请核对订单后重新付款');
  });

  it('refuses an empty cart and a method it does not know, naming it', async () => {
    const lines = (await api.get('/api/cart?store_code=S001', { authorization: `Bearer ${shop.token}` })).body
      .data;
    for (const line of lines)
      await api.send('DELETE', `/api/cart/remove/${line.cart_id}`, { token: shop.token, headers: S001 });
    const empty = await generate(api, shop.token, { payment_method: 'khqr' });
    expect([empty.status, empty.body.message]).toEqual([409, 'Your cart is empty']);
    const unknown = await generate(api, shop.token, { payment_method: 'cash' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/payment_method/);
  });

  it('is pending until paid (simulated), then paid; a settled payment is not simulated again', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    const before = await check(api, shop.token, { payment_id: data.payment_id });
    expect(before.body.data).toEqual({
      payment_id: data.payment_id,
      payment_status: 'pending',
      status: 'pending',
    });
    const paid = await simulate(api, shop.token, data.payment_id);
    expect(paid.body.data.payment_status).toBe('paid');
    // The specification's poll sends nothing: the latest payment of the customer.
    expect((await check(api, shop.token)).body.data).toEqual({
      payment_id: data.payment_id,
      payment_status: 'paid',
      status: 'paid',
    });
    expect((await simulate(api, shop.token, data.payment_id)).status).toBe(409);
    const events = await rows<{ status: string }>(
      api.db,
      sql`select status from payment_events where payment_id = ${data.payment_id} order by id`,
    );
    expect(events.map((e) => e.status)).toEqual(['pending', 'paid']);
  });

  it('never shows or pays another customer’s payment', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    expect((await check(api, shop.otherToken, { payment_id: data.payment_id })).status).toBe(404);
    expect((await simulate(api, shop.otherToken, data.payment_id)).status).toBe(404);
    expect((await check(api, shop.token, { payment_id: data.payment_id })).body.data.status).toBe('pending');
  });

  it('sends PayPal to its approval page and back; needs the return addresses', async () => {
    const missing = await generate(api, shop.token, { payment_method: 'paypal' });
    expect([missing.status, missing.body.message]).toEqual([
      400,
      'success_url and cancel_url are required for PayPal',
    ]);
    const res = await generate(api, shop.token, {
      payment_method: 'paypal',
      success_url: 'http://localhost:3000/paypal/success',
      cancel_url: 'http://localhost:3000/paypal/error',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.link_url).toMatch(/^http:\/\/localhost:3000\/paypal\/success/);
    const paid = await simulate(api, shop.token, res.body.data.payment_id);
    expect(paid.body.data.status).toBe('paid');
  });
});

describe('payments against the live Bakong and PayPal protocols (fake servers on loopback)', () => {
  let api: TestApi;
  let bakong: FakeBakong;
  let paypal: FakePaypal;
  let shop: Fixture;

  beforeAll(async () => {
    bakong = await startFakeBakong();
    paypal = await startFakePaypal();
    const payments = createProviders({
      NODE_ENV: 'test',
      PAYMENTS_MODE: 'live',
      PAYMENTS_SANDBOX_IN_PRODUCTION: false,
      BAKONG_API_URL: bakong.url,
      BAKONG_TOKEN: bakong.token,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    });
    api = await createTestApi({ payments });
    shop = await shoppingFixture(api, { cents: 1_000, promoCents: null });
    await fillCart(api, shop.token, shop.plain, 1);
  });
  afterAll(async () => {
    await api.close();
    await bakong.close();
    await paypal.close();
  });

  it('PayPal: pending until the shopper approves, then captured once by the next check', async () => {
    const made = await generate(api, shop.token, {
      payment_method: 'paypal',
      success_url: 'http://localhost:3000/paypal/success',
      cancel_url: 'http://localhost:3000/paypal/error',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.link_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const id = made.body.data.payment_id;
    const order = paypal.orderFor(`S${shop.s001}P${id}`);
    expect(order).toBeDefined();
    const stale = () =>
      api.db.execute(sql`update payments set updated_at = now() - interval '3 seconds' where id = ${id}`);
    await stale();
    expect((await check(api, shop.token, { payment_id: id })).body.data.status).toBe('pending');
    paypal.approve(order?.id as string);
    await stale();
    expect((await check(api, shop.token, { payment_id: id })).body.data.status).toBe('paid');
    await stale();
    await check(api, shop.token, { payment_id: id });
    expect(paypal.captureCount(order?.id as string)).toBe(1);
  });

  it('has no simulate call: no request pays without money', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    expect((await simulate(api, shop.token, data.payment_id)).status).toBe(404);
  });

  it('is paid when Bakong reports the md5 paid, in the amount, to the shop’s account; not before', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    expect((await check(api, shop.token, { payment_id: data.payment_id })).body.data.payment_status).toBe(
      'pending',
    );
    bakong.markPaid(data.md5, { amount: 10, currency: 'USD', toAccountId: 'angkor_digital@aclb' });
    // Polled again after the 2 s an upstream check is reused for.
    await api.db.execute(
      sql`update payments set updated_at = now() - interval '3 seconds' where id = ${data.payment_id}`,
    );
    expect((await check(api, shop.token, { payment_id: data.payment_id })).body.data).toEqual({
      payment_id: data.payment_id,
      payment_status: 'paid',
      status: 'paid',
    });
  });

  it('a payment of another amount is failed, never paid', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    bakong.markPaid(data.md5, { amount: 1, currency: 'USD', toAccountId: 'angkor_digital@aclb' });
    await api.db.execute(
      sql`update payments set updated_at = now() - interval '3 seconds' where id = ${data.payment_id}`,
    );
    expect((await check(api, shop.token, { payment_id: data.payment_id })).body.data).toEqual({
      payment_id: data.payment_id,
      payment_status: 'pending',
      status: 'failed',
    });
  });

  it('asks Bakong at most once per 2 s per payment, however often the page polls', async () => {
    const { data } = (await generate(api, shop.token, { payment_method: 'khqr' })).body;
    await api.db.execute(
      sql`update payments set updated_at = now() - interval '3 seconds' where id = ${data.payment_id}`,
    );
    const before = bakong.authorizedChecks();
    for (let i = 0; i < 5; i++) await check(api, shop.token, { payment_id: data.payment_id });
    expect(bakong.authorizedChecks() - before).toBe(1);
  });
});
