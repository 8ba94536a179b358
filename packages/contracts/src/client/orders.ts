import { OrderDetailSchema, OrderSummarySchema } from '../checkout';
import { envelope, paginated } from '../common';
import type { Call, Caller, ShopContext } from './core';

/** The customer's orders: a page of the list (newest first) and one order; another's is a 404. */
export function orderCalls(call: Call) {
  return {
    async orderHistory(shop: ShopContext, caller: Caller, page = 1) {
      return (
        await call('GET', `/api/checkout/history?page=${page}`, envelope(paginated(OrderSummarySchema)), {
          shop,
          caller,
        })
      ).data;
    },
    async orderDetail(shop: ShopContext, caller: Caller, id: number) {
      return (
        await call('GET', `/api/checkout/history/detail/${id}`, envelope(OrderDetailSchema), { shop, caller })
      ).data;
    },
  };
}
