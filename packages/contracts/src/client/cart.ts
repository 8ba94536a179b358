import type { z } from 'zod';
import {
  type CartAddBodySchema,
  type CartAddManyBodySchema,
  type CartConvertBody,
  CartConvertResponseSchema,
  CartLineSchema,
  CartResponseSchema,
} from '../cart';
import { envelope, NullAnswerSchema } from '../common';
import { type Call, type Caller, query, type ShopContext, type WriteOptions } from './core';

/** The server cart of a signed-in customer. */
export function cartCalls(call: Call) {
  return {
    /** The server cart: lines in `data`, sums beside it. */
    async cart(shop: ShopContext, caller: Caller, addressId?: number) {
      const q = query({ address_id: addressId });
      return call('GET', `/api/cart${q ? `?${q}` : ''}`, CartResponseSchema, { shop, caller });
    },
    async cartAdd(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof CartAddBodySchema>,
      write: WriteOptions = {},
    ) {
      return (await call('POST', '/api/cart/add', envelope(CartLineSchema), { shop, caller, body, ...write }))
        .data;
    },
    /**
     * Adds several lines at once, all or nothing (a PC build); answers the cart. A bad item is a
     * 4xx whose message names it (`items.2: …`) and nothing is added.
     */
    async cartAddMany(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof CartAddManyBodySchema>,
      write: WriteOptions = {},
    ) {
      return call('POST', '/api/cart/add-many', CartResponseSchema, { shop, caller, body, ...write });
    },
    /** +1 or −1 on a line. */
    async cartUpdate(
      shop: ShopContext,
      caller: Caller,
      lineId: number,
      quantity: 1 | -1,
      write: WriteOptions = {},
    ) {
      const path = `/api/cart/update/${lineId}`;
      const options = { shop, caller, body: { quantity }, ...write };
      return (await call('PUT', path, envelope(CartLineSchema), options)).data;
    },
    async cartRemove(shop: ShopContext, caller: Caller, lineId: number, write: WriteOptions = {}) {
      await call('DELETE', `/api/cart/remove/${lineId}`, NullAnswerSchema, { shop, caller, ...write });
    },
    /** Adds a guest cart to the customer's, once per merge key; answers the merged cart. */
    async cartConvert(shop: ShopContext, caller: Caller, body: CartConvertBody, write: WriteOptions = {}) {
      return call('POST', '/api/cart/convert', CartConvertResponseSchema, { shop, caller, body, ...write });
    },
  };
}
