import { Link } from '../../components/link';
import { ServiceIcon } from '../../components/services/service-icon';
import { TechnicianCard } from '../../components/services/technician-card';
import { Img } from '../../components/ui/img';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { shopPageTitle } from '../../data/account-pages.server';
import { idValue, loadServices } from '../../data/technicians.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/services';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, origin, locale } = loaderData.seo;
  return [{ title }, ...localeLinks(origin, '/services', locale)];
}

/** The service categories; `?cat_id=` shows one: what it covers, its technicians and packages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const raw = url.searchParams.get('cat_id');
  const categoryId = idValue(raw);
  const answer = await loadServices(context, raw === null ? undefined : (categoryId ?? 0));
  return {
    ...answer,
    messages: pageMessages(shop.locale, ['services']),
    seo: { title: shopPageTitle(shop, 'services.metaTitle'), origin: shop.origin, locale: shop.locale },
  };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, selected } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          <Text>{t('services.title')}</Text>
        </h1>
        <p className="text-slate-600">
          <Text>{t('services.intro')}</Text>
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-label={t('services.title')}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/services?cat_id=${category.id}`}
              aria-current={selected?.id === category.id ? 'page' : undefined}
              className={`flex h-full min-h-24 flex-col items-start gap-2 rounded-2xl border bg-white p-4 hover:border-accent ${
                selected?.id === category.id ? 'border-accent ring-2 ring-accent/30' : 'border-slate-200'
              }`}
            >
              <ServiceIcon name={category.icon} className="size-7 text-accent-ink" />
              <span className="font-bold text-slate-900">{category.name}</span>
              <span className="text-sm text-slate-500">
                <Text>{t('services.technicianCount', { count: category.freelancer_count })}</Text>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/services/allfreelancer"
        className="min-h-11 self-start py-2 font-semibold text-accent-ink hover:underline"
      >
        <Text>{t('services.allTechnicians')}</Text> →
      </Link>
      {selected && (
        <section aria-labelledby="service-selected" className="flex flex-col gap-5">
          <div className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-4 md:p-6">
            <h2 id="service-selected" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <ServiceIcon name={selected.icon} className="size-6 text-accent-ink" />
              {selected.name}
            </h2>
            <p className="text-slate-700">{selected.description}</p>
          </div>
          <h3 className="text-lg font-bold text-slate-900">
            <Text>{t('services.technicians')}</Text>
          </h3>
          {selected.freelancers.length === 0 ? (
            <p className="text-slate-600">
              <Text>{t('services.noTechnicians')}</Text>
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {selected.freelancers.map((f) => (
                <TechnicianCard key={f.id} technician={f} />
              ))}
            </ul>
          )}
          {selected.products.length > 0 && (
            <>
              <h3 className="text-lg font-bold text-slate-900">
                <Text>{t('services.products')}</Text>
              </h3>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {selected.products.map((p) => (
                  <li key={p.id}>
                    <Link
                      to={`/product/${p.id}`}
                      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 hover:border-accent"
                    >
                      <Img
                        src={p.image ?? ''}
                        alt=""
                        width={240}
                        height={240}
                        className="aspect-square w-full rounded-xl object-contain"
                      />
                      <span className="text-sm font-semibold text-slate-900">{p.name}</span>
                      <span className="flex flex-wrap items-baseline gap-2">
                        <span className="font-bold text-rose-600">{p.paidText}</span>
                        {p.regularText && <s className="text-sm text-slate-400">{p.regularText}</s>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link
            to="/services"
            className="min-h-11 self-start py-2 text-sm font-semibold text-accent-ink hover:underline"
          >
            <Text>{t('services.backToServices')}</Text>
          </Link>
        </section>
      )}
    </div>
  );
}
