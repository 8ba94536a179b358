import { useCallback, useMemo } from 'react';
import { CART_QUANTITY_STEP, STORAGE_KEYS } from '../constants';
import { CART_ACTION, useOptimisticCart, useSubmitCartIntent } from '../routes/resources/cart.optimistic';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { usePendingIntents } from '../utils/intents';
import { cartTotal, lineTotal, type ServerCartLine } from './cart-types';
import { useCustomer } from './customer';
import { createLocalList, type GuestCartLine, parseCartLine, useLocalList } from './local-list';

/** The cart of a guest, kept in the browser under the specification's key. */
export const guestCart = createLocalList(STORAGE_KEYS.cart, parseCartLine);

/**
 * A line of the cart drawer: a server cart's line (logged in) or a guest cart's, whose `lineId` is
 * null and whose total is quantity × price.
 */
export type CartLineView = Omit<ServerCartLine, 'lineId'> & { key: string; lineId: number | null };

function guestView(line: GuestCartLine, index: number): CartLineView {
  return {
    key: `${line.id}-${line.variant_option_id}-${index}`,
    lineId: null,
    id: line.id,
    name: line.name,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    total: lineTotal(line.price, line.quantity),
    variant_name: line.variant_name,
    unit: line.unit ?? null,
    note: line.note ?? null,
  };
}

/** A new id for a guest cart that gets its first line (an old one may have been merged already). */
function newGuestCartKey(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cartKey, newIdempotencyKey());
  } catch {
    // No storage: the key is made at merge time.
  }
}

/** Adds one of a product (in a variant) to the guest cart; the same line grows by one. */
export function addToGuestCart(line: Omit<GuestCartLine, 'quantity'>, quantity = 1): void {
  addManyToGuestCart([{ ...line, quantity }]);
}

/**
 * Adds several lines to the guest cart in one write (the PC builder's whole build): a line of a
 * product and variant already there grows by the quantity.
 */
export function addManyToGuestCart(added: readonly GuestCartLine[]): void {
  let lines = guestCart.read();
  // The id the cart is merged under at login: made with the first line.
  if (lines.length === 0 && added.length > 0) newGuestCartKey();
  for (const line of added) {
    const index = lines.findIndex((l) => l.id === line.id && l.variant_option_id === line.variant_option_id);
    lines =
      index >= 0
        ? lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + line.quantity } : l))
        : [...lines, line];
  }
  guestCart.write(lines);
}

/**
 * The cart the drawer and the badges show: a customer's server cart (with the changes on their
 * way applied) or the guest cart, and what can be done to its lines.
 */
export function useCart() {
  const { serverCart } = useCustomer();
  const guest = useLocalList(guestCart);
  const server = useOptimisticCart(serverCart?.lines ?? null);
  const submit = useSubmitCartIntent();

  const lines = useMemo<CartLineView[]>(
    () =>
      server.lines
        ? server.lines.map((line) => ({ ...line, key: String(line.lineId) }))
        : guest.map(guestView),
    [server.lines, guest],
  );

  /** +1 / −1 on a line; −1 does nothing at quantity 1; an invalid index does nothing. */
  const changeQuantity = useCallback(
    (index: number, delta: 1 | -1) => {
      if (server.lines) {
        const line = server.lines[index];
        if (!line || (delta < 0 && line.quantity <= 1)) return;
        submit({ intent: delta > 0 ? 'increase' : 'decrease', line_id: line.lineId });
        return;
      }
      const stored = guestCart.read();
      const line = stored[index];
      if (!line) return;
      const quantity = line.quantity + delta * CART_QUANTITY_STEP;
      if (quantity < 1) return;
      guestCart.write(stored.map((l, i) => (i === index ? { ...l, quantity } : l)));
    },
    [server.lines, submit],
  );

  /** Removes a line; an invalid index does nothing. */
  const removeLine = useCallback(
    (index: number) => {
      if (server.lines) {
        const line = server.lines[index];
        if (line) submit({ intent: 'remove', line_id: line.lineId });
        return;
      }
      const stored = guestCart.read();
      if (!stored[index]) return;
      guestCart.write(stored.filter((_, i) => i !== index));
    },
    [server.lines, submit],
  );

  // The lines no longer sold (a customer's), without those whose removal is on its way.
  const pending = usePendingIntents(CART_ACTION);
  const removing = new Set(
    pending.filter((form) => form.get('intent') === 'remove').map((form) => Number(form.get('line_id'))),
  );
  const unavailable = (serverCart?.unavailable ?? []).filter((line) => !removing.has(line.lineId));
  const removeUnavailable = useCallback(
    (lineId: number) => submit({ intent: 'remove', line_id: lineId }),
    [submit],
  );

  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0) + server.adding,
    total: cartTotal(lines),
    changeQuantity,
    removeLine,
    unavailable,
    removeUnavailable,
  };
}
