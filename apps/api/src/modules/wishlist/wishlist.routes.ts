import { envelope, NullAnswerSchema, WishlistAddBodySchema, WishlistEntrySchema } from '@shop/contracts';
import { customerContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { customerRoute, jsonBody, type Router, router, z } from '../../routing';
import { requireChoice } from '../catalogue';
import { addWish, removeWish, wishlistEntries } from './wishlist.queries';

const list = customerRoute(
  {
    method: 'get',
    path: '/api/wishlist',
    summary: 'The wishlist, newest first, priced now',
  },
  envelope(z.array(WishlistEntrySchema)),
);

const add = customerRoute(
  {
    method: 'post',
    path: '/api/wishlist/add',
    summary: "Add a product ('Added to wishlist'); wishing it again keeps one entry",
    request: { ...jsonBody(WishlistAddBodySchema) },
  },
  envelope(WishlistEntrySchema),
  { 404: 'Product not found' },
);

const remove = customerRoute(
  {
    method: 'delete',
    path: '/api/wishlist/remove/{id}',
    summary: 'Remove an entry (id: its wishlist_id)',
    request: {
      params: z.object({ id: idParam('wishlist_id').describe('The wishlist_id') }),
    },
  },
  NullAnswerSchema,
  { 404: 'No such wishlist entry of this customer' },
);

export const wishlistRoutes: Router = router()
  .openapi(list, async (c) => c.json(ok(await wishlistEntries(customerContext(c))), 200))
  .openapi(add, async (c) => {
    const body = c.req.valid('json');
    const ctx = customerContext(c);
    const choice = await requireChoice(ctx, {
      productId: body.product_id,
      variantOptionId: body.variant_option_id,
    });
    const id = await addWish(ctx, choice, body.quantity);
    const [entry] = await wishlistEntries(ctx, { entryId: id });
    return c.json(ok(entry!, 'Added to wishlist'), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await removeWish(customerContext(c), id))) throw notFound(`Wishlist entry ${id} not found`);
    return c.json(ok(null, 'Removed from wishlist'), 200);
  });
