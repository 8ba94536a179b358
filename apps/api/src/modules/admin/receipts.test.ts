import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { refillCart, shoppingFixture } from '../cart/shopping.fixtures';

// A bank transfer through the real checkout, its receipt looked at in the back office: shown to the
// shop's staff only, a picture sent twice flagged, a rejection's reason read by the shopper, who
// sends a new receipt, approved, then the order confirmed.

const S001 = { 'x-store-code': 'S001' };
let api: TestApi;
let shop: Awaited<ReturnType<typeof shoppingFixture>>;
let cashier: string;
let address: number;
let otherAddress: number;

const picture = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
  const res = await api.app.request('/api/upload?store_code=S001', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { image_url: string } }).data.image_url;
}

async function transferOrder(token: string, address: number, png: Buffer): Promise<number> {
  await refillCart(api, token, [[shop.plain, 1]]);
  const res = await api.send('POST', '/api/checkout', {
    token,
    headers: S001,
    body: {
      address,
      payment_type: 'transfer',
      payment_method: 'bankTransfer',
      transfer_type: 'ABA',
      image_url: await upload(token, png),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_id as number;
}

const staffOrder = async (id: number, token = cashier) =>
  (await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${token}`, ...S001 })).body.data;
const shopperOrder = async (id: number, token = shop.token) =>
  (await api.get(`/api/checkout/history/detail/${id}`, { authorization: `Bearer ${token}`, ...S001 })).body
    .data;

beforeAll(async () => {
  api = await createTestApi();
  shop = await shoppingFixture(api, { cents: 2_500, promoCents: null });
  cashier = await api.staffTokenFor('cashier@example.com');
  const add = async (token: string) =>
    (
      await api.send('POST', '/api/profile/location/add', {
        token,
        headers: S001,
        body: { name: 'Home', lat: 11.55, long: 104.92, description: 'St. 271' },
      })
    ).body.data.id as number;
  address = await add(shop.token);
  otherAddress = await add(shop.otherToken);
});
afterAll(() => api.close());

describe('a transfer’s receipt in the back office', () => {
  it('is shown to the shop’s staff beside the amount and the account it should reach, never to others', async () => {
    const png = await picture('#1a7f37');
    const id = await transferOrder(shop.token, address, png);
    const order = await staffOrder(id);
    const [payment] = order.payments;
    expect(payment).toMatchObject({
      status: 'awaiting_review',
      provider: 'bankTransfer',
      amount: 25,
      can: { review: true, collect: false, refund: false },
      receipt_used_before: [],
    });
    expect(payment.to_account).toMatchObject({ bank: 'ABA' });
    expect(payment.receipt_url).toMatch(new RegExp(`/admin/api/payments/${payment.id}/receipt$`));
    const path = `/admin/api/payments/${payment.id}/receipt`;
    const res = await api.app.request(path, { headers: { authorization: `Bearer ${cashier}`, ...S001 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const shown = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([shown.width, shown.height]).toEqual([64, 48]);
    // The shopper's token, no token, another shop: nothing.
    expect(
      (await api.app.request(path, { headers: { authorization: `Bearer ${shop.token}`, ...S001 } })).status,
    ).toBe(401);
    expect((await api.app.request(path, { headers: S001 })).status).toBe(401);
    const owner = await api.staffTokenFor('owner@example.com');
    expect(
      (await api.app.request(path, { headers: { authorization: `Bearer ${owner}`, 'x-store-code': 'S002' } }))
        .status,
    ).toBe(404);
  });

  it('flags a receipt picture already sent for another order', async () => {
    const png = await picture('#cf222e');
    const first = await transferOrder(shop.token, address, png);
    const second = await transferOrder(shop.otherToken, otherAddress, png);
    const flagged = (await staffOrder(second)).payments[0];
    expect(flagged.receipt_used_before).toEqual([expect.objectContaining({ order_id: first })]);
    const original = (await staffOrder(first)).payments[0];
    expect(original.receipt_used_before).toEqual([expect.objectContaining({ order_id: second })]);
  });

  it('rejected with a reason the shopper reads; a new receipt is reviewed again, approved, and the order confirmed', async () => {
    const id = await transferOrder(shop.token, address, await picture('#0969da'));
    const payment = (await staffOrder(id)).payments[0];
    const rejected = await api.send('POST', `/admin/api/payments/${payment.id}/review`, {
      token: cashier,
      headers: S001,
      body: { decision: 'reject', reason: 'The transfer is $5 short' },
    });
    expect(rejected.status).toBe(200);
    const seen = await shopperOrder(id);
    expect(seen).toMatchObject({
      payment_status: 'failed',
      payment_reason: 'The transfer is $5 short',
      can_send_receipt: true,
    });
    // Another customer cannot send one for it; a picture that is not an upload of theirs is refused.
    const stranger = await api.send('POST', `/api/checkout/receipt/${id}`, {
      token: shop.otherToken,
      headers: S001,
      body: { image_url: await upload(shop.otherToken, await picture('#8250df')) },
    });
    expect(stranger.status).toBe(404);
    const notTheirs = await api.send('POST', `/api/checkout/receipt/${id}`, {
      token: shop.token,
      headers: S001,
      body: { image_url: await upload(shop.otherToken, await picture('#bf8700')) },
    });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([400, 'Please upload image receipt']);
    const image = await upload(shop.token, await picture('#1f883d'));
    const sent = await Promise.all(
      [0, 1].map(() =>
        api.send('POST', `/api/checkout/receipt/${id}`, {
          token: shop.token,
          headers: S001,
          body: { image_url: image },
        }),
      ),
    );
    expect(sent.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await shopperOrder(id)).toMatchObject({
      payment_status: 'awaiting_review',
      payment_reason: null,
      can_send_receipt: false,
    });
    const again = await staffOrder(id);
    expect(again.queue).toBe('to_review');
    expect(again.payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'awaiting_review']);
    const fresh = again.payments[1];
    expect(
      (
        await api.send('POST', `/admin/api/payments/${fresh.id}/review`, {
          token: cashier,
          headers: S001,
          body: { decision: 'approve' },
        })
      ).body.data.status,
    ).toBe('paid');
    const confirmed = await api.send('POST', `/admin/api/orders/${id}/transition`, {
      token: cashier,
      headers: S001,
      body: { to: 'confirmed' },
    });
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      queue: 'to_pack',
    });
  });
});
