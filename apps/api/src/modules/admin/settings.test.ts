import { auditLog, stores } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { refillCart, saveAddress, shoppingFixture } from '../cart/shopping.fixtures';
import { newStaff, shop } from './admin.fixtures';

// The shop's settings (issue 30, part 7): the profile kept by owners and managers, the money by
// owners only; what the storefront shows after a save (its name, its payment methods, its riel
// rate, its delivery fee in the cart, the quote and the order); two owners saving at once; bad
// input refused with a 400 naming the field, nothing written. And the operator's suspension of a
// shop (part 8): its storefront stops answering, its back office does not.

let api: TestApi;
let owner: string;
let manager: string;
let editor: string;
let cashier: string;
let operator: string;
let fixture: Awaited<ReturnType<typeof shoppingFixture>>;

beforeAll(async () => {
  api = await createTestApi();
  [owner, editor, cashier, operator] = await Promise.all([
    api.staffTokenFor('owner@example.com'),
    api.staffTokenFor('editor@example.com'),
    api.staffTokenFor('cashier@example.com'),
    api.staffTokenFor('operator@example.com'),
  ]);
  manager = (await newStaff(api, owner, { role: 'manager' })).token;
  fixture = await shoppingFixture(api, { cents: 2_500, promoCents: null });
});
afterAll(() => api?.close());

const read = (token = owner, code = 'S001') =>
  api.send('GET', '/admin/api/settings', { token, headers: shop(code) });
const saveProfile = (body: unknown, token = owner) =>
  api.send('PUT', '/admin/api/settings', { token, body, headers: shop('S001') });
const saveMoney = (body: unknown, token = owner) =>
  api.send('PUT', '/admin/api/settings/money', { token, body, headers: shop('S001') });

