import { WishlistAddBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { translate } from '@shop/i18n';
import { z } from 'zod';
import { actionAnswer, customerIntent } from '../../data/api-errors.server';
import type { Route } from './+types/wishlist';

// The key of the shopper's action (wishlist.optimistic.ts adds one), the API's Idempotency-Key.
const Keyed = { idempotency_key: IdempotencyKeySchema.optional() };

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), ...Keyed }).extend(WishlistAddBodySchema.shape),
  z.object({ intent: z.literal('remove'), wishlist_id: z.coerce.number().int().positive(), ...Keyed }),
]);

/**
 * `POST /api/wishlist` (intent add | remove): the customer's wishlist through the web server.
 * Without a session: 401 'please login first' (translated); added: 'Added to wishlist'. The
 * browser's side is wishlist.optimistic.ts.
 */
export function action(args: Route.ActionArgs) {
  return customerIntent(args, IntentSchema, 'wishlist', async (input, { account, ctx, caller, messages }) => {
    const write = { idempotencyKey: input.idempotency_key };
    if (input.intent === 'remove') {
      await account.wishlistRemove(ctx, caller, input.wishlist_id, write);
      return actionAnswer(true, '');
    }
    await account.wishlistAdd(
      ctx,
      caller,
      { product_id: input.product_id, quantity: input.quantity, variant_option_id: input.variant_option_id },
      write,
    );
    return actionAnswer(true, translate(messages, 'notify.addedToWishlist'));
  });
}
