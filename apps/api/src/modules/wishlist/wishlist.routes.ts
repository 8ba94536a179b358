import { WishlistAddBodySchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/pagination';
import { jsonBody, parseInput } from '../../lib/validate';
import { requireCustomer } from '../../middleware/customer';
import { locale } from '../../middleware/locale';
import { store } from '../../middleware/store';
import { requireChoice } from '../cart/choice.queries';
import { customerContext } from '../cart/context';
import { addWish, removeWish, wishlistEntries } from './wishlist.queries';

export const wishlistRoutes = new Hono<AppEnv>()
  .get('/api/wishlist', store, requireCustomer, locale, async (c) => {
    return c.json({ code: 0, message: 'OK', data: await wishlistEntries(customerContext(c)) });
  })
  .post('/api/wishlist/add', store, requireCustomer, locale, async (c) => {
    const body = parseInput(WishlistAddBodySchema, await jsonBody(c));
    const ctx = customerContext(c);
    const choice = await requireChoice(ctx.deps.db, ctx, {
      productId: body.product_id,
      variantOptionId: body.variant_option_id,
    });
    const id = await addWish(ctx.deps.db, ctx, choice, body.quantity);
    const [entry] = await wishlistEntries(ctx, { entryId: id });
    return c.json({ code: 0, message: 'Added to wishlist', data: entry! });
  })
  .delete('/api/wishlist/remove/:wishlist_id', store, requireCustomer, locale, async (c) => {
    const id = parseInput(idParam('wishlist_id'), c.req.param('wishlist_id'));
    if (!(await removeWish(customerContext(c), id))) throw notFound(`Wishlist entry ${id} not found`);
    return c.json({ code: 0, message: 'Removed from wishlist', data: null });
  });
