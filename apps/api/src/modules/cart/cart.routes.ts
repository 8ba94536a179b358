import { CartAddBodySchema, CartConvertBodySchema, CartUpdateBodySchema } from '@shop/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/pagination';
import { jsonBody, parseInput } from '../../lib/validate';
import { requireCustomer } from '../../middleware/customer';
import { locale } from '../../middleware/locale';
import { store } from '../../middleware/store';
import { addToLine, removeLine, stepLine } from './cart.queries';
import { convertGuestCart, getCart, getLine } from './cart.service';
import { requireChoice } from './choice.queries';
import { customerContext } from './context';

const CartQuery = z.object({ address_id: idParam('address_id').optional() });
const lineId = (raw: string) => parseInput(idParam('id'), raw);

export const cartRoutes = new Hono<AppEnv>()
  .get('/api/cart', store, requireCustomer, locale, async (c) => {
    const query = parseInput(CartQuery, c.req.query());
    const cart = await getCart(customerContext(c), query.address_id);
    return c.json({ code: 0, message: 'OK', ...cart });
  })
  .post('/api/cart/add', store, requireCustomer, locale, async (c) => {
    const body = parseInput(CartAddBodySchema, await jsonBody(c));
    const ctx = customerContext(c);
    const choice = await requireChoice(ctx.deps.db, ctx, {
      productId: body.product_id,
      variantOptionId: body.variant_option_id,
      unitId: body.unit_id,
    });
    const id = await addToLine(ctx.deps.db, ctx, choice, body.quantity, body.note);
    return c.json({ code: 0, message: 'Added to cart', data: await getLine(ctx, id) });
  })
  .put('/api/cart/update/:id', store, requireCustomer, locale, async (c) => {
    const id = lineId(c.req.param('id'));
    const body = parseInput(CartUpdateBodySchema, await jsonBody(c));
    const ctx = customerContext(c);
    if (!(await stepLine(ctx, id, body.quantity))) throw notFound(`Cart item ${id} not found`);
    return c.json({ code: 0, message: 'OK', data: await getLine(ctx, id) });
  })
  .delete('/api/cart/remove/:id', store, requireCustomer, locale, async (c) => {
    const id = lineId(c.req.param('id'));
    if (!(await removeLine(customerContext(c), id))) throw notFound(`Cart item ${id} not found`);
    return c.json({ code: 0, message: 'Removed from cart', data: null });
  })
  .post('/api/cart/convert', store, requireCustomer, locale, async (c) => {
    const body = parseInput(CartConvertBodySchema, await jsonBody(c));
    const cart = await convertGuestCart(customerContext(c), body);
    return c.json({ code: 0, message: 'OK', ...cart });
  });
