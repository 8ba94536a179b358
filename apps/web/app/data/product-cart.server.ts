import { CartAddBodySchema, WishlistAddBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext, sessionContext, shopContext } from '../context.server';
import { withSession } from './account.server';
import { statusOf } from './api-errors.server';
import { servicesContext } from './services.server';

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
  context: Readonly<RouterContextProvider>,
  productId: string,
  form: FormData,
) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const intent = productFormIntent(form);
  const back = localizePath(`/product/${productId}`, shop.locale);
  const toLogin = `${localizePath('/login', shop.locale)}?redirect=${encodeURIComponent(back)}`;
  const parsed = CartAddBodySchema.safeParse({ ...Object.fromEntries(form), product_id: productId });
  if (intent !== 'buy-now' && !session.token) throw redirect(toLogin);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'invalid'}`;
    return data<AddToCartOutcome>({ intent, ok: false, message }, { status: 400 });
  }
  if (intent === 'buy-now') {
    const { product_id, quantity, variant_option_id } = parsed.data;
    throw redirect(
      `${localizePath(`/buynow/${product_id}`, shop.locale)}?quantity=${quantity}&variant_option_id=${variant_option_id}`,
    );
  }
  const key = IdempotencyKeySchema.safeParse(form.get('idempotency_key'));
  const write = { idempotencyKey: key.success ? key.data : undefined };
  const { account } = context.get(servicesContext);
  try {
    if (intent === 'wishlist') {
      const { product_id, quantity, variant_option_id } = parsed.data;
      const body = WishlistAddBodySchema.parse({ product_id, quantity, variant_option_id });
      await withSession(session, (caller) => account.wishlistAdd(apiContext(shop), caller, body, write));
      return data<AddToCartOutcome>({
        intent: 'wishlist',
        ok: true,
        message: translate(messages, 'notify.addedToWishlist'),
      });
    }
    await withSession(session, (caller) => account.cartAdd(apiContext(shop), caller, parsed.data, write));
    return data<AddToCartOutcome>({
      intent: 'cart',
      ok: true,
      message: translate(messages, 'product.addedToCart'),
    });
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) throw redirect(toLogin);
    if (status === 502)
      console.warn(
        `[web] ${intent === 'wishlist' ? 'add to wishlist' : 'add to cart'} failed:`,
        error instanceof Error ? error.message : error,
      );
    return data<AddToCartOutcome>(
      { intent: intent, ok: false, message: translate(messages, 'notify.somethingWrong') },
      { status },
    );
  }
}
