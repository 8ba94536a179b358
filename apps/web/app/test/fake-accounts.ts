import {
  AddressBodySchema,
  CartAddBodySchema,
  CartAddManyBodySchema,
  CartConvertBodySchema,
  type CartLine,
  LoginBodySchema,
  type OrderDetail,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  WishlistAddBodySchema,
} from '@shop/contracts';
import type { z } from 'zod';

// The accounts part of the fake API (see fake-api.ts): customers, bearer tokens, the server cart,
// the wishlist and addresses, with the contract's paths, envelopes and status codes.

interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  phone_verified: boolean;
}
interface Address {
  id: number;
  name: string;
  description: string;
  lat: number;
  long: number;
  is_default: boolean;
}
interface Line {
  id: number;
  product_id: number;
  quantity: number;
  variant_option_id: number;
  note: string;
}

interface Payment {
  id: number;
  customerId: number;
  provider: 'khqr' | 'paypal';
  amount: number;
  status: 'pending' | 'paid' | 'expired';
  consumed: boolean;
}
interface Order {
  id: number;
  customerId: number;
  body: Record<string, unknown>;
  /** What the history and detail calls answer. */
  detail: OrderDetail;
  /** Bought now (POST /checkout), the cart untouched. */
  buyNow?: boolean;
}

/** One call the storefront made, as the API saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  forwardedFor: string | null;
  /** The Idempotency-Key header. */
  idempotencyKey: string | null;
  body: unknown;
}

export const FAKE_CODE = '123456';

export const DEMO = { email: 'demo@example.com', password: 'demo-pass-123', phone: '+85512345678' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 0, message: 'OK', data });
const fail = (status: number, message: string) => json(status, { code: status, message, data: null });

function parse<T extends z.ZodType>(schema: T, body: unknown): { data: z.infer<T> } | { error: Response } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const message = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return { error: fail(400, message) };
}

/** What the fake reads of a product: its card, and its variants (ids and stock) for the cart's checks. */
interface FakeProduct {
  name: string;
  image: string;
  price: number;
  promo_price: number | null;
  variants?: { variant_option_id: number; stock: number }[];
}

