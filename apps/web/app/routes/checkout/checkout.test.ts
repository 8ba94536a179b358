import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../../../api/src/modules/payments/providers';
import { type FakeBakong, startFakeBakong } from '../../../../api/src/modules/payments/testing/fake-bakong';
import { type FakePaypal, startFakePaypal } from '../../../../api/src/modules/payments/testing/fake-paypal';
import { lapsePayment } from '../../../../api/src/test/factories';
import type { TestApi } from '../../../../api/src/test/harness';
import { bodyLimitFor } from '../../middleware/request-guard.server';
import { accountRequests } from '../../test/api-edge';
import { apiData } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi, type TestServer } from '../../test/server';
import { addressesOf, asCustomer, newCustomer } from '../../test/shoppers';

// The checkout page, its action (cash on delivery, bank transfer with a receipt, a paid KHQR),
// the payment resource route and PayPal's return, against the real API (sandbox payments; live
// ones against fake Bakong and PayPal servers on loopback).

const testApi = openTestApi();

/** A new customer with two products in the server cart and, unless told, one saved address. */
async function customer(api: TestApi, { address = true } = {}) {
  const shopper = await newCustomer(api);
  await asCustomer(api, shopper, 'POST', '/api/cart/add', {
    product_id: 1,
    quantity: 2,
    variant_option_id: 0,
  });
  await asCustomer(api, shopper, 'POST', '/api/cart/add', {
    product_id: 2,
    quantity: 1,
    variant_option_id: 0,
  });
  const addressId = address
    ? (
        (await asCustomer(api, shopper, 'POST', '/api/profile/location/add', {
          name: 'Home',
          description: 'St 130',
          lat: 11.5,
          long: 104.9,
        })) as { id: number }
      ).id
    : undefined;
  return { shopper, token: shopper.token, cookie: shopper.cookie, addressId };
}

/** A multipart post of the checkout form, as a browser sends it without JavaScript. */
function multipart(fields: Record<string, string | Blob>, cookie: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } };
}

const checkoutCalls = (app: TestServer) => accountRequests(app.api).filter((r) => r.path === '/api/checkout');

/** The order a checkout's redirect lands on: its id. */
const placedOrder = (response: Response) =>
  Number(/checkout-detail\/(\d+)\?placed=1$/.exec(response.headers.get('location') ?? '')?.[1]);

/** One of the customer's orders as the API keeps it. */
const orderOf = (api: TestApi, token: string, id: number) =>
  api
    .send('GET', `/api/checkout/history/detail/${id}`, { token, headers: { 'x-store-code': 'S001' } })
    .then((res) => res.body.data as Record<string, unknown>);

