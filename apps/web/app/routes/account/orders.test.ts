import { MESSAGES } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { createTestServer, openTestApi } from '../../test/server';
import { addOrder, newCustomer, orderStatus, type TestCustomer, type TestOrder } from '../../test/shoppers';

const testApi = openTestApi();

// The order list, the order detail and the print page, against the real API: each test's orders
// are a new customer's, made in the test database as the shop keeps them.

/** The request options of a customer's page views (their session cookie). */
const as = (shopper: TestCustomer) => ({ headers: { cookie: shopper.cookie } });

const kh = MESSAGES.kh;

describe('the order pages need a session', () => {
  it.each([
    ['/account/myaccount/myorders', '/login?redirect=%2Faccount%2Fmyaccount%2Fmyorders'],
    ['/zh/print/order?id=5', '/zh/login?redirect=%2Fzh%2Fprint%2Forder%3Fid%3D5'],
  ])('sends %s without one to %s', async (path, location) => {
    const app = createTestServer(testApi());
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('/account/myaccount/myorders', () => {
  it('lists the orders newest first, ten a page, with ?page= links; past the last page is a 404', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await addOrder(testApi(), shopper));
    const first = await app.request('/account/myaccount/myorders', as(shopper));
    expect(first.status).toBe(200);
    const html = await first.text();
    const shown = [...html.matchAll(/data-order="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(ids.slice(2).reverse());
    expect(html).toContain('href="/account/myaccount/myorders?page=2"');
    expect(html).toContain(`href="/account/myaccount/myorders/checkout-detail/${ids[11]}"`);
    const second = await (await app.request('/account/myaccount/myorders?page=2', as(shopper))).text();
    expect([...second.matchAll(/data-order="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([ids[1], ids[0]]);
    expect(second).toContain('href="/account/myaccount/myorders"');
    const past = await app.request('/account/myaccount/myorders?page=3', as(shopper));
    expect(past.status).toBe(404);
    expect(await past.text()).toContain('404 Not Found');
  });

  it('shows each order in the language of the page: number, local date, status, payment, total', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    // 20:00 UTC is 03:00 the next day in Phnom Penh.
    await addOrder(testApi(), shopper, {
      status: 'shipped',
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
      lines: [{ product_id: 1, name: 'A laptop', price: 1234.5, quantity: 1 }],
      created_at: '2026-03-09T20:00:00.000Z',
    });
    const en = await (await app.request('/account/myaccount/myorders', as(shopper))).text();
    expect(en).toContain('Mar 10, 2026');
    expect(en).toContain('Shipped');
    expect(en).toContain('Bank transfer');
    expect(en).toContain('Awaiting review');
    expect(en).toContain('$1,234.50');
    const page = await (await app.request('/kh/account/myaccount/myorders', as(shopper))).text();
    expect(page).toContain('10 មីនា 2026');
    expect(page).toContain(kh.orders.statusShipped);
    expect(page).toContain(kh.checkout.methodBankTransfer);
    expect(page).toContain(kh.orders.paymentAwaitingReview);
    expect(page).toContain('$1,234.50');
  });

  it('shows the empty state with a way to the shop when there is no order', async () => {
    const app = createTestServer(testApi());
    const [shopper, other] = [await newCustomer(testApi()), await newCustomer(testApi())];
    await addOrder(testApi(), other);
    const html = await (await app.request('/zh/account/myaccount/myorders', as(shopper))).text();
    expect(html).toContain('data-testid="orders-empty"');
    expect(html).toContain(MESSAGES.zh.orders.empty);
    expect(html).toMatch(/href="\/zh"[^>]*>开始购物/);
    expect(html).not.toContain('data-order=');
  });

  it('is linked from My Account', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/account/myaccount', as(await newCustomer(testApi())))).text();
    expect(html).toContain('href="/account/myaccount/myorders"');
  });
});

const detailOrder: TestOrder = {
  status: 'confirmed',
  payment_method: 'bankTransfer',
  payment_status: 'paid',
  created_at: '2026-03-09T20:00:00.000Z',
  lines: [
    {
      product_id: 7,
      variant_option_id: 3,
      name: 'ASUS Zenbook 14',
      variant_name: '16 GB / 512 GB',
      image: 'http://assets.test/zenbook.png',
      is_service: false,
      price: 50,
      quantity: 2,
    },
    {
      product_id: 9,
      variant_option_id: 0,
      name: 'Windows installation',
      variant_name: null,
      image: '',
      is_service: true,
      price: 10,
      quantity: 1,
    },
  ],
  // Lines of $110.00 less $5.50 plus $2.50: $107.00.
  discount: 5.5,
  delivery_fee: 2.5,
  transfer_type: 'ACLEDA',
  note: 'Call before delivery',
  history: [
    { status: 'placed', at: '2026-03-09T20:00:00.000Z' },
    { status: 'confirmed', at: '2026-03-10T02:15:00.000Z' },
  ],
};

describe('/account/myaccount/myorders/checkout-detail/:id', () => {
  it('shows the lines, sums as sent, riel, address, payment, note and the timeline in Khmer', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const order = { id: await addOrder(testApi(), shopper, detailOrder) };
    const response = await app.request(
      `/kh/account/myaccount/myorders/checkout-detail/${order.id}`,
      as(shopper),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`ការបញ្ជាទិញ #${order.id}`);
    expect(html).toContain('href="/kh/product/7"');
    expect(html).toContain('href="/kh/product/9"');
    expect(html).toContain('16 GB / 512 GB');
    expect(html).toMatch(/\$50\.00/);
    expect(html).toContain('$100.00');
    // One line is a service: marked so (the shop's menu has a Services page of the same word).
    const marks = html.split('rounded-md bg-teal-50');
    expect(marks).toHaveLength(2);
    expect(marks[1]?.slice(marks[1].indexOf('>') + 1).replace(/<[^>]*>/g, '')).toMatch(
      new RegExp(`^${kh.orders.service}`),
    );
    expect(html).toContain(kh.orders.discount);
    expect(html).toContain('−<!-- -->$5.50');
    expect(html).toContain('$2.50');
    expect(html).toContain('$107.00');
    expect(html).toContain('≈ 438,700 ៛');
    expect(html).toContain('Street 51');
    expect(html).toContain(kh.checkout.methodBankTransfer);
    expect(html).toContain(kh.checkout.transferACLEDA);
    expect(html).toContain(kh.orders.paymentPaid);
    expect(html).toContain('Call before delivery');
    // The timeline, in Phnom Penh's time, 24-hour.
    const timeline = html.slice(html.indexOf('data-testid="order-timeline"'));
    expect(timeline.indexOf(kh.orders.statusPlaced)).toBeLessThan(
      timeline.indexOf(kh.orders.statusConfirmed),
    );
    expect(timeline).toContain('10 មីនា 2026, 03:00');
    expect(timeline).toContain('10 មីនា 2026, 09:15');
    expect(html).toContain(`href="/kh/print/order?id=${order.id}"`);
    // Only right after checkout does it say thank you.
    expect(html).not.toContain(kh.checkout.orderPlaced.replace('{id}', String(order.id)));
  });

  it('thanks the shopper when checkout sent them, and leaves out a discount of zero', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const order = { id: await addOrder(testApi(), shopper, { discount: 0 }) };
    const html = await (
      await app.request(`/account/myaccount/myorders/checkout-detail/${order.id}?placed=1`, as(shopper))
    ).text();
    expect(html).toContain(`Thank you! Your order #${order.id} has been placed.`);
    expect(html).not.toContain('>Discount<');
  });

  it.each([
    ['another customer’s order', true],
    ['an order that does not exist', false],
  ])('answers the 404 page, in the main layout, for %s', async (_, others) => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const id = others ? await addOrder(testApi(), await newCustomer(testApi())) : 999_999;
    const response = await app.request(`/account/myaccount/myorders/checkout-detail/${id}`, as(shopper));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 Not Found');
    expect(html).toContain('<header');
  });

  it('answers 404 for an id that cannot be one, without asking the API', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/account/myaccount/myorders/checkout-detail/abc',
      as(await newCustomer(testApi())),
    );
    expect(response.status).toBe(404);
    expect(accountRequests(app.api).some((r) => r.path.includes('/history/detail'))).toBe(false);
  });
});

