import { CartAddBodySchema, WishlistAddBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { shopContext } from '../context.server';
import { firstFieldError } from '../utils/form-errors.server';
import { customerIntent, type IntentAnswers } from './api-errors.server';

/** What the product page's form was sent for: its submit button's `intent` (none: add to cart). */
export type ProductFormIntent = 'cart' | 'wishlist' | 'buy-now';

export interface AddToCartOutcome {
  intent: ProductFormIntent;
  ok: boolean;
  message: string;
}

/** The intent a posted product form names; an unknown one is add to cart (the form's own button). */
export function productFormIntent(form: FormData): ProductFormIntent {
  const intent = form.get('intent');
  return intent === 'wishlist' || intent === 'buy-now' ? intent : 'cart';
}

/**
 * The product page's form (a shopper without JavaScript, or one who taps before the page is
 * hydrated), by the button that sent it:
 * - "Add to cart": the customer's server cart. A guest's cart lives in the browser's storage,
 *   which only the page's script can reach, so a guest is sent to log in and back to the product,
 *   as the PC builder does.
 * - "Add to wishlist": the customer's wishlist, in the chosen variant (a guest: log in and back).
 * - "Buy now": the buy-now checkout of the chosen variant, the address the hydrated page's button
 *   goes to (`/buynow/{id}?quantity=1&variant_option_id=`; its guard sends a guest to log in).
 */
export async function addToCartForm(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  productId: string,
  form: FormData,
) {
  const shop = args.context.get(shopContext);
  const intent = productFormIntent(form);
  const back = localizePath(`/product/${productId}`, shop.locale);
  const toLogin = `${localizePath('/login', shop.locale)}?redirect=${encodeURIComponent(back)}`;
  const answers: IntentAnswers<ReturnType<typeof data<AddToCartOutcome>>> = {
    answer: (ok, message, status) => data<AddToCartOutcome>({ intent, ok, message }, { status }),
    loginFirst: () => {
      throw redirect(toLogin);
    },
    conflict: 'formError.stock',
  };
  form.set('product_id', productId);
  if (intent === 'buy-now') {
    // The buy-now page asks a guest to log in itself, and reads the variant and quantity again.
    const input = Object.fromEntries(form);
    const parsed = CartAddBodySchema.safeParse(input);
    if (!parsed.success)
      return answers.answer(false, firstFieldError(parsed.error, MESSAGES[shop.locale], input), 400);
    const { product_id, quantity, variant_option_id } = parsed.data;
    throw redirect(
      `${localizePath(`/buynow/${product_id}`, shop.locale)}?quantity=${quantity}&variant_option_id=${variant_option_id}`,
    );
  }
  const key = IdempotencyKeySchema.safeParse(form.get('idempotency_key'));
  const write = { idempotencyKey: key.success ? key.data : undefined };
  const what = intent === 'wishlist' ? 'add to wishlist' : 'add to cart';
  return customerIntent(
    { ...args, form },
    CartAddBodySchema,
    what,
    async (line, { account, ctx, caller, messages }) => {
      if (intent === 'wishlist') {
        await account.wishlistAdd(ctx, caller, WishlistAddBodySchema.parse(line), write);
        return answers.answer(true, translate(messages, 'notify.addedToWishlist'), 200);
      }
      await account.cartAdd(ctx, caller, line, write);
      return answers.answer(true, translate(messages, 'product.addedToCart'), 200);
    },
    answers,
  );
}
