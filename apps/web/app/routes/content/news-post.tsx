import { HTML_LANG } from '@shop/i18n';
import { RichText, richPlainText } from '../../components/content/rich-text';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Img } from '../../components/ui/img';
import { Text } from '../../components/ui/text';
import { pathId } from '../../data/errors.server';
import { dateText, helpApi } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { absoluteUrl, localeLinks, openGraph } from '../../utils/seo';
import type { Route } from './+types/news-post';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale, image, jsonLd } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    ...localeLinks(origin, path, locale),
    ...openGraph({ title, description, url: `${origin}${path}`, image: image || undefined, type: 'article' }),
    { 'script:ld+json': jsonLd },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = pathId(params.id);
  const api = helpApi(context);
  const post = await api.post(id);
  const path = `/news/${post.id}`;
  const { store, origin, locale } = api.shop;
  return {
    post,
    messages: pageMessages(locale, ['news']),
    date: dateText(post.published_at, locale),
    seo: {
      title: `${post.title} – ${store.name}`,
      description: post.summary || richPlainText(post.body).slice(0, 160),
      origin,
      path,
      locale,
      image: post.image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.summary || undefined,
        image: post.image ? [absoluteUrl(origin, post.image)] : undefined,
        datePublished: post.published_at,
        inLanguage: HTML_LANG[locale],
        mainEntityOfPage: `${origin}${path}`,
        publisher: { '@type': 'Organization', name: store.name },
      },
    },
  };
}

export default function NewsPost({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, date } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('news.title'), to: '/news' }, { name: post.title }]} />
      <article className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{post.title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          <time dateTime={post.published_at}>
            <Text>{t('news.published', { date })}</Text>
          </time>
        </p>
        {post.image ? (
          <Img
            src={post.image}
            alt=""
            width={1600}
            height={600}
            loading="eager"
            className="mt-6 aspect-[8/3] w-full rounded-2xl object-cover"
          />
        ) : null}
        <RichText text={post.body} className="mt-6" />
      </article>
      <p className="mt-10">
        <Link
          to="/news"
          className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline"
        >
          <Text>{t('news.back')}</Text>
        </Link>
      </p>
    </div>
  );
}