describe('/checkout', () => {
  it('sends a guest to log in, and back to checkout after', async () => {
    const app = createTestServer(testApi());
    const en = await app.request('/checkout');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/login?redirect=%2Fcheckout');
    const kh = await app.request('/kh/checkout');
    expect(kh.headers.get('location')).toBe('/kh/login?redirect=%2Fkh%2Fcheckout');
  });

  it('sends a customer with an empty cart to the home page', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await newCustomer(testApi());
    const response = await app.request('/zh/checkout', { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/zh\/?$/);
  });

  it('shows the lines, the API total with riel beside it, the address and the shop’s methods, khqr chosen', async () => {
    const app = createTestServer(testApi());
    const { cookie, token } = await customer(testApi());
    const response = await app.request('/kh/checkout', { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const cart = (await testApi().send('GET', '/api/cart', { token, headers: { 'x-store-code': 'S001' } }))
      .body as { grand_total: number };
    const riel = (Math.round((cart.grand_total * 4100) / 100) * 100).toLocaleString('en-US');
    expect(html).toContain(`≈ ${riel} ៛`);
    expect(html).toContain('Home');
    expect(html).toContain('ទូទាត់ប្រាក់');
    // The shop's methods, khqr chosen; Anakut with the shop's discount label.
    expect(html).toMatch(/id="pay-khqr"[^>]*checked/);
    for (const method of ['cod', 'bankTransfer', 'anakut', 'paypal'])
      expect(html).toContain(`id="pay-${method}"`);
    const vendor = await apiData<{ anakut_bank: { discount_label: string } }>(testApi(), '/api/vendor/info', {
      lang: 'kh',
    });
    expect(vendor.anakut_bank.discount_label).toMatch(/[\u1780-\u17FF]/);
    expect(html).toContain(vendor.anakut_bank.discount_label);
    expect(html).toMatch(/encType="multipart\/form-data"|enctype="multipart\/form-data"/i);
  });

  it('shows the API’s Anakut total and discount, the shop’s rate and its transfer accounts', async () => {
    const app = createTestServer(testApi());
    const { cookie, token } = await customer(testApi());
    const quote = (
      await testApi().send('GET', '/api/checkout/quote', { token, headers: { 'x-store-code': 'S001' } })
    ).body as { data: { methods: { payment_method: string; discount: number; grand_total: number }[] } };
    const anakut = quote.data.methods.find((m) => m.payment_method === 'anakut');
    expect(anakut?.discount).toBeGreaterThan(0);
    const html = await (await app.request('/checkout', { headers: { cookie } })).text();
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(html).toMatch(
      new RegExp(`data-testid="checkout-total-anakut">\\${money(anakut?.grand_total ?? 0)}<`),
    );
    expect(html).toMatch(new RegExp(`data-testid="discount-anakut">−\\${money(anakut?.discount ?? 0)}<`));
    expect(html).toContain('1 USD = 4,100 ៛');
    expect(html).toContain('Account number: 001 234 567');
    expect(html).toContain('Account name: ANGKOR DIGITAL CO LTD');
    // A KHQR can be paid in riel: the choice is on the page.
    expect(html).toMatch(/name="currency" value="KHR"/);
  });

  it('places a cash-on-delivery order without JavaScript, once per key, and lands on the order', async () => {
    const app = createTestServer(testApi());
    const { cookie, token, addressId } = await customer(testApi());
    const response = await app.request(
      '/zh/checkout',
      multipart(
        { address: String(addressId), payment_method: 'cod', note: 'Call me', idempotency_key: 'key-cod-1' },
        cookie,
      ),
    );
    expect(response.status).toBe(302);
    const id = placedOrder(response);
    expect(response.headers.get('location')).toBe(
      `/zh/account/myaccount/myorders/checkout-detail/${id}?placed=1`,
    );
    expect(checkoutCalls(app)[0]?.body).toMatchObject({
      address: addressId,
      payment_type: 'cash',
      payment_method: 'cod',
      note: 'Call me',
    });
    expect(checkoutCalls(app)[0]?.idempotencyKey).toBe('key-cod-1');
    expect(await orderOf(testApi(), token, id)).toMatchObject({ payment_method: 'cod', note: 'Call me' });
    const page = await app.request(response.headers.get('location') ?? '', { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain(`订单 #${id}`);
    expect(html).toContain(`谢谢！您的订单 #${id} 已提交。`);
  });

  it('asks a bank transfer for its type and receipt, then uploads the receipt and orders with it', async () => {
    const app = createTestServer(testApi());
    const { cookie, token, addressId } = await customer(testApi());
    const base = { address: String(addressId), payment_method: 'bankTransfer' };
    const noType = await app.request('/checkout', multipart(base, cookie));
    expect(noType.status).toBe(400);
    expect(await noType.text()).toContain('Please select bank transfer payment type');
    const noReceipt = await app.request('/checkout', multipart({ ...base, transfer_type: 'ABA' }, cookie));
    expect(await noReceipt.text()).toContain('Please upload image receipt');
    expect(checkoutCalls(app)).toHaveLength(0);

    // A real picture (the API decodes it), larger than the 64 KB other forms may send.
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#ffffff',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(200 * 1024);
    const receipt = new File([new Uint8Array(png)], 'receipt.png', { type: 'image/png' });
    const done = await app.request(
      '/checkout',
      multipart({ ...base, transfer_type: 'ACLEDA', receipt }, cookie),
    );
    expect(done.status).toBe(302);
    const upload = accountRequests(app.api).find((r) => r.path === '/api/upload');
    expect(upload?.authorization).toBe(`Bearer ${cookie.slice(8)}`);
    expect(checkoutCalls(app)[0]?.body).toMatchObject({
      payment_type: 'transfer',
      payment_method: 'bankTransfer',
      transfer_type: 'ACLEDA',
      // The receipt's private address, as the API's upload answered it.
      image_url: expect.stringMatching(/^http:\/\/assets\.test\/api\/receipts\/\w+\.png$/),
    });
    expect(await orderOf(testApi(), token, placedOrder(done))).toMatchObject({
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
      transfer_type: 'ACLEDA',
    });
    // The checkout's post carries the receipt: its limit is the API's upload's; other forms keep theirs.
    expect(bodyLimitFor('/kh/checkout')).toBeGreaterThan(8 * 1024 * 1024);
    expect(bodyLimitFor('/checkout.data')).toBe(bodyLimitFor('/checkout'));
    expect(bodyLimitFor('/api/cart')).toBe(64 * 1024);
  });

  it('makes a new address with the placeholder point, or falls back to the first saved one', async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer(testApi(), { address: false });
    const none = await app.request('/checkout', multipart({ payment_method: 'cod' }, cookie));
    expect(await none.text()).toContain('address is required');
    const made = await app.request(
      '/checkout',
      multipart({ payment_method: 'cod', address_name: 'Office', address_description: 'St 51' }, cookie),
    );
    expect(made.status).toBe(302);
    const [address] = await addressesOf(testApi(), shopper);
    expect(address).toMatchObject({ name: 'Office', lat: 11.5564, long: 104.9282 });

    // When the API cannot save the new address, the order goes to the first saved one.
    const second = createTestServer(testApi());
    const other = await customer(testApi());
    second.api.faults.set('/api/profile/location/add', () =>
      Response.json({ code: 500, message: 'Internal error', data: null }, { status: 500 }),
    );
    const fallback = await second.request(
      '/checkout',
      multipart(
        { payment_method: 'cod', address_name: 'New', address_description: 'Somewhere' },
        other.cookie,
      ),
    );
    expect(fallback.status).toBe(302);
    expect(checkoutCalls(second)[0]?.body).toMatchObject({ address: other.addressId });
    expect((await addressesOf(testApi(), other.shopper)).map((a) => a.name)).toEqual(['Home']);
  });

  it('shows the API’s refusal (an unpaid KHQR), or Something went wrong when the API is down', async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie, addressId } = await customer(testApi());
    const noPayment = await app.request(
      '/checkout',
      multipart({ address: String(addressId), payment_method: 'khqr' }, cookie),
    );
    expect(await noPayment.text()).toContain('payment_id is required');
    // A KHQR of the cart's total, made and not paid.
    const { payment_id } = (await asCustomer(testApi(), shopper, 'POST', '/payment/generate_khqr', {
      payment_method: 'khqr',
    })) as { payment_id: number };
    const unpaid = await app.request(
      '/checkout',
      multipart(
        { address: String(addressId), payment_method: 'khqr', payment_id: String(payment_id) },
        cookie,
      ),
    );
    expect(unpaid.status).toBe(409);
    expect(await unpaid.text()).toContain('This payment is not complete yet; please pay first');
    app.api.faults.set('/api/checkout', () =>
      Response.json({ code: 500, message: 'Internal error', data: null }, { status: 500 }),
    );
    const down = await app.request(
      '/checkout',
      multipart({ address: String(addressId), payment_method: 'cod' }, cookie),
    );
    expect(down.status).toBe(502);
    expect(await down.text()).toContain('Something went wrong');
  });
});

describe('/api/payment', () => {
  it('makes a KHQR of the shown total, polls pending, simulates paid, and orders with it', async () => {
    const app = createTestServer(testApi());
    const { cookie, addressId } = await customer(testApi());
    const total = (await (await app.request('/checkout', { headers: { cookie } })).text()).match(
      /data-testid="checkout-total">\$([\d.,]+)</,
    )?.[1];
    const wrong = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount: '1' }, { cookie }),
    );
    expect(wrong.status).toBe(409);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/total to pay/);

    const amount = String(Number(total?.replace(/,/g, '')));
    expect(Number(amount)).toBeGreaterThan(0);
    const generated = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount }, { cookie }),
    );
    const answer = (await generated.json()) as { payment: { payment_id: number; qr_svg: string } };
    expect(answer.payment.qr_svg).toMatch(/^<svg/);
    const id = String(answer.payment.payment_id);
    const check = await app.request('/api/payment', post({ intent: 'check', payment_id: id }, { cookie }));
    expect(await check.json()).toMatchObject({ status: 'pending', ended: false });
    const simulated = await app.request(
      '/api/payment',
      post({ intent: 'simulate', payment_id: id }, { cookie }),
    );
    expect(await simulated.json()).toMatchObject({ status: 'paid' });
    // A KHQR in riel says so in its amount; a payment that expired ends the polling at once.
    const inRiel = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount, currency: 'KHR' }, { cookie }),
    );
    const rielAnswer = (await inRiel.json()) as { payment: { payment_id: number; amount_text: string } };
    expect(rielAnswer.payment.amount_text).toMatch(/^[\d,]+ ៛ \(\$[\d.,]+\)$/);
    await lapsePayment(testApi(), rielAnswer.payment.payment_id);
    const ended = await app.request(
      '/api/payment',
      post({ intent: 'check', payment_id: String(rielAnswer.payment.payment_id) }, { cookie }),
    );
    expect(await ended.json()).toMatchObject({ status: 'pending', ended: true });
    const placed = await app.request(
      '/kh/checkout',
      multipart({ address: String(addressId), payment_method: 'khqr', payment_id: id }, cookie),
    );
    expect(placed.status).toBe(302);
    expect(checkoutCalls(app).at(-1)?.body).toMatchObject({
      payment_method: 'khqr',
      payment_type: 'transfer',
      payment_id: Number(id),
    });
  });
});

