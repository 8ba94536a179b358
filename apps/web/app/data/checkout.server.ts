import {
  DEFAULT_PAYMENT_OPTION,
  PAYMENT_OPTIONS,
  PAYMENT_POLL_MS,
  type PaymentOption,
  TRANSFER_TYPES,
  type TransferType,
} from '@shop/contracts';
import { type ApiClient, ApiError, type Caller, type ShopContext } from '@shop/contracts/client';
import { formatMoney, type Locale } from '@shop/i18n';
import type {
  BuyNowChoice,
  CheckoutView,
  MethodTotalView,
  TransferChoice,
} from '../components/checkout/types';
import { PLACEHOLDER_LOCATION } from '../constants';
import { log, reason } from '../log.server';

/** A riel amount as the page writes it: `205,000 ៛`. */
export const rielText = (riel: number) => `${riel.toLocaleString('en-US')} ៛`;

/** The payment options this shop offers, in the checkout's order (khqr first). */
export function offeredOptions(methods: readonly string[]): PaymentOption[] {
  return PAYMENT_OPTIONS.filter((option) => methods.includes(option));
}

export function isTransferType(value: unknown): value is TransferType {
  return (TRANSFER_TYPES as readonly unknown[]).includes(value);
}

/** What the page knows of the shop's payments, or the fallbacks when vendor info fails. */
async function paymentInfo(api: ApiClient, ctx: ShopContext) {
  try {
    const info = await api.vendorInfo(ctx);
    const accounts = info.bank_transfer.filter((b): b is typeof b & { id: TransferType } =>
      isTransferType(b.id),
    );
    return {
      anakutLabel: info.anakut_bank.discount_label,
      sandbox: info.payments_sandbox,
      transfers: accounts.length
        ? accounts.map(({ id, name, account_name, account_number }) => ({
            id,
            name,
            account_name,
            account_number,
          }))
        : BUILT_IN_TRANSFERS,
    };
  } catch (error) {
    log.warn({ reason: reason(error) }, 'vendor info failed');
    // The specification's fallback: the built-in bank list.
    return { anakutLabel: '', sandbox: false, transfers: BUILT_IN_TRANSFERS };
  }
}

const BUILT_IN_TRANSFERS: TransferChoice[] = TRANSFER_TYPES.map((id) => ({
  id,
  name: '',
  account_name: '',
  account_number: '',
}));

/**
 * What the checkout (or, with `buyNow`, the buy-now) page shows: the server's quote (lines, sums,
 * each method's total in dollars and riel; never recomputed here), the addresses, the methods,
 * the shop's transfer accounts and whether the payments are the sandbox. Null when there is
 * nothing to order (an empty cart).
 */
export async function loadCheckout(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  methods: readonly string[],
  locale: Locale,
  buyNow: BuyNowChoice | null = null,
): Promise<Omit<CheckoutView, 'formKey'> | null> {
  const options = offeredOptions(methods);
  const [quote, addresses, info] = await Promise.all([
    api.quote(ctx, caller, buyNow ? { type: 'buynow', ...buyNow } : {}).catch((error: unknown) => {
      // An empty cart is the API's 409: nothing to check out.
      if (!buyNow && error instanceof ApiError && error.status === 409) return null;
      throw error;
    }),
    api.addresses(ctx, caller),
    paymentInfo(api, ctx),
  ]);
  if (!quote) return null;
  const totals = Object.fromEntries(
    quote.methods.map((m) => [
      m.payment_method,
      {
        amount: m.grand_total,
        discount: m.discount,
        discountText: m.discount > 0 ? `−${formatMoney(m.discount, locale)}` : null,
        totalText: formatMoney(m.grand_total, locale),
        rielText: `≈ ${rielText(m.grand_total_khr)}`,
      },
    ]),
  ) as Partial<Record<PaymentOption, MethodTotalView>>;
  return {
    lines: quote.lines.map((line) => ({
      key: `${line.product_id}:${line.variant_option_id}`,
      productId: line.product_id,
      name: line.name,
      image: line.image,
      variantName: line.variant_name,
      quantity: line.quantity,
      priceText: formatMoney(line.price, locale),
      totalText: formatMoney(line.grand_total, locale),
    })),
    subtotalText: formatMoney(quote.subtotal, locale),
    deliveryFeeText: formatMoney(quote.delivery_fee, locale),
    grandTotalText: formatMoney(quote.grand_total, locale),
    grandTotalRiel: `≈ ${rielText(quote.grand_total_khr)}`,
    rateText: `1 USD = ${rielText(quote.khr_per_usd)}`,
    totals,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      isDefault: a.is_default,
    })),
    options: options.filter((option) => totals[option]),
    initialOption: options.includes(DEFAULT_PAYMENT_OPTION) ? DEFAULT_PAYMENT_OPTION : options[0],
    transfers: info.transfers,
    sandbox: info.sandbox,
    pollMs: PAYMENT_POLL_MS,
    anakutLabel: info.anakutLabel,
    buyNow,
  };
}

/**
 * The address of an order: the chosen saved one, or a new one made from the form's name and
 * description with the placeholder map point (no map picker yet). When making it fails, the
 * first saved address (the specification's fallback); null when there is none.
 */
export async function orderAddress(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  chosen: number | null,
  created: { name: string; description: string },
): Promise<number | null> {
  if (chosen) return chosen;
  if (created.name && created.description) {
    try {
      return (await api.addAddress(ctx, caller, { ...created, ...PLACEHOLDER_LOCATION })).id;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
    }
  }
  const [first] = await api.addresses(ctx, caller);
  return first?.id ?? null;
}
