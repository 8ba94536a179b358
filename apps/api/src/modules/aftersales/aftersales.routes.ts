import {
  envelope,
  normalizeSerial,
  SERIAL_PATTERN,
  TICKET_CODE_PATTERN,
  TicketExistsSchema,
  TicketStatusSchema,
  TrackingAnswerSchema,
  WarrantyAnswerSchema,
} from '@shop/contracts';
import { customerContext, requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { requiredText } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { customerRoute, type Router, router, shopRoute, z } from '../../routing';
import { checkWarranty, myDeliveries, ticketCheck, ticketStatus, trackOrder } from './aftersales.service';

// After the sale, without signing in: a warranty by serial, a delivery by order number and phone,
// a repair ticket by code (and phone). Each lookup is rate-limited per shop and client (429).

const TOO_MANY = 'Too many lookups from this address: try again after Retry-After seconds';

const serial = z
  .string()
  .transform(normalizeSerial)
  .pipe(z.string().regex(SERIAL_PATTERN, 'serial must be 4 to 40 letters, digits or dashes'));
const phone = z.string().min(1, requiredText('phone')).max(30, 'phone is too long');
const code = z.string().regex(TICKET_CODE_PATTERN, 'code must be 4 to 20 letters, digits or dashes');

const warranty = shopRoute(
  {
    method: 'get',
    path: '/api/warranty',
    summary:
      "A unit's warranty by its serial number or IMEI (and optionally its order): active, expired or claimed",
    request: { query: z.object({ serial, order_id: idParam('order_id').optional() }) },
  },
  envelope(WarrantyAnswerSchema),
  { 404: 'No warranty with this serial (and order) in this shop', 429: TOO_MANY },
);

const track = shopRoute(
  {
    method: 'get',
    path: '/api/tracking',
    summary: "A delivery's status and timeline by order number and the customer's phone",
    request: { query: z.object({ order_id: idParam('order_id'), phone }) },
  },
  envelope(TrackingAnswerSchema),
  { 404: 'No order with this number and phone (the same answer for either wrong)', 429: TOO_MANY },
);

const mine = customerRoute(
  {
    method: 'get',
    path: '/api/tracking/mine',
    summary: "The signed-in customer's latest 10 orders with their delivery timelines",
  },
  envelope(z.array(TrackingAnswerSchema)),
);

const ticket = shopRoute(
  {
    method: 'get',
    path: '/api/service-ticket/{code}',
    summary: 'Whether a repair ticket code exists in this shop (nothing else)',
    request: { params: z.object({ code }) },
  },
  envelope(TicketExistsSchema),
  { 404: 'No such ticket in this shop', 429: TOO_MANY },
);

const status = shopRoute(
  {
    method: 'get',
    path: '/api/service-ticket/{code}/status',
    summary: "A repair ticket's status, note, quote and timeline, with the phone it was left with",
    request: { params: z.object({ code }), query: z.object({ phone }) },
  },
  envelope(TicketStatusSchema),
  { 404: 'No ticket with this code and phone (the same answer for either wrong)', 429: TOO_MANY },
);

export const aftersalesRoutes: Router = router()
  .openapi(warranty, async (c) => {
    const q = c.req.valid('query');
    return c.json(ok(await checkWarranty(requestContext(c), q.serial, q.order_id)), 200);
  })
  .openapi(track, async (c) => {
    const q = c.req.valid('query');
    return c.json(ok(await trackOrder(requestContext(c), q.order_id, q.phone)), 200);
  })
  .openapi(mine, async (c) => c.json(ok(await myDeliveries(customerContext(c))), 200))
  .openapi(ticket, async (c) =>
    c.json(ok(await ticketCheck(requestContext(c), c.req.valid('param').code)), 200),
  )
  .openapi(status, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(ok(await ticketStatus(requestContext(c), code, c.req.valid('query').phone)), 200);
  });
