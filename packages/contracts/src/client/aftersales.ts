import { z } from 'zod';
import {
  TicketExistsSchema,
  TicketStatusSchema,
  TrackingAnswerSchema,
  WarrantyAnswerSchema,
} from '../aftersales-lookup';
import { envelope } from '../common';
import type { Call, Caller, ShopContext } from './core';

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The public after-sale lookups (a warranty, a delivery, a repair ticket) and the customer's deliveries. */
export function aftersalesCalls(call: Call) {
  return {
    async warranty(shop: ShopContext, caller: Caller, serial: string, orderId?: number) {
      const q = query({ serial, order_id: orderId });
      return (await call('GET', `/api/warranty?${q}`, envelope(WarrantyAnswerSchema), { shop, caller })).data;
    },
    async tracking(shop: ShopContext, caller: Caller, orderId: number, phone: string) {
      const q = query({ order_id: orderId, phone });
      return (await call('GET', `/api/tracking?${q}`, envelope(TrackingAnswerSchema), { shop, caller })).data;
    },
    async myTracking(shop: ShopContext, caller: Caller) {
      return (
        await call('GET', '/api/tracking/mine', envelope(z.array(TrackingAnswerSchema)), { shop, caller })
      ).data;
    },
    async serviceTicket(shop: ShopContext, caller: Caller, code: string) {
      const path = `/api/service-ticket/${encodeURIComponent(code)}`;
      return (await call('GET', path, envelope(TicketExistsSchema), { shop, caller })).data;
    },
    async serviceTicketStatus(shop: ShopContext, caller: Caller, code: string, phone: string) {
      const path = `/api/service-ticket/${encodeURIComponent(code)}/status?${query({ phone })}`;
      return (await call('GET', path, envelope(TicketStatusSchema), { shop, caller })).data;
    },
  };
}
