import { type Locale, localizePath } from '@shop/i18n';
import { STORAGE_KEYS } from '../../constants';
import { CART_ACTION } from '../../routes/resources/cart.optimistic';
import { guestCart } from '../../state/cart';
import { IDEMPOTENCY_KEY_FIELD, newIdempotencyKey } from '../../utils/idempotency-key';

// Its own chunk, loaded only when a customer's browser still holds a guest cart (not in the shell).

/** The guest cart's id (made now for a cart made before ids existed). */
export function guestCartKey(): string {
  let key: string | null = null;
  try {
    key = window.localStorage.getItem(STORAGE_KEYS.cartKey);
    if (!key) {
      key = newIdempotencyKey();
      window.localStorage.setItem(STORAGE_KEYS.cartKey, key);
    }
  } catch {
    key ??= newIdempotencyKey();
  }
  return key;
}

/**
 * What a merge did: `merged` (the server cart changed), `later` (nothing to send, or a failure
 * that may pass: offline, a 5xx, 401, 429), or `refused` (the answer will not change for this cart,
 * e.g. more than 100 lines: it is not sent again, and stays on this device).
 */
export type MergeOutcome = 'merged' | 'later' | 'refused';

/** A refusal that sending the same cart again cannot turn into a success. */
function refusedForGood(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status);
}

function readRefused(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cartMergeRefused);
  } catch {
    return null;
  }
}

function writeRefused(attempt: string | null): void {
  try {
    if (attempt === null) window.localStorage.removeItem(STORAGE_KEYS.cartMergeRefused);
    else window.localStorage.setItem(STORAGE_KEYS.cartMergeRefused, attempt);
  } catch {
    // Storage refused: the next page tries again (and is refused again).
  }
}

let running: Promise<MergeOutcome> | null = null;

/**
 * Sends the guest cart to the server cart once (its key makes the API add it only once, so a
 * reload mid-way or a second tab doing the same adds nothing more), then empties it. A cart the
 * action refuses for good is remembered and not sent again until it changes.
 */
export function mergeGuestCart(locale: Locale): Promise<MergeOutcome> {
  running ??= (async (): Promise<MergeOutcome> => {
    const lines = guestCart.read();
    if (lines.length === 0) return 'later';
    const mergeKey = guestCartKey();
    const items = JSON.stringify(
      lines.map((l) => ({
        product_id: l.id,
        quantity: l.quantity,
        variant_option_id: l.variant_option_id,
      })),
    );
    const attempt = `${mergeKey} ${items}`;
    if (readRefused() === attempt) return 'later';
    const form = new FormData();
    form.set('intent', 'convert');
    form.set('merge_key', mergeKey);
    form.set('items', items);
    form.set(IDEMPOTENCY_KEY_FIELD, newIdempotencyKey());
    const response = await fetch(localizePath(CART_ACTION, locale), { method: 'POST', body: form }).catch(
      () => null,
    );
    if (!response) return 'later';
    if (!response.ok) {
      if (!refusedForGood(response.status)) return 'later';
      writeRefused(attempt);
      return 'refused';
    }
    guestCart.write([]);
    writeRefused(null);
    try {
      window.localStorage.removeItem(STORAGE_KEYS.cartKey);
    } catch {
      // Storage refused: the key stays, and the API ignores it on a second merge anyway.
    }
    return 'merged';
  })().finally(() => {
    running = null;
  });
  return running;
}
