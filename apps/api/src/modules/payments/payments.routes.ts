import {
  CheckPaymentBodySchema,
  envelope,
  GeneratedPaymentSchema,
  GeneratePaymentBodySchema,
  PaymentCheckSchema,
  SimulatePaymentBodySchema,
} from '@shop/contracts';
import { customerContext } from '../../context';
import { ok } from '../../lib/answer';
import { required } from '../../lib/errors';
import { customerRoute, jsonBody, type Router, router } from '../../routing';
import { quoteBuyNow, quoteCart } from '../checkout/quote';
import { type CheckedPayment, checkPayment, simulatePayment, startPayment } from './payments.service';

const generate = customerRoute(
  {
    method: 'post',
    path: '/payment/generate_khqr',
    summary: 'Start paying the cart (or, type buynow, one line): a KHQR for the Bakong app, or a PayPal link',
    description:
      'The amount is computed by the server from the cart; an `amount` that differs from it is refused with 409. A KHQR can be paid for 10 minutes.',
    request: { ...jsonBody(GeneratePaymentBodySchema) },
  },
  envelope(GeneratedPaymentSchema),
  {
    400: 'A field is wrong (PayPal needs success_url and cancel_url)',
    409: 'The cart is empty, the amount is not the total to pay, or the shop takes no KHQR',
    503: 'The payment service is not answering (Retry-After)',
  },
);

const check = customerRoute(
  {
    method: 'post',
    path: '/payment/check_payment_status',
    summary: 'Whether a payment arrived: paid or pending (a failed check counts as pending)',
    description:
      'Without payment_id, the latest KHQR or PayPal payment of the customer. The provider is asked at most every 2 s per payment.',
    request: { ...jsonBody(CheckPaymentBodySchema) },
  },
  envelope(PaymentCheckSchema),
  { 404: 'No such payment of this customer' },
  { idempotent: false },
);

const simulate = customerRoute(
  {
    method: 'post',
    path: '/payment/simulate',
    summary: 'Sandbox only: pay a KHQR or PayPal payment by hand (the checkout\'s "simulate payment")',
    description: 'A shop with PAYMENTS_MODE=live answers 404: no request can pay there without money.',
    request: { ...jsonBody(SimulatePaymentBodySchema) },
  },
  envelope(PaymentCheckSchema),
  { 404: 'A live shop, or no such payment of this customer', 409: 'The payment is already settled' },
);

function requiredField<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw required(name);
  return value;
}

const checked = (c: CheckedPayment) => ({
  payment_id: c.paymentId,
  payment_status: c.pollStatus,
  status: c.status,
});

export const paymentsRoutes: Router = router()
  .openapi(generate, async (c) => {
    const ctx = customerContext(c);
    const body = c.req.valid('json');
    const started = await startPayment(ctx, {
      provider: body.payment_method,
      quote:
        body.type === 'buynow'
          ? await quoteBuyNow(ctx, {
              productId: requiredField(body.product_id, 'product_id'),
              quantity: requiredField(body.quantity, 'quantity'),
              variantOptionId: body.variant_option_id,
            })
          : await quoteCart(ctx),
      amountSeen: body.amount,
      returnUrl: body.success_url,
      cancelUrl: body.cancel_url,
      currency: body.currency,
    });
    const action = started.nextAction;
    const qr =
      action.kind === 'displayQr'
        ? {
            qr_string: action.payload,
            md5: action.md5,
            qr_svg: action.imageSvg,
            qr_code_url: action.imageSvg
              ? `data:image/svg+xml;base64,${Buffer.from(action.imageSvg).toString('base64')}`
              : undefined,
          }
        : { link_url: action.url };
    return c.json(
      ok({
        payment_id: started.paymentId,
        amount: started.amountCents / 100,
        currency: started.currency,
        ...(started.amountKhr ? { amount_khr: started.amountKhr, khr_per_usd: started.khrPerUsd } : {}),
        expires_at: started.expiresAt.toISOString(),
        ...qr,
      }),
      200,
    );
  })
  .openapi(check, async (c) => {
    const ctx = customerContext(c);
    return c.json(ok(checked(await checkPayment(ctx, c.req.valid('json').payment_id))), 200);
  })
  .openapi(simulate, async (c) => {
    const ctx = customerContext(c);
    return c.json(ok(checked(await simulatePayment(ctx, c.req.valid('json').payment_id))), 200);
  });
