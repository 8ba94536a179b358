import { parseId } from '@shop/contracts/constants';
import { MESSAGES, type MessageKey, splitLocale, translate } from '@shop/i18n';
import { data, Form } from 'react-router';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/listing/breadcrumbs';
import { Pagination } from '../../components/listing/pagination';
import { ProductGrid } from '../../components/listing/product-grid';
import { Text, Words } from '../../components/ui/text';
import { apiContext, shopContext } from '../../context.server';
import { LISTING_SORTS, type ListingFilters, type ListingSort } from '../../data/catalogue.server';
import { requireApi } from '../../data/errors.server';
import { servicesContext } from '../../data/services.server';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { cardProduct, nameWords } from '../../utils/money';
import { localeLinks, openGraph, pageParam } from '../../utils/seo';
import type { Route } from './+types/listing';

// One module for every listing page: /category (category or brand mode), the pages of a category
// by its slug (/phone, /camera, /smarthome, /sparepart) and /promotions.

/** The category of each fixed page, by slug. */
const SLUG_PAGES: Record<string, string> = {
  '/phone': 'phones',
  '/camera': 'cameras',
  '/smarthome': 'smart-home',
  '/sparepart': 'spare-parts',
};

/** The fixed pages whose parts are narrowed by the device they fit (brand, then model). */
const DEVICE_PAGES = new Set(['/sparepart']);

const SORT_LABEL: Record<ListingSort, MessageKey> = {
  newest: 'listing.sortNewest',
  price_asc: 'listing.sortPriceAsc',
  price_desc: 'listing.sortPriceDesc',
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, canonical, locale } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    ...localeLinks(origin, canonical, locale),
    ...openGraph({ title, description, url: `${origin}${canonical}` }),
  ];
}

const notFound = () => data(null, { status: 404 });

