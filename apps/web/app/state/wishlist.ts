import { useOptimisticWishlist, useSubmitWishlistIntent } from '../routes/resources/wishlist.optimistic';
import { useCustomer } from './customer';

/** A customer's wishlist (a guest's is empty), without the entries whose removal is on its way. */
export function useWishlist() {
  const items = useOptimisticWishlist(useCustomer().wishlist);
  const submit = useSubmitWishlistIntent();
  return { items, remove: (wishlistId: number) => submit({ intent: 'remove', wishlist_id: wishlistId }) };
}
