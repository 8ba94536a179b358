import { useCallback } from 'react';
import { lineTotal, type ServerCartLine } from '../../state/cart-types';
import { withIdempotencyKey } from '../../utils/idempotency-key';
import { useIntentFetcher, usePendingIntents, useSubmitIntent } from '../../utils/intents';

// The browser's side of the cart's resource route (cart.ts): its intents, and the server cart as
// it will be once those on their way are done. No server code here: components import it.

/** Where the cart's intents go (routes.ts: `api/cart`). */
export const CART_ACTION = '/api/cart';

/** What the browser asks of a customer's server cart (cart.ts checks it again). */
export type CartIntent =
  | { intent: 'add'; product_id: number; variant_option_id: number; quantity: number }
  | { intent: 'increase' | 'decrease' | 'remove'; line_id: number };

/**
 * Posts cart intents, several at once if the shopper clicks fast; each is an action of its own,
 * with its own idempotency key (the API does it once, however often its form is sent).
 */
export function useSubmitCartIntent() {
  const submit = useSubmitIntent<CartIntent & { idempotency_key: string }>(CART_ACTION);
  return useCallback((intent: CartIntent) => submit(withIdempotencyKey(intent)), [submit]);
}

/** A cart intent whose answer the page shows (the product page's add to cart), with its own key. */
export function useCartFetcher() {
  const fetcher = useIntentFetcher<CartIntent & { idempotency_key: string }>(CART_ACTION);
  return { ...fetcher, submit: (intent: CartIntent) => fetcher.submit(withIdempotencyKey(intent)) };
}

/**
 * The server cart's lines with the intents on their way applied (+1, −1 down to 1, removed), and
 * the quantity being added (the badge counts it at once).
 */
export function useOptimisticCart(lines: ServerCartLine[] | null): {
  lines: ServerCartLine[] | null;
  adding: number;
} {
  const pending = usePendingIntents(CART_ACTION);
  if (!lines) return { lines, adding: 0 };
  let shown = lines;
  let adding = 0;
  for (const form of pending) {
    const intent = form.get('intent');
    const target = Number(form.get('line_id'));
    if (intent === 'increase' || intent === 'decrease') {
      const delta = intent === 'increase' ? 1 : -1;
      shown = shown.map((line) => {
        if (line.lineId !== target) return line;
        const quantity = Math.max(1, line.quantity + delta);
        return { ...line, quantity, total: lineTotal(line.price, quantity) };
      });
    } else if (intent === 'remove') {
      shown = shown.filter((line) => line.lineId !== target);
    } else if (intent === 'add') {
      adding += Number(form.get('quantity') ?? 1) || 1;
    }
  }
  return { lines: shown, adding };
}
