import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { one, refillCart, shoppingFixture } from '../cart/shopping.fixtures';

type Fixture = Awaited<ReturnType<typeof shoppingFixture>>;

const S001 = { 'x-store-code': 'S001' };

describe('POST /api/checkout and the order history', () => {
  let api: TestApi;
  let shop: Fixture;
  let address: number;
  let otherAddress: number;

  const send = (
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => api.send(method, path, { token, headers: { ...S001, ...headers }, body });
  const checkout = (
    body: Record<string, unknown>,
    token = shop.token,
    headers: Record<string, string> = {},
  ) => send(token, 'POST', '/api/checkout', body, headers);

  const fill = (token: string, lines: [number, number][]) => refillCart(api, token, lines);
  const stockOf = async (productId: number) =>
    (await one<{ stock: number }>(api, sql`select stock from products where id = ${productId}`)).stock;
  const orderCount = async () =>
    Number((await one<{ n: string }>(api, sql`select count(*) as n from orders`)).n);
  async function paidKhqr(token = shop.token) {
    const made = await send(token, 'POST', '/payment/generate_khqr', { payment_method: 'khqr' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.payment_id as number;
    expect((await send(token, 'POST', '/payment/simulate', { payment_id: id })).body.data.status).toBe(
      'paid',
    );
    return id;
  }

  beforeAll(async () => {
    api = await createTestApi();
    shop = await shoppingFixture(api, { cents: 2_500, promoCents: null });
    const add = async (token: string, name: string) =>
      (
        await send(token, 'POST', '/api/profile/location/add', {
          name,
          lat: 11.5564,
          long: 104.9282,
          description: 'St. 271',
        })
      ).body.data.id as number;
    address = await add(shop.token, 'Home');
    otherAddress = await add(shop.otherToken, 'Office');
  });
  afterAll(() => api.close());
  beforeEach(() => fill(shop.token, [[shop.plain, 2]]));

  it('names the first missing field as the specification words it', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'address is required'],
      [{ address }, 'payment_type is required'],
      [{ address, payment_type: 'cash' }, 'payment_method is required'],
      [
        { address, payment_type: 'transfer', payment_method: 'bankTransfer' },
        'Please select bank transfer payment type',
      ],
      [
        { address, payment_type: 'transfer', payment_method: 'bankTransfer', transfer_type: 'ABA' },
        'Please upload image receipt',
      ],
      [{ address, payment_type: 'transfer', payment_method: 'khqr' }, 'payment_id is required'],
      [{ address, payment_type: 'transfer', payment_method: 'cod' }, 'payment_type must be cash for cod'],
    ];
    for (const [body, message] of cases) {
      const res = await checkout(body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('cash on delivery: the order keeps its prices and address, the stock is taken, the cart emptied', async () => {
    const stock = await stockOf(shop.plain);
    const res = await checkout({ address, payment_type: 'cash', payment_method: 'cod', note: 'Call first' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Order placed' });
    const id = res.body.data.order_id as number;
    expect(await stockOf(shop.plain)).toBe(stock - 2);
    expect((await send(shop.token, 'GET', '/api/cart')).body.data).toEqual([]);
    const detail = (await send(shop.token, 'GET', `/api/checkout/history/detail/${id}`)).body.data;
    expect(detail).toMatchObject({
      id,
      status: 'placed',
      payment_method: 'cod',
      payment_status: 'pending',
      subtotal: 50,
      total: 50,
      note: 'Call first',
      address: { name: 'Home', description: 'St. 271', lat: 11.5564, long: 104.9282 },
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({
      product_id: shop.plain,
      price: 25,
      quantity: 2,
      grand_total: 50,
    });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['placed']);
    // A later price change does not touch the order.
    await api.db.execute(sql`update products set price_cents = 99900 where id = ${shop.plain}`);
    expect((await send(shop.token, 'GET', `/api/checkout/history/detail/${id}`)).body.data.total).toBe(50);
    await api.db.execute(sql`update products set price_cents = 2500 where id = ${shop.plain}`);
    const list = (await send(shop.token, 'GET', '/api/checkout/history')).body.data;
    expect(list.data[0]).toMatchObject({ id, status: 'placed', payment_method: 'cod', total: 50 });
  });

  it('KHQR: only a paid payment of this very total, of this customer, once', async () => {
    const unpaid = (await send(shop.token, 'POST', '/payment/generate_khqr', { payment_method: 'khqr' })).body
      .data.payment_id;
    const base = { address, payment_type: 'transfer', payment_method: 'khqr' };
    const notPaid = await checkout({ ...base, payment_id: unpaid });
    expect([notPaid.status, notPaid.body.message]).toEqual([
      409,
      'This payment is not complete yet; please pay first',
    ]);
    const paid = await paidKhqr();
    const placed = await checkout({ ...base, payment_id: paid });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const detail = (
      await send(shop.token, 'GET', `/api/checkout/history/detail/${placed.body.data.order_id}`)
    ).body.data;
    expect([detail.payment_method, detail.payment_status]).toEqual(['khqr', 'paid']);
    // The same payment again, for a new cart of the same total: refused.
    await fill(shop.token, [[shop.plain, 2]]);
    const again = await checkout({ ...base, payment_id: paid });
    expect([again.status, again.body.message]).toEqual([409, 'This payment was already used for an order']);
    // A payment made before the cart changed pays nothing.
    const stale = await paidKhqr();
    await send(shop.token, 'POST', '/api/cart/add', { product_id: shop.plain, quantity: 1 });
    const changed = await checkout({ ...base, payment_id: stale });
    expect([changed.status, changed.body.message]).toEqual([
      409,
      'The cart changed after this payment was made; please pay the new total',
    ]);
  });

  it("refuses another customer's payment, address and order", async () => {
    await fill(shop.otherToken, [[shop.plain, 1]]);
    const theirs = await paidKhqr(shop.otherToken);
    const res = await checkout({
      address,
      payment_type: 'transfer',
      payment_method: 'khqr',
      payment_id: theirs,
    });
    expect([res.status, res.body.message]).toEqual([404, `Payment ${theirs} not found`]);
    const notMine = await checkout({ address: otherAddress, payment_type: 'cash', payment_method: 'cod' });
    expect([notMine.status, notMine.body.message]).toEqual([404, `Address ${otherAddress} not found`]);
    const mine = await checkout({ address, payment_type: 'cash', payment_method: 'cod' });
    const detail = await send(
      shop.otherToken,
      'GET',
      `/api/checkout/history/detail/${mine.body.data.order_id}`,
    );
    expect(detail.status).toBe(404);
  });

  it("Anakut Cash: the shop's discount comes off the subtotal, computed by the server", async () => {
    const info = await api.get('/api/vendor/info?store_code=S001');
    expect(info.body.data.anakut_bank.discount_percent).toBe(5);
    const res = await checkout({ address, payment_type: 'transfer', payment_method: 'anakut' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await send(shop.token, 'GET', `/api/checkout/history/detail/${res.body.data.order_id}`))
      .body.data;
    expect([detail.subtotal, detail.discount, detail.total]).toEqual([50, 2.5, 47.5]);
  });

  it('bank transfer: with its own receipt, waiting for review; never with a receipt that is not theirs', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const upload = async (token: string) => {
      const form = new FormData();
      form.set('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
      const res = await api.app.request('/api/upload?store_code=S001', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: { image_url: string } }).data.image_url;
    };
    const base = {
      address,
      payment_type: 'transfer',
      payment_method: 'bankTransfer',
      transfer_type: 'ACLEDA',
    };
    const theirs = await checkout({ ...base, image_url: await upload(shop.otherToken) });
    expect([theirs.status, theirs.body.message]).toEqual([400, 'Please upload image receipt']);
    const res = await checkout({ ...base, image_url: await upload(shop.token) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await send(shop.token, 'GET', `/api/checkout/history/detail/${res.body.data.order_id}`))
      .body.data;
    expect([detail.payment_status, detail.transfer_type]).toEqual(['awaiting_review', 'ACLEDA']);
  });

  it('never takes stock below zero: not enough stock refuses the whole order and keeps the cart', async () => {
    await api.db.execute(sql`update products set stock = 1 where id = ${shop.plain}`);
    try {
      const before = await orderCount();
      const res = await checkout({ address, payment_type: 'cash', payment_method: 'cod' });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^Not enough stock of .+; please lower the quantity$/);
      expect(await stockOf(shop.plain)).toBe(1);
      expect(await orderCount()).toBe(before);
      expect((await send(shop.token, 'GET', '/api/cart')).body.data).toHaveLength(1);
    } finally {
      await api.db.execute(sql`update products set stock = 5000 where id = ${shop.plain}`);
    }
  });

  it('buy now: one product, paid by KHQR for that line, the cart untouched', async () => {
    const need = async (body: Record<string, unknown>) =>
      (await send(shop.token, 'POST', '/checkout', body)).body.message;
    expect(await need({})).toBe('quantity is required');
    expect(await need({ quantity: 1 })).toBe('product_id is required');
    expect(await need({ quantity: 1, product_id: shop.plain })).toBe('address is required');
    const line = { type: 'buynow', product_id: shop.plain, quantity: 3 };
    const made = await send(shop.token, 'POST', '/payment/generate_khqr', {
      payment_method: 'khqr',
      ...line,
    });
    expect([made.status, made.body.data?.amount]).toEqual([200, 75]);
    const paymentId = made.body.data.payment_id;
    await send(shop.token, 'POST', '/payment/simulate', { payment_id: paymentId });
    const order = { address, payment_type: 'transfer', payment_method: 'khqr', payment_id: paymentId };
    // Not a payment of the cart: the cart's checkout refuses it.
    const asCart = await checkout(order);
    expect(asCart.status).toBe(409);
    const res = await send(shop.token, 'POST', '/checkout', {
      ...order,
      product_id: shop.plain,
      quantity: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = (await send(shop.token, 'GET', `/api/checkout/history/detail/${res.body.data.order_id}`))
      .body.data;
    expect(detail.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
    expect(detail.total).toBe(75);
    expect(
      (await send(shop.token, 'GET', '/api/cart')).body.data.map((l: { quantity: number }) => l.quantity),
    ).toEqual([2]);
  });

  it('ten submits at once make one order (the others find the cart empty); a retried key replays it', async () => {
    const before = await orderCount();
    const stock = await stockOf(shop.plain);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkout({ address, payment_type: 'cash', payment_method: 'cod' })),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === 'Your cart is empty'),
    ).toBe(true);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(shop.plain)).toBe(stock - 2);

    await fill(shop.token, [[shop.plain, 1]]);
    const key = { 'idempotency-key': `checkout-${Date.now()}` };
    const retried = await Promise.all(
      Array.from({ length: 5 }, () =>
        checkout({ address, payment_type: 'cash', payment_method: 'cod' }, shop.token, key),
      ),
    );
    expect(retried.every((r) => r.status === 200)).toBe(true);
    expect(new Set(retried.map((r) => r.body.data.order_id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 2);
  });
});

describe('50 submits at once from 10 customers, with retries', () => {
  let api: TestApi;
  let shop: Fixture;
  const customers: { token: string; address: number }[] = [];

  beforeAll(async () => {
    api = await createTestApi();
    shop = await shoppingFixture(api, { cents: 1_000, promoCents: null });
    for (let i = 0; i < 10; i++) {
      const email = `crowd${i}@example.com`;
      await api.db.execute(
        sql`insert into customers (store_id, name, email, phone, password_hash)
            values (${shop.s001}, ${`Crowd ${i}`}, ${email}, ${`+8551200000${i}`}, 'x')`,
      );
      const token = await api.tokenFor('S001', email);
      const made = await api.send('POST', '/api/profile/location/add', {
        token,
        headers: S001,
        body: { name: 'Home', lat: 11.55, long: 104.92, description: '' },
      });
      customers.push({ token, address: made.body.data.id });
    }
  });
  afterAll(() => api.close());

  async function storm() {
    // Each customer means one checkout and sends it five times at once (a double tap and the
    // phone's retries), all with that checkout's key.
    const storm = `storm-${Date.now()}`;
    return Promise.all(
      customers.flatMap((c, i) =>
        Array.from({ length: 5 }, () =>
          api.send('POST', '/api/checkout', {
            token: c.token,
            headers: { ...S001, 'idempotency-key': `${storm}-${i}` },
            body: { address: c.address, payment_type: 'cash', payment_method: 'cod' },
          }),
        ),
      ),
    );
  }
  const stock = async () =>
    (await one<{ stock: number }>(api, sql`select stock from products where id = ${shop.plain}`)).stock;

  it('makes exactly one order per customer, takes the stock once each, loses no line', async () => {
    await api.db.execute(sql`update products set stock = 100 where id = ${shop.plain}`);
    for (const c of customers)
      await api.send('POST', '/api/cart/add', {
        token: c.token,
        headers: S001,
        body: { product_id: shop.plain, quantity: 2 },
      });
    // The demo shops' seeded orders are there before the storm: count what it adds.
    const totals = async () => {
      const row = await one<{ n: string; lines: string; quantity: string }>(
        api,
        sql`select count(distinct o.id) as n, count(l.id) as lines, coalesce(sum(l.quantity), 0) as quantity
            from orders o join order_lines l on l.store_id = o.store_id and l.order_id = o.id`,
      );
      return [Number(row.n), Number(row.lines), Number(row.quantity)];
    };
    const before = await totals();
    const results = await storm();
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const after = await totals();
    expect(after.map((n, i) => n - before[i]!)).toEqual([10, 10, 20]);
    expect(await stock()).toBe(80);
  });

  it('never takes the stock below zero: with 6 left, 6 customers get one and 4 are told', async () => {
    await api.db.execute(sql`update products set stock = 6 where id = ${shop.plain}`);
    for (const c of customers)
      await api.send('POST', '/api/cart/add', {
        token: c.token,
        headers: S001,
        body: { product_id: shop.plain, quantity: 1 },
      });
    const before = Number((await one<{ n: string }>(api, sql`select count(*) as n from orders`)).n);
    const results = await storm();
    const after = Number((await one<{ n: string }>(api, sql`select count(*) as n from orders`)).n);
    expect(after - before).toBe(6);
    expect(await stock()).toBe(0);
    const refused = results.filter((r) => r.status === 409);
    expect(refused.every((r) => /^Not enough stock of /.test(r.body.message))).toBe(true);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  });
});
