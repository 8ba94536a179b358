import { toCents, toDollars } from '@shop/contracts/money';

// Shapes of the cart and wishlist the layout shows, shared by the server (root loader) and the
// browser (drawers, badges), and the one sum the browser makes of a line.

/** A line of the server cart of a logged-in customer. */
export interface ServerCartLine {
  /** The line's id in the API (PUT /api/cart/update/{id}, DELETE /api/cart/remove/{id}). */
  lineId: number;
  /** The product's id. */
  id: number;
  name: string;
  image: string;
  /** Unit price. */
  price: number;
  quantity: number;
  /** The line's grand total. */
  total: number;
  variant_name: string | null;
  unit: { name: string } | null;
  note: string | null;
}

/** A line the shop no longer sells: the product, or the chosen variant (removed). */
export interface UnavailableLine {
  lineId: number;
  /** The product's id. */
  id: number;
  name: string;
  reason: 'product' | 'variant';
}

export interface ServerCart {
  lines: ServerCartLine[];
  total: number;
  /** Sum of the quantities. */
  count: number;
  /** Lines the shop no longer sells (not in the total), told so the customer removes them. */
  unavailable: UnavailableLine[];
}

/** A wishlist entry as the drawer shows it (the server wishlist of a logged-in customer). */
export interface WishlistItem {
  wishlist_id: number;
  /** The product's id. */
  id: number;
  name: string;
  image: string;
  /** The wished variant's price. */
  price: number;
  /** The wished variant (0: the product has none), its name ('Black / 256GB') or null. */
  variant_option_id: number;
  variant_name: string | null;
}

/**
 * A line's total: quantity × the unit price the API sent, counted in cents as the API counts it.
 * The guest cart's lines, and a server line while a change of its quantity is on its way (the
 * API's total follows).
 */
export function lineTotal(unitPrice: number, quantity: number): number {
  return toDollars(toCents(unitPrice) * quantity);
}

/** The drawer's total: the sum of the lines' totals, in cents (the API's `total` for a customer). */
export function cartTotal(lines: { total: number }[]): number {
  return toDollars(lines.reduce((sum, line) => sum + toCents(line.total), 0));
}
