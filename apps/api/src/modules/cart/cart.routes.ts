import {
  CartAddBodySchema,
  CartAddManyBodySchema,
  CartConvertBodySchema,
  CartConvertResponseSchema,
  CartLineSchema,
  CartResponseSchema,
  CartUpdateBodySchema,
  envelope,
  NullAnswerSchema,
} from '@shop/contracts';
import { customerContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { customerRoute, jsonBody, type Router, router, z } from '../../routing';
import { requireChoice } from '../catalogue';
import { removeLine } from './cart.queries';
import { addManyToCart, addToCart, convertGuestCart, getCart, getLine, stepCartLine } from './cart.service';

const LineParams = z.object({ id: idParam('id').describe("The line's id (cart_id)") });

const cart = customerRoute(
  {
    method: 'get',
    path: '/api/cart',
    summary: 'The cart: lines priced from the catalogue now, their total, the delivery fee',
    request: {
      query: z.object({
        address_id: idParam('address_id')
          .optional()
          .describe('Delivery address of the customer (for the fee)'),
      }),
    },
  },
  CartResponseSchema,
  {
    404: 'No such shop, or no such address of this customer',
  },
);

const add = customerRoute(
  {
    method: 'post',
    path: '/api/cart/add',
    summary: 'Add a product (the same product and variant again raises the quantity)',
    request: { ...jsonBody(CartAddBodySchema) },
  },
  envelope(CartLineSchema),
  { 404: 'Product not found', 409: 'More than the stock of this variant: Only N left, or Out of stock' },
);

const addMany = customerRoute(
  {
    method: 'post',
    path: '/api/cart/add-many',
    summary:
      'Add several products at once, all or nothing (a PC build): each item checked as /cart/add checks one, then all added in one transaction; answers the cart',
    request: { ...jsonBody(CartAddManyBodySchema) },
  },
  CartResponseSchema,
  {
    404: 'An item is not an active product of this shop; the message names it (items.N)',
    409: 'An item is more than the stock of its variant (with what the cart holds): items.N: Only N left, or Out of stock',
  },
);

const update = customerRoute(
  {
    method: 'put',
    path: '/api/cart/update/{id}',
    summary: 'Step a line by 1 or -1 (never under 1)',
    request: { params: LineParams, ...jsonBody(CartUpdateBodySchema) },
  },
  envelope(CartLineSchema),
  { 404: 'No such cart line of this customer', 409: 'A step above the stock: Only N left' },
);

const remove = customerRoute(
  {
    method: 'delete',
    path: '/api/cart/remove/{id}',
    summary: 'Remove a line',
    request: { params: LineParams },
  },
  NullAnswerSchema,
  {
    404: 'No such cart line of this customer',
  },
);

const convert = customerRoute(
  {
    method: 'post',
    path: '/api/cart/convert',
    summary: 'Add a guest cart once per merge_key; the merged cart comes back, with the items skipped',
    request: { ...jsonBody(CartConvertBodySchema) },
  },
  CartConvertResponseSchema,
);

export const cartRoutes: Router = router()
  .openapi(cart, async (c) => {
    const { address_id } = c.req.valid('query');
    return c.json({ code: 0, message: 'OK', ...(await getCart(customerContext(c), address_id)) }, 200);
  })
  .openapi(add, async (c) => {
    const body = c.req.valid('json');
    const ctx = customerContext(c);
    const choice = await requireChoice(ctx, {
      productId: body.product_id,
      variantOptionId: body.variant_option_id,
      unitId: body.unit_id,
    });
    const id = await addToCart(ctx, choice, body.quantity, body.note);
    return c.json(ok(await getLine(ctx, id), 'Added to cart'), 200);
  })
  .openapi(addMany, async (c) => {
    const cartAfter = await addManyToCart(customerContext(c), c.req.valid('json').items);
    return c.json({ code: 0, message: 'Added to cart', ...cartAfter }, 200);
  })
  .openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const line = await stepCartLine(customerContext(c), id, c.req.valid('json').quantity);
    return c.json(ok(line), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await removeLine(customerContext(c), id))) throw notFound(`Cart item ${id} not found`);
    return c.json(ok(null, 'Removed from cart'), 200);
  })
  .openapi(convert, async (c) => {
    const cartAfter = await convertGuestCart(customerContext(c), c.req.valid('json'));
    return c.json({ code: 0, message: 'OK', ...cartAfter }, 200);
  });
