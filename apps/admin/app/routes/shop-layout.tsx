import { may, type Permission } from '@shop/contracts/admin-rules';
import { data, NavLink, Outlet } from 'react-router';
import { TopBar } from '../components/top-bar';
import { meContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { Route } from './+types/shop-layout';

/** The shop of the address, if the staff member works there (else 404, as for a shop that is not). */
export function loader({ params, context }: Route.LoaderArgs) {
  const me = context.get(meContext);
  const shop = me.shops.find((s) => s.store_code === params.store);
  if (!shop) throw data({ reason: 'not-found' }, { status: 404 });
  return { me, shop };
}

const TABS: { to: string; label: MessageKey; needs: Permission; end?: boolean }[] = [
  { to: '', label: 'nav.dashboard', needs: 'reports.read', end: true },
  { to: 'orders', label: 'nav.orders', needs: 'orders.read' },
  { to: 'tickets', label: 'nav.tickets', needs: 'tickets.manage' },
  { to: 'products', label: 'nav.products', needs: 'catalogue.write' },
  { to: 'categories', label: 'nav.categories', needs: 'catalogue.write' },
  { to: 'brands', label: 'nav.brands', needs: 'catalogue.write' },
  { to: 'content', label: 'nav.content', needs: 'content.write' },
  { to: 'settings', label: 'nav.settings', needs: 'shop.settings' },
  { to: 'staff', label: 'nav.staff', needs: 'staff.manage' },
  { to: 'audit', label: 'nav.audit', needs: 'audit.read' },
];

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { me, shop } = loaderData;
  const t = useT();
  const { locale } = useI18n();
  const base = `/s/${shop.store_code}`;
  const tabs = TABS.filter((tab) => may(shop.role, tab.needs));
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('app.skip')}
      </a>
      <TopBar me={me} title={shop.names[locale]}>
        <nav aria-label={t('nav.menu')} className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 pb-1">
          {tabs.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to ? `${base}/${tab.to}` : base}
              end={tab.end}
              className={({ isActive }) =>
                `min-h-11 shrink-0 content-center rounded-md px-3 text-sm font-medium ${isActive ? 'bg-brand-soft text-brand-strong' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
      </TopBar>
      <main id="main" className="mx-auto max-w-6xl p-3 sm:p-4">
        <Outlet />
      </main>
    </>
  );
}