/** An id from the query (`parseId`); undefined when absent; 404 when not an id. */
function idParam(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

/** A price bound in USD; undefined when absent or not a number ≥ 0. */
function priceParam(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { shops, catalogue } = context.get(servicesContext);
  const url = new URL(request.url);
  const { path } = splitLocale(url.pathname);
  const query = url.searchParams;
  const messages = MESSAGES[shop.locale];
  const layout = await requireApi(() => shops.layoutData(shop.store, shop.locale), shop.locale, 'layout');

  const catId = idParam(query, 'cat_id');
  const subId = idParam(query, 'sub_id');
  const brandId = idParam(query, 'brand_id');
  const sortValue = query.get('sort');
  const sort = LISTING_SORTS.find((s) => s === sortValue);
  const filters: ListingFilters = {
    sort,
    price_min: priceParam(query, 'price_min'),
    price_max: priceParam(query, 'price_max'),
  };

  let mode: 'category' | 'brand' | 'promotions';
  let name: string;
  let description: string;
  const crumbs: { name: string; to?: string }[] = [];
  // The query that makes the page what it is (canonical address, pagination, hidden form fields).
  const identity: Record<string, string> = {};
  let category: (typeof layout.categories)[number] | undefined;
  const byDevice = DEVICE_PAGES.has(path);

  if (path === '/promotions') {
    mode = 'promotions';
    filters.promotion = 1;
    filters.brand_id = brandId;
    name = translate(messages, 'listing.promotions');
    description = translate(messages, 'meta.promotionsDescription', { shop: shop.store.name });
  } else if (catId !== undefined || SLUG_PAGES[path]) {
    mode = 'category';
    category =
      catId !== undefined
        ? layout.categories.find((c) => c.id === catId)
        : layout.categories.find((c) => c.slug === SLUG_PAGES[path]);
    if (!category) throw notFound();
    if (catId !== undefined) identity.cat_id = String(catId);
    filters.category_id = category.id;
    filters.brand_id = brandId;
    name = category.name;
    if (subId !== undefined) {
      const sub = (category.groups ?? []).flatMap((g) => g.subcategories).find((s) => s.id === subId);
      if (!sub) throw notFound();
      identity.sub_id = String(subId);
      filters.sub_id = subId;
      crumbs.push({ name: category.name, to: `${path}?cat_id=${category.id}` });
      name = sub.name;
    }
    description = translate(messages, 'meta.categoryDescription', { name, shop: shop.store.name });
    if (byDevice) {
      filters.device_brand = query.get('device_brand')?.trim() || undefined;
      // A model means nothing without its maker.
      filters.device_model = filters.device_brand
        ? query.get('device_model')?.trim() || undefined
        : undefined;
    }
  } else if (brandId !== undefined && path === '/category') {
    mode = 'brand';
    const brand = layout.brands.find((b) => b.id === brandId);
    if (!brand) throw notFound();
    identity.brand_id = String(brandId);
    filters.brand_id = brandId;
    name = brand.name;
    description = translate(messages, 'meta.brandDescription', { name, shop: shop.store.name });
  } else {
    throw notFound();
  }
  crumbs.push({ name });

  const page = pageParam(url);
  const ctx = apiContext(shop);
  const [result, brands, devices] = await Promise.all([
    requireApi(() => catalogue.list(ctx, filters, page), shop.locale, 'listing'),
    category
      ? requireApi(
          () => catalogue.listingBrands(ctx, { categoryId: category.id }),
          shop.locale,
          'category brands',
        )
      : mode === 'promotions'
        ? requireApi(() => catalogue.listingBrands(ctx, { promotion: true }), shop.locale, 'promotion brands')
        : [],
    byDevice && category
      ? requireApi(() => catalogue.devices(ctx, category.id), shop.locale, 'devices')
      : null,
  ]);
  if (page > result.last_page && page > 1) throw notFound();

  const identityQuery = new URLSearchParams(identity);
  if (page > 1) identityQuery.set('page', String(page));
  const canonical = identityQuery.size > 0 ? `${path}?${identityQuery}` : path;
  const kept = new URLSearchParams(query);
  kept.delete('page');

  return {
    mode,
    name,
    // A category's or brand's name comes from the API: its Khmer word runs are made here.
    nameWords: nameWords(name, shop.locale),
    path,
    crumbs,
    identity,
    query: kept.toString(),
    products: result.data.map((p) => cardProduct(p, shop.locale)),
    page: result.current_page,
    lastPage: result.last_page,
    total: result.total,
    filters: {
      sort: sort ?? 'newest',
      brandId: mode === 'brand' ? undefined : brandId,
      priceMin: query.get('price_min') ?? '',
      priceMax: query.get('price_max') ?? '',
    },
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
    devices: devices
      ? {
          brand: filters.device_brand ?? '',
          model: filters.device_model ?? '',
          list: devices.map((d) => ({ brand: d.brand, models: d.models.map((m) => m.model) })),
        }
      : null,
    subcategories: category
      ? {
          categoryId: category.id,
          active: subId,
          list: (category.groups ?? [])
            .flatMap((g) => g.subcategories)
            .map((s) => ({ id: s.id, name: s.name })),
        }
      : null,
    seo: {
      title: translate(messages, 'meta.listingTitle', { name, shop: shop.store.name }),
      description,
      origin: shop.origin,
      canonical,
      locale: shop.locale,
    },
  };
}

const field =
  'h-11 w-full min-w-0 rounded-xl border border-slate-200 bg-white px-3 text-sm text-slate-900 focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none md:w-auto';
/** A filter's label and field: a cell of the phone's two columns, as wide as its text on a wide screen. */
const filterLabel = 'flex min-w-0 flex-col gap-1 text-xs font-semibold text-slate-600';

export default function Listing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const {
    mode,
    name,
    nameWords: nameRuns,
    path,
    crumbs,
    identity,
    query,
    products,
    page,
    lastPage,
    total,
    filters,
    brands,
    devices,
    subcategories,
  } = loaderData;
  const deviceModels = devices?.list.find((d) => d.brand === devices.brand)?.models ?? [];
  const href = (p: number) => {
    const q = new URLSearchParams(query);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  const reset = new URLSearchParams(identity).toString();

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 md:px-6 md:py-8">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
            <Words text={name} words={nameRuns} />
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Text>{t('listing.count', { count: total })}</Text>
          </p>
        </div>
      </header>

      {subcategories && subcategories.list.length > 0 ? (
        <nav
          aria-label={t('listing.subcategories')}
          className="scrollbar-none -mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1"
        >
          {[{ id: undefined, name: t('listing.all') }, ...subcategories.list].map((sub) => (
            <Link
              key={sub.id ?? 'all'}
              to={`${path}?cat_id=${subcategories.categoryId}${sub.id ? `&sub_id=${sub.id}` : ''}`}
              aria-current={sub.id === subcategories.active ? 'page' : undefined}
              className={`flex min-h-11 shrink-0 items-center rounded-full border px-3.5 py-1.5 text-sm font-medium ${
                sub.id === subcategories.active
                  ? 'border-slate-900 bg-slate-900 text-white'
                  : 'border-slate-200 text-slate-700 hover:border-accent hover:text-accent-ink'
              }`}
            >
              {sub.name}
            </Link>
          ))}
        </nav>
      ) : null}

      <Form
        method="get"
        action={localize(path)}
        aria-label={t('listing.filters')}
        // Two columns on a phone, whatever the texts' widths: a wrap decided by them moved the
        // products down when the Chinese font arrived (Lighthouse CLS 0.11 on /zh/category).
        className="mb-6 grid grid-cols-2 items-end gap-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-100 md:flex md:flex-wrap"
      >
        {Object.entries(identity).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        {devices && devices.list.length > 0 ? (
          <fieldset className="col-span-2 grid grid-cols-2 items-end gap-3 border-b border-slate-200 pb-3 md:flex md:w-full md:flex-wrap">
            <legend className="mb-2 text-sm font-bold text-slate-900">
              <Text>{t('listing.device')}</Text>
            </legend>
            <p className="col-span-2 w-full text-xs text-slate-600">
              <Text>{t('listing.deviceHint')}</Text>
            </p>
            <label className={filterLabel}>
              <Text>{t('listing.deviceBrand')}</Text>
              <select
                name="device_brand"
                defaultValue={devices.brand}
                className={field}
                onChange={(event) => {
                  // Another maker: its models, not the last maker's.
                  const form = event.currentTarget.form;
                  const model = form?.elements.namedItem('device_model');
                  if (model instanceof HTMLSelectElement) model.value = '';
                  form?.requestSubmit();
                }}
              >
                <option value="">{t('listing.allDevices')}</option>
                {devices.list.map((d) => (
                  <option key={d.brand} value={d.brand}>
                    {d.brand}
                  </option>
                ))}
              </select>
            </label>
            {deviceModels.length > 0 ? (
              <label className={filterLabel}>
                <Text>{t('listing.deviceModel')}</Text>
                <select
                  key={devices.brand}
                  name="device_model"
                  defaultValue={devices.model}
                  className={`${field} max-w-56`}
                  onChange={(event) => event.currentTarget.form?.requestSubmit()}
                >
                  <option value="">{t('listing.allModels')}</option>
                  {deviceModels.map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </fieldset>
        ) : null}
        <label className={filterLabel}>
          <Text>{t('listing.sort')}</Text>
          <select
            name="sort"
            defaultValue={filters.sort}
            className={field}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {(Object.keys(SORT_LABEL) as ListingSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABEL[sort])}
              </option>
            ))}
          </select>
        </label>
        {mode !== 'brand' && brands.length > 0 ? (
          <label className={filterLabel}>
            <Text>{t('listing.brand')}</Text>
            <select
              name="brand_id"
              defaultValue={filters.brandId ?? ''}
              className={field}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              <option value="">{t('listing.allBrands')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {(
          [
            ['price_min', t('listing.priceMin'), filters.priceMin],
            ['price_max', t('listing.priceMax'), filters.priceMax],
          ] as const
        ).map(([name, label, value]) => (
          <label key={name} className={filterLabel}>
            <Text>{label}</Text>
            <input
              type="number"
              name={name}
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={value}
              className={`${field} md:w-28`}
            />
          </label>
        ))}
        <button
          type="submit"
          className="h-11 rounded-xl bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
        >
          <Text>{t('listing.apply')}</Text>
        </button>
        <Link
          to={reset ? `${path}?${reset}` : path}
          className="grid h-11 place-items-center rounded-xl px-3 text-sm font-semibold text-slate-600 hover:bg-slate-200"
        >
          <Text>{t('listing.reset')}</Text>
        </Link>
      </Form>

      {products.length > 0 ? (
        <>
          <ProductGrid products={products} />
          <Pagination page={page} last={lastPage} href={href} />
        </>
      ) : (
        <section
          data-testid="listing-empty"
          className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center"
        >
          <h2 className="text-lg font-bold text-slate-900">
            <Text>{t('listing.empty')}</Text>
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            <Text>{t('listing.emptyHint')}</Text>
          </p>
        </section>
      )}
    </div>
  );
}
