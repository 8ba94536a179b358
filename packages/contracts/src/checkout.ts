import type { MessageKey } from '@shop/i18n';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_OPTIONS,
  PAYMENT_STATUSES,
  type PaymentOption,
  type PaymentStatus,
} from './statuses';

export {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_OPTIONS,
  PAYMENT_STATUSES,
  type PaymentOption,
  type PaymentStatus,
};

/**
 * Checkout, payments and orders: the words both apps share. The rules (which fields a checkout
 * needs, which state may follow which, what an amount is) live in the API; the storefront shows
 * what it is sent.
 */

/** How often the storefront asks whether a KHQR or PayPal payment has arrived (the spec's 2000 ms). */
export const PAYMENT_POLL_MS = 2000;

export const DEFAULT_PAYMENT_OPTION: PaymentOption = 'khqr';

/** `payment_type` of a checkout: paid on delivery, or paid before (KHQR, PayPal, transfer, wallet). */
export const PAYMENT_TYPES = ['cash', 'transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * How a method's money is known to have come: by the provider (KHQR, PayPal: paid before the order
 * is placed), on review (a transfer's receipt the shop looks at), on delivery (cash the rider
 * collects), or when the shop sees it (Anakut Cash: the wallet's credit, confirmed by the staff).
 */
export const PAYMENT_SETTLEMENTS = ['provider', 'review', 'delivery', 'shop'] as const;
export type PaymentSettlement = (typeof PAYMENT_SETTLEMENTS)[number];

/**
 * What a checkout may need besides the address and payment_type, by its method: a paid payment
 * (KHQR, PayPal), a transfer's type and its receipt (bank transfer).
 */
export const CHECKOUT_NEEDS = ['payment_id', 'transfer_type', 'image_url'] as const;
export type CheckoutNeed = (typeof CHECKOUT_NEEDS)[number];

/**
 * The shopper's words for a need that is missing: the specification's own for a transfer's type
 * and receipt; '{field} is required' (notify.fieldRequired) for the rest.
 */
export const CHECKOUT_NEED_MESSAGE: Record<CheckoutNeed, MessageKey> = {
  payment_id: 'notify.fieldRequired',
  transfer_type: 'notify.selectBankTransfer',
  image_url: 'notify.uploadReceipt',
};

/** The first of a method's needs a checkout does not give (the order of `needs`), if any. */
export function missingNeed(
  needs: readonly CheckoutNeed[],
  given: Partial<Record<CheckoutNeed, unknown>>,
): CheckoutNeed | undefined {
  return needs.find((need) => given[need] === undefined || given[need] === null || given[need] === '');
}

/** Whether a checkout is of the server cart or of one product (buy now). */
export const CHECKOUT_TYPES = ['cart', 'buynow'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The words of each order status (in @shop/i18n's messages), wherever one is shown or said. */
export const ORDER_STATUS_MESSAGE: Record<OrderStatus, MessageKey> = {
  placed: 'orders.statusPlaced',
  confirmed: 'orders.statusConfirmed',
  packed: 'orders.statusPacked',
  shipped: 'orders.statusShipped',
  out_for_delivery: 'orders.statusOutForDelivery',
  delivered: 'orders.statusDelivered',
  cancelled: 'orders.statusCancelled',
};

/** The words of each payment status. */
export const PAYMENT_STATUS_MESSAGE: Record<PaymentStatus, MessageKey> = {
  pending: 'orders.paymentPending',
  awaiting_review: 'orders.paymentAwaitingReview',
  paid: 'orders.paymentPaid',
  failed: 'orders.paymentFailed',
  expired: 'orders.paymentExpired',
  cancelled: 'orders.paymentCancelled',
  refunded: 'orders.paymentRefunded',
};

/** A payment method the shop takes, as its store info says: what a checkout with it must send. */
export const PaymentOptionSchema = z.object({
  payment_method: z.enum(PAYMENT_OPTIONS),
  /** The payment_type a checkout with this method sends. */
  payment_type: z.enum(PAYMENT_TYPES),
  settles: z.enum(PAYMENT_SETTLEMENTS),
  /** What it needs besides address and payment_type, in the order a missing one is refused. */
  needs: z.array(z.enum(CHECKOUT_NEEDS)),
});
export type PaymentOptionRules = z.infer<typeof PaymentOptionSchema>;

/**
 * What `POST /payment/check_payment_status` answers: the specification knows only these two (a
 * failed check counts as pending).
 */
export const PollStatusSchema = z.enum(['paid', 'pending']);
export type PollStatus = z.infer<typeof PollStatusSchema>;

/** One change of an order or a payment, for the timeline. */
export const StatusChangeSchema = z.object({
  status: z.string(),
  at: z.iso.datetime(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** `POST /payment/generate_khqr`: a KHQR (or, with payment_method paypal, a PayPal link) for the cart. */
export const GeneratePaymentBodySchema = z.object({
  payment_method: z.enum(['khqr', 'paypal'], { error: 'payment_method must be khqr or paypal' }),
  /** The total the page showed, in dollars: refused when it is not the server's. */
  amount: z.coerce.number().nonnegative().optional(),
  /** What is paid for: the cart, or (buynow) the one line given here. */
  type: z.enum(CHECKOUT_TYPES).default('cart'),
  product_id: z.coerce.number().int().positive().optional(),
  quantity: z.coerce.number().int().min(1).max(999).optional(),
  variant_option_id: z.coerce.number().int().min(0).default(0),
  success_url: z.url().optional(),
  cancel_url: z.url().optional(),
  /** A KHQR in dollars (the default) or in riel at the shop's rate; PayPal takes dollars only. */
  currency: z.enum(['USD', 'KHR'], { error: 'currency must be USD or KHR' }).default('USD'),
});
export type GeneratePaymentBody = z.infer<typeof GeneratePaymentBodySchema>;

export const GeneratedPaymentSchema = z.object({
  payment_id: z.number().int(),
  /** The amount to pay, in dollars, as the server computed it. */
  amount: z.number(),
  currency: z.enum(['USD', 'KHR']),
  /** A KHQR in riel: the riel asked for, and the shop's rate it was converted at. */
  amount_khr: z.number().int().optional(),
  khr_per_usd: z.number().int().optional(),
  expires_at: z.iso.datetime(),
  /** KHQR: the QR as an image (an SVG data URL), its text (the KHQR string) and its md5. */
  qr_code_url: z.string().optional(),
  qr_svg: z.string().optional(),
  qr_string: z.string().optional(),
  md5: z.string().optional(),
  /** PayPal: where the shopper approves the payment. */
  link_url: z.string().optional(),
});
export type GeneratedPayment = z.infer<typeof GeneratedPaymentSchema>;

/** `POST /payment/check_payment_status`: a payment of the customer, or their latest one. */
export const CheckPaymentBodySchema = z.object({
  payment_id: z.coerce.number().int().positive().optional(),
});

export const PaymentCheckSchema = z.object({
  payment_id: z.number().int(),
  payment_status: PollStatusSchema,
  /** The whole status (failed or expired: make a new QR). */
  status: PaymentStatusSchema,
});
export type PaymentCheck = z.infer<typeof PaymentCheckSchema>;

export const SimulatePaymentBodySchema = z.object({
  payment_id: z.coerce.number().int().positive(),
});

/** Bank-transfer types of the checkout (the spec's ABA, ACLEDA and phone transfer). */
export const TRANSFER_TYPES = ['ABA', 'ACLEDA', 'phone'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * `POST /api/checkout`: an order of the server cart. Which fields a method needs is the API's rule
 * (the specification's section 5): a missing one is a 400 '{field} is required'.
 */
export const CheckoutBodySchema = z.object({
  /** The customer's saved address (its id). */
  address: z.coerce.number().int().positive().optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  payment_method: z.enum(PAYMENT_OPTIONS).optional(),
  /** KHQR and PayPal: the paid payment (from /payment/generate_khqr) this order consumes. */
  payment_id: z.coerce.number().int().positive().optional(),
  /** Bank transfer: which transfer, and the receipt's image_url from the upload. */
  transfer_type: z.enum(TRANSFER_TYPES).optional(),
  image_url: z.string().max(500).optional(),
  note: z.string().trim().max(500).default(''),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/**
 * `POST /checkout` (the payment base's buy-now): an order of one product, the cart untouched.
 * Needs quantity, product_id, address and payment_type, then what its method needs.
 */
export const BuyNowBodySchema = CheckoutBodySchema.extend({
  checkout_type: z.enum(CHECKOUT_TYPES).default('buynow'),
  product_id: z.coerce.number().int().positive().optional(),
  quantity: z.coerce.number().int().min(1).max(999).optional(),
  variant_option_id: z.coerce.number().int().min(0).default(0),
  unit_id: z.coerce.number().int().min(0).optional().nullable(),
});
export type BuyNowBody = z.infer<typeof BuyNowBodySchema>;

/** The answer of a checkout: code 0 and the new order's id. */
export const CheckoutAnswerSchema = z.object({
  code: z.literal(0),
  message: z.string(),
  data: z.object({ order_id: z.number().int() }),
});

export const OrderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_option_id: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string(),
  is_service: z.boolean(),
  price: z.number(),
  quantity: z.number().int(),
  grand_total: z.number(),
});

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  status: OrderStatusSchema,
  payment_method: z.string(),
  payment_status: PaymentStatusSchema,
  total: z.number(),
  created_at: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  delivery_fee: z.number(),
  address: z.object({ name: z.string(), description: z.string(), lat: z.number(), long: z.number() }),
  transfer_type: z.string().nullable(),
  note: z.string(),
  /** The total in riel at the shop's rate (an approximation beside the dollars). */
  total_khr: z.number().int(),
  /** The shopper may cancel it (POST /api/checkout/cancel/{id}): not confirmed, nothing paid. */
  can_cancel: z.boolean(),
  /** Once shipped: the courier it was handed to, and its tracking number. */
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** Why the shop did not accept the payment (a transfer's receipt rejected), as the staff wrote it. */
  payment_reason: z.string().nullable(),
  /** A rejected transfer: the shopper may send a new receipt (POST /api/checkout/receipt/{id}). */
  can_send_receipt: z.boolean(),
  /** Every status the order went through, oldest first. */
  history: z.array(StatusChangeSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * `GET /api/checkout/quote`: what a checkout would cost now, as the server prices it: the lines
 * (the cart's, or type buynow's one product), the sums, and the total under each payment method
 * the shop takes (Anakut Cash may take a discount), in dollars and in riel at the shop's rate.
 */
export const QuoteQuerySchema = z.object({
  type: z.enum(CHECKOUT_TYPES).default('cart'),
  product_id: z.coerce.number().int().positive().optional(),
  quantity: z.coerce.number().int().min(1).max(999).optional(),
  variant_option_id: z.coerce.number().int().min(0).default(0),
});
/** The quote's query as a client sends it. */
export type QuoteQuery = {
  type?: CheckoutType;
  product_id?: number;
  quantity?: number;
  variant_option_id?: number;
};

export const QuoteLineSchema = z.object({
  product_id: z.number().int(),
  variant_option_id: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  grand_total: z.number(),
});

export const MethodTotalSchema = z.object({
  payment_method: z.enum(PAYMENT_OPTIONS),
  discount: z.number(),
  grand_total: z.number(),
  grand_total_khr: z.number().int(),
});
export type MethodTotal = z.infer<typeof MethodTotalSchema>;

export const CheckoutQuoteSchema = z.object({
  type: z.enum(CHECKOUT_TYPES),
  lines: z.array(QuoteLineSchema),
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** The total without a method's discount, and in riel. */
  grand_total: z.number(),
  grand_total_khr: z.number().int(),
  khr_per_usd: z.number().int().positive(),
  methods: z.array(MethodTotalSchema),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
