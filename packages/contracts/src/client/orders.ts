import { CheckoutAnswerSchema, OrderDetailSchema, OrderSummarySchema } from '../checkout';
import { envelope, paginated } from '../common';
import type { Call, Caller, ShopContext, WriteOptions } from './core';

/** The customer's orders: a page of the list (newest first), one order (another's is a 404), a cancel. */
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
    /** A new receipt (an upload's image_url) for an order whose transfer the shop rejected. */
    async sendReceipt(
      shop: ShopContext,
      caller: Caller,
      id: number,
      imageUrl: string,
      write: WriteOptions = {},
    ) {
      return (
        await call('POST', `/api/checkout/receipt/${id}`, CheckoutAnswerSchema, {
          shop,
          caller,
          body: { image_url: imageUrl },
          ...write,
        })
      ).data;
    },
    /** Cancels an order the shop has not confirmed and nothing paid for (else a 409 saying why). */
    async cancelOrder(shop: ShopContext, caller: Caller, id: number, write: WriteOptions = {}) {
      return (
        await call('POST', `/api/checkout/cancel/${id}`, CheckoutAnswerSchema, { shop, caller, ...write })
      ).data;
    },
  };
}
