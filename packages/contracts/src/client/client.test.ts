import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCaller } from './core';
import { ApiError, createApiClient, IdempotencyKeySchema } from './index';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A client over a fetch that records the call and answers `status` with `body`. */
function clientAnswering(status: number, body: unknown, secret: string | null = 'shared') {
  const seen: Seen[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    forwardedSecret: secret ?? undefined,
    fetch: async (input, init) => {
      seen.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body:
          typeof init?.body === 'string'
            ? JSON.parse(init.body)
            : init?.body instanceof FormData
              ? init.body
              : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, seen };
}

const ctx = { storeCode: 'S001', lang: 'kh' as const };
const session = {
  token: 'tok',
  expires_at: '2026-02-01T00:00:00.000Z',
  login_status_code: 0,
  customer: { id: 1, name: 'A', email: 'a@example.com', phone: '+85512345678', phone_verified: false },
};

describe('account calls of the API client', () => {
  it('sends a JSON body, the shop, the bearer token and the shopper address', async () => {
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: session });
    const answer = await client.login(
      ctx,
      { token: 'old', forwardedFor: '203.0.113.9' },
      {
        email: 'a@example.com',
        password: 'pw',
      },
    );
    expect(answer.token).toBe('tok');
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('http://api.test/api/auth/login');
    expect(call?.body).toEqual({ email: 'a@example.com', password: 'pw' });
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('authorization')).toBe('Bearer old');
    expect(call?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(call?.headers.get('x-forwarded-secret')).toBe('shared');
    expect(call?.headers.get('x-store-code')).toBe('S001');
    expect(call?.headers.get('accept-language')).toBe('kh');
  });

  it('sends no shopper address without the secret that makes the API believe it', async () => {
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: [] }, null);
    await client.wishlist(ctx, { token: 't', forwardedFor: '203.0.113.9' });
    expect(seen[0]?.headers.has('x-forwarded-for')).toBe(false);
    expect(seen[0]?.headers.has('x-forwarded-secret')).toBe(false);
  });

  it('sends no token or address it does not have, and no body on a read', async () => {
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: [] });
    await client.wishlist(ctx, {});
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[0]?.headers.has('x-forwarded-for')).toBe(false);
    expect(seen[0]?.body).toBeUndefined();
  });

  it.each([
    [401, 'please login first'],
    [400, 'phone: phone must be a Cambodian mobile number'],
    [409, 'email is already registered'],
    [429, 'Too many attempts. Try again in 60 seconds.'],
  ])('answers %i as an ApiError with the API message', async (status, message) => {
    const { client } = clientAnswering(status, { code: status, message, data: null });
    const error = await client.profile(ctx, { token: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, code: status });
  });

  it('checks the answer with the contract', async () => {
    const { client } = clientAnswering(200, { code: 0, message: 'OK', data: { token: 'x' } });
    await expect(
      client.register(ctx, {}, { name: 'A', email: 'a@b.co', phone: '012345678', password: 'long-enough' }),
    ).rejects.toThrow();
  });

  it('puts the line id in the path of a cart update, with +1 or -1', async () => {
    const line = {
      cart_id: 7,
      id: 7,
      product_id: 1,
      name: 'n',
      product_name: 'n',
      image: '',
      quantity: 2,
      price: 1,
      regular_price: null,
      grand_total: 2,
      unit: null,
      variant_name: null,
      variant_option_id: 0,
      note: '',
    };
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: line });
    await client.cartUpdate(ctx, { token: 't' }, 7, -1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: 'http://api.test/api/cart/update/7',
      body: { quantity: -1 },
    });
  });

  it("sends a write's idempotency key as the Idempotency-Key header, and none without one", async () => {
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: null });
    await client.cartRemove(ctx, { token: 't' }, 7, { idempotencyKey: 'tap-1' });
    await client.wishlistRemove(ctx, { token: 't' }, 3, { idempotencyKey: 'tap-2' });
    await client.deleteAddress(ctx, { token: 't' }, 4, { idempotencyKey: 'tap-3' });
    await client.cartRemove(ctx, { token: 't' }, 8);
    expect(seen.map((call) => call.headers.get('idempotency-key'))).toEqual([
      'tap-1',
      'tap-2',
      'tap-3',
      null,
    ]);
  });

  it('checks a key the way the API does', () => {
    expect(IdempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const bad of ['', 'a b', 'x'.repeat(256), 'clé'])
      expect(IdempotencyKeySchema.safeParse(bad).success).toBe(false);
  });
});

