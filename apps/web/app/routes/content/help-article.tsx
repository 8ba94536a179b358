import { RichText } from '../../components/content/rich-text';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Text } from '../../components/ui/text';
import { pathId } from '../../data/errors.server';
import { dateText, helpApi } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/help-article';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale } = loaderData.seo;
  return [{ title }, { name: 'description', content: description }, ...localeLinks(origin, path, locale)];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = pathId(params.id);
  const api = helpApi(context);
  const article = await api.article(id);
  return {
    messages: pageMessages(api.shop.locale, ['help']),
    article,
    updated: dateText(article.updated_at, api.shop.locale),
    seo: {
      title: `${article.title} – ${api.shop.store.name}`,
      description: article.summary,
      origin: api.shop.origin,
      path: `/help-center/detail/${article.id}`,
      locale: api.shop.locale,
    },
  };
}

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { article, updated } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs
        crumbs={[
          { name: t('help.title'), to: '/help-center' },
          { name: article.category.name, to: `/help-center/category/${article.category.id}` },
          { name: article.title },
        ]}
      />
      <article className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{article.title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          <Text>{t('help.updated', { date: updated })}</Text>
        </p>
        <RichText text={article.body} className="mt-6" />
      </article>
      {article.related.length ? (
        <section aria-labelledby="help-related" className="mt-10 border-t border-slate-200 pt-6">
          <h2 id="help-related" className="text-lg font-bold text-slate-900">
            <Text>{t('help.related')}</Text>
          </h2>
          <ul className="mt-3 space-y-2">
            {article.related.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/help-center/detail/${r.id}`}
                  className="inline-flex min-h-11 items-center font-medium text-accent-ink underline"
                >
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
