import type { StoreInfo } from '@shop/contracts';
import { splitLocale } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useShopUi } from '../../state/shop-ui';
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
  const ui = useShopUi();
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
              aria-label={count(t('bottomBar.compare'), ui.compareCount)}
            >
              <Inner icon={compareIcon} label={t('bottomBar.compare')} count={ui.compareCount} />
            </Link>
          </li>
        ) : null}
        <li className="flex flex-1">
          <button
            type="button"
            className={`${item} ${tone(ui.drawer === 'cart')}`}
            onClick={() => ui.openDrawer('cart')}
            aria-haspopup="dialog"
            {...drawerTriggerProps}
            aria-expanded={ui.drawer === 'cart'}
            aria-label={count(t('bottomBar.carts'), ui.cartCount)}
          >
            <Inner icon={cartIcon} label={t('bottomBar.carts')} count={ui.cartCount} />
          </button>
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            className={`${item} ${tone(ui.drawer === 'wishlist')}`}
            onClick={() => ui.openDrawer('wishlist')}
            aria-haspopup="dialog"
            {...drawerTriggerProps}
            aria-expanded={ui.drawer === 'wishlist'}
            aria-label={count(t('bottomBar.favorite'), ui.wishlist.length)}
          >
            <Inner icon={heartIcon} label={t('bottomBar.favorite')} count={ui.wishlist.length} />
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
