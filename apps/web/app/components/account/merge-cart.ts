import { type Locale, localizePath } from '@shop/i18n';
import { STORAGE_KEYS } from '../../constants';
import { CART_ACTION } from '../../routes/resources/cart.optimistic';
import { guestCart } from '../../state/cart';

// Its own chunk, loaded only when a customer's browser still holds a guest cart (not in the shell).

/** The guest cart's id (made now for a cart made before ids existed). */
export function guestCartKey(): string {
  let key: string | null = null;
  try {
    key = window.localStorage.getItem(STORAGE_KEYS.cartKey);
    if (!key) {
      key = crypto.randomUUID();
      window.localStorage.setItem(STORAGE_KEYS.cartKey, key);
    }
  } catch {
    key ??= crypto.randomUUID();
  }
  return key;
}

let running: Promise<boolean> | null = null;

/**
 * Sends the guest cart to the server cart once (its key makes the API add it only once, so a
 * reload mid-way or a second tab doing the same adds nothing more), then empties it. True when
 * the server cart changed.
 */
export function mergeGuestCart(locale: Locale): Promise<boolean> {
  running ??= (async () => {
    const lines = guestCart.read();
    if (lines.length === 0) return false;
    const form = new FormData();
    form.set('intent', 'convert');
    form.set('merge_key', guestCartKey());
    form.set(
      'items',
      JSON.stringify(
        lines.map((l) => ({
          product_id: l.id,
          quantity: l.quantity,
          variant_option_id: l.variant_option_id,
        })),
      ),
    );
    const response = await fetch(localizePath(CART_ACTION, locale), { method: 'POST', body: form }).catch(
      () => null,
    );
    if (!response?.ok) return false;
    guestCart.write([]);
    try {
      window.localStorage.removeItem(STORAGE_KEYS.cartKey);
    } catch {
      // Storage refused: the key stays, and the API ignores it on a second merge anyway.
    }
    return true;
  })().finally(() => {
    running = null;
  });
  return running;
}
