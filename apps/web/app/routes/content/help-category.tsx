import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { pathId } from '../../data/errors.server';
import { helpApi, text } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/help-category';
import { card } from './help-center';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale } = loaderData.seo;
  return [{ title }, { name: 'description', content: description }, ...localeLinks(origin, path, locale)];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = pathId(params.id);
  const api = helpApi(context);
  const { category, articles } = await api.category(id);
  return {
    messages: pageMessages(api.shop.locale, ['help']),
    category,
    articles,
    seo: {
      title: `${text(api.shop, 'help.categoryTitle', { name: category.name })} – ${api.shop.store.name}`,
      description: category.description,
      origin: api.shop.origin,
      path: `/help-center/category/${category.id}`,
      locale: api.shop.locale,
    },
  };
}

export default function HelpCategory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, articles } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('help.title'), to: '/help-center' }, { name: category.name }]} />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        {category.name}
      </h1>
      <p className="mt-2 text-slate-600">{category.description}</p>
      <ul className="mt-6 space-y-3">
        {articles.map((a) => (
          <li key={a.id}>
            <Link to={`/help-center/detail/${a.id}`} className={card}>
              <span className="font-semibold text-slate-900">{a.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{a.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
