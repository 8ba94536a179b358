import { MESSAGES, translate } from '@shop/i18n';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { EmptyPage } from '../../components/ui/empty-state';
import { arrowRightIcon, compareIcon, Icon, xIcon } from '../../components/ui/icons';
import { Img } from '../../components/ui/img';
import { Price } from '../../components/ui/price';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { compareList, removeFromCompare } from '../../state/compare';
import { useLocalList } from '../../state/local-list';
import { localeLinks } from '../../utils/seo';
import type { CompareAnswer, CompareProduct } from '../resources/compare';
import type { Route } from './+types/compare';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, origin, locale } = loaderData.seo;
  return [
    { title },
    { name: 'robots', content: 'noindex, follow' },
    ...localeLinks(origin, '/compare', locale),
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return {
    seo: {
      title: translate(MESSAGES[shop.locale], 'meta.compareTitle', { shop: shop.store.name }),
      origin: shop.origin,
      locale: shop.locale,
    },
  };
}

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * Whether the table's scroller hides columns to the right (a phone shows the spec names and about
 * one and a half products): the cue says so until the shopper has scrolled to the last product.
 */
function useMoreToTheRight(count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 8);
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el || count === 0) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count, measure]);
  return { scroller, more, measure };
}

/** The compare list is kept in the browser: the page loads its products once it knows the ids. */
export default function Compare() {
  const t = useT();
  const localize = useLocalizedPath();
  const items = useLocalList(compareList);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState<Map<number, CompareProduct>>(() => new Map());
  const [state, setState] = useState<LoadState>('idle');

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const wanted = ids.filter((id) => !loaded.has(id));
    if (wanted.length === 0) return;
    const controller = new AbortController();
    setState('loading');
    fetch(localize(`/api/compare?ids=${wanted.join(',')}`), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as CompareAnswer;
        setLoaded((before) => {
          const next = new Map(before);
          for (const product of answer.products) next.set(product.id, product);
          return next;
        });
        if (answer.missing.length > 0) removeFromCompare(answer.missing);
        setState('idle');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [ids, loaded, localize]);

  const products = ids.map((id) => loaded.get(id)).filter((p): p is CompareProduct => p !== undefined);
  const { scroller, more, measure } = useMoreToTheRight(products.length);
  const keys = useMemo(() => {
    const seen = new Map<string, string>();
    for (const product of products)
      for (const spec of product.specifications) if (!seen.has(spec.key)) seen.set(spec.key, spec.label);
    return [...seen];
  }, [products]);

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-6 md:px-6 md:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{t('compare.title')}</Text>
      </h1>
      {!mounted || (state === 'loading' && products.length === 0) ? (
        <p role="status" className="py-16 text-center text-slate-500">
          <Text>{t('compare.loading')}</Text>
        </p>
      ) : ids.length === 0 ? (
        <EmptyPage
          testId="compare-empty"
          icon={compareIcon}
          title={t('compare.empty')}
          hint={t('compare.emptyHint')}
          link={{ to: '/', text: t('compare.browse') }}
        />
      ) : state === 'failed' && products.length === 0 ? (
        <p role="alert" className="py-16 text-center text-rose-700">
          <Text>{t('compare.failed')}</Text>
        </p>
      ) : (
        <>
          {/* Phones show the spec names and about one and a half products: the cue says there
              are more to the right (and the half product shows it too). */}
          <p
            data-testid="compare-scroll-cue"
            aria-hidden={!more}
            className={`mb-2 flex items-center gap-1.5 text-sm font-medium text-slate-600 ${more ? '' : 'invisible'}`}
          >
            <Text>{t('compare.scrollCue', { count: products.length })}</Text>
            <Icon shape={arrowRightIcon} className="size-4 shrink-0 motion-safe:animate-pulse" />
          </p>
          <div className="relative">
            <div
              ref={scroller}
              onScroll={measure}
              data-testid="compare-scroller"
              className="overflow-x-auto overscroll-x-contain rounded-2xl ring-1 ring-slate-200"
            >
              <table
                className="w-full table-fixed text-sm"
                // The spec names' column (6.5 rem) and 10 rem for each product at least.
                style={{ minWidth: `${6.5 + 10 * products.length}rem` }}
              >
                <thead>
                  <tr>
                    <th
                      scope="col"
                      className="sticky left-0 z-10 w-26 bg-slate-50 px-3 py-3 text-left align-top font-semibold break-words text-slate-600 shadow-[1px_0_0_var(--color-slate-200)] md:w-36"
                    >
                      <Text>{t('compare.product')}</Text>
                    </th>
                    {products.map((product) => (
                      <th key={product.id} scope="col" className="px-3 py-3 text-left align-top font-normal">
                        <div className="relative">
                          <button
                            type="button"
                            onClick={() => removeFromCompare([product.id])}
                            aria-label={t('compare.remove', { name: product.name })}
                            className="absolute -top-1 -right-1 grid size-11 place-items-center rounded-full bg-white text-slate-500 shadow ring-1 ring-slate-200 hover:text-rose-600"
                          >
                            <Icon shape={xIcon} className="size-4" />
                          </button>
                          <Img
                            src={product.image}
                            alt=""
                            width={160}
                            height={160}
                            className="mx-auto size-28 rounded-xl bg-slate-50 object-contain md:size-32"
                          />
                          <Link
                            to={`/product/${product.id}`}
                            className="mt-2 line-clamp-3 min-h-11 py-1 font-semibold break-words text-slate-900 hover:text-accent-ink"
                          >
                            {product.name}
                          </Link>
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr className="border-t border-slate-100">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-slate-50 px-3 py-2.5 text-left font-medium break-words text-slate-600 shadow-[1px_0_0_var(--color-slate-200)]"
                    >
                      <Text>{t('compare.price')}</Text>
                    </th>
                    {products.map((product) => (
                      <td key={product.id} className="px-3 py-2.5">
                        <Price product={product} />
                      </td>
                    ))}
                  </tr>
                  {keys.map(([key, label]) => {
                    const values = products.map(
                      (p) => p.specifications.find((s) => s.key === key)?.value ?? '—',
                    );
                    const differs = new Set(values).size > 1;
                    return (
                      <tr
                        key={key}
                        data-differs={differs || undefined}
                        className={`border-t border-slate-100 ${differs ? 'bg-amber-50' : ''}`}
                      >
                        <th
                          scope="row"
                          className="sticky left-0 z-10 bg-slate-50 px-3 py-2.5 text-left font-medium break-words text-slate-600 shadow-[1px_0_0_var(--color-slate-200)]"
                        >
                          <Text>{label}</Text>
                          {differs ? <span className="sr-only"> ({t('compare.differs')})</span> : null}
                        </th>
                        {values.map((value, i) => (
                          <Fragment key={products[i]?.id}>
                            <td
                              className={`px-3 py-2.5 break-words text-slate-900 ${differs ? 'font-semibold' : ''}`}
                            >
                              {value}
                            </td>
                          </Fragment>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {more ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-2xl bg-gradient-to-l from-slate-900/15 to-transparent"
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
