import {
  BuyNowBodySchema,
  CheckoutAnswerSchema,
  CheckoutBodySchema,
  CheckoutQuoteSchema,
  envelope,
  OrderDetailSchema,
  OrderSummarySchema,
  paginated,
  QuoteQuerySchema,
} from '@shop/contracts';
import { customerContext } from '../../context';
import { ok } from '../../lib/answer';
import { notFound, required } from '../../lib/errors';
import { toDollars, toRiel } from '../../lib/money';
import { idParam, pageParam, rowsParam } from '../../lib/params';
import { customerRoute, jsonBody, type Router, router, z } from '../../routing';
import { findPaymentSettings } from '../stores';
import { cancelOrder } from './cancel.service';
import { checkoutBuyNow, checkoutCart } from './checkout.service';
import { methodTotals } from './method-totals';
import { orderDetail, orderPage } from './orders.queries';
import { quoteBuyNow, quoteCart } from './quote';
import { sendReceipt } from './receipt.service';

const ORDERS_PER_PAGE = 10;

const missing = (field: string): never => {
  throw required(field);
};

const checkout = customerRoute(
  {
    method: 'post',
    path: '/api/checkout',
    summary: 'Place an order of the server cart (code 0 and the order id)',
    description:
      "One transaction: the cart priced now, every line's stock taken (never below zero), a paid KHQR or PayPal payment of this very total consumed once (or a cash-on-delivery or transfer payment made), the order written with its snapshots, the cart emptied. Send an Idempotency-Key: a retried submit replays the first answer.",
    request: { ...jsonBody(CheckoutBodySchema) },
  },
  CheckoutAnswerSchema,
  {
    400: "'{field} is required', 'Please select bank transfer payment type', 'Please upload image receipt', or a wrong field",
    404: 'No such address or payment of this customer',
    409: 'The cart is empty or changed since the payment, not enough stock, or the payment is not paid or already used',
  },
);

const buyNow = customerRoute(
  {
    method: 'post',
    path: '/checkout',
    summary: 'Buy one product now (the cart untouched): code 0 and the order id',
    description:
      "The payment base's buy-now of the specification. Needs quantity, product_id, address and payment_type, then what the method needs, as POST /api/checkout; a KHQR or PayPal payment must have been made for this line (/payment/generate_khqr with type buynow).",
    request: { ...jsonBody(BuyNowBodySchema) },
  },
  CheckoutAnswerSchema,
  {
    400: "'{field} is required' (quantity, product_id, address, payment_type, ...), or a wrong field",
    404: 'No such product, address or payment of this customer',
    409: 'Not enough stock, or the payment is not paid, already used or of another amount',
  },
);

const quote = customerRoute(
  {
    method: 'get',
    path: '/api/checkout/quote',
    summary: 'What a checkout costs now: the lines, the sums, and the total under each payment method',
    description:
      "Priced by the server from the cart (or, type buynow, one product): the checkout and buy-now pages show these numbers and never compute their own. Each payment method's total takes its discount (Anakut Cash); riel totals use the shop's rate.",
    request: { query: QuoteQuerySchema },
  },
  envelope(CheckoutQuoteSchema),
  {
    400: "'{field} is required' (product_id, quantity for buynow), or a wrong field",
    404: 'No such product or variant',
    409: 'The cart is empty, or the product is no longer sold',
  },
);

const cancel = customerRoute(
  {
    method: 'post',
    path: '/api/checkout/cancel/{id}',
    summary: "Cancel one of the customer's orders the shop has not confirmed and nothing paid for",
    description:
      'The order becomes cancelled, its stock goes back and its payment is cancelled, in one transaction, each change recorded with its time. A paid order (KHQR, PayPal, a transfer with its receipt) is the shop’s to cancel: the money must be returned.',
    request: { params: z.object({ id: idParam('id').describe("The order's id") }) },
  },
  CheckoutAnswerSchema,
  {
    404: 'No such order of this customer',
    409: 'The order is already cancelled, confirmed by the shop, or paid',
  },
);

