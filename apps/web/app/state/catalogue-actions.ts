import { COMPARE_MAX, STORAGE_KEYS } from '../constants';
import type { GuestCartLine } from './local-list';
import { compareList, guestCart } from './shop-ui';

// What product pages do to the lists kept in the browser (the header badges follow them).

/** A new id for a guest cart that gets its first line (an old one may have been merged already). */
function newGuestCartKey(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cartKey, crypto.randomUUID());
  } catch {
    // No storage: the key is made at merge time.
  }
}

/** Adds one of a product (in a variant) to the guest cart; the same line grows by one. */
export function addToGuestCart(line: Omit<GuestCartLine, 'quantity'>, quantity = 1): void {
  const lines = guestCart.read();
  // The id the cart is merged under at login: made with the first line.
  if (lines.length === 0) newGuestCartKey();
  const index = lines.findIndex((l) => l.id === line.id && l.variant_option_id === line.variant_option_id);
  if (index >= 0)
    guestCart.write(lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + quantity } : l)));
  else guestCart.write([...lines, { ...line, quantity }]);
}

export type CompareResult = 'added' | 'max' | 'exists';

/** Adds a product to the compare list: duplicates and a fifth product are refused. */
export function addToCompare(id: number): CompareResult {
  const items = compareList.read();
  if (items.some((item) => item.id === id)) return 'exists';
  if (items.length >= COMPARE_MAX) return 'max';
  compareList.write([...items, { id }]);
  return 'added';
}

export function removeFromCompare(ids: number[]): void {
  compareList.write(compareList.read().filter((item) => !ids.includes(item.id)));
}
