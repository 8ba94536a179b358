import { ApiError } from '@shop/contracts/client';
import { formatMoney, localizePath } from '@shop/i18n';
import { z } from 'zod';
import { isUnauthorized } from '../../data/account.server';
import { actionAnswer, customerIntent } from '../../data/api-errors.server';
import { rielText } from '../../data/checkout.server';
import type { Route } from './+types/payment';

const PaymentId = z.coerce.number().int().positive();

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('generate'),
    payment_method: z.enum(['khqr', 'paypal']),
    /** The total the page showed: the API refuses (409) one that is not the cart's. */
    amount: z.coerce.number().nonnegative(),
    /** PayPal comes back to /paypal/success with these, to submit the order. */
    address: z.string().max(20).default(''),
    address_name: z.string().max(200).default(''),
    address_description: z.string().max(500).default(''),
    note: z.string().max(500).default(''),
    /** A KHQR in dollars or in riel (the shop's rate). */
    currency: z.enum(['USD', 'KHR']).default('USD'),
    /** Buy now: the one product paid for instead of the cart. */
    checkout_type: z.enum(['cart', 'buynow']).default('cart'),
    product_id: z.coerce.number().int().positive().optional(),
    quantity: z.coerce.number().int().min(1).max(999).optional(),
    variant_option_id: z.coerce.number().int().min(0).default(0),
  }),
  z.object({ intent: z.literal('check'), payment_id: PaymentId }),
  z.object({ intent: z.literal('simulate'), payment_id: PaymentId }),
]);

const NO_STORE = { headers: { 'Cache-Control': 'private, no-store' } };

/**
 * `POST /api/payment` (intent generate | check | simulate): the checkout page's KHQR and PayPal
 * payments, through the web server (the token stays in its httpOnly cookie; the page's CSP lets
 * scripts talk only to this origin). `generate` answers the QR's SVG markup (shown inline: an
 * image of a data: URL is outside the CSP's img-src), its amount (a riel KHQR: in riel, with the
 * dollars) and expiry, or PayPal's link. Buy now pays for its one product. A failed `check` is
 * reported as pending (the specification); `ended` says the payment can no longer be paid.
 */
export function action(args: Route.ActionArgs) {
  return customerIntent(args, IntentSchema, 'payment', async (input, { account, ctx, caller }) => {
    switch (input.intent) {
      case 'generate': {
        const { origin } = new URL(args.request.url);
        const buyNow =
          input.checkout_type === 'buynow'
            ? {
                product_id: input.product_id,
                quantity: input.quantity,
                variant_option_id: input.variant_option_id,
              }
            : null;
        const back = new URLSearchParams({
          address: input.address,
          address_name: input.address_name,
          address_description: input.address_description,
          note: input.note,
          ...(buyNow
            ? {
                checkout_type: 'buynow',
                product_id: String(buyNow.product_id ?? ''),
                quantity: String(buyNow.quantity ?? ''),
                variant_option_id: String(buyNow.variant_option_id),
              }
            : {}),
        });
        const paypal =
          input.payment_method === 'paypal'
            ? {
                success_url: `${origin}${localizePath('/paypal/success', ctx.lang)}?${back}`,
                cancel_url: `${origin}${localizePath('/paypal/error', ctx.lang)}`,
              }
            : {};
        let payment: Awaited<ReturnType<typeof account.generatePayment>>;
        try {
          payment = await account.generatePayment(ctx, caller, {
            payment_method: input.payment_method,
            amount: input.amount,
            currency: input.payment_method === 'khqr' ? input.currency : 'USD',
            ...(buyNow ? { type: 'buynow' as const, ...buyNow } : {}),
            ...paypal,
          });
        } catch (error) {
          // The API's refusal (an empty cart, a total that changed), said in the shop's language.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
            return actionAnswer(false, error.message, error.status);
          throw error;
        }
        return Response.json(
          {
            ok: true,
            message: '',
            payment: {
              payment_id: payment.payment_id,
              amount_text: payment.amount_khr
                ? `${rielText(payment.amount_khr)} (${formatMoney(payment.amount, ctx.lang)})`
                : formatMoney(payment.amount, ctx.lang),
              expires_at: payment.expires_at,
              qr_svg: payment.qr_svg ?? null,
              link_url: payment.link_url ?? null,
            },
          },
          NO_STORE,
        );
      }
      case 'check': {
        // `ended`: the payment can no longer be paid (expired, failed): the page offers a new QR.
        const { status, ended } = await account.checkPayment(ctx, caller, input.payment_id).then(
          (check) => ({
            status: check.payment_status,
            ended: check.status === 'expired' || check.status === 'failed' || check.status === 'cancelled',
          }),
          (error: unknown) => {
            if (isUnauthorized(error)) throw error;
            return { status: 'pending' as const, ended: false };
          },
        );
        return Response.json({ ok: true, message: '', status, ended }, NO_STORE);
      }
      case 'simulate': {
        const check = await account.simulatePayment(ctx, caller, input.payment_id);
        return Response.json({ ok: true, message: '', status: check.payment_status }, NO_STORE);
      }
    }
  });
}
