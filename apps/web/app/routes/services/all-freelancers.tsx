import { Pagination } from '../../components/listing/pagination';
import { TechnicianCard } from '../../components/services/technician-card';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { shopPageTitle } from '../../data/account-pages.server';
import { idValue, loadFreelancers } from '../../data/technicians.server';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks, pageParam } from '../../utils/seo';
import type { Route } from './+types/all-freelancers';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, origin, locale, filtered } = loaderData.seo;
  return [
    { title },
    ...(filtered ? [{ name: 'robots', content: 'noindex' }] : []),
    ...localeLinks(origin, '/services/allfreelancer', locale),
  ];
}

/** Every technician, filtered by service and area with a GET form (no JavaScript needed). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const skill = idValue(url.searchParams.get('skill'));
  const area = idValue(url.searchParams.get('area'));
  const page = pageParam(url);
  const list = await loadFreelancers(context, { skill, area, page });
  return {
    list,
    messages: pageMessages(shop.locale, ['services']),
    skill: skill ?? null,
    area: area ?? null,
    seo: {
      title: shopPageTitle(shop, 'services.metaTechnicians'),
      origin: shop.origin,
      locale: shop.locale,
      filtered: skill !== undefined || area !== undefined || page > 1,
    },
  };
}

const selectClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-accent';

export default function AllFreelancers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const { list, skill, area } = loaderData;
  const href = (page: number) => {
    const q = new URLSearchParams();
    if (skill) q.set('skill', String(skill));
    if (area) q.set('area', String(area));
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return `/services/allfreelancer${s ? `?${s}` : ''}`;
  };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('services.techniciansTitle')}</Text>
      </h1>
      <form
        method="get"
        action={localize('/services/allfreelancer')}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          <Text>{t('services.filterSkill')}</Text>
          <select name="skill" defaultValue={skill ?? ''} className={selectClass}>
            <option value="">{t('services.anySkill')}</option>
            {list.skills.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          <Text>{t('services.filterArea')}</Text>
          <select name="area" defaultValue={area ?? ''} className={selectClass}>
            <option value="">{t('services.anyArea')}</option>
            {list.areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-xl bg-accent px-5 font-bold text-white">
          <Text>{t('services.filter')}</Text>
        </button>
      </form>
      {list.data.length === 0 ? (
        <p role="status" className="py-10 text-center text-slate-600">
          <Text>{t('services.noResults')}</Text>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" aria-label={t('services.techniciansTitle')}>
          {list.data.map((f) => (
            <TechnicianCard key={f.id} technician={f} />
          ))}
        </ul>
      )}
      <Pagination page={list.current_page} last={list.last_page} href={href} />
    </div>
  );
}