describe('/api/payment in a live shop', () => {
  let bakong: FakeBakong;
  let paypal: FakePaypal;
  beforeAll(async () => {
    bakong = await startFakeBakong();
    paypal = await startFakePaypal();
  });
  afterAll(async () => {
    await bakong?.close();
    await paypal?.close();
  });
  // The API's live providers, speaking Bakong's and PayPal's protocols to the fakes.
  const liveApi = openTestApi(() => ({
    payments: createProviders({
      NODE_ENV: 'test',
      PAYMENTS_MODE: 'live',
      PAYMENTS_SANDBOX_IN_PRODUCTION: false,
      BAKONG_API_URL: bakong.url,
      BAKONG_TOKEN: bakong.token,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    }),
  }));

  it('reports a live API (no simulate), and a failed check as pending', async () => {
    const app = createTestServer(liveApi());
    const { cookie, shopper } = await customer(liveApi());
    const vendor = await apiData<{ payments_sandbox: boolean }>(liveApi(), '/api/vendor/info');
    expect(vendor.payments_sandbox).toBe(false);
    const generated = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount: '0' }, { cookie }),
    );
    // amount 0 is not the total: refused, nothing made.
    expect(generated.status).toBe(409);
    const cart = (
      await liveApi().send('GET', '/api/cart', {
        token: shopper.token,
        headers: { 'x-store-code': 'S001' },
      })
    ).body.data as unknown[];
    expect(cart.length).toBe(2);
    const check = await app.request(
      '/api/payment',
      post({ intent: 'check', payment_id: '424242' }, { cookie }),
    );
    expect(await check.json()).toMatchObject({ ok: true, status: 'pending', ended: false });
    const guest = await app.request('/api/payment', post({ intent: 'check', payment_id: '1' }));
    expect(guest.status).toBe(401);
  });
});