describe('checkout calls of the API client', () => {
  it('uploads a receipt as multipart (fetch writes the boundary), with the token', async () => {
    const answer = {
      code: 0,
      message: 'Uploaded',
      data: { image_url: '/api/receipts/a.png' },
      image_url: '/api/receipts/a.png',
    };
    const { client, seen } = clientAnswering(200, answer);
    const result = await client.uploadReceipt(ctx, { token: 't' }, new Blob(['png']), 'r.png');
    expect(result.image_url).toBe('/api/receipts/a.png');
    const [call] = seen;
    expect(call?.url).toBe('http://api.test/api/upload');
    expect(call?.headers.get('content-type')).toBeNull();
    expect(call?.headers.get('authorization')).toBe('Bearer t');
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData | undefined)?.get('file')).toBeInstanceOf(Blob);
  });

  it("orders with the page's key and answers the order's id", async () => {
    const { client, seen } = clientAnswering(200, {
      code: 0,
      message: 'Order placed',
      data: { order_id: 42 },
    });
    const order = await client.checkout(
      ctx,
      { token: 't' },
      { address: 3, payment_type: 'cash', payment_method: 'cod' },
      { idempotencyKey: 'page-key' },
    );
    expect(order.order_id).toBe(42);
    expect(seen[0]?.headers.get('idempotency-key')).toBe('page-key');
    expect(seen[0]?.body).toMatchObject({ address: 3, payment_type: 'cash', payment_method: 'cod' });
  });

  it('generates, checks and simulates a payment at the payment paths', async () => {
    const check = { code: 0, message: 'OK', data: { payment_id: 9, payment_status: 'paid', status: 'paid' } };
    const { client, seen } = clientAnswering(200, check);
    expect((await client.checkPayment(ctx, { token: 't' }, 9)).payment_status).toBe('paid');
    await client.checkPayment(ctx, { token: 't' });
    await client.simulatePayment(ctx, { token: 't' }, 9);
    expect(seen.map((c) => [c.url, c.body])).toEqual([
      ['http://api.test/payment/check_payment_status', { payment_id: 9 }],
      ['http://api.test/payment/check_payment_status', {}],
      ['http://api.test/payment/simulate', { payment_id: 9 }],
    ]);
    const refused = clientAnswering(409, { code: 409, message: 'The total to pay is 68, not 1', data: null });
    await expect(
      refused.client.generatePayment(ctx, { token: 't' }, { payment_method: 'khqr', amount: 1 }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The total to pay is 68, not 1',
    });
  });
  it('asks the quote of the cart or of a buy-now line, and buys now at the payment base', async () => {
    const quote = {
      type: 'buynow',
      lines: [],
      subtotal: 10,
      delivery_fee: 0,
      grand_total: 10,
      grand_total_khr: 41_000,
      khr_per_usd: 4100,
      methods: [{ payment_method: 'anakut', discount: 0.5, grand_total: 9.5, grand_total_khr: 39_000 }],
    };
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: quote });
    expect((await client.quote(ctx, { token: 't' })).khr_per_usd).toBe(4100);
    await client.quote(ctx, { token: 't' }, { type: 'buynow', product_id: 5, quantity: 2 });
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['GET', 'http://api.test/api/checkout/quote'],
      ['GET', 'http://api.test/api/checkout/quote?type=buynow&product_id=5&quantity=2'],
    ]);
    const placed = { code: 0, message: 'Order placed', data: { order_id: 12 } };
    const buying = clientAnswering(200, placed);
    const body = {
      product_id: 5,
      quantity: 2,
      address: 3,
      payment_type: 'cash',
      payment_method: 'cod',
    } as const;
    expect((await buying.client.buyNow(ctx, { token: 't' }, body, { idempotencyKey: 'k-1' })).order_id).toBe(
      12,
    );
    expect([buying.seen[0]?.method, buying.seen[0]?.url]).toEqual(['POST', 'http://api.test/checkout']);
    expect(buying.seen[0]?.headers.get('idempotency-key')).toBe('k-1');
  });
});

describe('order calls of the API client', () => {
  it('reads a page of the history and one order with the token; a 404 is an ApiError', async () => {
    const page = {
      code: 0,
      message: 'OK',
      data: { data: [], current_page: 2, last_page: 2, per_page: 10, total: 11 },
    };
    const { client, seen } = clientAnswering(200, page);
    expect((await client.orderHistory(ctx, { token: 't' }, 2)).total).toBe(11);
    expect(seen[0]?.url).toBe('http://api.test/api/checkout/history?page=2');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t');
    const missing = clientAnswering(404, { code: 404, message: 'Order 7 not found', data: null });
    await expect(missing.client.orderDetail(ctx, { token: 't' }, 7)).rejects.toMatchObject({ status: 404 });
    expect(missing.seen[0]?.url).toBe('http://api.test/api/checkout/history/detail/7');
  });
});

