import { HELP_SEARCH_MAX } from '@shop/contracts';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Text } from '../../components/ui/text';
import { helpApi, text } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/help-center';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, locale, searched } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    // A search's results are a lookup: not a page to index.
    ...(searched ? [{ name: 'robots', content: 'noindex' }] : localeLinks(origin, '/help-center', locale)),
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = helpApi(context);
  const raw = new URL(request.url).searchParams.get('q');
  const q = raw?.trim().slice(0, HELP_SEARCH_MAX) ?? '';
  const [categories, results] = await Promise.all([
    api.categories(),
    q ? api.search(q) : Promise.resolve(null),
  ]);
  return {
    messages: pageMessages(api.shop.locale, ['help']),
    categories,
    q,
    results,
    seo: {
      title: `${text(api.shop, 'help.title')} – ${api.shop.store.name}`,
      description: text(api.shop, 'help.intro'),
      origin: api.shop.origin,
      locale: api.shop.locale,
      searched: raw !== null,
    },
  };
}

export const card =
  'block min-h-11 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-accent focus-visible:ring-2';

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, q, results } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('help.title') }]} />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('help.title')}</Text>
      </h1>
      <p className="mt-2 text-slate-600">
        <Text>{t('help.intro')}</Text>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in every browser the shops' customers use */}
      <form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="help-q" className="sr-only">
          <Text>{t('help.searchLabel')}</Text>
        </label>
        <input
          id="help-q"
          type="search"
          name="q"
          defaultValue={q}
          required
          maxLength={HELP_SEARCH_MAX}
          placeholder={t('help.searchPlaceholder')}
          className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-4 text-base"
        />
        <button type="submit" className="h-12 rounded-xl bg-accent px-5 font-semibold text-white">
          <Text>{t('help.searchButton')}</Text>
        </button>
      </form>
      {results ? (
        <section aria-labelledby="help-results" className="mt-8">
          <h2 id="help-results" role="status" className="text-lg font-bold text-slate-900">
            {results.length ? t('help.results', { count: results.length, q }) : t('help.noResults', { q })}
          </h2>
          <ul className="mt-4 space-y-3">
            {results.map((r) => (
              <li key={r.id}>
                <Link to={`/help-center/detail/${r.id}`} className={card}>
                  <span className="font-semibold text-slate-900">{r.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{r.snippet || r.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="help-topics" className="mt-10">
        <h2 id="help-topics" className="text-lg font-bold text-slate-900">
          <Text>{t('help.topics')}</Text>
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/help-center/category/${c.id}`} className={`${card} h-full`}>
                <span className="font-semibold text-slate-900">{c.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{c.description}</span>
                <span className="mt-2 block text-xs font-medium text-slate-500">
                  <Text>{t('help.articles', { count: c.article_count })}</Text>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to="/help-center/index-copy"
            className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline"
          >
            <Text>{t('help.faqLink')}</Text>
          </Link>
        </p>
      </section>
    </div>
  );
}
