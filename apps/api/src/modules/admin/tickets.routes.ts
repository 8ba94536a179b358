import {
  AdminTicketListSchema,
  AdminTicketSchema,
  AdminTicketsQuerySchema,
  envelope,
  TicketMoveBodySchema,
  TicketTakeInBodySchema,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { adminTicket, adminTickets, moveTicket, takeIn } from './tickets.service';

// Repair tickets (issue 30, part 6): the counter takes a device in and moves its ticket through
// its statuses; the customer reads it on the storefront's /check-result/{code} with their phone.

const TicketParams = z.object({ id: idParam('id').describe("The ticket's id") });

const list = staffRoute(
  {
    method: 'get',
    path: '/admin/api/tickets',
    summary: 'A page of the shop’s repair tickets, newest first',
    description:
      'Filter by `status`; `q` finds a ticket’s code, a phone number or part of a customer’s name.',
    request: { query: AdminTicketsQuerySchema },
  },
  'tickets.manage',
  envelope(AdminTicketListSchema),
);

const detail = staffRoute(
  {
    method: 'get',
    path: '/admin/api/tickets/{id}',
    summary: 'One repair ticket of the shop with its steps and the moves it has now',
    request: { params: TicketParams },
  },
  'tickets.manage',
  envelope(AdminTicketSchema),
  { 404: 'No such ticket in this shop' },
);

const create = staffRoute(
  {
    method: 'post',
    path: '/admin/api/tickets',
    summary: 'Take a device in: a new ticket (received) and the code the customer checks it with',
    description:
      'The code is random (RT- and six letters and digits), unique in the shop: the counter reads it out or prints it on the slip; the customer reads the ticket on /check-result/{code} with the phone given here.',
    request: { ...jsonBody(TicketTakeInBodySchema) },
  },
  'tickets.manage',
  envelope(AdminTicketSchema),
  { 400: 'A field is wrong (named in the message)' },
);

const move = staffRoute(
  {
    method: 'post',
    path: '/admin/api/tickets/{id}/status',
    summary: 'Move a ticket to another status, with a note the customer reads, the technician and the quote',
    description:
      '`from` is the status the ticket was read at. received → diagnosing → waiting_for_parts / repairing / ready_for_pickup → collected; cancelled from received, diagnosing or waiting_for_parts. A note that is not empty becomes the technician’s note the customer reads.',
    request: { params: TicketParams, ...jsonBody(TicketMoveBodySchema) },
  },
  'tickets.manage',
  envelope(AdminTicketSchema),
  {
    400: 'A field is wrong (named in the message)',
    404: 'No such ticket in this shop',
    409: 'Not a move the ticket has now, or someone moved it first: data is the ticket as it now is',
  },
);

export const adminTicketRoutes: Router = router()
  .openapi(list, async (c) => c.json(ok(await adminTickets(staffContext(c), c.req.valid('query'))), 200))
  .openapi(detail, async (c) => c.json(ok(await adminTicket(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(create, async (c) => c.json(ok(await takeIn(staffContext(c), c.req.valid('json'))), 200))
  .openapi(move, async (c) =>
    c.json(ok(await moveTicket(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
