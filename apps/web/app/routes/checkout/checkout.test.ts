import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../middleware/request-guard.server';
import { createTestServer, type TestServer } from '../../test/fake-server';
import { post } from '../../test/requests';

// The checkout page, its action (cash on delivery, bank transfer with a receipt, a paid KHQR),
// the payment resource route and PayPal's return, against the fake API.

/** A customer with two products in the server cart and, unless told, one saved address. */
async function customer(app: TestServer, { address = true } = {}) {
  const token = app.api.accounts.tokenFor();
  const call = (path: string, body: unknown) =>
    app.api.fetch(`http://api.test${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-store-code': 'S001',
      },
      body: JSON.stringify(body),
    });
  await call('/api/cart/add', { product_id: 1, quantity: 2, variant_option_id: 0 });
  await call('/api/cart/add', { product_id: 2, quantity: 1, variant_option_id: 0 });
  if (address)
    await call('/api/profile/location/add', { name: 'Home', description: 'St 130', lat: 11.5, long: 104.9 });
  const cookie = `session=${token}`;
  return { token, cookie, addressId: app.api.accounts.addressesOf()[0]?.id };
}

/** A multipart post of the checkout form, as a browser sends it without JavaScript. */
function multipart(fields: Record<string, string | Blob>, cookie: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } };
}

const checkoutCalls = (app: TestServer) =>
  app.api.accounts.requests.filter((r) => r.path === '/api/checkout');

describe('/checkout', () => {
  it('sends a guest to log in, and back to checkout after', async () => {
    const app = createTestServer();
    const en = await app.request('/checkout');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/login?redirect=%2Fcheckout');
    const kh = await app.request('/kh/checkout');
    expect(kh.headers.get('location')).toBe('/kh/login?redirect=%2Fkh%2Fcheckout');
  });

  it('sends a customer with an empty cart to the home page', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request('/zh/checkout', { headers: { cookie: `session=${token}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/zh\/?$/);
  });

  it('shows the lines, the API total with riel beside it, the address and the shop’s methods, khqr chosen', async () => {
    const app = createTestServer();
    const { cookie } = await customer(app);
    const response = await app.request('/kh/checkout', { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const cart = (await (
      await app.api.fetch('http://api.test/api/cart', {
        headers: { authorization: `Bearer ${cookie.slice(8)}`, 'x-store-code': 'S001' },
      })
    ).json()) as { grand_total: number };
    const riel = (Math.round((cart.grand_total * 4100) / 100) * 100).toLocaleString('en-US');
    expect(html).toContain(`≈ ${riel} ៛`);
    expect(html).toContain('Home');
    expect(html).toContain('ទូទាត់ប្រាក់');
    // The shop's methods, khqr chosen; Anakut with the shop's discount label.
    expect(html).toMatch(/id="pay-khqr"[^>]*checked/);
    for (const method of ['cod', 'bankTransfer', 'anakut', 'paypal'])
      expect(html).toContain(`id="pay-${method}"`);
    expect(html).toContain('បញ្ចុះ 5% ជាមួយ Anakut Cash');
    expect(html).toMatch(/encType="multipart\/form-data"|enctype="multipart\/form-data"/i);
  });

  it('shows the API’s Anakut total and discount, the shop’s rate and its transfer accounts', async () => {
    const app = createTestServer();
    const { cookie, token } = await customer(app);
    const quote = (await (
      await app.api.fetch('http://api.test/api/checkout/quote', {
        headers: { authorization: `Bearer ${token}`, 'x-store-code': 'S001' },
      })
    ).json()) as { data: { methods: { payment_method: string; discount: number; grand_total: number }[] } };
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
    const app = createTestServer();
    const { cookie, addressId } = await customer(app);
    const response = await app.request(
      '/zh/checkout',
      multipart(
        { address: String(addressId), payment_method: 'cod', note: 'Call me', idempotency_key: 'key-cod-1' },
        cookie,
      ),
    );
    expect(response.status).toBe(302);
    const [order] = app.api.accounts.orders;
    expect(response.headers.get('location')).toBe(
      `/zh/account/myaccount/myorders/checkout-detail/${order?.id}?placed=1`,
    );
    expect(order?.body).toMatchObject({
      address: addressId,
      payment_type: 'cash',
      payment_method: 'cod',
      note: 'Call me',
    });
    expect(checkoutCalls(app)[0]?.idempotencyKey).toBe('key-cod-1');
    const page = await app.request(response.headers.get('location') ?? '', { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain(`订单 #${order?.id}`);
    expect(html).toContain(`谢谢！您的订单 #${order?.id} 已提交。`);
  });

  it('asks a bank transfer for its type and receipt, then uploads the receipt and orders with it', async () => {
    const app = createTestServer();
    const { cookie, addressId } = await customer(app);
    const base = { address: String(addressId), payment_method: 'bankTransfer' };
    const noType = await app.request('/checkout', multipart(base, cookie));
    expect(noType.status).toBe(400);
    expect(await noType.text()).toContain('Please select bank transfer payment type');
    const noReceipt = await app.request('/checkout', multipart({ ...base, transfer_type: 'ABA' }, cookie));
    expect(await noReceipt.text()).toContain('Please upload image receipt');
    expect(checkoutCalls(app)).toHaveLength(0);

    const receipt = new File([new Uint8Array(200 * 1024)], 'receipt.png', { type: 'image/png' });
    const done = await app.request(
      '/checkout',
      multipart({ ...base, transfer_type: 'ACLEDA', receipt }, cookie),
    );
    expect(done.status).toBe(302);
    const upload = app.api.accounts.requests.find((r) => r.path === '/api/upload');
    expect(upload?.authorization).toBe(`Bearer ${cookie.slice(8)}`);
    expect(app.api.accounts.orders[0]?.body).toMatchObject({
      payment_type: 'transfer',
      payment_method: 'bankTransfer',
      transfer_type: 'ACLEDA',
      image_url: expect.stringMatching(/^\/api\/receipts\//),
    });
    // The checkout's post carries the receipt: its limit is the API's upload's; other forms keep theirs.
    expect(bodyLimitFor('/kh/checkout')).toBeGreaterThan(8 * 1024 * 1024);
    expect(bodyLimitFor('/checkout.data')).toBe(bodyLimitFor('/checkout'));
    expect(bodyLimitFor('/api/cart')).toBe(64 * 1024);
  });

  it('makes a new address with the placeholder point, or falls back to the first saved one', async () => {
    const app = createTestServer();
    const { cookie } = await customer(app, { address: false });
    const none = await app.request('/checkout', multipart({ payment_method: 'cod' }, cookie));
    expect(await none.text()).toContain('address is required');
    const made = await app.request(
      '/checkout',
      multipart({ payment_method: 'cod', address_name: 'Office', address_description: 'St 51' }, cookie),
    );
    expect(made.status).toBe(302);
    const [address] = app.api.accounts.addressesOf();
    expect(address).toMatchObject({ name: 'Office', lat: 11.5564, long: 104.9282 });

    const second = createTestServer();
    const other = await customer(second);
    second.api.accounts.addressesDown = true;
    const fallback = await second.request(
      '/checkout',
      multipart(
        { payment_method: 'cod', address_name: 'New', address_description: 'Somewhere' },
        other.cookie,
      ),
    );
    expect(fallback.status).toBe(302);
    expect(second.api.accounts.orders[0]?.body.address).toBe(other.addressId);
  });

  it('shows the API’s refusal (an unpaid KHQR), or Something went wrong when the API is down', async () => {
    const app = createTestServer();
    const { cookie, addressId } = await customer(app);
    const noPayment = await app.request(
      '/checkout',
      multipart({ address: String(addressId), payment_method: 'khqr' }, cookie),
    );
    expect(await noPayment.text()).toContain('payment_id is required');
    const unpaid = await app.request(
      '/checkout',
      multipart({ address: String(addressId), payment_method: 'khqr', payment_id: '99999' }, cookie),
    );
    expect(unpaid.status).toBe(409);
    expect(await unpaid.text()).toContain('This payment is not complete yet; please pay first');
    app.api.accounts.checkoutDown = true;
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
    const app = createTestServer();
    const { cookie, addressId } = await customer(app);
    const total = (await (await app.request('/checkout', { headers: { cookie } })).text()).match(
      /data-testid="checkout-total">\$([\d.,]+)</,
    )?.[1];
    const wrong = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount: '1' }, { cookie }),
    );
    expect(wrong.status).toBe(409);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/total to pay/);

    const amount = String(app.api.accounts.requests.length && Number(total?.replace(/,/g, '')));
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
    const stale = app.api.accounts.payments.get(rielAnswer.payment.payment_id);
    if (stale) stale.status = 'expired';
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
    expect(app.api.accounts.orders[0]?.body).toMatchObject({
      payment_method: 'khqr',
      payment_type: 'transfer',
      payment_id: Number(id),
    });
  });

  it('reports a live API (no simulate), and a failed check as pending', async () => {
    const app = createTestServer();
    const { cookie } = await customer(app);
    app.api.accounts.paymentsLive = true;
    const generated = await app.request(
      '/api/payment',
      post({ intent: 'generate', payment_method: 'khqr', amount: '0' }, { cookie }),
    );
    // amount 0 is not the total: refused, nothing made.
    expect(generated.status).toBe(409);
    const cart = app.api.accounts.cartOf();
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
    const app = createTestServer();
    const { cookie, addressId } = await customer(app);
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
    expect(app.api.accounts.orders[0]?.body).toMatchObject({
      payment_method: 'paypal',
      note: 'PP',
      address: addressId,
    });
    expect(checkoutCalls(app)[0]?.idempotencyKey).toBe(`paypal-${payment.payment_id}`);
  });

  it('shows PayPal’s cancel with a way back to checkout', async () => {
    const app = createTestServer();
    const html = await (await app.request('/zh/paypal/error')).text();
    expect(html).toContain('PayPal 付款已取消');
    expect(html).toContain('href="/zh/checkout"');
  });
});
