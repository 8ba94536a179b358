import type { StoreInfo } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../constants';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Icon, xIcon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

/** Small screens: an invitation to download the app, dismissible, remembered in localStorage. */
export function AppBanner({ store }: { store: StoreInfo }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEYS.appBannerDismissed)) setDismissed(true);
    } catch {
      // Storage disabled: keep showing the banner.
    }
  }, []);

  if (dismissed) return null;
  return (
    <aside
      aria-label={t('appBanner.title', { shop: store.name })}
      className="app-banner flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 md:hidden"
    >
      <button
        type="button"
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEYS.appBannerDismissed, String(Date.now()));
          } catch {
            // Storage disabled: dismissed for this page only.
          }
          setDismissed(true);
        }}
        className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-200"
        aria-label={t('appBanner.dismiss')}
      >
        <Icon shape={xIcon} className="size-4" />
      </button>
      <Img
        src={store.logo}
        alt=""
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-xl bg-white object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">
          <Text>{t('appBanner.title', { shop: store.name })}</Text>
        </p>
        <p className="truncate text-xs text-slate-600">
          <Text>{t('appBanner.text')}</Text>
        </p>
      </div>
      <Link
        to="/download"
        reloadDocument
        className="shrink-0 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-on-accent hover:bg-accent-strong"
      >
        <Text>{t('appBanner.download')}</Text>
      </Link>
    </aside>
  );
}
