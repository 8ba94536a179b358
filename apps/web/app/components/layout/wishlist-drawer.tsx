import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../i18n/i18n';
import { useCart } from '../../state/cart';
import { useDrawers } from '../../state/drawers';
import { useFeedback } from '../../state/feedback';
import { useWishlist } from '../../state/wishlist';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { EmptyDrawer } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { Img } from '../ui/img';
import { heartIcon } from './chrome-icons';
import { trashIcon } from './drawer-icons';

/**
 * The wishlist drawer: the server wishlist of a logged-in customer (a guest's is always empty),
 * each item with delete and add-to-cart (quantity 1, variant option 0).
 */
export function WishlistDrawer() {
  const { locale, t } = useI18n();
  const { drawer, closeDrawer } = useDrawers();
  const wishlist = useWishlist();
  const { addToServerCart } = useCart();
  const { notify } = useFeedback();
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
            {t('wishlist.browse')}
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
                <p className="mt-1 font-bold">{formatMoney(item.price, locale)}</p>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    onClick={() => {
                      addToServerCart({ product_id: item.id, variant_option_id: 0, quantity: 1 });
                      notify(t('product.addedToCart'), 'success');
                    }}
                    className="rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent hover:bg-accent-strong"
                    aria-label={`${t('wishlist.addToCart')}: ${item.name}`}
                  >
                    {t('wishlist.addToCart')}
                  </button>
                  <button
                    type="button"
                    onClick={() => wishlist.remove(item.wishlist_id)}
                    className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
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
