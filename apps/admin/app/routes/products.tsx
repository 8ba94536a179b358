import { AdminProductsQuerySchema } from '@shop/contracts';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Pager } from '../components/pager';
import { Picture, PlaceOptions } from '../components/product-bits';
import { Badge, Button, Money, Notice, Select } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { productApi } from '../products.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, newActionKey } from '../utils/forms.server';
import { bulkBodyOf, idsOf } from '../utils/product-form.server';
import type { Route } from './+types/products';

export function meta() {
  return [{ title: 'Products – Shop back office' }];
}

/** The stock levels the low-stock filter offers. */
const LOW_STOCK_LEVELS = [0, 5, 10, 20];
const BULK_ACTIONS = ['publish', 'unpublish', 'move', 'price'] as const;

/** The list's filters as the address gives them: what the API does not take is dropped, not refused. */
function filtersOf(url: URL) {
  const wanted = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = AdminProductsQuerySchema.safeParse(wanted);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return AdminProductsQuerySchema.parse(
    Object.fromEntries(Object.entries(wanted).filter(([k]) => !bad.has(k))),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const filters = filtersOf(new URL(request.url));
  const api = productApi(visit, params.store);
  // The list first: a role that may not (403) is told so before the shop's places are read.
  const list = await guarded(visit, request, () => api.list(filters));
  const places = await guarded(visit, request, () => api.places());
  return { list, filters, places, key: newActionKey() };
}

type Result =
  | { done: number; ids: number[] }
  | { refusal: FormRefusal; ids: number[] }
  | { nothing: true; ids: number[] };

export async function action({ request, params, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const ids = idsOf(form);
  if (!ids.length) return { nothing: true, ids };
  try {
    const done = await productApi(visit, params.store).bulk(bulkBodyOf(form), actionKey(form));
    return { done: done.updated, ids };
  } catch (error) {
    return { ...refusedForm(visit, request, error), ids };
  }
}

export default function Products({ loaderData, actionData, params }: Route.ComponentProps) {
  const { list, filters, places, key } = loaderData;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  const base = `/s/${params.store}/products`;
  const categoryName = new Map(places.categories.map((c) => [c.id, c.name]));
  const brandName = new Map(places.brands.map((b) => [b.id, b.name]));
  const selected = new Set(actionData && !('done' in actionData) ? actionData.ids : []);
  const filtered = Boolean(
    filters.category_id || filters.brand_id || filters.published || filters.low_stock !== undefined,
  );
  const clearFilters = () => {
    const next = new URLSearchParams(search);
    for (const name of ['category_id', 'brand_id', 'published', 'low_stock', 'page']) next.delete(name);
    const q = next.toString();
    return q ? `${base}?${q}` : base;
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto text-xl font-bold">{t('products.title')}</h1>
        <a
          href={`/s/${params.store}/products.csv`}
          download
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-strong ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('products.export')}
        </a>
        <Link
          to={`${base}/import`}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-strong ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('products.import')}
        </Link>
        <Link
          to={`${base}/new`}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          {t('products.new')}
        </Link>
      </div>
      <Form method="get" action={base} className="flex gap-2" role="search">
        {(['category_id', 'brand_id', 'published', 'low_stock'] as const).map((name) =>
          filters[name] !== undefined ? (
            <input key={name} type="hidden" name={name} value={String(filters[name])} />
          ) : null,
        )}
        <label htmlFor="q" className="sr-only">
          {t('products.search')}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('products.search')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        />
        <Button type="submit">{t('orders.searchButton')}</Button>
      </Form>
      <details open={filtered} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <summary className="min-h-9 cursor-pointer content-center text-sm font-semibold">
          {t('orders.filters')}
        </summary>
        <Form method="get" action={base} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
          <Select
            className="min-w-0"
            label={t('products.category')}
            name="category_id"
            defaultValue={filters.category_id ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            {places.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          <Select
            className="min-w-0"
            label={t('products.brand')}
            name="brand_id"
            defaultValue={filters.brand_id ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            {places.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
          <Select
            className="min-w-0"
            label={t('products.visibility')}
            name="published"
            defaultValue={filters.published ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            <option value="true">{t('products.shown')}</option>
            <option value="false">{t('products.hidden')}</option>
          </Select>
          <Select
            className="min-w-0"
            label={t('products.lowStock')}
            name="low_stock"
            defaultValue={filters.low_stock ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            {LOW_STOCK_LEVELS.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? t('products.outOfStock') : t('products.lowStockAt', { n })}
              </option>
            ))}
          </Select>
          <div className="flex items-end gap-2">
            <Button type="submit">{t('orders.apply')}</Button>
            <Link
              to={clearFilters()}
              className="min-h-11 content-center px-2 text-sm text-brand-strong underline"
            >
              {t('orders.clear')}
            </Link>
          </div>
        </Form>
      </details>
      {actionData && 'done' in actionData ? (
        <Notice tone="success">{t('products.bulkDone', { count: actionData.done })}</Notice>
      ) : null}
      {actionData && 'nothing' in actionData ? <Notice tone="error">{t('products.bulkNone')}</Notice> : null}
      {actionData && 'refusal' in actionData ? (
        <Notice tone="error">
          {t('products.refused')}{' '}
          {actionData.refusal.key
            ? t(actionData.refusal.key, actionData.refusal.values)
            : actionData.refusal.message}
        </Notice>
      ) : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('products.found', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('products.none')}
        </p>
      ) : (
        // One form for the ticks and the change: sent as a plain POST without JavaScript.
        <Form method="post" className="flex flex-col gap-3" id="bulk">
          <input type="hidden" name={ACTION_KEY} value={`${key}:bulk`} />
          <details
            open={Boolean(actionData && !('done' in actionData))}
            className="rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <summary className="min-h-9 cursor-pointer content-center text-sm font-semibold">
              {t('products.bulkTitle')}
            </summary>
            <p className="my-3 text-sm text-slate-600">{t('products.bulkHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Select className="min-w-0" label={t('products.bulkAction')} name="bulk" defaultValue="publish">
                {BULK_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`products.bulk.${action}`)}
                  </option>
                ))}
              </Select>
              <Select className="min-w-0" label={t('products.bulkPlace')} name="place" defaultValue="">
                <PlaceOptions places={places} empty={t('product.choose')} />
              </Select>
              <fieldset className="grid min-w-0 grid-cols-2 gap-2 sm:col-span-2 lg:grid-cols-3">
                <legend className="sr-only">{t('products.bulk.price')}</legend>
                <Select
                  className="min-w-0"
                  label={t('products.bulkDirection')}
                  name="direction"
                  defaultValue="down"
                >
                  <option value="down">{t('products.bulkDown')}</option>
                  <option value="up">{t('products.bulkUp')}</option>
                </Select>
                <Select className="min-w-0" label={t('products.bulkBy')} name="by" defaultValue="percent">
                  <option value="percent">{t('products.bulkByPercent')}</option>
                  <option value="amount">{t('products.bulkByAmount')}</option>
                </Select>
                <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
                  <label htmlFor="bulk-change" className="text-sm font-medium text-slate-700">
                    {t('products.bulkValue')}
                  </label>
                  <input
                    id="bulk-change"
                    name="change"
                    inputMode="decimal"
                    className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
                  />
                </div>
              </fieldset>
            </div>
            <Button type="submit" disabled={busy} className="mt-3 w-full sm:w-auto">
              {t('products.bulkApply')}
            </Button>
          </details>
          <ul className="flex flex-col gap-2">
            {list.data.map((product) => (
              <li
                key={product.id}
                className="flex items-start gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:items-center sm:p-3"
              >
                <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    name="ids"
                    value={product.id}
                    defaultChecked={selected.has(product.id)}
                    aria-label={t('products.select', { name: product.name })}
                    className="size-5"
                  />
                </label>
                <Picture image={product.image} alt="" />
                <div className="grid min-w-0 flex-1 gap-x-3 gap-y-1 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="min-w-0">
                    <Link
                      to={`${base}/${product.id}`}
                      className="block min-h-6 break-words font-semibold text-slate-900 underline-offset-2 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <p className="break-all text-xs text-slate-600">
                      {t('products.sku', { sku: product.sku })}
                      {product.variants ? ` · ${t('products.variants', { count: product.variants })}` : ''}
                    </p>
                    <p className="text-xs text-slate-600">
                      {categoryName.get(product.category_id) ?? ''}
                      {product.brand_id && brandName.get(product.brand_id)
                        ? ` · ${brandName.get(product.brand_id)}`
                        : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:justify-end">
                    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
                      {product.promo_price !== null ? (
                        <>
                          <Money usd={product.promo_price} strong />
                          <s className="text-xs text-slate-500">
                            <Money usd={product.price} />
                          </s>
                        </>
                      ) : (
                        <Money usd={product.price} strong />
                      )}
                    </span>
                    <Badge tone={product.stock === 0 ? 'red' : product.stock <= 5 ? 'amber' : 'grey'}>
                      {product.stock === 0
                        ? t('products.outOfStock')
                        : t('products.stockCount', { count: product.stock })}
                    </Badge>
                    <Badge tone={product.published ? 'green' : 'grey'}>
                      {t(product.published ? 'products.shown' : 'products.hidden')}
                    </Badge>
                    {product.missing ? (
                      <Badge tone="violet">{t('products.missing', { count: product.missing })}</Badge>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <Pager base={base} page={list.current_page} pages={list.last_page} />
    </div>
  );
}
