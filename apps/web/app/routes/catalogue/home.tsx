import type { ProductSummary } from '@shop/contracts';
import { MESSAGES, translate } from '@shop/i18n';
import type { ReactNode } from 'react';
import { ProductCard } from '../../components/home/product-card';
import { DeferredBannerCarousel } from '../../components/layout/idle-hydrated';
import { Link } from '../../components/link';
import { chevronRightIcon, Icon } from '../../components/ui/icons';
import { Img } from '../../components/ui/img';
import { Text, Words } from '../../components/ui/text';
import { HOME_BRANDS, HOME_PROMOTIONS, HOME_ROW_PRODUCTS } from '../../constants';
import { shopContext } from '../../context.server';
import { requireApi } from '../../data/errors.server';
import { servicesContext } from '../../data/services.server';
import { useT } from '../../i18n/i18n';
import { homeWords } from '../../i18n/shop-texts.server';
import { cardProduct, nameWords } from '../../utils/money';
import { toNavBrand } from '../../utils/shell';
import type { Route } from './+types/home';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'description', content: loaderData.description }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { shops } = context.get(servicesContext);
  const home = await requireApi(() => shops.home(shop.store, shop.locale), shop.locale, 'home');
  const messages = MESSAGES[shop.locale];
  const priced = (product: ProductSummary) => cardProduct(product, shop.locale);
  return {
    home: {
      ...home,
      categories: home.categories.map((c) => ({
        id: c.id,
        name: c.name,
        name_words: nameWords(c.name, shop.locale),
        image: c.image,
      })),
      promotions: home.promotions.slice(0, HOME_PROMOTIONS).map(priced),
      rows: home.rows.map((row) => ({
        category: { id: row.category.id, name: row.category.name },
        products: row.products.slice(0, HOME_ROW_PRODUCTS).map(priced),
      })),
      // The API lists the brands with the most products first.
      brands: home.brands.slice(0, HOME_BRANDS).map(toNavBrand),
    },
    // The banners' texts with their Khmer word marks, for `<Text>`.
    words: homeWords(home, shop.locale),
    title: translate(messages, 'meta.homeTitle', { shop: shop.store.name }),
    description: translate(messages, 'meta.homeDescription', { shop: shop.store.name }),
  };
}

function SectionHeader({
  id,
  title,
  subtitle,
  to,
}: {
  id: string;
  title: string;
  subtitle?: string;
  to?: string;
}) {
  const t = useT();
  return (
    <div className="mb-3 flex items-end justify-between gap-4 md:mb-4">
      <div>
        <h2 id={id} className="text-xl font-extrabold tracking-tight text-slate-900 md:text-2xl">
          <Text>{title}</Text>
        </h2>
        {subtitle ? (
          <p className="mt-0.5 text-sm text-slate-600">
            <Text>{subtitle}</Text>
          </p>
        ) : null}
      </div>
      {to ? (
        <Link
          to={to}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-accent-ink hover:bg-accent/10"
        >
          <Text>{t('home.viewAll')}</Text>
          <Icon shape={chevronRightIcon} className="size-4" />
          <span className="sr-only">: {title}</span>
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A section of the page. `below` (below the first screen): the browser skips its style, layout and
 * paint until it nears the viewport (`content-visibility: auto`; it stays in the accessibility tree
 * and find-in-page), so the first paint waits only for what is on screen. Its placeholder height is
 * a row of cards on a phone; once shown, the browser remembers the real one.
 */
function Section({ id, children, below = false }: { id: string; children: ReactNode; below?: boolean }) {
  const skip = below ? ' [content-visibility:auto] [contain-intrinsic-size:auto_340px]' : '';
  return (
    <section aria-labelledby={id} className={`mx-auto mt-8 max-w-7xl px-3 md:mt-14 md:px-6${skip}`}>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { banners, categories, promotions, rows, brands } = loaderData.home;
  const empty = promotions.length === 0 && rows.every((row) => row.products.length === 0);

  return (
    <>
      <h1 className="sr-only">{loaderData.title}</h1>
      {banners.length > 0 ? (
        <div className="mx-auto max-w-7xl px-3 pt-4 md:px-6 md:pt-6">
          <DeferredBannerCarousel banners={banners} />
        </div>
      ) : null}

      {categories.length > 0 ? (
        <Section id="home-categories">
          <SectionHeader id="home-categories" title={t('home.categories')} />
          <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category?cat_id=${category.id}`}
                  className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center transition hover:border-accent hover:shadow-md"
                >
                  <Img
                    src={category.image}
                    alt=""
                    width={96}
                    height={96}
                    // Lazy: the browser fetches those in view once laid out, after the banner (the
                    // page's largest picture) and without holding up the first paint.
                    className="size-14 rounded-xl object-cover transition group-hover:scale-105 md:size-16"
                  />
                  <span className="line-clamp-2 text-xs leading-snug font-semibold text-slate-800 md:text-sm">
                    <Words text={category.name} words={category.name_words} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {promotions.length > 0 ? (
        <Section id="home-promotions" below>
          <div className="rounded-3xl bg-gradient-to-br from-rose-50 via-white to-amber-50 p-4 ring-1 ring-rose-100 md:p-6">
            <SectionHeader
              id="home-promotions"
              title={t('home.promotions')}
              subtitle={t('home.promotionsText')}
              to="/promotions"
            />
            <ul className="scrollbar-none -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-1">
              {promotions.map((product) => (
                <li
                  key={product.id}
                  className="w-[42%] shrink-0 snap-start sm:w-[30%] md:w-[23%] lg:w-[18.5%]"
                >
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ) : null}

      {rows
        .filter((row) => row.products.length > 0)
        .map((row) => (
          <Section key={row.category.id} id={`home-row-${row.category.id}`} below>
            <SectionHeader
              id={`home-row-${row.category.id}`}
              title={row.category.name}
              to={`/category?cat_id=${row.category.id}`}
            />
            {/* A phone swipes the row (it scrolls without JavaScript); wider screens show it whole. */}
            <ul className="scrollbar-none -mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 md:gap-4">
              {row.products.map((product) => (
                <li key={product.id} className="w-[42%] shrink-0 snap-start sm:w-auto">
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </Section>
        ))}

      {empty ? (
        <p className="mx-auto max-w-7xl px-6 py-16 text-center text-slate-600">
          <Text>{t('home.empty')}</Text>
        </p>
      ) : null}

      {brands.length > 0 ? (
        <Section id="home-brands" below>
          <SectionHeader id="home-brands" title={t('home.brands')} />
          <ul className="scrollbar-none flex gap-3 overflow-x-auto pb-1">
            {brands.map((brand) => (
              <li key={brand.id} className="shrink-0">
                <Link
                  to={`/category?brand_id=${brand.id}`}
                  className="flex h-20 w-36 items-center justify-center rounded-2xl border border-slate-200 bg-white p-3 transition hover:border-accent hover:shadow-md"
                >
                  <Img
                    src={brand.image}
                    alt={brand.name}
                    width={120}
                    height={48}
                    className="max-h-12 w-full object-contain"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
