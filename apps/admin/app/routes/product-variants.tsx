import { type AdminProduct, AdminProductSchema } from '@shop/contracts';
import { parseId } from '@shop/contracts/constants';
import { HTML_LANG } from '@shop/i18n/locales';
import type { ComponentProps } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Button, Card, Money, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import { ProductApiError, productApi } from '../products.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import { TEXT_LOCALES } from '../utils/product-form';
import {
  activeTypes,
  addType,
  addValue,
  combine,
  MAX_ROWS,
  MAX_TYPES,
  type RowDraft,
  rebaseVariants,
  rowLabel,
  type TypeDraft,
  type VariantsDraft,
  variantsBodyOf,
  variantsDraftFromForm,
  variantsDraftOf,
  variantsRefusalFields,
  withBlanks,
} from '../utils/variants-form';
import type { Route } from './+types/product-variants';

// A product's options and variants (PUT /admin/api/products/{id}/variants), a page of its own
// beside the product's editor: the option types and their values in three languages, and the
// variants with their SKU, price, promotion price and stock. One form, sent whole by each of its
// buttons, so that it works without JavaScript: adding a value or a type and "make every
// combination" answer the form again as typed (nothing saved); "save" saves it and comes back here.

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Product ${params.id}: options and variants – Shop back office` }];
}

function productId(param: string): number {
  const id = parseId(param);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const id = productId(params.id);
  const product = await guarded(visit, request, () => productApi(visit, params.store).one(id));
  const done = new URL(request.url).searchParams.get('done') === 'saved';
  return { product, key: newActionKey(), done };
}

type NoticeKind = 'combined' | 'tooMany' | 'noValues';

interface Result {
  /** The form as it was sent (changed by the button that sent it). */
  draft: VariantsDraft;
  notice?: { kind: NoticeKind; count?: number };
  refusal?: FormRefusal;
  /** The fields a refusal names, each with its part of the message. */
  fields?: Record<string, string>;
  /** The product as someone else saved it (a 409 on an older version). */
  conflict?: AdminProduct;
  attempt: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const id = productId(params.id);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const draft = variantsDraftFromForm(form);
  const attempt = newActionKey();
  const addAt = /^add_value_(\d+)$/.exec(intent);
  if (addAt) return { draft: withBlanks(addValue(draft, Number(addAt[1]))), attempt };
  if (intent === 'add_type') return { draft: withBlanks(addType(draft)), attempt };
  if (intent === 'combine') {
    const made = combine(draft);
    if ('tooMany' in made)
      return { draft: withBlanks(draft), notice: { kind: 'tooMany', count: made.tooMany }, attempt };
    if ('noValues' in made) return { draft: withBlanks(draft), notice: { kind: 'noValues' }, attempt };
    return {
      draft: withBlanks(made.draft),
      notice: { kind: 'combined', count: made.draft.rows.length },
      attempt,
    };
  }
  const { body, rowOf, typeOf, problem } = variantsBodyOf(draft);
  if (problem)
    return {
      draft: withBlanks(draft),
      refusal: { key: problem === 'stale' ? 'variants.stale' : 'variants.tooManyTypes', status: 400 },
      attempt,
    };
  try {
    await productApi(visit, params.store).saveVariants(id, body, actionKey(form));
  } catch (error) {
    const current =
      error instanceof ProductApiError && error.status === 409
        ? AdminProductSchema.safeParse(error.data)
        : null;
    if (current?.success)
      return {
        draft: withBlanks(rebaseVariants(draft, current.data)),
        refusal: { status: 409, message: (error as ProductApiError).message },
        conflict: current.data,
        attempt,
      };
    const { refusal } = refusedForm(visit, request, error);
    return {
      draft: withBlanks(draft),
      refusal,
      fields: variantsRefusalFields(refusal.message ?? '', draft.rows, rowOf, typeOf),
      attempt,
    };
  }
  throw redirect(`/s/${params.store}/products/${id}/variants?done=saved`);
}

export default function ProductVariants({ loaderData, actionData, params }: Route.ComponentProps) {
  const { product, key, done } = loaderData;
  const t = useT();
  const { locale } = useI18n();
  const draft = actionData?.draft ?? withBlanks(variantsDraftOf(product));
  const name = product.name[locale] || product.name.en;
  const refusal = actionData?.refusal;
  const notice = actionData?.notice;
  return (
    <div className="flex flex-col gap-3">
      <p>
        <Link
          to={`/s/${params.store}/products/${product.id}`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong"
        >
          ← {t('variants.back')}
        </Link>
      </p>
      <header className="min-w-0">
        <h1 className="break-words text-xl font-bold">{t('variants.title')}</h1>
        <p className="break-words text-sm text-slate-700">{name}</p>
      </header>
      {done && !actionData ? <Notice tone="success">{t('variants.saved')}</Notice> : null}
      {notice?.kind === 'combined' ? (
        <Notice tone="info">{t('variants.combined', { count: notice.count ?? 0 })}</Notice>
      ) : null}
      {notice?.kind === 'tooMany' ? (
        <Notice tone="error">{t('variants.tooMany', { count: notice.count ?? 0, max: MAX_ROWS })}</Notice>
      ) : null}
      {notice?.kind === 'noValues' ? <Notice tone="error">{t('variants.noValues')}</Notice> : null}
      {actionData?.conflict ? (
        <>
          <Notice tone="error">{t('variants.conflict')}</Notice>
          <Theirs product={actionData.conflict} />
        </>
      ) : refusal ? (
        <Notice tone="error">
          {t('product.notSaved')} {refusal.key ? t(refusal.key, refusal.values) : refusal.message}
        </Notice>
      ) : null}
      <VariantsForm
        key={actionData?.attempt ?? `variants-${product.id}-${product.version}`}
        draft={draft}
        actionKey={key}
        invalid={actionData?.fields ?? {}}
      />
    </div>
  );
}

function VariantsForm({
  draft,
  actionKey: key,
  invalid,
}: {
  draft: VariantsDraft;
  actionKey: string;
  invalid: Record<string, string>;
}) {
  const t = useT();
  const { locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const types = activeTypes(draft.types);
  const shownTypes = draft.types.filter((type) => !type.remove || type.id).length;
  return (
    <Form method="post" className="flex flex-col gap-3">
      {/* The button Enter presses in a field: save (the first submit button of a form is its default). */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {t('product.save')}
      </button>
      <input type="hidden" name={ACTION_KEY} value={`${key}:variants`} />
      <input type="hidden" name="version" value={draft.version} />
      <input type="hidden" name="base_price" value={draft.basePrice} />
      <Card title={t('variants.types')}>
        <p className="mb-3 text-sm text-slate-700">{t('variants.typesHint')}</p>
        <div className="flex flex-col gap-4">
          {draft.types.map((type, i) => (
            <TypeFields
              // biome-ignore lint/suspicious/noArrayIndexKey: the form's types, in its order
              key={i}
              type={type}
              at={i}
              error={invalid[`type.${i}`]}
            />
          ))}
        </div>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {shownTypes < MAX_TYPES ? (
            <Button type="submit" name="intent" value="add_type" tone="secondary" disabled={busy}>
              + {t('variants.addType')}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="combine" tone="secondary" disabled={busy}>
            {t('variants.combine')}
          </Button>
        </div>
      </Card>
      <Card title={t('variants.rows', { count: draft.rows.length })}>
        {draft.rows.length ? (
          <>
            <p className="mb-3 text-sm text-slate-700">{t('variants.rowsHint')}</p>
            <div className="hidden gap-2 px-1 pb-1 text-xs font-semibold text-slate-600 lg:grid lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_6.5rem_6.5rem_5.5rem_5.5rem]">
              <span>{t('variants.options')}</span>
              <span>{t('product.sku')}</span>
              <span>{t('variants.price')}</span>
              <span>{t('variants.promo')}</span>
              <span>{t('product.stock')}</span>
              <span>{t('variants.remove')}</span>
            </div>
            <div className="flex flex-col divide-y divide-slate-100">
              {draft.rows.map((row, k) => (
                <RowFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: the form's rows, in its order
                  key={k}
                  row={row}
                  at={k}
                  label={rowLabel(row, draft.types, locale)}
                  invalid={invalid}
                />
              ))}
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {types.length ? t('variants.noneYet') : t('variants.sellsItself')}
          </p>
        )}
      </Card>
      <div className="sticky bottom-0 z-10 -mx-3 flex justify-end border-t border-slate-200 bg-white/95 p-3 sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        <Button type="submit" name="intent" value="save" disabled={busy} className="w-full sm:w-auto">
          {t('variants.save')}
        </Button>
      </div>
    </Form>
  );
}

/** One option type: its name in three languages, its values, and a box to remove it. */
function TypeFields({ type, at, error }: { type: TypeDraft; at: number; error: string | undefined }) {
  const t = useT();
  const { locale } = useI18n();
  const named = type.name[locale] || type.name.en;
  const legend = t('variants.type', { n: at + 1 });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <legend className="rounded bg-white px-2 text-sm font-semibold ring-1 ring-slate-200">
        {legend}
        {named ? ` · ${named}` : ''}
      </legend>
      <input type="hidden" name={`type_${at}_id`} value={type.id} />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <div className="grid grid-cols-3 gap-2">
        {TEXT_LOCALES.map((l) => (
          <NameInput
            key={l}
            name={`type_${at}_name_${l}`}
            what={t('variants.typeName')}
            label={t(`lang.${l}`)}
            lang={HTML_LANG[l]}
            defaultValue={type.name[l]}
            placeholder={l === 'en' ? t('variants.typeExample') : undefined}
          />
        ))}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('variants.values')}</legend>
        {type.values.map((value, j) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the type's values, in the form's order
            key={j}
            className="grid min-w-0 grid-cols-3 gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200 sm:grid-cols-[repeat(3,minmax(0,1fr))_10rem] sm:items-end"
          >
            <input type="hidden" name={`type_${at}_value_${j}_id`} value={value.id} />
            {TEXT_LOCALES.map((l) => (
              <NameInput
                key={l}
                name={`type_${at}_value_${j}_name_${l}`}
                what={t('variants.value', { n: j + 1 })}
                label={t(`lang.${l}`)}
                lang={HTML_LANG[l]}
                defaultValue={value.name[l]}
              />
            ))}
            {value.id || value.name.en ? (
              <div className="col-span-3 sm:col-span-1">
                <RemoveBox
                  name={`type_${at}_value_${j}_remove`}
                  checked={value.remove}
                  label={t('variants.removeValue', { n: j + 1 })}
                />
              </div>
            ) : null}
          </div>
        ))}
        <Button
          type="submit"
          name="intent"
          value={`add_value_${at}`}
          tone="quiet"
          className="self-start"
          aria-label={`${t('variants.addValue')} · ${legend}`}
        >
          + {t('variants.addValue')}
        </Button>
      </fieldset>
      {type.id || type.name.en ? (
        <RemoveBox name={`type_${at}_remove`} checked={type.remove} label={t('variants.removeType')} />
      ) : null}
    </fieldset>
  );
}

/** A name in one language: the language shown over it, the whole label ("Value 2 (ខ្មែរ)") read out. */
function NameInput({
  what,
  label,
  name,
  ...input
}: ComponentProps<'input'> & { what: string; label: string; name: string }) {
  const id = `f-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        <span className="sr-only">{what} (</span>
        {label}
        <span className="sr-only">)</span>
      </label>
      <input
        id={id}
        name={name}
        maxLength={60}
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base"
        {...input}
      />
    </div>
  );
}

