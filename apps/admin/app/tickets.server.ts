import { AdminTicketListSchema, AdminTicketSchema, type AdminTicketsQuery } from '@shop/contracts';
import { z } from 'zod';
import type { Visit } from './context.server';
import { call } from './products.server';

// The back office's calls of the repair tickets, made through the catalogue's `call` (it keeps
// what a 409 sends in `data`: the ticket as it now is).

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);

/** The repair tickets' calls for one visit. */
export function ticketsApi(visit: Visit, storeCode: string) {
  return {
    list(query: AdminTicketsQuery) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') search.set(key, String(value));
      return data(
        call(visit, storeCode, 'GET', `/admin/api/tickets?${search}`, envelope(AdminTicketListSchema)),
      );
    },
    read(id: number) {
      return data(call(visit, storeCode, 'GET', `/admin/api/tickets/${id}`, envelope(AdminTicketSchema)));
    },
    takeIn(body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'POST', '/admin/api/tickets', envelope(AdminTicketSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    move(id: number, body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'POST', `/admin/api/tickets/${id}/status`, envelope(AdminTicketSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
  };
}
