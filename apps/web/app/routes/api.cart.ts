import { CartAddBodySchema, CartConvertBodySchema } from '@shop/contracts';
import { MESSAGES, translate } from '@shop/i18n';
import { z } from 'zod';
import { apiContext, sessionContext, shopContext } from '../context.server';
import { toServerCart, withSession } from '../data/account.server';
import { actionAnswer, statusOf } from '../data/api-errors.server';
import { servicesContext } from '../data/services.server';
import { requireLocaleSegment } from '../utils/locale-segment';
import type { Route } from './+types/api.cart';

const LineId = z.coerce.number().int().positive();

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add') }).extend(CartAddBodySchema.shape),
  z.object({ intent: z.literal('increase'), line_id: LineId }),
  z.object({ intent: z.literal('decrease'), line_id: LineId }),
  z.object({ intent: z.literal('remove'), line_id: LineId }),
  z.object({
    intent: z.literal('convert'),
    merge_key: CartConvertBodySchema.shape.merge_key,
    items: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'items must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(CartConvertBodySchema.shape.items),
  }),
]);

/**
 * `POST /api/cart` (intent add | increase | decrease | remove | convert): the server cart of the
 * logged-in customer, through the web server (the token stays in its httpOnly cookie). Answers
 * `{ ok, message }`; the layout reloads the cart afterwards.
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
    const answer = await withSession(session, async (caller) => {
      switch (input.intent) {
        case 'add': {
          const { intent: _, ...body } = input;
          await account.cartAdd(ctx, caller, body);
          return null;
        }
        case 'increase':
        case 'decrease':
          await account.cartUpdate(ctx, caller, input.line_id, input.intent === 'increase' ? 1 : -1);
          return null;
        case 'remove':
          await account.cartRemove(ctx, caller, input.line_id);
          return null;
        case 'convert':
          return toServerCart(
            await account.cartConvert(ctx, caller, { merge_key: input.merge_key, items: input.items }),
          );
      }
    });
    return Response.json(
      { ok: true, message: '', cart: answer },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return actionAnswer(false, translate(messages, 'notify.loginFirst'), 401);
    if (status === 502)
      console.warn('[web] cart call failed:', error instanceof Error ? error.message : error);
    return actionAnswer(false, translate(messages, 'notify.somethingWrong'), status);
  }
}
