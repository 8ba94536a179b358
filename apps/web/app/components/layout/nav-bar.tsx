import type { StoreInfo } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { helpIcon, Icon } from '../ui/icons';
import { Text } from '../ui/text';
import {
  cameraIcon,
  gridIcon,
  newsIcon,
  pcbuilderIcon,
  phoneIcon,
  promotionIcon,
  servicesIcon,
  smarthomeIcon,
  sparepartIcon,
  tagIcon,
  trackingIcon,
  warrantyIcon,
} from './chrome-icons';
import { DrawerButton } from './lazy-drawers';

/** Icons a shop's menu item may name (store.menu[].icon); any other name gets the tag. */
const MENU_ICONS: Record<string, ReactNode> = {
  phone: phoneIcon,
  camera: cameraIcon,
  smarthome: smarthomeIcon,
  promotion: promotionIcon,
  pcbuilder: pcbuilderIcon,
  sparepart: sparepartIcon,
  services: servicesIcon,
  news: newsIcon,
  help: helpIcon,
  warranty: warrantyIcon,
  tracking: trackingIcon,
};

const pill =
  'flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors';

/** The second bar: All Category, All Brand, then the shop's own menu. */
export function NavBar({ store }: { store: StoreInfo }) {
  const t = useT();
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="border-b border-slate-200 bg-white text-slate-700">
      <div className="scrollbar-none mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-3 py-1.5 md:px-6">
        <DrawerButton
          name="category"
          className={`${pill} hidden bg-accent text-on-accent hover:bg-accent-strong md:flex`}
        >
          <Icon shape={gridIcon} className="size-[18px]" />
          <Text>{t('header.allCategory')}</Text>
        </DrawerButton>
        <DrawerButton name="brand" className={`${pill} min-h-11 hover:bg-slate-100 hover:text-slate-950`}>
          <Icon shape={tagIcon} className="size-[18px]" />
          <Text>{t('header.allBrand')}</Text>
        </DrawerButton>
        {store.menu.length > 0 ? (
          <span className="mx-1 h-5 w-px shrink-0 bg-slate-200" aria-hidden="true" />
        ) : null}
        <ul className="flex items-center gap-1">
          {store.menu.map((item) => (
            <li key={`${item.to}-${item.title}`}>
              <Link to={item.to} className={`${pill} hover:bg-slate-100 hover:text-slate-950 ${item.class}`}>
                <Icon shape={MENU_ICONS[item.icon] ?? tagIcon} className="size-[18px]" />
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
