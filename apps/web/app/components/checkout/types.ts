// The shapes the checkout and buy-now pages are sent (data/checkout.server.ts makes them). Types
// only: the pages' bundles import nothing of the server's modules.
import type { PaymentOption, TransferType } from '@shop/contracts';
import type { LineItemView } from '../orders/line-item';

/** One method's total as the page shows it (the API's numbers, formatted). */
export interface MethodTotalView {
  /** Dollars, as the API computed them: what a KHQR or PayPal payment is asked for. */
  amount: number;
  discount: number;
  discountText: string | null;
  totalText: string;
  rielText: string;
}

/** A transfer type the page offers: the shop's account, or (no bank info) the built-in type alone. */
export interface TransferChoice {
  id: TransferType;
  /** The shop's name of the bank, in the shopper's language ('': the page's own name). */
  name: string;
  account_name: string;
  account_number: string;
}

/** One product bought now: what `/buynow/{id}` orders (and pays for) instead of the cart. */
export interface BuyNowChoice {
  product_id: number;
  quantity: number;
  variant_option_id: number;
}

export interface CheckoutLineView extends LineItemView {
  key: string;
}

export interface CheckoutView {
  lines: CheckoutLineView[];
  subtotalText: string;
  deliveryFeeText: string;
  grandTotalText: string;
  grandTotalRiel: string;
  rateText: string;
  totals: Partial<Record<PaymentOption, MethodTotalView>>;
  addresses: { id: number; name: string; description: string; isDefault: boolean }[];
  options: PaymentOption[];
  initialOption: PaymentOption | undefined;
  transfers: TransferChoice[];
  sandbox: boolean;
  pollMs: number;
  anakutLabel: string;
  buyNow: BuyNowChoice | null;
  /** Made with the page (so it works without JavaScript): a retried submit orders once. */
  formKey: string;
}
