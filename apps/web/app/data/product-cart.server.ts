import { CartAddBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { localizePath, MESSAGES, translate } from '@shop/i18n';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext, sessionContext, shopContext } from '../context.server';
import { withSession } from './account.server';
import { statusOf } from './api-errors.server';
import { servicesContext } from './services.server';

export interface AddToCartOutcome {
  ok: boolean;
  message: string;
}

/**
 * The product page's "Add to cart" as a plain form (a shopper without JavaScript, or one who taps
 * before the page is hydrated): the customer's server cart. A guest's cart lives in the browser's
 * storage, which only the page's script can reach, so a guest is sent to log in and back to the
 * product, as the PC builder does.
 */
export async function addToCartForm(
  context: Readonly<RouterContextProvider>,
  productId: string,
  form: FormData,
) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const messages = MESSAGES[shop.locale];
  const back = localizePath(`/product/${productId}`, shop.locale);
  const toLogin = `${localizePath('/login', shop.locale)}?redirect=${encodeURIComponent(back)}`;
  if (!session.token) throw redirect(toLogin);
  const parsed = CartAddBodySchema.safeParse({ ...Object.fromEntries(form), product_id: productId });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'invalid'}`;
    return data<AddToCartOutcome>({ ok: false, message }, { status: 400 });
  }
  const key = IdempotencyKeySchema.safeParse(form.get('idempotency_key'));
  const { account } = context.get(servicesContext);
  try {
    await withSession(session, (caller) =>
      account.cartAdd(apiContext(shop), caller, parsed.data, {
        idempotencyKey: key.success ? key.data : undefined,
      }),
    );
    return data<AddToCartOutcome>({ ok: true, message: translate(messages, 'product.addedToCart') });
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) throw redirect(toLogin);
    if (status === 502)
      console.warn('[web] add to cart failed:', error instanceof Error ? error.message : error);
    return data<AddToCartOutcome>(
      { ok: false, message: translate(messages, 'notify.somethingWrong') },
      { status },
    );
  }
}