describe('PC builder calls of the API client', () => {
  it('sends the pick list’s filter and the build in the link’s parameters', async () => {
    const page = {
      data: [],
      current_page: 2,
      last_page: 2,
      per_page: 24,
      total: 30,
      brands: [{ id: 3, name: 'AMD' }],
      hidden_incompatible: 4,
    };
    const { client, seen } = clientAnswering(200, { code: 0, message: 'OK', data: page });
    const answer = await client.pcbuilderParts(
      ctx,
      { slot: 'cpu', q: 'ryzen', compatible: false, sort: 'name', page: 2 },
      [
        { slot: 'memory', product_id: 55, quantity: 2 },
        { slot: 'motherboard', product_id: 40, quantity: 1 },
      ],
    );
    expect(answer.hidden_incompatible).toBe(4);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe(
      'http://api.test/api/pcbuilder/parts?motherboard=40&memory=55&memory_qty=2&slot=cpu&q=ryzen&compatible=0&sort=name&page=2',
    );
  });

  it('posts a build to check, and several lines to the cart at once', async () => {
    const checked = {
      items: [],
      problems: [],
      compatible: true,
      estimated_draw_w: 0,
      recommended_psu_w: 0,
      total: 0,
      total_khr: 0,
    };
    const one = clientAnswering(200, { code: 0, message: 'OK', data: checked });
    expect((await one.client.pcbuilderCheck(ctx, { items: [] })).compatible).toBe(true);
    expect(one.seen[0]?.url).toBe('http://api.test/api/pcbuilder/check');
    expect(one.seen[0]?.body).toEqual({ items: [] });
    const cart = {
      code: 0,
      message: 'Added to cart',
      data: [],
      total: 0,
      delivery_fee: 0,
      grand_total: 0,
      total_quantity: 0,
    };
    const two = clientAnswering(200, cart);
    const items = [{ product_id: 1 }, { product_id: 2, quantity: 2 }];
    await two.client.cartAddMany(ctx, { token: 't' }, { items }, { idempotencyKey: 'k-1' });
    expect(two.seen[0]?.url).toBe('http://api.test/api/cart/add-many');
    expect(two.seen[0]?.body).toEqual({ items });
    expect(two.seen[0]?.headers.get('idempotency-key')).toBe('k-1');
  });
});

describe('pictures on the caller’s own origin (mediaOrigin)', () => {
  const page = (brands: { id: number; name: string; image: string }[]) => ({
    code: 0,
    message: 'OK',
    data: {
      data: brands.map((b) => ({ ...b, products_count: 1 })),
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: brands.length,
    },
  });
  const answer = page([
    { id: 1, name: 'ASUS', image: 'https://assets.example:8443/media/gen/brand/334155/ASUS.svg' },
    // Another host's picture, a path that only looks alike, and a name that mentions the address.
    { id: 2, name: 'Dell', image: 'https://cdn.other.example/media/dell.png' },
    {
      id: 3,
      name: 'See https://assets.example:8443/media/a.svg',
      image: 'https://assets.example:8443/mediax/a.svg',
    },
  ]);
  const serve = (mediaOrigin?: string) =>
    createApiClient({
      baseUrl: 'http://api.test',
      mediaOrigin,
      fetch: async () =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    });

  it("gives the asset host's /media/ pictures as paths, and nothing else", async () => {
    const brands = await serve('https://assets.example:8443/').brands(ctx);
    expect(brands.data.map((b) => b.image)).toEqual([
      '/media/gen/brand/334155/ASUS.svg',
      'https://cdn.other.example/media/dell.png',
      'https://assets.example:8443/mediax/a.svg',
    ]);
    expect(brands.data[2]?.name).toBe('See https://assets.example:8443/media/a.svg');
  });

  it('leaves every address as the API wrote it without one', async () => {
    const brands = await serve().brands(ctx);
    expect(brands.data[0]?.image).toBe('https://assets.example:8443/media/gen/brand/334155/ASUS.svg');
  });
});

describe('a kept-alive connection the API closed', () => {
  /** An API on loopback that resets every connection as its second request comes, as one at its keep-alive timeout. */
  async function closingApi() {
    const seen: string[] = [];
    const requests = new WeakMap<object, number>();
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const n = (requests.get(req.socket) ?? 0) + 1;
      requests.set(req.socket, n);
      if (n > 1) return req.socket.destroy();
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":0,"message":"","data":1}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const close = () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { url, seen, close };
  }
  const answer = z.object({ data: z.number() });

  it('sends a read again, once, on a new connection', async () => {
    const api = await closingApi();
    try {
      const call = createCaller({ baseUrl: api.url });
      for (let i = 0; i < 3; i++) {
        expect(await call('GET', `/api/read/${i}`, answer)).toEqual({ data: 1 });
        await sleep(50); // the connection is back in fetch's pool: the next call reuses it
      }
      // Each read after the first was reset once on the reused connection, then answered.
      expect(api.seen).toEqual([
        'GET /api/read/0',
        'GET /api/read/1',
        'GET /api/read/1',
        'GET /api/read/2',
        'GET /api/read/2',
      ]);
    } finally {
      await api.close();
    }
  });

  it('never sends a write twice', async () => {
    const api = await closingApi();
    try {
      const call = createCaller({ baseUrl: api.url });
      expect(await call('POST', '/api/write', answer, { body: { n: 1 } })).toEqual({ data: 1 });
      await sleep(50);
      await expect(call('POST', '/api/write', answer, { body: { n: 2 } })).rejects.toThrow(TypeError);
      expect(api.seen).toEqual(['POST /api/write', 'POST /api/write']);
    } finally {
      await api.close();
    }
  });
});