const receipt = customerRoute(
  {
    method: 'post',
    path: '/api/checkout/receipt/{id}',
    summary: 'Send a new receipt for an order whose bank transfer the shop rejected',
    description:
      'The receipt is an upload of this customer (POST /api/upload/receipt, as at checkout). A new payment of the same amount waits for the shop to look at it; the rejected one stays in the order’s history.',
    request: {
      params: z.object({ id: idParam('id').describe("The order's id") }),
      ...jsonBody(z.object({ image_url: z.string().min(1, 'image_url is required').max(500) })),
    },
  },
  CheckoutAnswerSchema,
  {
    400: "'Please upload image receipt': not an upload of this customer",
    404: 'No such order of this customer',
    409: 'The order is not waiting for a new receipt',
  },
);

const history = customerRoute(
  {
    method: 'get',
    path: '/api/checkout/history',
    summary: "The customer's orders, newest first",
    request: { query: z.object({ page: pageParam, row_per_page: rowsParam }) },
  },
  envelope(paginated(OrderSummarySchema)),
);

const detail = customerRoute(
  {
    method: 'get',
    path: '/api/checkout/history/detail/{id}',
    summary: "One of the customer's orders: lines, address, payment, status and its history",
    request: { params: z.object({ id: idParam('id').describe("The order's id") }) },
  },
  envelope(OrderDetailSchema),
  { 404: 'No such order of this customer' },
);

export const checkoutRoutes: Router = router()
  .openapi(quote, async (c) => {
    const ctx = customerContext(c);
    const query = c.req.valid('query');
    const settings = await findPaymentSettings(ctx);
    if (!settings) throw notFound('Store not found');
    const priced =
      query.type === 'buynow'
        ? await quoteBuyNow(ctx, {
            productId: query.product_id ?? missing('product_id'),
            quantity: query.quantity ?? missing('quantity'),
            variantOptionId: query.variant_option_id,
          })
        : await quoteCart(ctx);
    return c.json(
      ok({
        type: priced.checkoutType,
        lines: priced.lines.map((line) => ({
          product_id: line.productId,
          variant_option_id: line.variantId,
          name: line.name,
          variant_name: line.variantName,
          image: line.image,
          price: toDollars(line.unitPriceCents),
          quantity: line.quantity,
          grand_total: toDollars(line.lineTotalCents),
        })),
        subtotal: toDollars(priced.subtotalCents),
        delivery_fee: toDollars(priced.deliveryFeeCents),
        grand_total: toDollars(priced.totalCents),
        grand_total_khr: toRiel(priced.totalCents, settings.khrPerUsd),
        khr_per_usd: settings.khrPerUsd,
        methods: methodTotals(priced, settings),
      }),
      200,
    );
  })
  .openapi(checkout, async (c) => {
    const orderId = await checkoutCart(customerContext(c), c.req.valid('json'));
    return c.json({ code: 0 as const, message: 'Order placed', data: { order_id: orderId } }, 200);
  })
  .openapi(buyNow, async (c) => {
    const orderId = await checkoutBuyNow(customerContext(c), c.req.valid('json'));
    return c.json({ code: 0 as const, message: 'Order placed', data: { order_id: orderId } }, 200);
  })
  .openapi(cancel, async (c) => {
    const { id } = c.req.valid('param');
    await cancelOrder(customerContext(c), id);
    return c.json({ code: 0 as const, message: 'Order cancelled', data: { order_id: id } }, 200);
  })
  .openapi(receipt, async (c) => {
    const { id } = c.req.valid('param');
    await sendReceipt(customerContext(c), id, c.req.valid('json').image_url);
    return c.json({ code: 0 as const, message: 'Receipt sent', data: { order_id: id } }, 200);
  })
  .openapi(history, async (c) => {
    const { page = 1, row_per_page = ORDERS_PER_PAGE } = c.req.valid('query');
    return c.json(ok(await orderPage(customerContext(c), page, row_per_page)), 200);
  })
  .openapi(detail, async (c) =>
    c.json(ok(await orderDetail(customerContext(c), c.req.valid('param').id)), 200),
  );
