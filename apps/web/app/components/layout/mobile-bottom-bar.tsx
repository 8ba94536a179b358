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
import { CountBadge } from '../ui/count-badge';
import { compareIcon, homeIcon, Icon } from '../ui/icons';
import { cartIcon, heartIcon, userIcon } from './chrome-icons';
import { drawerTriggerProps } from './lazy-drawers';

const item =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] leading-4 font-medium';

function Inner({ icon, label, count = 0 }: { icon: ReactNode; label: string; count?: number }) {
  return (
    <>
      <span className="relative">
        <Icon shape={icon} className="size-[22px]" />
        <CountBadge count={count} />
      </span>
      <span className="max-w-full truncate px-1">{label}</span>
    </>
  );
}

/** Small screens: Home, Compare, Carts (opens the cart), Favorite (the wishlist) and Account. */
export function MobileBottomBar({ store, loggedIn }: { store: StoreInfo; loggedIn: boolean }) {
  const t = useT();
  const { drawer, openDrawer } = useDrawers();
  const cartCount = useCart().count;
  const wishCount = useWishlist().items.length;
  const compareCount = useCompareCount();
  const path = splitLocale(useLocation().pathname).path;
  const tone = (active: boolean) => (active ? 'text-accent-ink' : 'text-slate-600');
  const count = (label: string, n: number) =>
    n > 0 ? `${label}, ${t('a11y.itemCount', { count: n })}` : label;
  return (
    <nav
      aria-label={t('a11y.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
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
              aria-label={count(t('bottomBar.compare'), compareCount)}
            >
              <Inner icon={compareIcon} label={t('bottomBar.compare')} count={compareCount} />
            </Link>
          </li>
        ) : null}
        <li className="flex flex-1">
          <button
            type="button"
            className={`${item} ${tone(drawer === 'cart')}`}
            onClick={() => openDrawer('cart')}
            aria-haspopup="dialog"
            {...drawerTriggerProps}
            aria-expanded={drawer === 'cart'}
            aria-label={count(t('bottomBar.carts'), cartCount)}
          >
            <Inner icon={cartIcon} label={t('bottomBar.carts')} count={cartCount} />
          </button>
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            className={`${item} ${tone(drawer === 'wishlist')}`}
            onClick={() => openDrawer('wishlist')}
            aria-haspopup="dialog"
            {...drawerTriggerProps}
            aria-expanded={drawer === 'wishlist'}
            aria-label={count(t('bottomBar.favorite'), wishCount)}
          >
            <Inner icon={heartIcon} label={t('bottomBar.favorite')} count={wishCount} />
          </button>
        </li>
        <li className="flex flex-1">
          <Link to={loggedIn ? '/account/myaccount' : '/login'} className={`${item} ${tone(false)}`}>
            <Inner icon={userIcon} label={t('bottomBar.account')} />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
