import { RichText, richHeadings } from '../../components/content/rich-text';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Text } from '../../components/ui/text';
import { dateText, helpApi, text } from '../../data/help.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/policy';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, locale } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    ...localeLinks(origin, '/policy', locale),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = helpApi(context);
  const sections = await api.policy();
  return {
    messages: pageMessages(api.shop.locale, ['policy']),
    sections: sections.map((s) => ({
      ...s,
      updated: dateText(s.updated_at, api.shop.locale),
      headings: richHeadings(s.body, s.slug),
    })),
    seo: {
      title: `${text(api.shop, 'policy.title')} – ${api.shop.store.name}`,
      description: text(api.shop, 'policy.intro'),
      origin: api.shop.origin,
      locale: api.shop.locale,
    },
  };
}

const tocLink = 'inline-flex min-h-11 items-center hover:text-accent-ink hover:underline';

export default function Policy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sections } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 md:px-6 md:py-10">
      <Breadcrumbs crumbs={[{ name: t('policy.title') }]} />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('policy.title')}</Text>
      </h1>
      <nav aria-labelledby="policy-toc" className="mt-6 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h2 id="policy-toc" className="font-bold text-slate-900">
          <Text>{t('policy.contents')}</Text>
        </h2>
        <ol className="mt-2 space-y-1">
          {sections.map((s) => (
            <li key={s.slug}>
              <a href={`#${s.slug}`} className={`${tocLink} font-semibold text-slate-800`}>
                {s.title}
              </a>
              {s.headings.length ? (
                <ol className="ps-4 text-sm text-slate-600">
                  {s.headings.map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className={tocLink}>
                        {h.text}
                      </a>
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.slug} id={s.slug} aria-labelledby={`${s.slug}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${s.slug}-title`} className="text-xl font-extrabold text-slate-900">
            {s.title}
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            <Text>{t('policy.updated', { date: s.updated })}</Text>
          </p>
          <RichText text={s.body} anchorPrefix={s.slug} headingLevel={3} className="mt-4" />
        </section>
      ))}
    </div>
  );
}
