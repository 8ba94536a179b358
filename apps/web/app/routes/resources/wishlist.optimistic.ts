import { useIntentFetcher, usePendingIntents, useSubmitIntent } from '../../utils/intents';

// The browser's side of the wishlist's resource route (wishlist.ts): its intents, and the
// wishlist without the entries whose removal is on its way. No server code here.

/** Where the wishlist's intents go (routes.ts: `api/wishlist`). */
export const WISHLIST_ACTION = '/api/wishlist';

/** What the browser asks of a customer's wishlist (wishlist.ts checks it again). */
export type WishlistIntent =
  | { intent: 'add'; product_id: number; variant_option_id: number; quantity: number }
  | { intent: 'remove'; wishlist_id: number };

export function useSubmitWishlistIntent() {
  return useSubmitIntent<WishlistIntent>(WISHLIST_ACTION);
}

/** A wishlist intent whose answer the page shows ('Added to wishlist', 'please login first'). */
export function useWishlistFetcher() {
  return useIntentFetcher<WishlistIntent>(WISHLIST_ACTION);
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
