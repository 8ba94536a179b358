import type { StoreInfo } from '@shop/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useCart } from '../../state/cart';
import { useCompareCount } from '../../state/compare';
import { useWishlist } from '../../state/wishlist';
import { Link } from '../link';
import { SearchBar } from '../search/search-bar';
import { IconWithCount, useCountLabel } from '../ui/count-badge';
import { compareIcon, helpIcon, Icon, searchIcon, xIcon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';
import { cartIcon, heartIcon, menuIcon, trackingIcon, userIcon, warrantyIcon } from './chrome-icons';
import { LanguageSwitcher } from './language-switcher';
import { DrawerButton } from './lazy-drawers';

/** The search field's fragment: the small screens' search icon links to it. */
const SEARCH_FRAGMENT = 'header-search';

const action =
  'relative flex flex-col items-center justify-center gap-0.5 rounded-xl px-2 py-1.5 text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 min-w-11 min-h-11';

function Label({ children }: { children: ReactNode }) {
  return <span className="hidden text-[11px] leading-4 font-medium lg:block">{children}</span>;
}

function HeaderLink({
  to,
  icon,
  label,
  count = 0,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  count?: number;
}) {
  const countLabel = useCountLabel();
  return (
    <Link to={to} className={action} aria-label={countLabel(label, count)}>
      <IconWithCount icon={icon} count={count} />
      <Label>
        <Text>{label}</Text>
      </Label>
    </Link>
  );
}

/** A button that opens a drawer (the wishlist, the cart). */
function HeaderButton({
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
  const countLabel = useCountLabel();
  return (
    <DrawerButton name={name} className={action} label={countLabel(label, count)}>
      <IconWithCount icon={icon} count={count} />
      <Label>
        <Text>{label}</Text>
      </Label>
    </DrawerButton>
  );
}

/** The header of the main layout (section 2 of the specification). */
export function Header({ store, loggedIn }: { store: StoreInfo; loggedIn: boolean }) {
  const t = useT();
  const cartCount = useCart().count;
  const wishCount = useWishlist().items.length;
  const compareCount = useCompareCount();
  // Small screens: the search field opens below the header row from an icon.
  const [searchOpen, setSearchOpen] = useState(false);
  // Until hydrated the field shows when its fragment is the target (the icon is a link to it);
  // after, the icon decides. A fragment followed before then opens it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (window.location.hash !== `#${SEARCH_FRAGMENT}`) return;
    setSearchOpen(true);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return (
    <header className="border-t-[3px] border-b border-t-accent border-b-slate-100 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 md:flex-nowrap md:gap-5 md:px-6 md:py-3">
        <DrawerButton
          name="category"
          className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
          label={t('a11y.openMenu')}
        >
          <Icon shape={menuIcon} className="size-6" />
        </DrawerButton>
        {/* A link to the field's fragment (a `:target` shows it) until hydrated, and without JavaScript. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a link before hydration, a button after */}
        <a
          href={`#${SEARCH_FRAGMENT}`}
          role="button"
          className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
          onClick={(event) => {
            event.preventDefault();
            setSearchOpen((open) => !open);
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            setSearchOpen((open) => !open);
          }}
          aria-expanded={searchOpen}
          aria-controls={SEARCH_FRAGMENT}
          aria-label={searchOpen ? t('search.close') : t('search.open')}
        >
          <Icon shape={searchOpen ? xIcon : searchIcon} className="size-6" />
        </a>

        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-xl py-1 pr-1">
          <Img
            src={store.logo}
            alt=""
            width={44}
            height={44}
            loading="eager"
            fetchPriority="high"
            className="size-9 shrink-0 rounded-lg object-contain md:size-11"
          />
          <span className="truncate text-lg leading-tight font-extrabold tracking-tight text-slate-900 md:text-xl">
            {store.name}
          </span>
        </Link>

        <div
          id={SEARCH_FRAGMENT}
          data-slot="search"
          className={`order-3 h-11 min-w-0 basis-full scroll-mt-16 md:order-none md:block md:flex-1 md:basis-auto ${searchOpen ? 'mb-1' : hydrated ? 'hidden' : 'hidden target:mb-1 target:block'}`}
        >
          {/* Open from the icon (small screens only), the field is the header bar's. */}
          <SearchBar autoFocus={searchOpen} from={searchOpen ? 'header' : 'field'} />
        </div>

        <nav aria-label={t('a11y.quickActions')} className="ml-auto flex items-center gap-0.5 md:ml-0">
          <div className="hidden items-center gap-0.5 md:flex">
            <HeaderLink to="/help-center" icon={helpIcon} label={t('header.help')} />
            <HeaderLink to="/warranty" icon={warrantyIcon} label={t('header.warranty')} />
            <HeaderLink to="/tracking-delivery" icon={trackingIcon} label={t('header.tracking')} />
            <span className="mx-1 h-8 w-px bg-slate-200" aria-hidden="true" />
            {store.store_code ? (
              <HeaderLink to="/compare" icon={compareIcon} label={t('header.compare')} count={compareCount} />
            ) : null}
            {loggedIn ? (
              <HeaderButton name="wishlist" icon={heartIcon} label={t('header.wishlist')} count={wishCount} />
            ) : (
              // A guest's wishlist is the page that says 'please login first' (works without JS).
              <HeaderLink to="/wishlist" icon={heartIcon} label={t('header.wishlist')} />
            )}
            <HeaderButton name="cart" icon={cartIcon} label={t('header.cart')} count={cartCount} />
            {loggedIn ? (
              <HeaderLink to="/account/myaccount" icon={userIcon} label={t('header.myAccount')} />
            ) : (
              <HeaderLink to="/login" icon={userIcon} label={t('header.login')} />
            )}
          </div>
          <LanguageSwitcher className="ml-1 md:ml-3" />
        </nav>
      </div>
    </header>
  );
}
