import { WishlistAddBodySchema } from '@shop/contracts';
import { MESSAGES, translate } from '@shop/i18n';
import { z } from 'zod';
import { apiContext, sessionContext, shopContext } from '../context.server';
import { withSession } from '../data/account.server';
import { actionAnswer, statusOf } from '../data/api-errors.server';
import { servicesContext } from '../data/services.server';
import { requireLocaleSegment } from '../utils/locale-segment';
import type { Route } from './+types/api.wishlist';

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add') }).extend(WishlistAddBodySchema.shape),
  z.object({ intent: z.literal('remove'), wishlist_id: z.coerce.number().int().positive() }),
]);

/**
 * `POST /api/wishlist` (intent add | remove): the customer's wishlist through the web server.
 * Without a session: 401 'please login first' (translated); added: 'Added to wishlist'.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireLocaleSegment(params.lang);
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  if (!session.token) return actionAnswer(false, translate(messages, 'notify.loginFirst'), 401);
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return actionAnswer(false, `${issue?.path.join('.') || 'intent'}: ${issue?.message ?? 'invalid'}`, 400);
  }
  const input = parsed.data;
  const { account } = context.get(servicesContext);
  const ctx = apiContext(shop);
  try {
    await withSession(session, async (caller) => {
      if (input.intent === 'remove') return account.wishlistRemove(ctx, caller, input.wishlist_id);
      await account.wishlistAdd(ctx, caller, {
        product_id: input.product_id,
        quantity: input.quantity,
        variant_option_id: input.variant_option_id,
      });
    });
    return actionAnswer(true, input.intent === 'add' ? translate(messages, 'notify.addedToWishlist') : '');
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return actionAnswer(false, translate(messages, 'notify.loginFirst'), 401);
    if (status === 502)
      console.warn('[web] wishlist call failed:', error instanceof Error ? error.message : error);
    return actionAnswer(false, translate(messages, 'notify.somethingWrong'), status);
  }
}
