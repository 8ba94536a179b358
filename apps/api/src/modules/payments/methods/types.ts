import type {
  CheckoutBody,
  CheckoutNeed,
  PaymentOption,
  PaymentSettlement,
  PaymentType,
} from '@shop/contracts';
import type { CustomerContext, RequestContext } from '../../../context';
import type { Quote } from '../../checkout/quote';
import type { PaymentSettings } from '../../stores';
import type { Initiated, PaymentAttempt, PaymentState } from '../providers';

/**
 * One payment method (after Vendure's `PaymentMethodHandler`): everything that differs between
 * cash on delivery, a bank transfer, KHQR, PayPal and Anakut Cash, in one file each, so that the
 * checkout, the payments core and the back office ask the method and never compare its name. A
 * sixth method is one more file here (and its name, label and form in the storefront).
 *
 * The core (`../payment-moves.ts`) owns the rows and the state machine; a method says which moves
 * it has and what they do beyond the status.
 */
export interface PaymentMethodHandler {
  /** The specification's id: the checkout's option, the order's payment_method, the payment's method. */
  readonly code: PaymentOption;
  /** The payment_type a checkout with it sends: cash (paid on delivery) or transfer (paid before). */
  readonly paymentType: PaymentType;
  /** How its money is known to have come (see PAYMENT_SETTLEMENTS). */
  readonly settles: PaymentSettlement;
  /** What a checkout with it needs besides address and payment_type, in the order a missing one is named. */
  readonly needs: readonly CheckoutNeed[];
  /** The part of the subtotal it takes off, in percent (Anakut Cash: the shop's setting; else 0). */
  discountPercent(settings: PaymentSettings): number;
  /**
   * The payment an order is placed with, inside the order's transaction (`ctx.db`): a provider's
   * method consumes the shopper's paid payment of this very quote; the others open one.
   */
  orderPayment(ctx: CustomerContext, order: OrderPaying): Promise<{ id: number }>;
  /** Before the order is priced: what the checkout gives that the method must check (a receipt). */
  prepare?(ctx: CustomerContext, body: CheckoutBody): Promise<Prepared>;
  /** A payment made before the order, through its provider (KHQR, PayPal): how it starts and is asked. */
  readonly provider?: ProviderSteps;
  /**
   * The staff's moves this method has (the back office offers only these): `collect`, the money is
   * in (cash collected, a wallet's credit seen); `review`, a receipt approved or rejected.
   */
  readonly staff: { readonly collect: boolean; readonly review: boolean };
  /**
   * How paid money goes back: `provider`, by a refund call to it; `shop`, by the shop itself (cash
   * handed back, a transfer back from the shop's account), the refund then only recorded here.
   */
  readonly refundBy: 'provider' | 'shop';
}

/** What an order is placed with: the quote (the amount) and the checkout's fields. */
export interface OrderPaying {
  quote: Quote;
  body: CheckoutBody;
  /** What `prepare` answered. */
  prepared: Prepared;
}

export interface Prepared {
  /** A bank transfer's receipt: its private file key (modules/media/receipts.ts). */
  receiptKey?: string;
}

/** A payment that moves through a provider before the order exists. */
export interface ProviderSteps {
  /** How long the shopper has to pay; then the checkout offers a new one. */
  readonly lifetimeMs: number;
  /** What a start needs (PayPal: its return addresses, dollars), refused with a 400 otherwise. */
  checkStart(request: StartRequest): void;
  /** Creates the upstream side of an attempt the core has written. */
  start(ctx: RequestContext, attempt: PaymentAttempt, request: StartRequest): Promise<Initiated>;
  /** What the provider says of an attempt now (PayPal: its capture, once approved). */
  check(ctx: RequestContext, attempt: PaymentAttempt): Promise<PaymentState>;
}

/** What a shopper's page asks a provider payment to be started with. */
export interface StartRequest {
  returnUrl?: string;
  cancelUrl?: string;
  currency: 'USD' | 'KHR';
}
