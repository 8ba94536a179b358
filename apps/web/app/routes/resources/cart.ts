import { CartAddBodySchema, CartConvertBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { z } from 'zod';
import { toServerCart } from '../../data/account.server';
import { customerIntent, JSON_ANSWERS } from '../../data/api-errors.server';
import type { Route } from './+types/cart';

const LineId = z.coerce.number().int().positive();

// Every intent may carry the key of the shopper's action (cart.optimistic.ts adds one), passed on
// to the API as its Idempotency-Key: the same form sent twice changes the cart once.
const Keyed = { idempotency_key: IdempotencyKeySchema.optional() };

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), ...Keyed }).extend(CartAddBodySchema.shape),
  z.object({ intent: z.literal('increase'), line_id: LineId, ...Keyed }),
  z.object({ intent: z.literal('decrease'), line_id: LineId, ...Keyed }),
  z.object({ intent: z.literal('remove'), line_id: LineId, ...Keyed }),
  z.object({
    intent: z.literal('convert'),
    ...Keyed,
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

/** A cart write the API refuses with 409 is short of stock ('Only 2 left'). */
const CART_ANSWERS = { ...JSON_ANSWERS, conflict: 'formError.stock' } as const;

/**
 * `POST /api/cart` (intent add | increase | decrease | remove | convert): the server cart of the
 * logged-in customer, through the web server (the token stays in its httpOnly cookie). Answers
 * `{ ok, message }`; the layout reloads the cart afterwards. The browser's side (the intents it
 * posts, the cart while they are on their way) is cart.optimistic.ts.
 */
export function action(args: Route.ActionArgs) {
  return customerIntent(
    args,
    IntentSchema,
    'cart',
    async (input, { account, ctx, caller }) => {
      let cart: ReturnType<typeof toServerCart> | null = null;
      const write = { idempotencyKey: input.idempotency_key };
      switch (input.intent) {
        case 'add': {
          const { intent: _, idempotency_key: __, ...body } = input;
          await account.cartAdd(ctx, caller, body, write);
          break;
        }
        case 'increase':
        case 'decrease':
          await account.cartUpdate(ctx, caller, input.line_id, input.intent === 'increase' ? 1 : -1, write);
          break;
        case 'remove':
          await account.cartRemove(ctx, caller, input.line_id, write);
          break;
        case 'convert':
          cart = toServerCart(
            await account.cartConvert(ctx, caller, { merge_key: input.merge_key, items: input.items }, write),
          );
          break;
      }
      return Response.json(
        { ok: true, message: '', cart },
        { headers: { 'Cache-Control': 'private, no-store' } },
      );
    },
    CART_ANSWERS,
  );
}