async function current() {
  const res = await read();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function version() {
  const [row] = await api.db.select({ version: stores.version }).from(stores).where(eq(stores.code, 'S001'));
  return row?.version;
}

describe('the shop’s settings', () => {
  it('an owner reads them whole: the profile in three languages and the money settings', async () => {
    const settings = await current();
    expect(settings.store_code).toBe('S001');
    expect(settings.profile.name).toEqual({ en: 'Angkor Digital', kh: 'អង្គរ ឌីជីថល', zh: '吴哥数码' });
    expect(settings.profile.menu.length).toBeGreaterThan(0);
    expect(settings.money).toMatchObject({
      methods: ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'],
      khqr_account: 'angkor_digital@aclb',
      khr_per_usd: 4100,
      anakut_discount_percent: 5,
      delivery_fee: 0,
      free_delivery_from: null,
    });
    expect(settings.money.bank_transfer.map((a: { id: string }) => a.id)).toEqual(['ABA', 'ACLEDA', 'phone']);
    expect(settings.domains).toContain('localhost');
  });

  it('who may: owners and managers the profile, owners alone the money; editors and cashiers neither', async () => {
    const { profile, money, version: v } = await current();
    expect((await read(manager)).status).toBe(200);
    expect((await read(editor)).status).toBe(403);
    expect((await read(cashier)).status).toBe(403);
    // Each with a version that is not the one read: the role is checked first, then the version.
    const stale = v + 1000;
    expect((await saveProfile({ ...profile, version: stale }, manager)).status).toBe(409);
    expect((await saveProfile({ ...profile, version: stale }, editor)).status).toBe(403);
    expect((await saveMoney({ ...money, version: stale }, owner)).status).toBe(409);
    const refused = await saveMoney({ ...money, version: stale }, manager);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^A manager may not do this \(shop\.money\)/);
    expect((await saveProfile(profile, null as unknown as string)).status).toBe(401);
  });

  it('a manager renames the shop in Khmer: the storefront’s shop answers with it, and an audit row says what changed', async () => {
    const { profile, version: v } = await current();
    const res = await saveProfile(
      { ...profile, version: v, name: { ...profile.name, kh: 'អង្គរ ឌីជីថល ថ្មី' }, color: '#0F766E' },
      manager,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.version).toBe(v + 1);
    expect(res.body.data.profile.color).toBe('#0f766e');
    const info = await api.get('/api/store/info?domain=localhost&lang=kh');
    expect(info.body.data).toMatchObject({ name: 'អង្គរ ឌីជីថល ថ្មី', color: '#0f766e' });
    const [row] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop'), eq(auditLog.action, 'shop.profile_saved')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.before).toEqual({ name: profile.name, color: profile.color });
    expect(row?.after).toEqual({ name: { ...profile.name, kh: 'អង្គរ ឌីជីថល ថ្មី' }, color: '#0f766e' });
  });

  it('two owners save the version they read: the second is told it changed, with the settings as they are, and nothing of theirs is written', async () => {
    const { profile, version: v } = await current();
    const first = await saveProfile({ ...profile, version: v, email: 'first@example.com' });
    expect(first.status).toBe(200);
    const second = await saveProfile({ ...profile, version: v, email: 'second@example.com' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^version: the settings were changed by someone else/);
    expect(second.body.data).toMatchObject({ version: v + 1, profile: { email: 'first@example.com' } });
    expect((await current()).profile.email).toBe('first@example.com');
  });

  it.each([
    [{ color: 'red' }, /^color: color must be a colour/],
    [{ name: { en: '', kh: 'ឈ្មោះ', zh: '' } }, /^name\.en: name\.en is required/],
    [{ facebook_url: 'javascript:alert(1)' }, /^facebook_url: facebook_url must start with https:\/\//],
    [{ smart: 'call me' }, /^smart: smart must be a phone number/],
    [{ footer: 'fancy' }, /^footer: footer must be default or workshop/],
    [
      { menu: [{ icon: 'phone', title: { en: 'Phones' }, to: 'javascript:alert(1)', class: '' }] },
      /^menu\.0\.to: menu\.to must be/,
    ],
    [
      { name: { en: 'A shop name far longer than a KHQR can carry', kh: '', zh: '' } },
      /^name\.en: a KHQR carries/,
    ],
  ])('a profile with %o is a 400 naming the field, and nothing is written', async (change, message) => {
    const { profile, version: v } = await current();
    const res = await saveProfile({ ...profile, version: v, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await version()).toBe(v);
  });

  it('the owner turns PayPal off and changes the riel rate: the storefront offers the rest at the new rate', async () => {
    const { money, version: v } = await current();
    const res = await saveMoney({
      ...money,
      version: v,
      methods: money.methods.filter((m: string) => m !== 'paypal'),
      khr_per_usd: 4000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = await api.get('/api/store/info?domain=localhost');
    expect(info.body.data.payment_methods).toEqual(['khqr', 'cod', 'bankTransfer', 'anakut']);
    const vendor = await api.send('GET', '/api/vendor/info', { headers: shop('S001') });
    expect(vendor.body.data.khr_per_usd).toBe(4000);
    await refillCart(api, fixture.token, [[fixture.plain, 2]]);
    const quote = await api.send('GET', '/api/checkout/quote', {
      token: fixture.token,
      headers: shop('S001'),
    });
    expect(quote.body.data.methods.map((m: { payment_method: string }) => m.payment_method)).toEqual([
      'khqr',
      'cod',
      'bankTransfer',
      'anakut',
    ]);
    expect([quote.body.data.grand_total, quote.body.data.grand_total_khr]).toEqual([50, 200_000]);
    // Put back as it was for the tests after.
    const back = await saveMoney({ ...money, version: v + 1 });
    expect(back.status).toBe(200);
  });

  it('a delivery fee shows in the cart, the quote and the order; from the free-delivery subtotal on it is 0', async () => {
    const { money, version: v } = await current();
    const res = await saveMoney({ ...money, version: v, delivery_fee: 2.5, free_delivery_from: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.money).toMatchObject({ delivery_fee: 2.5, free_delivery_from: 100 });
    const headers = shop('S001');
    await refillCart(api, fixture.token, [[fixture.plain, 2]]);
    const cart = await api.send('GET', '/api/cart', { token: fixture.token, headers });
    expect([cart.body.total, cart.body.delivery_fee, cart.body.grand_total]).toEqual([50, 2.5, 52.5]);
    const quote = await api.send('GET', '/api/checkout/quote', { token: fixture.token, headers });
    expect([quote.body.data.subtotal, quote.body.data.delivery_fee, quote.body.data.grand_total]).toEqual([
      50, 2.5, 52.5,
    ]);
    const anakut = quote.body.data.methods.find(
      (m: { payment_method: string }) => m.payment_method === 'anakut',
    );
    // Anakut's 5% comes off the goods, not the delivery.
    expect(anakut).toMatchObject({ discount: 2.5, grand_total: 50 });
    const address = await saveAddress(api, fixture.token);
    const placed = await api.send('POST', '/api/checkout', {
      token: fixture.token,
      headers,
      body: { address, payment_type: 'cash', payment_method: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.order_id ?? placed.body.data.id;
    const order = await api.send('GET', `/admin/api/orders/${orderId}`, { token: owner, headers });
    expect(order.body.data).toMatchObject({ total: 52.5, delivery_fee: 2.5 });

    await refillCart(api, fixture.token, [[fixture.plain, 4]]);
    const free = await api.send('GET', '/api/cart', { token: fixture.token, headers });
    expect([free.body.total, free.body.delivery_fee, free.body.grand_total]).toEqual([100, 0, 100]);
    const back = await saveMoney({ ...money, version: v + 1 });
    expect(back.status).toBe(200);
  });

  it.each([
    [{ methods: [] }, /^methods: at least one payment method must stay on$/],
    [{ methods: ['bitcoin'] }, /^methods\.0: must be one of khqr, cod/],
    [{ khqr_account: '' }, /^khqr_account: KHQR needs a Bakong account$/],
    [{ khqr_account: 'not an account' }, /^khqr_account: khqr_account must be a Bakong account/],
    [{ delivery_fee: -1 }, /^delivery_fee: delivery_fee must not be below 0/],
    [{ delivery_fee: 1.234 }, /^delivery_fee: delivery_fee must have at most 2 decimals/],
    [{ khr_per_usd: 41 }, /^khr_per_usd: khr_per_usd must be between 1000 and 10000/],
    [{ anakut_discount_percent: 80 }, /^anakut_discount_percent: anakut_discount_percent must be at most 50/],
    [{ bank_transfer: [] }, /^bank_transfer: a bank transfer needs at least one account$/],
    [{ merchant_city: 'ភ្នំពេញ' }, /^merchant_city: merchant_city must be written in Latin letters/],
  ])('money settings with %o are a 400 naming the field, and nothing is written', async (change, message) => {
    const { money, version: v } = await current();
    const res = await saveMoney({ ...money, version: v, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await version()).toBe(v);
  });

  it('a transfer account saved again keeps its picture', async () => {
    const [row] = await api.db
      .select({ payment: stores.payment })
      .from(stores)
      .where(eq(stores.code, 'S001'));
    const payment = row!.payment;
    await api.db
      .update(stores)
      .set({
        payment: {
          ...payment,
          bank_transfer: payment.bank_transfer!.map((a) => ({ ...a, image: `${a.id}.svg` })),
        },
      })
      .where(eq(stores.code, 'S001'));
    const { money, version: v } = await current();
    const renamed = money.bank_transfer.map((a: { account_name: string }) => ({
      ...a,
      account_name: 'NEW HOLDER',
    }));
    expect((await saveMoney({ ...money, version: v, bank_transfer: renamed })).status).toBe(200);
    const [after] = await api.db
      .select({ payment: stores.payment })
      .from(stores)
      .where(eq(stores.code, 'S001'));
    expect(after!.payment.bank_transfer!.map((a) => [a.account_name, a.image])).toEqual([
      ['NEW HOLDER', 'ABA.svg'],
      ['NEW HOLDER', 'ACLEDA.svg'],
      ['NEW HOLDER', 'phone.svg'],
    ]);
  });
});

describe('the operator suspends a shop', () => {
  const suspend = (code: string, token = operator, reason = 'Unpaid platform fees') =>
    api.send('POST', `/admin/api/shops/${code}/suspend`, { token, body: { reason } });
  const resume = (code: string, token = operator) =>
    api.send('POST', `/admin/api/shops/${code}/resume`, { token });

  it('lists the platform’s shops to the operator only', async () => {
    const res = await api.send('GET', '/admin/api/shops', { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { store_code: string }) => s.store_code)).toEqual(
      expect.arrayContaining(['S001', 'S002', 'S007']),
    );
    expect(res.body.data.find((s: { store_code: string }) => s.store_code === 'S001')).toMatchObject({
      suspended: false,
      owners: ['owner@example.com'],
    });
    expect((await api.send('GET', '/admin/api/shops', { token: owner })).status).toBe(403);
  });

  it('a suspended shop’s storefront answers no more, its back office does; resumed, it answers again', async () => {
    const [s002] = (await api.send('GET', '/admin/api/shops', { token: operator })).body.data.filter(
      (s: { store_code: string }) => s.store_code === 'S002',
    );
    const domain = s002.domains[0];
    expect((await api.get(`/api/store/info?domain=${domain}`)).status).toBe(200);
    expect((await api.send('GET', '/api/products', { headers: shop('S002') })).status).toBe(200);

    const res = await suspend('s002');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ store_code: 'S002', suspended: true });
    expect((await api.get(`/api/store/info?domain=${domain}`)).status).toBe(404);
    const products = await api.send('GET', '/api/products', { headers: shop('S002') });
    expect(products.status).toBe(404);
    expect(products.body.message).toBe('Store S002 is suspended');
    // Its staff finish what is under way.
    expect((await api.send('GET', '/admin/api/orders', { token: owner, headers: shop('S002') })).status).toBe(
      200,
    );
    // Again: nothing more happens, one audit row.
    expect((await suspend('S002')).status).toBe(200);
    const rowsOf = await api.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop'), eq(auditLog.entityId, 'S002')));
    expect(rowsOf).toEqual([
      { action: 'shop.suspended', after: { suspended: true, reason: 'Unpaid platform fees' } },
    ]);

    const back = await resume('S002');
    expect(back.body.data).toMatchObject({ suspended: false, suspended_at: null });
    expect((await api.get(`/api/store/info?domain=${domain}`)).status).toBe(200);
    expect((await api.send('GET', '/api/products', { headers: shop('S002') })).status).toBe(200);
  });

  it('only the operator suspends; an unknown shop is a 404; a reason is needed', async () => {
    expect((await suspend('S001', owner)).status).toBe(403);
    expect((await resume('S001', owner)).status).toBe(403);
    expect((await suspend('NOPE')).status).toBe(404);
    const bare = await api.send('POST', '/admin/api/shops/S001/suspend', { token: operator, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/reason/);
    expect((await api.get('/api/store/info?domain=localhost')).status).toBe(200);
  });
});
