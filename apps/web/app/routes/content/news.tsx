import { NEWS_PAGE_SIZE } from '@shop/contracts';
import { data } from 'react-router';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Pagination } from '../../components/listing/pagination';
import { Img } from '../../components/ui/img';
import { Text } from '../../components/ui/text';
import { dateText, helpApi, text } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks, pageParam } from '../../utils/seo';
import type { Route } from './+types/news';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale } = loaderData.seo;
  return [{ title }, { name: 'description', content: description }, ...localeLinks(origin, path, locale)];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = helpApi(context);
  const page = pageParam(new URL(request.url));
  const news = await api.news(page, NEWS_PAGE_SIZE);
  // A page past the last is no page (the first page of an empty list still is).
  if (page > news.last_page) throw data(null, { status: 404 });
  return {
    messages: pageMessages(api.shop.locale, ['news']),
    posts: news.data.map((p) => ({ ...p, date: dateText(p.published_at, api.shop.locale) })),
    page: news.current_page,
    lastPage: news.last_page,
    seo: {
      title: `${text(api.shop, 'news.title')} – ${api.shop.store.name}`,
      description: text(api.shop, 'news.intro'),
      origin: api.shop.origin,
      path: page > 1 ? `/news?page=${page}` : '/news',
      locale: api.shop.locale,
    },
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { posts, page, lastPage } = loaderData;
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('news.title') }]} />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('news.title')}</Text>
      </h1>
      {posts.length === 0 ? (
        <p className="py-16 text-center text-slate-500">
          <Text>{t('news.empty')}</Text>
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/news/${post.id}`}
              className="block h-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:ring-accent"
            >
              <Img
                src={post.image}
                alt=""
                width={800}
                height={300}
                className="aspect-[8/3] w-full object-cover"
              />
              <span className="block p-4">
                <time dateTime={post.published_at} className="text-xs font-medium text-slate-500">
                  {post.date}
                </time>
                <span className="mt-1 block font-bold text-slate-900">{post.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{post.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} last={lastPage} href={(p) => (p > 1 ? `/news?page=${p}` : '/news')} />
    </div>
  );
}
