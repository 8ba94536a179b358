import type { z } from 'zod';
import { envelope, NullAnswerSchema } from '../common';
import { type WishlistAddBodySchema, WishlistEntrySchema } from '../wishlist';
import type { Call, Caller, ShopContext, WriteOptions } from './core';

/** The wishlist of a signed-in customer. */
export function wishlistCalls(call: Call) {
  return {
    async wishlist(shop: ShopContext, caller: Caller) {
      return (await call('GET', '/api/wishlist', envelope(WishlistEntrySchema.array()), { shop, caller }))
        .data;
    },
    async wishlistAdd(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof WishlistAddBodySchema>,
      write: WriteOptions = {},
    ) {
      const answer = envelope(WishlistEntrySchema);
      return (await call('POST', '/api/wishlist/add', answer, { shop, caller, body, ...write })).data;
    },
    async wishlistRemove(shop: ShopContext, caller: Caller, wishlistId: number, write: WriteOptions = {}) {
      await call('DELETE', `/api/wishlist/remove/${wishlistId}`, NullAnswerSchema, {
        shop,
        caller,
        ...write,
      });
    },
  };
}
