import { formatMoney } from '@shop/i18n';
import { useEffect } from 'react';
import { useI18n, useLocalizedPath } from '../../i18n/i18n';
import { useCartFetcher } from '../../routes/resources/cart.optimistic';
import type { WishlistItem } from '../../state/cart-types';
import { useFeedback } from '../../state/feedback';
import { useWishlist } from '../../state/wishlist';
import { trashIcon } from '../layout/drawer-icons';
import { Link } from '../link';
import { Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

// One wishlist entry, as the wishlist drawer and the /wishlist page draw it: image, name, variant,
// price, add to cart and remove. Its two buttons are forms posting to the /wishlist page's action
// (`intent` cart | remove), so on the server's page they work without JavaScript; hydrated, they
// go through the cart's fetcher and the wishlist's intents (the drawer is only ever hydrated).

/** The /wishlist page's forms' intents (routes/catalogue/wishlist.tsx answers them). */
export type WishlistLineIntent = 'cart' | 'remove';

export function WishlistLine({ item, className }: { item: WishlistItem; className: string }) {
  const { locale, t } = useI18n();
  const wishlist = useWishlist();
  const action = useLocalizedPath()('/wishlist');
  return (
    <li className={className} data-testid="wishlist-item">
      <Img
        src={item.image}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-lg border border-slate-200 object-contain"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${item.id}`}
          className="line-clamp-2 py-1 text-sm font-medium text-slate-900 hover:underline"
        >
          {item.name}
        </Link>
        {item.variant_name ? (
          <p className="text-xs text-slate-600" data-testid="wishlist-variant">
            {item.variant_name}
          </p>
        ) : null}
        <p className="mt-1 font-bold text-slate-900">{formatMoney(item.price, locale)}</p>
        <div className="mt-2 flex items-center gap-2">
          <AddToCartForm action={action} item={item} />
          <form
            method="post"
            action={action}
            onSubmit={(event) => {
              event.preventDefault();
              wishlist.remove(item.wishlist_id);
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="wishlist_id" value={item.wishlist_id} />
            <button
              type="submit"
              className="grid size-11 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
              aria-label={t('wishlist.remove', { name: item.name })}
            >
              <Icon shape={trashIcon} className="size-4" />
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/**
 * Adds one of a wished product to the server cart, in the wished variant (the price the line
 * shows; 0 for a product without variants), and says how it went in the notification bar: added,
 * or the failure in the shopper's language (the action translates it).
 */
function AddToCartForm({ action, item }: { action: string; item: WishlistItem }) {
  const { t } = useI18n();
  const { notify } = useFeedback();
  const cartAdd = useCartFetcher();
  useEffect(() => {
    if (cartAdd.state !== 'idle' || !cartAdd.data) return;
    if (cartAdd.data.ok) notify(t('product.addedToCart'), 'success');
    else notify(cartAdd.data.message, 'error');
  }, [cartAdd.state, cartAdd.data, notify, t]);
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        cartAdd.submit({
          intent: 'add',
          product_id: item.id,
          variant_option_id: item.variant_option_id,
          quantity: 1,
        });
      }}
    >
      <input type="hidden" name="intent" value="cart" />
      <input type="hidden" name="product_id" value={item.id} />
      <input type="hidden" name="variant_option_id" value={item.variant_option_id} />
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent hover:bg-accent-strong"
        aria-label={`${t('wishlist.addToCart')}: ${item.name}`}
      >
        <Text>{t('wishlist.addToCart')}</Text>
      </button>
    </form>
  );
}
