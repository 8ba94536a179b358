import { MESSAGES, translate } from '@shop/i18n';
import { Pagination } from '../../components/listing/pagination';
import { ProductGrid } from '../../components/listing/product-grid';
import { EmptyPage } from '../../components/ui/empty-state';
import { searchIcon } from '../../components/ui/icons';
import { apiContext, shopContext } from '../../context.server';
import { requireApi } from '../../data/errors.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { cardProduct } from '../../utils/money';
import { localeLinks, openGraph, pageParam } from '../../utils/seo';
import type { Route } from './+types/search';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, locale } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    // Results pages are for shoppers, not for search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
    ...localeLinks(origin, path, locale),
    ...openGraph({ title, description, url: `${origin}${path}` }),
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  const term = params.term.trim();
  const page = pageParam(new URL(request.url));
  const result = term
    ? await requireApi(() => catalogue.search(apiContext(shop), term, page), shop.locale, 'search')
    : { data: [], current_page: 1, last_page: 1, total: 0, total_capped: false };
  const messages = MESSAGES[shop.locale];
  const base = `/search/${encodeURIComponent(term)}`;
  return {
    term,
    products: result.data.map((p) => cardProduct(p, shop.locale)),
    page: result.current_page,
    lastPage: result.last_page,
    total: result.total,
    // More match than counted: the count goes a few pages past this one (decision 004).
    more: result.total_capped,
    seo: {
      title: translate(messages, 'meta.searchTitle', { term, shop: shop.store.name }),
      description: translate(messages, 'meta.searchDescription', { term, shop: shop.store.name }),
      origin: shop.origin,
      path: page > 1 ? `${base}?page=${page}` : base,
      locale: shop.locale,
    },
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { term, products, page, lastPage, total, more } = loaderData;
  const base = `/search/${encodeURIComponent(term)}`;
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-6 md:px-6 md:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 md:text-3xl">
          {t('search.title', { term })}
        </h1>
        {total > 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {t(more ? 'search.resultsMore' : 'search.results', { count: String(total) })}
            {lastPage > 1
              ? ` · ${more ? t('pagination.page', { page: String(page) }) : t('pagination.ofPages', { page: String(page), pages: String(lastPage) })}`
              : ''}
          </p>
        ) : null}
      </header>
      {products.length > 0 ? (
        <>
          <ProductGrid products={products} />
          <Pagination
            page={page}
            last={lastPage}
            more={more}
            href={(p) => (p > 1 ? `${base}?page=${p}` : base)}
          />
        </>
      ) : (
        <EmptyPage
          testId="search-empty"
          icon={searchIcon}
          title={t('search.empty', { term })}
          hint={t('search.emptyHint')}
          link={{ to: '/', text: t('search.browse') }}
        />
      )}
    </div>
  );
}
