import {
  type CheckoutBody,
  DEFAULT_PAYMENT_OPTION,
  PAYMENT_OPTIONS,
  PAYMENT_POLL_MS,
  type PaymentOption,
  TRANSFER_TYPES,
  type TransferType,
} from '@shop/contracts';
import { type ApiClient, ApiError, type Caller, type ShopContext } from '@shop/contracts/client';
import { formatMoney, type Locale } from '@shop/i18n';
import { PLACEHOLDER_LOCATION } from '../constants';
import { toServerCart } from './account.server';

/**
 * Riel per US dollar for the total shown beside the dollar price. A fixed rate for now: the
 * shop's own rate (a setting of the shop) comes later; the page calls it an approximation.
 */
export const KHR_PER_USD = 4100;

/** The riel approximation of a dollar amount, to the nearest 100 riel (the smallest note). */
export function rielText(usd: number): string {
  const riel = Math.round((usd * KHR_PER_USD) / 100) * 100;
  return `≈ ${riel.toLocaleString('en-US')} ៛`;
}

/** The payment options this shop offers, in the checkout's order (khqr first). */
export function offeredOptions(methods: readonly string[]): PaymentOption[] {
  return PAYMENT_OPTIONS.filter((option) => methods.includes(option));
}

/** `payment_type` of a method: only cash on delivery is paid on delivery. */
export function paymentTypeOf(method: PaymentOption): CheckoutBody['payment_type'] {
  return method === 'cod' ? 'cash' : 'transfer';
}

export function isTransferType(value: unknown): value is TransferType {
  return (TRANSFER_TYPES as readonly unknown[]).includes(value);
}

/** What the checkout page shows: the server's cart and sums (never recomputed), addresses, options. */
export async function loadCheckout(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  methods: readonly string[],
  locale: Locale,
) {
  const options = offeredOptions(methods);
  const [cart, addresses, anakutLabel] = await Promise.all([
    api.cart(ctx, caller),
    api.addresses(ctx, caller),
    options.includes('anakut')
      ? api.vendorInfo(ctx).then(
          (info) => info.anakut_bank.discount_label,
          () => '',
        )
      : Promise.resolve(''),
  ]);
  const lines = toServerCart(cart).lines.map((line) => ({
    ...line,
    price_text: formatMoney(line.price, locale),
    total_text: formatMoney(line.total, locale),
  }));
  return {
    lines,
    subtotalText: formatMoney(cart.total, locale),
    deliveryFeeText: formatMoney(cart.delivery_fee, locale),
    grandTotal: cart.grand_total,
    grandTotalText: formatMoney(cart.grand_total, locale),
    grandTotalRiel: rielText(cart.grand_total),
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      isDefault: a.is_default,
    })),
    options,
    initialOption: options.includes(DEFAULT_PAYMENT_OPTION) ? DEFAULT_PAYMENT_OPTION : options[0],
    transferTypes: TRANSFER_TYPES,
    pollMs: PAYMENT_POLL_MS,
    anakutLabel,
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

const sandboxOf = new WeakMap<ApiClient, { value: boolean; at: number }>();
const SANDBOX_TTL_MS = 60_000;

/**
 * Whether the API's payments run in the sandbox (whose simulate control the page then shows).
 * The API has no flag for it; its simulate call answers a live shop with 404 'No such call in a
 * live shop', and a sandbox with 404 'Payment … not found' for a payment that cannot exist. The
 * answer is kept a minute per client (the mode is the API process's configuration).
 */
export async function isPaymentsSandbox(api: ApiClient, ctx: ShopContext, caller: Caller, now = Date.now()) {
  const known = sandboxOf.get(api);
  if (known && now - known.at < SANDBOX_TTL_MS) return known.value;
  let value = false;
  try {
    await api.simulatePayment(ctx, caller, 2_147_483_647);
    value = true;
  } catch (error) {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 401) throw error;
    value = !(error.status === 404 && /live/i.test(error.message));
    if (error.status >= 500) return false;
  }
  sandboxOf.set(api, { value, at: now });
  return value;
}
