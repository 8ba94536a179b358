import {
  AdminOrderListSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  AdminPaymentSchema,
  CollectBodySchema,
  envelope,
  NoteBodySchema,
  RefundBodySchema,
  ReviewBodySchema,
  TransitionBodySchema,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { badRequest } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { adminOrder, isRealDay, orderDesk } from './orders.queries';
import { addNote, transitionOrder } from './orders.service';
import { collectAsStaff, receiptOf, refundAsStaff, reviewAsStaff } from './payments.service';

const OrderParams = z.object({ id: idParam('id').describe("The order's id (its number)") });
const PaymentParams = z.object({ id: idParam('id').describe("The payment's id") });
const MOVED_FIRST =
  'The state machine does not allow it now (another staff member got there first, say): data is the order as it now is';

const list = staffRoute(
  {
    method: 'get',
    path: '/admin/api/orders',
    summary: 'The order desk: a page of the shop’s orders, newest first, and the count of every queue',
    description:
      'Filter by queue (what needs doing), status, payment status and method, and the shop’s days from–to; `q` finds an order number, a phone number or part of a customer’s name.',
    request: { query: AdminOrdersQuerySchema },
  },
  'orders.read',
  envelope(AdminOrderListSchema),
);

const detail = staffRoute(
  {
    method: 'get',
    path: '/admin/api/orders/{id}',
    summary: 'One order of the shop: lines, customer, address, payments with receipts, timeline, notes',
    request: { params: OrderParams },
  },
  'orders.read',
  envelope(AdminOrderSchema),
  { 404: 'No such order in this shop' },
);

const transition = staffRoute(
  {
    method: 'post',
    path: '/admin/api/orders/{id}/transition',
    summary: 'Move an order: confirmed, packed, shipped, out_for_delivery, delivered or cancelled',
    description:
      'confirmed (owner, manager, cashier): an order paid by KHQR, PayPal or a transfer must be paid first. packed, shipped, out_for_delivery, delivered (owner, manager, packer): packing may record each unit’s `serials`, shipping needs the `courier` (and a `tracking_number` the shopper’s tracking page shows), delivery makes the serials warranty units. cancelled (owner, manager): needs a `reason`; the stock goes back once; a payment not yet paid is cancelled, a paid one refunded (`refund_reference`: how the money went back).',
    request: { params: OrderParams, ...jsonBody(TransitionBodySchema) },
  },
  'orders.read',
  envelope(AdminOrderSchema),
  { 404: 'No such order in this shop', 409: MOVED_FIRST },
);

const note = staffRoute(
  {
    method: 'post',
    path: '/admin/api/orders/{id}/notes',
    summary: 'Add an internal note to an order (the customer never sees it)',
    request: { params: OrderParams, ...jsonBody(NoteBodySchema) },
  },
  'orders.note',
  envelope(AdminOrderSchema),
  { 404: 'No such order in this shop' },
);

const review = staffRoute(
  {
    method: 'post',
    path: '/admin/api/payments/{id}/review',
    summary: 'Approve (paid) or reject (failed) a bank transfer’s receipt',
    description:
      'A rejection needs a `reason`: the shopper reads it on their order page, and may send a new receipt.',
    request: { params: PaymentParams, ...jsonBody(ReviewBodySchema) },
  },
  'payments.review',
  envelope(AdminPaymentSchema),
  {
    404: 'No such payment in this shop',
    409: 'Not a receipt waiting for review (paid by its provider, or reviewed already)',
  },
);

const collect = staffRoute(
  {
    method: 'post',
    path: '/admin/api/payments/{id}/collect',
    summary: 'The money is in: cash on delivery collected (or a wallet’s credit seen)',
    description: 'With `amount`, the cash taken must be the amount due.',
    request: { params: PaymentParams, ...jsonBody(CollectBodySchema) },
  },
  'payments.collect',
  envelope(AdminPaymentSchema),
  {
    404: 'No such payment in this shop',
    409: 'Not a payment the shop collects, not waiting, or another amount',
  },
);

const refund = staffRoute(
  {
    method: 'post',
    path: '/admin/api/payments/{id}/refund',
    summary: 'Record paid money given back (paid → refunded), with how it went back',
    request: { params: PaymentParams, ...jsonBody(RefundBodySchema) },
  },
  'payments.refund',
  envelope(AdminPaymentSchema),
  { 404: 'No such payment in this shop', 409: 'The payment is not paid' },
);

const receipt = staffRoute(
  {
    method: 'get',
    path: '/admin/api/payments/{id}/receipt',
    summary: 'The picture of a transfer’s receipt (private: the shop’s staff and its customer only)',
    request: { params: PaymentParams },
  },
  'orders.read',
  z.string().describe('The picture (image/webp, image/jpeg or image/png)'),
  { 404: 'No such payment, or it has no receipt' },
);

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export const adminOrderRoutes: Router = router()
  .openapi(list, async (c) => {
    const query = c.req.valid('query');
    for (const field of ['from', 'to'] as const) {
      const day = query[field];
      if (day && !isRealDay(day)) throw badRequest(`${field}: ${day} is not a day of the calendar`);
    }
    if (query.from && query.to && query.from > query.to) throw badRequest('from: must be on or before to');
    return c.json(ok(await orderDesk(staffContext(c), query)), 200);
  })
  .openapi(detail, async (c) => {
    const ctx = staffContext(c);
    return c.json(ok(await adminOrder(ctx, c.req.valid('param').id, ctx.role)), 200);
  })
  .openapi(transition, async (c) =>
    c.json(ok(await transitionOrder(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(note, async (c) =>
    c.json(ok(await addNote(staffContext(c), c.req.valid('param').id, c.req.valid('json').text)), 200),
  )
  .openapi(review, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      ok(await reviewAsStaff(staffContext(c), c.req.valid('param').id, body.decision, body.reason)),
      200,
    );
  })
  .openapi(collect, async (c) =>
    c.json(
      ok(await collectAsStaff(staffContext(c), c.req.valid('param').id, c.req.valid('json').amount)),
      200,
    ),
  )
  .openapi(refund, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      ok(await refundAsStaff(staffContext(c), c.req.valid('param').id, body.reason, body.reference)),
      200,
    );
  })
  .openapi(receipt, async (c) => {
    const { bytes, name } = await receiptOf(staffContext(c), c.req.valid('param').id);
    const type = TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    }) as never;
  });
