import { Link, useRouteLoaderData } from 'react-router';
import { TopBar } from '../components/top-bar';
import { useI18n, useT } from '../i18n/i18n';
import { landingOf } from '../utils/landing';
import type { loader as signedIn } from './signed-in';

export function meta() {
  return [{ title: 'Shops – Shop back office' }];
}

/** The shops the staff member works for, with their role; the operator also opens new ones. */
export default function Shops() {
  const { me } = useRouteLoaderData<typeof signedIn>('routes/signed-in') ?? { me: null };
  const t = useT();
  const { locale } = useI18n();
  if (!me) return null;
  return (
    <>
      <TopBar me={me} title={t('app.name')} />
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
        <h1 className="text-xl font-bold">{t('shops.title')}</h1>
        {me.shops.length === 0 ? <p className="text-slate-600">{t('shops.none')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {me.shops.map((shop) => (
            <li key={shop.store_code}>
              <Link
                to={landingOf(shop.store_code, shop.role)}
                className="flex min-h-20 flex-col justify-center rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
              >
                <span className="text-lg font-semibold">{shop.names[locale]}</span>
                <span className="text-sm text-slate-600">
                  {shop.store_code} · {t('shops.role', { role: t(`role.${shop.role}`) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {me.staff.operator ? (
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link
              to="/platform/shops"
              className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
            >
              {t('nav.platformShops')}
            </Link>
            <Link
              to="/platform/shops/new"
              className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
            >
              {t('nav.newShop')}
            </Link>
          </p>
        ) : null}
      </main>
    </>
  );
}
