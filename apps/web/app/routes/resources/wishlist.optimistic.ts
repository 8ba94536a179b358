import { useCallback } from 'react';
import { withIdempotencyKey } from '../../utils/idempotency-key';
import { useIntentFetcher, usePendingIntents, useSubmitIntent } from '../../utils/intents';

// The browser's side of the wishlist's resource route (wishlist.ts): its intents, and the
// wishlist without the entries whose removal is on its way. No server code here.

/** Where the wishlist's intents go (routes.ts: `api/wishlist`). */
export const WISHLIST_ACTION = '/api/wishlist';

/** What the browser asks of a customer's wishlist (wishlist.ts checks it again). */
export type WishlistIntent =
  | { intent: 'add'; product_id: number; variant_option_id: number; quantity: number }
  | { intent: 'remove'; wishlist_id: number };

/** Posts wishlist intents, each with an idempotency key of its own (see useSubmitCartIntent). */
export function useSubmitWishlistIntent() {
  const submit = useSubmitIntent<WishlistIntent & { idempotency_key: string }>(WISHLIST_ACTION);
  return useCallback((intent: WishlistIntent) => submit(withIdempotencyKey(intent)), [submit]);
}

/** A wishlist intent whose answer the page shows ('Added to wishlist', 'please login first'). */
export function useWishlistFetcher() {
  const fetcher = useIntentFetcher<WishlistIntent & { idempotency_key: string }>(WISHLIST_ACTION);
  return { ...fetcher, submit: (intent: WishlistIntent) => fetcher.submit(withIdempotencyKey(intent)) };
}

/** The entries, without those being removed. */
export function useOptimisticWishlist<T extends { wishlist_id: number }>(items: T[]): T[] {
  const removing = new Set(
    usePendingIntents(WISHLIST_ACTION)
      .filter((form) => form.get('intent') === 'remove')
      .map((form) => Number(form.get('wishlist_id'))),
  );
  return removing.size > 0 ? items.filter((item) => !removing.has(item.wishlist_id)) : items;
}
