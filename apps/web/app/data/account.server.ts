import type { CartResponse, WishlistEntry } from '@shop/contracts';
import { type ApiClient, ApiError, type ShopContext } from '@shop/contracts/client';
import { apiCaller, type SessionRequest } from '../context.server';
import { log, reason } from '../log.server';
import type { ServerCart, WishlistItem } from '../state/cart-types';

/** True for the API's answer to a missing, expired or revoked token. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Runs an account call with the session's token. A 401 means the session is over: the cookie is
 * deleted (the shopper is logged out from this response on) and the error goes on.
 */
export async function withSession<T>(
  session: SessionRequest,
  call: (caller: ReturnType<typeof apiCaller>) => Promise<T>,
): Promise<T> {
  try {
    return await call(apiCaller(session));
  } catch (error) {
    if (isUnauthorized(error)) session.end();
    throw error;
  }
}

export function toServerCart(cart: CartResponse): ServerCart {
  return {
    lines: cart.data.map((line) => ({
      lineId: line.id,
      id: line.product_id,
      name: line.name || line.product_name,
      image: line.image,
      price: line.price,
      quantity: line.quantity,
      total: line.grand_total,
      variant_name: line.variant_name,
      unit: line.unit ? { name: line.unit.name } : null,
      note: line.note || null,
    })),
    total: cart.total,
    count: cart.total_quantity,
    unavailable: (cart.unavailable ?? []).map((line) => ({
      lineId: line.cart_id,
      id: line.product_id,
      name: line.name,
      reason: line.reason,
    })),
  };
}

export function toWishlistItem(entry: WishlistEntry): WishlistItem {
  return {
    wishlist_id: entry.wishlist_id,
    id: entry.product_id,
    name: entry.name,
    image: entry.image,
    price: entry.paid_price,
    variant_option_id: entry.variant_option_id,
    variant_name: entry.variant_name,
  };
}

export interface CustomerState {
  loggedIn: boolean;
  cart: ServerCart | null;
  wishlist: WishlistItem[];
}

const LOGGED_OUT_STATE: CustomerState = { loggedIn: false, cart: null, wishlist: [] };

/**
 * The layout's view of the shopper: a guest (no cookie: no API call at all), or a customer with
 * the server cart and wishlist. A token the API refuses ends the session; other failures of these
 * two calls leave the customer logged in with empty lists (the specification: mostly ignored).
 */
export async function loadCustomerState(
  api: ApiClient,
  ctx: ShopContext,
  session: SessionRequest,
): Promise<CustomerState> {
  if (!session.token) return LOGGED_OUT_STATE;
  try {
    const [cart, wishlist] = await withSession(session, (caller) =>
      Promise.all([api.cart(ctx, caller), api.wishlist(ctx, caller)]),
    );
    return { loggedIn: true, cart: toServerCart(cart), wishlist: wishlist.map(toWishlistItem) };
  } catch (error) {
    if (isUnauthorized(error)) return LOGGED_OUT_STATE;
    log.warn({ reason: reason(error) }, 'cart or wishlist failed');
    return { loggedIn: true, cart: { lines: [], total: 0, count: 0, unavailable: [] }, wishlist: [] };
  }
}
