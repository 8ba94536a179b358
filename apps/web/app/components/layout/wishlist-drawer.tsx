import { formatMoney } from '@shop/i18n';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useCartFetcher } from '../../routes/resources/cart.optimistic';
import { useDrawers } from '../../state/drawers';
import { useFeedback } from '../../state/feedback';
import { useWishlist } from '../../state/wishlist';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { EmptyDrawer } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/words';
import { heartIcon } from './chrome-icons';
import { trashIcon } from './drawer-icons';

/**
 * The wishlist drawer: the server wishlist of a logged-in customer (a guest's is always empty),
 * each item with its variant, delete and add-to-cart (quantity 1, of the wished variant).
 */
export function WishlistDrawer() {
  const { locale, t } = useI18n();
  const { drawer, closeDrawer } = useDrawers();
  const wishlist = useWishlist();
  return (
    <Drawer open={drawer === 'wishlist'} onClose={closeDrawer} side="right" title={t('wishlist.title')}>
      {wishlist.items.length === 0 ? (
        <EmptyDrawer
          icon={heartIcon}
          tone="bg-rose-50 text-rose-500"
          title={t('wishlist.empty')}
          hint={t('wishlist.emptyHint')}
        >
          <Link
            to="/promotions"
            className="mt-2 rounded-xl bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong"
          >
            <Text>{t('wishlist.browse')}</Text>
          </Link>
        </EmptyDrawer>
      ) : (
        <ul className="divide-y divide-slate-100">
          {wishlist.items.map((item) => (
            <li key={item.wishlist_id} className="flex gap-3 p-4" data-testid="wishlist-item">
              <Img
                src={item.image}
                alt=""
                width={72}
                height={72}
                className="size-18 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link to={`/product/${item.id}`} className="line-clamp-2 text-sm font-medium hover:underline">
                  {item.name}
                </Link>
                {item.variant_name ? (
                  <p className="mt-0.5 text-xs text-slate-600" data-testid="wishlist-variant">
                    {item.variant_name}
                  </p>
                ) : null}
                <p className="mt-1 font-bold">{formatMoney(item.price, locale)}</p>
                <div className="mt-2 flex gap-2">
                  <AddToCartButton
                    productId={item.id}
                    variantOptionId={item.variant_option_id}
                    name={item.name}
                  />
                  <button
                    type="button"
                    onClick={() => wishlist.remove(item.wishlist_id)}
                    className="grid size-11 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                    aria-label={t('wishlist.remove', { name: item.name })}
                  >
                    <Icon shape={trashIcon} className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}

/**
 * Adds one of a wished product to the server cart, in the wished variant (the price the drawer
 * shows; 0 for a product without variants), and says how it went in the notification bar: added,
 * or the failure in the shopper's language (the action translates it).
 */
function AddToCartButton({
  productId,
  variantOptionId,
  name,
}: {
  productId: number;
  variantOptionId: number;
  name: string;
}) {
  const { t } = useI18n();
  const { notify } = useFeedback();
  const cartAdd = useCartFetcher();
  useEffect(() => {
    if (cartAdd.state !== 'idle' || !cartAdd.data) return;
    if (cartAdd.data.ok) notify(t('product.addedToCart'), 'success');
    else notify(cartAdd.data.message, 'error');
  }, [cartAdd.state, cartAdd.data, notify, t]);
  return (
    <button
      type="button"
      onClick={() =>
        cartAdd.submit({
          intent: 'add',
          product_id: productId,
          variant_option_id: variantOptionId,
          quantity: 1,
        })
      }
      className="rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent hover:bg-accent-strong"
      aria-label={`${t('wishlist.addToCart')}: ${name}`}
    >
      <Text>{t('wishlist.addToCart')}</Text>
    </button>
  );
}