function RemoveBox({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-red-800">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}

/** One variant: its options (read-only), SKU, prices, stock, and a box to remove it. */
function RowFields({
  row,
  at,
  label,
  invalid,
}: {
  row: RowDraft;
  at: number;
  label: string;
  invalid: Record<string, string>;
}) {
  const t = useT();
  const errors = (['options', 'sku', 'price', 'promo_price', 'stock'] as const)
    .map((f) => invalid[`row.${at}.${f}`])
    .filter(Boolean);
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2 py-3 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_6.5rem_6.5rem_5.5rem_5.5rem] lg:items-center">
      <legend className="sr-only">{label}</legend>
      <input type="hidden" name={`row_${at}_id`} value={row.id} />
      <input type="hidden" name={`row_${at}_refs`} value={JSON.stringify(row.refs)} />
      <input type="hidden" name={`row_${at}_stock_read`} value={row.stockRead} />
      <p className="col-span-2 break-words font-semibold lg:col-span-1" aria-hidden="true">
        {label}
        {row.id ? null : (
          <span className="ms-2 text-xs font-normal text-emerald-800">{t('variants.new')}</span>
        )}
      </p>
      <Cell
        className="col-span-2 lg:col-span-1"
        label={t('product.sku')}
        name={`row_${at}_sku`}
        defaultValue={row.sku}
        placeholder={t('variants.skuAuto')}
        autoCapitalize="characters"
        spellCheck={false}
        error={invalid[`row.${at}.sku`]}
      />
      <Cell
        label={t('variants.price')}
        name={`row_${at}_price`}
        defaultValue={row.price}
        inputMode="decimal"
        required
        error={invalid[`row.${at}.price`]}
      />
      <Cell
        label={t('variants.promo')}
        name={`row_${at}_promo_price`}
        defaultValue={row.promo_price}
        inputMode="decimal"
        error={invalid[`row.${at}.promo_price`]}
      />
      <Cell
        label={t('product.stock')}
        name={`row_${at}_stock`}
        defaultValue={row.stock}
        inputMode="numeric"
        required
        error={invalid[`row.${at}.stock`]}
      />
      <RemoveBox name={`row_${at}_remove`} checked={row.remove} label={t('variants.remove')} />
      {errors.length ? (
        <p className="col-span-2 text-sm text-red-700 lg:col-span-6">{errors.join(' · ')}</p>
      ) : null}
    </fieldset>
  );
}

/** A field of a variant's row: labelled on a phone, under the table's head on a desktop. */
function Cell({
  label,
  name,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { label: string; name: string; error?: string | undefined }) {
  const id = `f-${name}`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-700 lg:sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
    </div>
  );
}

/** The options and variants as someone else saved them. */
function Theirs({ product }: { product: AdminProduct }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <Card title={t('product.conflictTitle')} className="ring-amber-300">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {product.option_types.map((type) => (
          <div key={type.id} className="contents">
            <dt className="font-medium text-slate-600">{type.name[locale] || type.name.en}</dt>
            <dd className="break-words">{type.options.map((o) => o.name[locale] || o.name.en).join(', ')}</dd>
          </div>
        ))}
        {product.variants.map((v) => (
          <div key={v.id ?? 'one'} className="contents">
            <dt className="font-medium text-slate-600">{v.name || t('product.units')}</dt>
            <dd className="flex flex-wrap gap-x-2">
              <span className="break-all">{t('products.sku', { sku: v.sku })}</span>
              <span>·</span>
              <Money usd={v.promo_price ?? v.price} />
              <span>·</span>
              <span>{t('products.stockCount', { count: v.stock })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