describe('cancelling an order', () => {
  const form = (fields: Record<string, string>, cookie: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return { method: 'POST', body, headers: { cookie, 'sec-fetch-site': 'same-origin' } };
  };

  it('offers it while the shop has not confirmed and nothing is paid; cancels once, in Khmer', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const { headers } = as(shopper);
    const order = {
      id: await addOrder(testApi(), shopper, { payment_method: 'cod', payment_status: 'pending' }),
    };
    const path = `/kh/account/myaccount/myorders/checkout-detail/${order.id}`;
    const html = await (await app.request(path, { headers })).text();
    // (The page's messages travel with it: look for the control, not the words.)
    const control = (page: string) => /<summary[^>]*>.*?<\/summary><form[^>]*method="post"/.test(page);
    expect(control(html)).toBe(true);
    const key = html.match(/name="idempotency_key" value="([^"]+)"/)?.[1] ?? '';
    expect(key).not.toBe('');
    const posted = await app.request(path, form({ idempotency_key: key }, headers.cookie));
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`${path}?cancelled=1`);
    const cancel = accountRequests(app.api).filter((r) => r.path === `/api/checkout/cancel/${order.id}`);
    expect(cancel.map((r) => r.idempotencyKey)).toEqual([key]);
    const after = await (await app.request(`${path}?cancelled=1`, { headers })).text();
    expect(after).toContain(`role="status"`);
    // Khmer texts are drawn as word runs (<Text>): the page's text, without its tags.
    expect(after.replace(/<[^>]*>/g, '')).toContain(
      kh.orders.cancelledNotice.replace('{id}', String(order.id)),
    );
    expect(control(after)).toBe(false);
    // No floating chat buttons over the lines' prices.
    expect(after).not.toContain('href="/kh/chat"');
  });

  it('offers nothing for a paid order, and shows the API’s reason when one is posted anyway', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const { headers } = as(shopper);
    const order = {
      id: await addOrder(testApi(), shopper, { payment_method: 'khqr', payment_status: 'paid' }),
    };
    const path = `/account/myaccount/myorders/checkout-detail/${order.id}`;
    const html = await (await app.request(path, { headers })).text();
    expect(html).not.toMatch(/<summary[^>]*>[^<]*<\/summary><form[^>]*method="post"/);
    const posted = await app.request(path, form({}, headers.cookie));
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('This order is paid: please contact the shop to cancel it');
  });

  it("answers the 404 page for another customer's order", async () => {
    const app = createTestServer(testApi());
    const other = await newCustomer(testApi());
    const id = await addOrder(testApi(), other, { payment_method: 'cod', payment_status: 'pending' });
    const posted = await app.request(
      `/account/myaccount/myorders/checkout-detail/${id}`,
      form({}, (await newCustomer(testApi())).cookie),
    );
    expect(posted.status).toBe(404);
    expect(await orderStatus(testApi(), id)).toBe('placed');
  });
});

describe('/print/order', () => {
  it('prints the order in a bare layout: the shop, the lines, totals, address and payment', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const order = { id: await addOrder(testApi(), shopper, detailOrder) };
    const response = await app.request(`/zh/print/order?id=${order.id}`, as(shopper));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('吴哥数码');
    expect(html).toContain(`订单 #${order.id}`);
    expect(html).toContain('ASUS Zenbook 14');
    expect(html).toContain('Windows installation');
    expect(html).toContain('$107.00');
    expect(html).toContain(MESSAGES.zh.checkout.transferACLEDA);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // No header, menus, footer, bottom bar or chat buttons.
    expect(html).not.toContain('<header');
    expect(html).not.toContain('data-footer');
    expect(html).not.toContain('aria-label="我的账户"');
  });

  it.each([
    ['no id', '/print/order'],
    ['an id that cannot be one', '/print/order?id=x1'],
    ['another customer’s order', 'other'],
  ])('answers the 404 page for %s', async (_, path) => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const url =
      path === 'other' ? `/print/order?id=${await addOrder(testApi(), await newCustomer(testApi()))}` : path;
    const response = await app.request(url, as(shopper));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Not Found');
  });
});
