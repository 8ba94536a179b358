import { useI18n } from '../../i18n/i18n';
import { useDrawers } from '../../state/drawers';
import { useWishlist } from '../../state/wishlist';
import { Link } from '../link';
import { Drawer } from '../ui/drawer';
import { EmptyDrawer } from '../ui/empty-state';
import { Text } from '../ui/text';
import { WishlistLine } from '../wishlist/wishlist-line';
import { heartIcon } from './chrome-icons';

/**
 * The wishlist drawer: the server wishlist of a logged-in customer (a guest's is always empty),
 * each item with its variant, delete and add-to-cart (quantity 1, of the wished variant): the
 * lines the /wishlist page draws too (WishlistLine).
 */
export function WishlistDrawer() {
  const { t } = useI18n();
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
            <WishlistLine key={item.wishlist_id} item={item} className="flex gap-3 p-4" />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