describe('/paypal/success and /paypal/error', () => {
  it('comes back from PayPal: pending with the sandbox control, then paid and ordered once', async () => {
    const app = createTestServer(testApi());
    const { cookie, addressId } = await customer(testApi());
    const html = await (await app.request('/checkout', { headers: { cookie } })).text();
    const amount = html.match(/data-testid="checkout-total">\$([\d.,]+)</)?.[1]?.replace(/,/g, '') ?? '';
    const generated = await app.request(
      '/kh/api/payment',
      post(
        { intent: 'generate', payment_method: 'paypal', amount, address: String(addressId), note: 'PP' },
        { cookie },
      ),
    );
    const { payment } = (await generated.json()) as { payment: { payment_id: number; link_url: string } };
    const back = new URL(payment.link_url);
    expect(back.pathname).toBe('/kh/paypal/success');
    const pending = await app.request(back.pathname + back.search, { headers: { cookie } });
    const page = await pending.text();
    // Khmer texts are drawn as word runs (<Text>): the page's text, without its tags.
    expect(page.replace(/<[^>]*>/g, '')).toContain('សាកល្បងការបង់ប្រាក់');
    const simulated = await app.request(
      back.pathname + back.search,
      post({ payment_id: String(payment.payment_id) }, { cookie }),
    );
    expect(simulated.status).toBe(302);
    const done = await app.request(back.pathname + back.search, { headers: { cookie } });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toMatch(
      /^\/kh\/account\/myaccount\/myorders\/checkout-detail\/\d+\?placed=1$/,
    );
    expect(checkoutCalls(app)[0]?.body).toMatchObject({
      payment_method: 'paypal',
      note: 'PP',
      address: addressId,
    });
    expect(checkoutCalls(app)[0]?.idempotencyKey).toBe(`paypal-${payment.payment_id}`);
  });

  it('shows PayPal’s cancel with a way back to checkout', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/zh/paypal/error')).text();
    expect(html).toContain('PayPal 付款已取消');
    expect(html).toContain('href="/zh/checkout"');
  });
});
