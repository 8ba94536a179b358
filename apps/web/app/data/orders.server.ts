import {
  ORDER_STATUS_MESSAGE,
  type OrderDetail,
  type OrderSummary,
  PAYMENT_STATUS_MESSAGE,
} from '@shop/contracts';
import { type ApiClient, ApiError, type Caller, type ShopContext } from '@shop/contracts/client';
import { parseId } from '@shop/contracts/constants';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  type Locale,
  MESSAGES,
  type MessageKey,
  translate,
} from '@shop/i18n';
import { data } from 'react-router';
import { rielText } from './checkout.server';

// The customer's orders as the order list, the order detail and the print page show them: the
// API's amounts formatted (never recomputed), dates in the shop's time zone, codes translated.
// Everything is shaped here, on the server: Node and browsers format Khmer dates differently.

/** The checkout's names of the payment methods and transfer types (its option ids). */
const PAYMENT_METHOD: Record<string, MessageKey> = {
  khqr: 'checkout.methodKhqr',
  cod: 'checkout.methodCod',
  bankTransfer: 'checkout.methodBankTransfer',
  anakut: 'checkout.methodAnakut',
  paypal: 'checkout.methodPaypal',
};

const TRANSFER_TYPE: Record<string, MessageKey> = {
  ABA: 'checkout.transferABA',
  ACLEDA: 'checkout.transferACLEDA',
  phone: 'checkout.transferPhone',
};

/** The label of a code, or the code itself when the API sends one this storefront does not know. */
function label(locale: Locale, keys: Record<string, MessageKey>, code: string): string {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? translate(MESSAGES[locale], key) : code;
}

export const orderStatusText = (locale: Locale, status: string) =>
  label(locale, ORDER_STATUS_MESSAGE, status);

/** A row of the order list. */
function summaryView(order: OrderSummary, locale: Locale) {
  return {
    id: order.id,
    dateText: formatDate(order.created_at, locale),
    status: order.status,
    statusText: orderStatusText(locale, order.status),
    methodText: label(locale, PAYMENT_METHOD, order.payment_method),
    paymentStatus: order.payment_status,
    paymentStatusText: label(locale, PAYMENT_STATUS_MESSAGE, order.payment_status),
    totalText: formatMoney(order.total, locale),
  };
}

export type OrderRow = ReturnType<typeof summaryView>;

/**
 * A page of the customer's orders, newest first (the API's order). A page past the last is a 404,
 * as on the catalogue's lists.
 */
export async function loadOrderPage(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  page: number,
  locale: Locale,
) {
  const answer = await api.orderHistory(ctx, caller, page);
  if (page > 1 && page > answer.last_page) throw data(null, { status: 404 });
  return {
    orders: answer.data.map((order) => summaryView(order, locale)),
    page: answer.current_page,
    lastPage: answer.last_page,
    total: answer.total,
  };
}

function detailView(order: OrderDetail, locale: Locale) {
  return {
    ...summaryView(order, locale),
    dateTimeText: formatDateTime(order.created_at, locale),
    lines: order.lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      name: line.name,
      variantName: line.variant_name,
      image: line.image,
      isService: line.is_service,
      quantity: line.quantity,
      priceText: formatMoney(line.price, locale),
      totalText: formatMoney(line.grand_total, locale),
    })),
    subtotalText: formatMoney(order.subtotal, locale),
    // Shown only when there is one.
    discountText: order.discount > 0 ? formatMoney(order.discount, locale) : null,
    deliveryFeeText: formatMoney(order.delivery_fee, locale),
    totalRiel: `≈ ${rielText(order.total_khr)}`,
    address: { name: order.address.name, description: order.address.description },
    transferText: order.transfer_type ? label(locale, TRANSFER_TYPE, order.transfer_type) : null,
    note: order.note,
    canCancel: order.can_cancel,
    courier: order.courier,
    trackingNumber: order.tracking_number,
    paymentReason: order.payment_reason,
    canSendReceipt: order.can_send_receipt,
    history: order.history.map((change) => ({
      status: change.status,
      statusText: orderStatusText(locale, change.status),
      at: change.at,
      atText: formatDateTime(change.at, locale),
    })),
  };
}

export type OrderView = ReturnType<typeof detailView>;

/** The id of an order in a URL (`/checkout-detail/42`, `?id=42`), or null when it cannot be one. */
export const orderIdParam = (value: string | null | undefined): number | null => parseId(value);

/** One order of the customer; one that is not theirs (or does not exist) is the 404 page. */
export async function loadOrder(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  id: number,
  locale: Locale,
) {
  try {
    return detailView(await api.orderDetail(ctx, caller, id), locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