export function createFakeAccounts(product: (id: number) => FakeProduct | null) {
  const customers: Customer[] = [
    {
      id: 1,
      name: 'Demo Customer',
      email: DEMO.email,
      phone: DEMO.phone,
      password: DEMO.password,
      phone_verified: true,
    },
  ];
  const tokens = new Map<string, number>();
  const carts = new Map<number, Line[]>();
  const wishlists = new Map<
    number,
    { wishlist_id: number; product_id: number; quantity: number; variant_option_id: number }[]
  >();
  const addresses = new Map<number, Address[]>();
  const merges = new Set<string>();
  const payments = new Map<number, Payment>();
  const orders: Order[] = [];
  let nextId = 100;

  const state = {
    requests: [] as SeenRequest[],
    /** While true, login and register answer 429. */
    rateLimited: false,
    /** A token of the demo customer (as after a login). */
    tokenFor(customerId = 1): string {
      const token = `fake-token-${customerId}-${nextId++}-abcdefgh`;
      tokens.set(token, customerId);
      return token;
    },
    isValid: (token: string) => tokens.has(token),
    cartOf: (customerId = 1) => carts.get(customerId) ?? [],
    wishlistOf: (customerId = 1) => wishlists.get(customerId) ?? [],
    addressesOf: (customerId = 1) => addresses.get(customerId) ?? [],
    customer: (id = 1) => customers.find((c) => c.id === id),
    /** While true, payments are live: /payment/simulate answers 404 as a live API does. */
    paymentsLive: false,
    /** While true, /api/profile/location/add fails (500). */
    addressesDown: false,
    /** While true, /api/checkout fails (500). */
    checkoutDown: false,
    payments,
    orders,
    /**
     * An order of a customer as the API keeps it (a test's own: many for the pages, a service
     * line, a discount, a later status), with what it does not set taken from an order of one line.
     */
    addOrder(customerId = 1, detail: Partial<OrderDetail> = {}): OrderDetail {
      const id = nextId++;
      const order: OrderDetail = {
        id,
        status: 'placed',
        payment_method: 'cod',
        payment_status: 'pending',
        total: 10,
        created_at: '2026-01-01T03:00:00.000Z',
        lines: [
          {
            id: nextId++,
            product_id: 1,
            variant_option_id: 0,
            name: 'A line',
            variant_name: null,
            image: '',
            is_service: false,
            price: 10,
            quantity: 1,
            grand_total: 10,
          },
        ],
        subtotal: 10,
        discount: 0,
        delivery_fee: 0,
        address: { name: 'Home', description: 'Street 51', lat: 11.5564, long: 104.9282 },
        transfer_type: null,
        note: '',
        history: [{ status: 'placed', at: '2026-01-01T03:00:00.000Z' }],
        total_khr: 0,
        can_cancel: false,
        ...detail,
      };
      // The API's rule: not confirmed, nothing paid.
      if (detail.can_cancel === undefined)
        order.can_cancel = order.status === 'placed' && order.payment_status === 'pending';
      order.id = id;
      // The API's riel total at the shop's rate (4,100 here).
      if (detail.total_khr === undefined) order.total_khr = Math.round((order.total * 4100) / 100) * 100;
      orders.push({ id, customerId, body: {}, detail: order });
      return order;
    },
    handle,
  };

  function session(customer: Customer) {
    return {
      token: state.tokenFor(customer.id),
      expires_at: '2026-02-01T00:00:00.000Z',
      login_status_code: 0,
      customer: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        phone_verified: customer.phone_verified,
      },
    };
  }

  function profile(customer: Customer) {
    const list = addresses.get(customer.id) ?? [];
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      phone_verified: customer.phone_verified,
      address: list.find((a) => a.is_default) ?? list[0] ?? null,
      addresses: list,
    };
  }

  function cartAnswer(customerId: number) {
    const lines: CartLine[] = (carts.get(customerId) ?? []).map((line) => {
      const p = product(line.product_id);
      const price = p ? (p.promo_price ?? p.price) : 0;
      return {
        cart_id: line.id,
        id: line.id,
        product_id: line.product_id,
        name: p?.name ?? '',
        product_name: p?.name ?? '',
        image: p?.image ?? '',
        quantity: line.quantity,
        price,
        regular_price: p?.promo_price ? p.price : null,
        grand_total: Math.round(price * line.quantity * 100) / 100,
        unit: { id: 1, name: 'Piece' },
        variant_name: null,
        variant_option_id: line.variant_option_id,
        note: line.note,
      };
    });
    const total = Math.round(lines.reduce((s, l) => s + l.grand_total, 0) * 100) / 100;
    return {
      code: 0,
      message: 'OK',
      data: lines,
      total,
      delivery_fee: 0,
      grand_total: total,
      total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
    };
  }

  function addLine(
    customerId: number,
    item: { product_id: number; quantity: number; variant_option_id: number; note?: string },
  ) {
    const lines = carts.get(customerId) ?? [];
    const found = lines.find(
      (l) => l.product_id === item.product_id && l.variant_option_id === item.variant_option_id,
    );
    if (found) found.quantity = Math.min(999, found.quantity + item.quantity);
    else lines.push({ id: nextId++, ...item, note: item.note ?? '' });
    carts.set(customerId, lines);
    return found ?? lines[lines.length - 1];
  }

  /** Answers an account call, or null when the path is not one. */
  async function handle(method: string, url: URL, headers: Headers, body: unknown): Promise<Response | null> {
    const path = url.pathname;
    const isAccountPath =
      /^\/(api\/(auth|verify|profile|cart|wishlist|upload|checkout)|payment|checkout)(\/|$)/.test(path);
    if (!isAccountPath) return null;
    state.requests.push({
      method,
      path,
      authorization: headers.get('authorization'),
      forwardedFor: headers.get('x-forwarded-for'),
      idempotencyKey: headers.get('idempotency-key'),
      body,
    });
    if (method === 'POST' && path === '/api/auth/login') {
      if (state.rateLimited) return fail(429, 'Too many attempts');
      const input = parse(LoginBodySchema, body);
      if ('error' in input) return input.error;
      const customer = customers.find(
        (c) => c.email === input.data.email && c.password === input.data.password,
      );
      return customer ? ok(session(customer)) : fail(401, 'Wrong e-mail or password');
    }
    if (method === 'POST' && path === '/api/auth/register') {
      if (state.rateLimited) return fail(429, 'Too many attempts');
      const input = parse(RegisterBodySchema, body);
      if ('error' in input) return input.error;
      if (customers.some((c) => c.email === input.data.email))
        return fail(409, 'email is already registered');
      if (customers.some((c) => c.phone === input.data.phone))
        return fail(409, 'phone is already registered');
      const customer = { id: nextId++, ...input.data, phone_verified: false };
      customers.push(customer);
      return ok(session(customer));
    }
    if (method === 'POST' && path === '/api/auth/forgot-password') return ok(null);
    // The one-time code the fake "sends" is always FAKE_CODE.
    if (method === 'POST' && path === '/api/auth/reset-password') {
      const input = body as { email?: string; code?: string; password?: string };
      const customer = customers.find((c) => c.email === input.email);
      if (!customer || input.code !== FAKE_CODE) return fail(400, 'code: wrong or expired code');
      customer.password = input.password ?? '';
      return ok(session(customer));
    }
    if (method === 'POST' && path === '/api/verify') {
      const input = body as { phone?: string; otp?: string };
      const customer = customers.find((c) => c.phone === input.phone);
      if (!customer) return fail(404, 'No account uses this phone');
      if (input.otp !== FAKE_CODE) return fail(400, 'otp: wrong or expired code');
      customer.phone_verified = true;
      return ok(session(customer));
    }
    if (method === 'POST' && path === '/api/auth/resend') return ok({ retry_after: 60, expires_in: 300 });

    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const customerId = tokens.get(token);
    const customer = customers.find((c) => c.id === customerId);
    if (!customer) return fail(401, 'please login first');

    if (method === 'POST' && path === '/api/auth/logout') {
      tokens.delete(token);
      return ok(null);
    }
    if (path === '/api/profile') {
      if (method === 'GET') return ok(profile(customer));
      const input = parse(ProfileUpdateBodySchema, body);
      if ('error' in input) return input.error;
      Object.assign(customer, input.data);
      return ok(profile(customer));
    }
    if (method === 'GET' && path === '/api/profile/location') return ok(addresses.get(customer.id) ?? []);
    if (method === 'POST' && path === '/api/profile/location/add') {
      if (state.addressesDown) return fail(500, 'Internal error');
      const input = parse(AddressBodySchema, body);
      if ('error' in input) return input.error;
      const list = addresses.get(customer.id) ?? [];
      const address = { id: nextId++, ...input.data, is_default: list.length === 0 };
      addresses.set(customer.id, [...list, address]);
      return ok(address);
    }
    const location = /^\/api\/profile\/location\/(\d+)(\/default)?$/.exec(path);
    if (location) {
      const list = addresses.get(customer.id) ?? [];
      const address = list.find((a) => a.id === Number(location[1]));
      if (!address) return fail(404, 'Address not found');
      if (location[2]) {
        for (const a of list) a.is_default = a === address;
        return ok(address);
      }
      if (method === 'DELETE') {
        addresses.set(
          customer.id,
          list.filter((a) => a !== address),
        );
        return ok(null);
      }
      const input = parse(AddressBodySchema, body);
      if ('error' in input) return input.error;
      Object.assign(address, input.data);
      return ok(address);
    }
    if (method === 'GET' && path === '/api/cart') return json(200, cartAnswer(customer.id));
    if (method === 'POST' && path === '/api/cart/add') {
      const input = parse(CartAddBodySchema, body);
      if ('error' in input) return input.error;
      const { product_id, variant_option_id, quantity } = input.data;
      const found = product(product_id);
      if (!found) return fail(404, 'Product not found');
      // As the API's checkChoice and addToCart: 0 is the default (first) variant; the line may not
      // hold more than the variant's stock.
      const variantOf = (id: number) =>
        id === 0 ? found.variants?.[0] : found.variants?.find((v) => v.variant_option_id === id);
      const variant = variantOf(variant_option_id);
      if (found.variants && !variant)
        return fail(400, `variant_option_id: ${variant_option_id} is not a variant of product ${product_id}`);
      if (variant) {
        const already = (carts.get(customer.id) ?? [])
          .filter((l) => l.product_id === product_id && variantOf(l.variant_option_id) === variant)
          .reduce((sum, l) => sum + l.quantity, 0);
        if (already + quantity > variant.stock)
          return fail(409, variant.stock > 0 ? `Only ${variant.stock} left` : 'Out of stock');
      }
      addLine(customer.id, input.data);
      return ok(cartAnswer(customer.id).data.find((l) => l.product_id === input.data.product_id));
    }
    // All or nothing: one unknown product refuses the whole request, naming its index.
    if (method === 'POST' && path === '/api/cart/add-many') {
      const input = parse(CartAddManyBodySchema, body);
      if ('error' in input) return input.error;
      const missing = input.data.items.findIndex((item) => !product(item.product_id));
      if (missing >= 0) return fail(404, `items.${missing}: Product not found`);
      for (const item of input.data.items) addLine(customer.id, item);
      return json(200, cartAnswer(customer.id));
    }
    const update = /^\/api\/cart\/(update|remove)\/(\d+)$/.exec(path);
    if (update) {
      const lines = carts.get(customer.id) ?? [];
      const line = lines.find((l) => l.id === Number(update[2]));
      if (!line) return fail(404, 'Cart line not found');
      if (update[1] === 'remove') {
        carts.set(
          customer.id,
          lines.filter((l) => l !== line),
        );
        return ok(null);
      }
      const delta = (body as { quantity?: number }).quantity;
      if (delta !== 1 && delta !== -1) return fail(400, 'quantity: quantity must be 1 or -1');
      line.quantity = Math.max(1, line.quantity + delta);
      return ok(cartAnswer(customer.id).data.find((l) => l.id === line.id));
    }
    if (method === 'POST' && path === '/api/cart/convert') {
      const input = parse(CartConvertBodySchema, body);
      if ('error' in input) return input.error;
      const key = `${customer.id}:${input.data.merge_key}`;
      const skipped: number[] = [];
      if (!merges.has(key)) {
        merges.add(key);
        for (const item of input.data.items) {
          if (product(item.product_id)) addLine(customer.id, item);
          else skipped.push(item.product_id);
        }
      }
      return json(200, { ...cartAnswer(customer.id), skipped });
    }
    const paying = handlePayments(method, path, customer.id, body, url.searchParams);
    if (paying) return paying;
    const ordered = handleOrders(method, url, customer.id);
    if (ordered) return ordered;
    if (method === 'GET' && path === '/api/wishlist') {
      return ok(
        (wishlists.get(customer.id) ?? []).map((w) => {
          const p = product(w.product_id);
          return {
            ...w,
            variant_name: null,
            id: w.product_id,
            name: p?.name ?? '',
            image: p?.image ?? '',
            price: p?.price ?? 0,
            promo_price: p?.promo_price ?? null,
            paid_price: p ? (p.promo_price ?? p.price) : 0,
          };
        }),
      );
    }
    if (method === 'POST' && path === '/api/wishlist/add') {
      const input = parse(WishlistAddBodySchema, body);
      if ('error' in input) return input.error;
      const p = product(input.data.product_id);
      if (!p) return fail(404, 'Product not found');
      const list = wishlists.get(customer.id) ?? [];
      const entry = { wishlist_id: nextId++, ...input.data };
      wishlists.set(customer.id, [...list, entry]);
      return ok({
        ...entry,
        variant_name: null,
        id: entry.product_id,
        name: p.name,
        image: p.image,
        price: p.price,
        promo_price: p.promo_price,
        paid_price: p.promo_price ?? p.price,
      });
    }
    const removeWish = /^\/api\/wishlist\/remove\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removeWish) {
      wishlists.set(
        customer.id,
        (wishlists.get(customer.id) ?? []).filter((w) => w.wishlist_id !== Number(removeWish[1])),
      );
      return ok(null);
    }
    return fail(404, 'Not found');
  }

  /**
   * The API's quote of the cart, or (type buynow) of one product: the lines, the sums and each
   * method's total (Anakut Cash 5% off), riel at 4,100 per dollar.
   */
  function quoteOf(customerId: number, input: Record<string, unknown>) {
    const round = (n: number) => Math.round(n * 100) / 100;
    const riel = (usd: number) => Math.round((usd * 4100) / 100) * 100;
    let lines: {
      product_id: number;
      variant_option_id: number;
      name: string;
      variant_name: string | null;
      image: string;
      price: number;
      quantity: number;
      grand_total: number;
    }[];
    const type = input.type === 'buynow' ? 'buynow' : 'cart';
    if (type === 'buynow') {
      const p = product(Number(input.product_id));
      if (!input.product_id) return { error: fail(400, 'product_id is required'), quote: null };
      if (!input.quantity) return { error: fail(400, 'quantity is required'), quote: null };
      if (!p) return { error: fail(404, `Product ${input.product_id} not found`), quote: null };
      const price = p.promo_price ?? p.price;
      const quantity = Number(input.quantity);
      lines = [
        {
          product_id: Number(input.product_id),
          variant_option_id: Number(input.variant_option_id ?? 0),
          name: p.name,
          variant_name: null,
          image: p.image,
          price,
          quantity,
          grand_total: round(price * quantity),
        },
      ];
    } else {
      lines = cartAnswer(customerId).data.map((l) => ({
        product_id: l.product_id,
        variant_option_id: l.variant_option_id,
        name: l.name,
        variant_name: l.variant_name,
        image: l.image,
        price: l.price,
        quantity: l.quantity,
        grand_total: l.grand_total,
      }));
      if (lines.length === 0) return { error: fail(409, 'Your cart is empty'), quote: null };
    }
    const subtotal = round(lines.reduce((sum, l) => sum + l.grand_total, 0));
    const methods = (['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'] as const).map((m) => {
      const discount = m === 'anakut' ? round(subtotal * 0.05) : 0;
      const total = round(subtotal - discount);
      return { payment_method: m, discount, grand_total: total, grand_total_khr: riel(total) };
    });
    return {
      error: null,
      quote: {
        type,
        lines,
        subtotal,
        delivery_fee: 0,
        grand_total: subtotal,
        grand_total_khr: riel(subtotal),
        khr_per_usd: 4100,
        methods,
      },
    };
  }

  /** Payments, the receipt upload and the checkout, with the API's rules and refusals. */
  function handlePayments(
    method: string,
    path: string,
    customerId: number,
    body: unknown,
    search: URLSearchParams = new URLSearchParams(),
  ): Response | null {
    if (method === 'GET' && path === '/api/checkout/quote') {
      const q = Object.fromEntries(search) as Record<string, string>;
      const priced = quoteOf(customerId, q);
      if (priced.error) return priced.error;
      return ok(priced.quote);
    }
    if (method !== 'POST') return null;
    const input = (body ?? {}) as Record<string, unknown>;
    if (path === '/payment/generate_khqr') {
      const priced = quoteOf(customerId, input);
      if (priced.error) return priced.error;
      const { grand_total } = priced.quote;
      if (input.amount !== undefined && Number(input.amount) !== grand_total)
        return fail(409, `The total to pay is ${grand_total}, not ${input.amount}`);
      const provider = input.payment_method === 'paypal' ? 'paypal' : 'khqr';
      const payment: Payment = {
        id: nextId++,
        customerId,
        provider,
        amount: grand_total,
        status: 'pending',
        consumed: false,
      };
      payments.set(payment.id, payment);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0z"/></svg>';
      return ok({
        payment_id: payment.id,
        amount: grand_total,
        currency: input.currency === 'KHR' ? 'KHR' : 'USD',
        ...(input.currency === 'KHR'
          ? { amount_khr: Math.round((grand_total * 4100) / 100) * 100, khr_per_usd: 4100 }
          : {}),
        expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
        ...(provider === 'khqr'
          ? {
              qr_svg: svg,
              qr_code_url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
              qr_string: '000201',
              md5: 'f'.repeat(32),
            }
          : { link_url: String(input.success_url ?? '') }),
      });
    }
    if (path === '/payment/check_payment_status' || path === '/payment/simulate') {
      if (path === '/payment/simulate' && state.paymentsLive) return fail(404, 'No such call in a live shop');
      const mine = [...payments.values()].filter((p) => p.customerId === customerId);
      const payment =
        input.payment_id === undefined ? mine.at(-1) : mine.find((p) => p.id === input.payment_id);
      if (!payment) return fail(404, `Payment ${input.payment_id} not found`);
      if (path === '/payment/simulate') payment.status = 'paid';
      return ok({
        payment_id: payment.id,
        payment_status: payment.status === 'paid' ? 'paid' : 'pending',
        status: payment.status,
      });
    }
    if (path === '/api/upload') {
      const file = body instanceof FormData ? body.get('file') : null;
      if (!(file instanceof Blob)) return fail(400, 'file is required');
      const image_url = `/api/receipts/receipt-${nextId++}.png`;
      return json(200, { code: 0, message: 'Uploaded', data: { image_url }, image_url });
    }
    if (path === '/api/checkout' || path === '/checkout') {
      if (state.checkoutDown) return fail(500, 'Internal error');
      const buyNow = path === '/checkout';
      if (buyNow && !input.quantity) return fail(400, 'quantity is required');
      if (buyNow && !input.product_id) return fail(400, 'product_id is required');
      if (!input.address) return fail(400, 'address is required');
      if (!input.payment_type) return fail(400, 'payment_type is required');
      if (input.payment_method === 'bankTransfer') {
        if (!input.transfer_type) return fail(400, 'Please select bank transfer payment type');
        if (!input.image_url) return fail(400, 'Please upload image receipt');
      }
      if (input.payment_method === 'khqr' || input.payment_method === 'paypal') {
        const payment = payments.get(Number(input.payment_id));
        if (!payment || payment.customerId !== customerId || payment.status !== 'paid' || payment.consumed)
          return fail(409, 'This payment is not complete yet; please pay first');
        payment.consumed = true;
      }
      if (!(addresses.get(customerId) ?? []).some((a) => a.id === input.address))
        return fail(404, 'Address not found');
      if (!buyNow && (carts.get(customerId) ?? []).length === 0) return fail(409, 'Your cart is empty');
      if (buyNow && !product(Number(input.product_id))) return fail(404, 'Product not found');
      const priced = quoteOf(customerId, buyNow ? { ...input, type: 'buynow' } : {});
      if (priced.error) return priced.error;
      const quote = priced.quote;
      const address = (addresses.get(customerId) ?? []).find((a) => a.id === input.address);
      const at = new Date().toISOString();
      const order = state.addOrder(customerId, {
        payment_method: String(input.payment_method),
        payment_status: input.payment_method === 'cod' ? 'pending' : 'paid',
        total: quote.grand_total,
        created_at: at,
        lines: quote.lines.map((line, i) => ({ id: i + 1, ...line, is_service: false })),
        subtotal: quote.subtotal,
        delivery_fee: quote.delivery_fee,
        address: { name: address?.name ?? '', description: address?.description ?? '', lat: 0, long: 0 },
        transfer_type: typeof input.transfer_type === 'string' ? input.transfer_type : null,
        note: String(input.note ?? ''),
        history: [{ status: 'placed', at }],
      });
      const placed = orders.find((o) => o.id === order.id);
      if (placed) Object.assign(placed, { body: input, buyNow });
      if (!buyNow) carts.set(customerId, []);
      return json(200, { code: 0, message: 'Order placed', data: { order_id: order.id } });
    }
    return null;
  }

  /** The customer's orders (10 a page, newest first) and one of them; another's is a 404. */
  function handleOrders(method: string, url: URL, customerId: number): Response | null {
    const mine = orders.filter((o) => o.customerId === customerId).map((o) => o.detail);
    const cancel = /^\/api\/checkout\/cancel\/(\d+)$/.exec(url.pathname);
    if (method === 'POST' && cancel) {
      const order = mine.find((o) => o.id === Number(cancel[1]));
      if (!order) return fail(404, `Order ${cancel[1]} not found`);
      if (order.status === 'cancelled') return fail(409, 'This order is already cancelled');
      if (!order.can_cancel) return fail(409, 'This order is paid: please contact the shop to cancel it');
      Object.assign(order, { status: 'cancelled', payment_status: 'cancelled', can_cancel: false });
      order.history.push({ status: 'cancelled', at: new Date().toISOString() });
      return json(200, { code: 0, message: 'Order cancelled', data: { order_id: order.id } });
    }
    if (method !== 'GET') return null;
    if (url.pathname === '/api/checkout/history') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = 10;
      const newest = [...mine].sort((a, b) => b.id - a.id);
      return ok({
        data: newest
          .slice((page - 1) * perPage, page * perPage)
          .map(({ id, status, payment_method, payment_status, total, created_at }) => ({
            id,
            status,
            payment_method,
            payment_status,
            total,
            created_at,
          })),
        current_page: page,
        last_page: Math.max(1, Math.ceil(mine.length / perPage)),
        per_page: perPage,
        total: mine.length,
      });
    }
    const detail = /^\/api\/checkout\/history\/detail\/(\d+)$/.exec(url.pathname);
    if (detail) {
      const order = mine.find((o) => o.id === Number(detail[1]));
      return order ? ok(order) : fail(404, `Order ${detail[1]} not found`);
    }
    return null;
  }

  return state;
}

export type FakeAccounts = ReturnType<typeof createFakeAccounts>;
