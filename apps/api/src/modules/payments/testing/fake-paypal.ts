import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type FakeServer,
  header,
  jsonOf,
  type RecordedRequest,
  type Reply,
  startFakeServer,
} from './fake-server';

interface Money {
  currency_code: string;
  value: string;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  unit: { reference_id?: string; custom_id?: string; invoice_id?: string; amount: Money };
  /** What the capture reports (set by `approve`; the order's amount unless told otherwise). */
  captureAs?: { amount: Money; status: string };
  captures: { id: string; status: string; amount: Money; create_time: string }[];
  experience: 'payment_source' | 'application_context';
}

export interface ApproveOptions {
  /** The capture reports this amount instead (a mismatch PayPal would never make, to test our check). */
  value?: string;
  currency?: string;
  /** The capture's status: COMPLETED (default), PENDING, DECLINED. */
  captureStatus?: string;
}

export interface FakePaypal extends FakeServer {
  clientId: string;
  clientSecret: string;
  /** The buyer approved the order at PayPal. */
  approve(orderId: string, options?: ApproveOptions): void;
  /** The order made for our attempt (its `custom_id`). */
  orderFor(attemptId: string): { id: string; status: string } | undefined;
  /** Captures made of an order (a repeated request id must not add one). */
  captureCount(orderId: string): number;
  /** Access tokens issued so far. */
  tokensIssued(): number;
  /** Forget every token issued (as if PayPal revoked them): the next call with one gets a 401. */
  revokeTokens(): void;
}

const TOKEN_SECONDS = 32_400;

const CreateBodySchema = z.looseObject({
  intent: z.string().optional(),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        amount: z.looseObject({ currency_code: z.string(), value: z.unknown() }).optional(),
      }),
    )
    .optional(),
  payment_source: z
    .looseObject({ paypal: z.looseObject({ experience_context: z.looseObject({}).optional() }).optional() })
    .optional(),
});

/** PayPal's OAuth2 and Orders v2 (create, show, capture) as a loopback server. */
export async function startFakePaypal(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const tokens = new Set<string>();
  let issued = 0;
  const orders = new Map<string, FakeOrder>();
  // PayPal-Request-Id → the first answer, per operation (a repeat gets the same order or capture).
  const replays = new Map<string, Reply>();
  let server: FakeServer;

  const error = (status: number, name: string, issue?: string): Reply => ({
    status,
    body: {
      name,
      message: name.replaceAll('_', ' ').toLowerCase(),
      debug_id: randomBytes(6).toString('hex'),
      ...(issue ? { details: [{ issue, description: issue.toLowerCase() }] } : {}),
    },
  });

  const representation = (order: FakeOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    payment_source: { paypal: {} },
    purchase_units: [
      {
        ...order.unit,
        ...(order.captures.length
          ? {
              payments: {
                captures: order.captures.map((c) => ({
                  ...c,
                  final_capture: true,
                  custom_id: order.unit.custom_id,
                  update_time: c.create_time,
                })),
              },
            }
          : {}),
      },
    ],
    ...(order.status === 'COMPLETED'
      ? { payer: { payer_id: 'FAKEPAYER1', email_address: 'buyer@example.com' } }
      : {}),
    links: links(order),
  });

  function links(order: FakeOrder) {
    const self = { href: `${server.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' };
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      return [
        self,
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ];
    }
    if (order.status === 'CREATED') {
      return [
        self,
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
          rel: 'approve',
          method: 'GET',
        },
      ];
    }
    if (order.status === 'APPROVED') {
      return [self, { href: `${self.href}/capture`, rel: 'capture', method: 'POST' }];
    }
    return [self];
  }

  function token(request: RecordedRequest): Reply {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (header(request, 'authorization') !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
      };
    }
    const value = `A21AA${randomBytes(16).toString('hex')}`;
    tokens.add(value);
    issued++;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: value,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: TOKEN_SECONDS,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  }

  function create(request: RecordedRequest): Reply {
    const body = CreateBodySchema.safeParse(jsonOf(request.body)).data;
    const unit = body?.purchase_units?.[0];
    if (body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE')
      return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    if (
      !unit?.amount ||
      typeof unit.amount.value !== 'string' ||
      !/^\d{1,10}(\.\d{2})?$/.test(unit.amount.value)
    ) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    }
    if (unit.amount.currency_code !== 'USD')
      return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED');
    const experience = body.payment_source?.paypal?.experience_context;
    if (experience && !header(request, 'paypal-request-id'))
      return error(400, 'INVALID_REQUEST', 'PAYPAL_REQUEST_ID_REQUIRED');
    const order: FakeOrder = {
      id: randomBytes(8).toString('hex').toUpperCase().slice(0, 17),
      status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent: body.intent,
      unit: {
        reference_id: unit.reference_id,
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      },
      captures: [],
      experience: experience ? 'payment_source' : 'application_context',
    };
    orders.set(order.id, order);
    return { status: 201, body: representation(order) };
  }

  function capture(order: FakeOrder): Reply {
    if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const as = order.captureAs ?? { amount: order.unit.amount, status: 'COMPLETED' };
    if (as.status === 'DECLINED') return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    order.captures.push({
      id: randomBytes(8).toString('hex').toUpperCase().slice(0, 17),
      status: as.status,
      amount: as.amount,
      create_time: new Date().toISOString(),
    });
    order.status = 'COMPLETED';
    return { status: 201, body: representation(order) };
  }

  function route(request: RecordedRequest): Reply {
    const path = new URL(request.path, 'http://fake').pathname;
    if (request.method === 'POST' && path === '/v1/oauth2/token') return token(request);
    const bearer = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    const requestId = header(request, 'paypal-request-id');
    const replay = (operation: string, run: () => Reply): Reply => {
      if (!requestId) return run();
      const key = `${operation}:${requestId}`;
      const earlier = replays.get(key);
      if (earlier) {
        // PayPal answers a repeat with the resource as it is now.
        const id = (earlier.body as { id?: string }).id;
        const order = id ? orders.get(id) : undefined;
        return order ? { status: 200, body: representation(order) } : earlier;
      }
      const reply = run();
      if (reply.status < 300) replays.set(key, reply);
      return reply;
    };
    if (request.method === 'POST' && path === '/v2/checkout/orders')
      return replay('create', () => create(request));
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return error(404, 'NOT_FOUND');
    if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (request.method === 'GET' && !match[2]) return { status: 200, body: representation(order) };
    if (request.method === 'POST' && match[2]) return replay(`capture:${order.id}`, () => capture(order));
    return error(405, 'METHOD_NOT_SUPPORTED');
  }

  server = await startFakeServer(route);
  return Object.assign(server, {
    clientId,
    clientSecret,
    approve(orderId: string, approval: ApproveOptions = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      order.status = 'APPROVED';
      order.captureAs = {
        amount: {
          currency_code: approval.currency ?? order.unit.amount.currency_code,
          value: approval.value ?? order.unit.amount.value,
        },
        status: approval.captureStatus ?? 'COMPLETED',
      };
    },
    orderFor(attemptId: string) {
      const order = [...orders.values()].find((o) => o.unit.custom_id === attemptId);
      return order && { id: order.id, status: order.status };
    },
    captureCount: (orderId: string) => orders.get(orderId)?.captures.length ?? 0,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
  });
}
