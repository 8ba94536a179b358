import { RichText, richPlainText } from '../../components/content/rich-text';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Text } from '../../components/ui/text';
import { helpApi, text } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/help-faq';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, locale, jsonLd } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    ...localeLinks(origin, '/help-center/index-copy', locale),
    { 'script:ld+json': jsonLd },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = helpApi(context);
  const faq = await api.faq();
  return {
    messages: pageMessages(api.shop.locale, ['help']),
    faq,
    seo: {
      title: `${text(api.shop, 'help.faqTitle')} – ${api.shop.store.name}`,
      description: text(api.shop, 'help.intro'),
      origin: api.shop.origin,
      locale: api.shop.locale,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faq.flatMap((c) =>
          c.articles.map((a) => ({
            '@type': 'Question',
            name: a.title,
            acceptedAnswer: { '@type': 'Answer', text: richPlainText(a.body) },
          })),
        ),
      },
    },
  };
}

export default function HelpFaq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('help.title'), to: '/help-center' }, { name: t('help.faqTitle') }]} />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('help.faqTitle')}</Text>
      </h1>
      {loaderData.faq.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`} className="mt-8">
          <h2 id={`faq-${category.id}`} className="text-lg font-bold text-slate-900">
            {category.name}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {category.articles.map((a) => (
              <details key={a.id} id={`article-${a.id}`} className="group">
                <summary className="flex min-h-12 cursor-pointer items-center px-4 py-3 font-semibold text-slate-900">
                  {a.title}
                </summary>
                <div className="px-4 pb-4">
                  <RichText text={a.body} anchorPrefix={`article-${a.id}`} headingLevel={3} />
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
