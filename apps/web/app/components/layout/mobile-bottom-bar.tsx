import type { StoreInfo } from '@shop/contracts';
import { splitLocale } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useCart } from '../../state/cart';
import { useCompareCount } from '../../state/compare';
import { useDrawers } from '../../state/drawers';
import { useWishlist } from '../../state/wishlist';
import { Link } from '../link';
import { IconWithCount, useCountLabel } from '../ui/count-badge';
import { compareIcon, homeIcon } from '../ui/icons';
import { cartIcon, heartIcon, userIcon } from './chrome-icons';
import { DrawerButton } from './lazy-drawers';

const item =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] leading-4 font-medium';

const tone = (active: boolean) => (active ? 'text-accent-ink' : 'text-slate-600');

function Inner({ icon, label, count = 0 }: { icon: ReactNode; label: string; count?: number }) {
  return (
    <>
      <IconWithCount icon={icon} count={count} />
      <span className="max-w-full truncate px-1">{label}</span>
    </>
  );
}

/** An item that opens a drawer (the cart, the wishlist). */
function DrawerItem({
  name,
  icon,
  label,
  count,
}: {
  name: 'cart' | 'wishlist';
  icon: ReactNode;
  label: string;
  count: number;
}) {
  const { drawer } = useDrawers();
  const countLabel = useCountLabel();
  return (
    <li className="flex flex-1">
      <DrawerButton
        name={name}
        className={`${item} ${tone(drawer === name)}`}
        label={countLabel(label, count)}
      >
        <Inner icon={icon} label={label} count={count} />
      </DrawerButton>
    </li>
  );
}

/** Small screens: Home, Compare, Carts (opens the cart), Favorite (the wishlist) and Account. */
export function MobileBottomBar({ store, loggedIn }: { store: StoreInfo; loggedIn: boolean }) {
  const t = useT();
  const cartCount = useCart().count;
  const wishCount = useWishlist().items.length;
  const compareCount = useCompareCount();
  const countLabel = useCountLabel();
  const path = splitLocale(useLocation().pathname).path;
  return (
    <nav
      aria-label={t('a11y.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {/* Fixed columns: a slow phone may paint the bar before all of it is parsed, and the items
          drawn first must not move when the rest arrive. */}
      <ul className={`grid ${store.store_code ? 'grid-cols-5' : 'grid-cols-4'}`}>
        <li className="flex flex-1">
          <Link
            to="/"
            className={`${item} ${tone(path === '/')}`}
            aria-current={path === '/' ? 'page' : undefined}
          >
            <Inner icon={homeIcon} label={t('bottomBar.home')} />
          </Link>
        </li>
        {store.store_code ? (
          <li className="flex flex-1">
            <Link
              to="/compare"
              className={`${item} ${tone(path === '/compare')}`}
              aria-label={countLabel(t('bottomBar.compare'), compareCount)}
            >
              <Inner icon={compareIcon} label={t('bottomBar.compare')} count={compareCount} />
            </Link>
          </li>
        ) : null}
        <DrawerItem name="cart" icon={cartIcon} label={t('bottomBar.carts')} count={cartCount} />
        {loggedIn ? (
          <DrawerItem name="wishlist" icon={heartIcon} label={t('bottomBar.favorite')} count={wishCount} />
        ) : (
          // A guest's wishlist is the page that says 'please login first' (works without JS).
          <li className="flex flex-1">
            <Link
              to="/wishlist"
              className={`${item} ${tone(path === '/wishlist')}`}
              aria-current={path === '/wishlist' ? 'page' : undefined}
            >
              <Inner icon={heartIcon} label={t('bottomBar.favorite')} />
            </Link>
          </li>
        )}
        <li className="flex flex-1">
          <Link to={loggedIn ? '/account/myaccount' : '/login'} className={`${item} ${tone(false)}`}>
            <Inner icon={userIcon} label={t('bottomBar.account')} />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
