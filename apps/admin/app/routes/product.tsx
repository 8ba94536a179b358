import { type AdminProduct, AdminProductSchema } from '@shop/contracts';
import { STOCK_REASONS } from '@shop/contracts/admin-rules';
import { parseId } from '@shop/contracts/constants';
import { HTML_LANG } from '@shop/i18n/locales';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Picture, PlaceOptions, pictureSrc } from '../components/product-bits';
import { Badge, Button, Card, Field, Money, Notice, Select, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { type Places, ProductApiError, productApi } from '../products.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import { limitedFormData } from '../utils/import-carry.server';
import {
  movedOrder,
  PICTURE_ACCEPT,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_MB,
  type PictureMove,
  parseOrder,
  pictureRefusal,
} from '../utils/pictures-form';
import {
  draftOf,
  emptyDraft,
  fieldsOfRefusal,
  missingTexts,
  type ProductDraft,
  productBodyOf,
  rebase,
  TEXT_LOCALES,
} from '../utils/product-form';
import { draftFromForm, stockBodyOf } from '../utils/product-form.server';
import type { Route } from './+types/product';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id === 'new' ? 'New product' : `Product ${params.id}`} – Shop back office` }];
}

/** The product of the address: null for `new`, else its id (404 for anything else). */
function productId(param: string): number | null {
  if (param === 'new') return null;
  const id = parseId(param);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  return id;
}

const DONE = [
  'saved',
  'created',
  'stock',
  'picture_added',
  'picture_main',
  'picture_moved',
  'picture_deleted',
] as const;
type Done = (typeof DONE)[number];
/** A form of this page: a picture of 8 MB, its multipart wrapping and the other fields. */
const BODY_MAX = PICTURE_MAX_BYTES + 1024 * 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const api = productApi(visit, params.store);
  const id = productId(params.id);
  const url = new URL(request.url);
  const done = DONE.find((d) => d === url.searchParams.get('done')) ?? null;
  // One key per form drawn: a form sent twice (a double tap, a resend) is done once.
  const keys = { save: newActionKey(), stock: newActionKey(), pictures: newActionKey() };
  if (id === null) {
    // The list answers whether the role may (403 otherwise) before the shop's places are read.
    await guarded(visit, request, () => api.list({ page: 1, row_per_page: 1 }));
    const places = await guarded(visit, request, () => api.places());
    return { product: null, movements: [], places, keys, done, stock: null };
  }
  const [product, movements] = await guarded(visit, request, () =>
    Promise.all([api.one(id), api.movements(id)]),
  );
  const places = await guarded(visit, request, () => api.places());
  const stock = Number(url.searchParams.get('stock'));
  return { product, movements, places, keys, done, stock: Number.isInteger(stock) ? stock : null };
}

type Result =
  | {
      /** The save as it was sent, shown again (with the current version after a conflict). */
      draft: ProductDraft;
      refusal: FormRefusal;
      /** The fields the refusal names, each with its part of the message. */
      fields: Record<string, string>;
      /** The product as someone else saved it (a 409 on an older version). */
      conflict: AdminProduct | null;
      attempt: string;
    }
  | { stockRefusal: FormRefusal }
  | { pictureRefusal: FormRefusal };

const PICTURE_INTENTS: Record<string, PictureMove> = {
  picture_main: 'main',
  picture_up: 'up',
  picture_down: 'down',
};

/** A picture form's change (add, move, delete) made; what the page then says. */
async function changePictures(
  api: ReturnType<typeof productApi>,
  id: number,
  intent: string,
  form: FormData,
  key: string | undefined,
): Promise<Done | FormRefusal> {
  if (intent === 'picture_add') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return { key: 'pictures.error.noFile', status: 400 };
    if (file.size > PICTURE_MAX_BYTES)
      return { key: 'pictures.error.tooLarge', values: { mb: PICTURE_MAX_MB }, status: 413 };
    await api.addImage(id, file, key);
    return 'picture_added';
  }
  const imageId = parseId(field(form, 'image_id'));
  if (!imageId) return { key: 'pictures.error.gone', status: 400 };
  if (intent === 'picture_delete') {
    await api.deleteImage(id, imageId, key);
    return 'picture_deleted';
  }
  const move = PICTURE_INTENTS[intent];
  const order = parseOrder(field(form, 'order'));
  const body = move && order ? movedOrder(order, imageId, move) : null;
  if (!body) return { key: 'pictures.error.changed', status: 400 };
  await api.orderImages(id, body, key);
  return move === 'main' ? 'picture_main' : 'picture_moved';
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const id = productId(params.id);
  const form = await limitedFormData(request, BODY_MAX);
  if (!form)
    return {
      pictureRefusal: { key: 'pictures.error.tooLarge', values: { mb: PICTURE_MAX_MB }, status: 413 },
    };
  const api = productApi(visit, params.store);
  const base = `/s/${params.store}/products`;
  const key = actionKey(form);
  const intent = field(form, 'intent');
  if (intent.startsWith('picture_')) {
    if (id === null) throw data({ reason: 'not-found' }, { status: 404 });
    let outcome: Done | FormRefusal;
    try {
      outcome = await changePictures(api, id, intent, form, key);
    } catch (error) {
      const { refusal } = refusedForm(visit, request, error);
      const words = pictureRefusal(refusal.message ?? '', refusal.status);
      return { pictureRefusal: words ? { ...refusal, ...words } : refusal };
    }
    if (typeof outcome !== 'string') return { pictureRefusal: outcome };
    throw redirect(`${base}/${id}?done=${outcome}#pictures`);
  }
  if (intent === 'stock') {
    if (id === null) throw data({ reason: 'not-found' }, { status: 404 });
    let stock: number;
    try {
      ({ stock } = await api.adjustStock(id, stockBodyOf(form), key));
    } catch (error) {
      return { stockRefusal: refusedForm(visit, request, error).refusal };
    }
    throw redirect(`${base}/${id}?done=stock&stock=${stock}#stock`);
  }
  const draft = draftFromForm(form);
  let saved: AdminProduct;
  try {
    saved =
      id === null
        ? await api.create(productBodyOf(draft, { withVersion: false }), key)
        : await api.update(id, productBodyOf(draft, { withVersion: true }), key);
  } catch (error) {
    const current =
      error instanceof ProductApiError && error.status === 409
        ? AdminProductSchema.safeParse(error.data)
        : null;
    if (current?.success)
      return {
        draft: rebase(draft, current.data),
        refusal: { status: 409, message: (error as ProductApiError).message },
        fields: {},
        conflict: current.data,
        attempt: newActionKey(),
      };
    const { refusal } = refusedForm(visit, request, error);
    return {
      draft,
      refusal,
      fields: fieldsOfRefusal(refusal.message ?? '', draft.units),
      conflict: null,
      attempt: newActionKey(),
    };
  }
  throw redirect(`${base}/${saved.id}?done=${id === null ? 'created' : 'saved'}`);
}

export default function ProductEditor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { product, movements, places, keys, done, stock } = loaderData;
  const t = useT();
  const { locale } = useI18n();
  const base = `/s/${params.store}/products`;
  const refused = actionData && 'draft' in actionData ? actionData : null;
  const draft = refused?.draft ?? (product ? draftOf(product) : emptyDraft());
  const title = product ? product.name[locale] || product.name.en : t('product.newTitle');
  return (
    <div className="flex flex-col gap-3">
      <p>
        <Link to={base} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong">
          ← {t('product.back')}
        </Link>
      </p>
      <header className="flex items-center gap-3">
        {product ? <Picture image={product.image} alt={t('product.picture')} size="size-16" /> : null}
        <div className="min-w-0">
          <h1 className="break-words text-xl font-bold">{title}</h1>
          {product ? (
            <p className="mt-1 flex flex-wrap gap-1">
              <Badge tone={product.published ? 'green' : 'grey'}>
                {t(product.published ? 'products.shown' : 'products.hidden')}
              </Badge>
            </p>
          ) : null}
        </div>
      </header>
      {done === 'saved' ? <Notice tone="success">{t('product.saved')}</Notice> : null}
      {done === 'created' ? <Notice tone="success">{t('product.created')}</Notice> : null}
      {refused?.conflict ? (
        <>
          <Notice tone="error">{t('product.conflict')}</Notice>
          <Theirs product={refused.conflict} places={places} />
        </>
      ) : refused ? (
        <Notice tone="error">
          {t('product.notSaved')}{' '}
          {refused.refusal.key ? t(refused.refusal.key, refused.refusal.values) : refused.refusal.message}
        </Notice>
      ) : null}
      <EditorForm
        // A refused save draws the form again from what was sent (and, after a conflict, its new version).
        // Else one form per product: a stock change (a new version) keeps what was typed in it.
        key={refused?.attempt ?? `product-${product?.id ?? 'new'}`}
        draft={draft}
        places={places}
        isNew={!product}
        actionKey={keys.save}
        invalid={refused?.fields ?? {}}
      />
      {product ? (
        <PicturesCard
          product={product}
          actionKey={keys.pictures}
          done={done?.startsWith('picture_') ? done : null}
          refusal={actionData && 'pictureRefusal' in actionData ? actionData.pictureRefusal : null}
        />
      ) : null}
      {product ? <VariantsCard product={product} store={params.store} /> : null}
      {product ? (
        <StockCard
          product={product}
          movements={movements}
          actionKey={keys.stock}
          done={done === 'stock' ? stock : null}
          refusal={actionData && 'stockRefusal' in actionData ? actionData.stockRefusal : null}
        />
      ) : null}
    </div>
  );
}

const MISSING_LABELS: Record<string, MessageKey> = {
  'name.kh': 'product.missing.name.kh',
  'name.zh': 'product.missing.name.zh',
  'description.kh': 'product.missing.description.kh',
  'description.zh': 'product.missing.description.zh',
};

/** The texts of a form as it is now (for the count of missing translations as one types). */
function textsOf(form: HTMLFormElement): Pick<ProductDraft, 'name' | 'description'> {
  const values = new FormData(form);
  const of = (prefix: string) =>
    Object.fromEntries(
      TEXT_LOCALES.map((l) => [l, String(values.get(`${prefix}_${l}`) ?? '')]),
    ) as ProductDraft['name'];
  return { name: of('name'), description: of('description') };
}

function EditorForm({
  draft,
  places,
  isNew,
  actionKey: key,
  invalid,
}: {
  draft: ProductDraft;
  places: Places;
  isNew: boolean;
  actionKey: string;
  invalid: Record<string, string>;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [missing, setMissing] = useState(() => missingTexts(draft));
  const errorOf = (name: string) => invalid[name];
  const recount = (event: FormEvent<HTMLFormElement>) =>
    setMissing(missingTexts(textsOf(event.currentTarget)));
  return (
    <Form method="post" className="flex flex-col gap-3" onInput={recount}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name={ACTION_KEY} value={`${key}:save`} />
      <input type="hidden" name="version" value={draft.version} />
      <Card title={t('product.texts')}>
        <p className="mb-3 text-sm" aria-live="polite">
          {missing.length ? (
            <span className="text-amber-900">
              {t('product.missing', { count: missing.length })}{' '}
              <span className="text-slate-700">
                ({missing.map((m) => (MISSING_LABELS[m] ? t(MISSING_LABELS[m]) : m)).join(', ')})
              </span>
            </span>
          ) : (
            <span className="text-emerald-800">{t('product.missingNone')}</span>
          )}
        </p>
        <div className="grid gap-4 lg:grid-cols-3">
          {TEXT_LOCALES.map((l) => (
            <fieldset
              key={l}
              className="flex min-w-0 flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
            >
              <legend className="rounded bg-white px-2 text-sm font-semibold ring-1 ring-slate-200">
                {t(`lang.${l}`)}
              </legend>
              <Field
                label={`${t('product.name')} (${t(`lang.${l}`)})${l === 'en' ? ` · ${t('product.required')}` : ''}`}
                name={`name_${l}`}
                lang={HTML_LANG[l]}
                defaultValue={draft.name[l]}
                required={l === 'en'}
                maxLength={200}
                error={errorOf(`name.${l}`)}
              />
              <TextArea
                label={`${t('product.description')} (${t(`lang.${l}`)})`}
                name={`description_${l}`}
                lang={HTML_LANG[l]}
                defaultValue={draft.description[l]}
                error={errorOf(`description.${l}`)}
              />
            </fieldset>
          ))}
        </div>
      </Card>
      <Card>
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            className="min-w-0"
            label={t('product.place')}
            name="place"
            defaultValue={draft.place}
            required
            aria-invalid={invalid.place ? true : undefined}
          >
            <PlaceOptions places={places} empty={t('product.choose')} />
          </Select>
          <Select className="min-w-0" label={t('product.brand')} name="brand" defaultValue={draft.brand}>
            <option value="">{t('product.noBrand')}</option>
            {places.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </div>
        {invalid.place || invalid.brand ? (
          <p className="mt-1 text-sm text-red-700">{invalid.place ?? invalid.brand}</p>
        ) : null}
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" name="published" defaultChecked={draft.published} className="size-5" />
          {t('product.published')}
        </label>
        <p className="text-xs text-slate-500">{t('product.publishedHint')}</p>
      </Card>
      <Card title={t('product.units')}>
        <div className="flex flex-col gap-4">
          {draft.units.map((unit, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: the product's units, in the API's order
              key={i}
              className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-4"
            >
              {unit.name ? (
                <legend className="mb-1 text-sm font-semibold text-slate-800">{unit.name}</legend>
              ) : null}
              <input type="hidden" name={`unit_${i}_id`} value={unit.id} />
              <input type="hidden" name={`unit_${i}_name`} value={unit.name} />
              <Field
                label={t('product.sku')}
                name={`unit_${i}_sku`}
                defaultValue={unit.sku}
                required
                autoCapitalize="characters"
                spellCheck={false}
                error={errorOf(`units.${i}.sku`)}
              />
              <Field
                label={t('product.price')}
                name={`unit_${i}_price`}
                defaultValue={unit.price}
                inputMode="decimal"
                required
                error={errorOf(`units.${i}.price`)}
              />
              <Field
                label={t('product.promoPrice')}
                name={`unit_${i}_promo_price`}
                defaultValue={unit.promo_price}
                inputMode="decimal"
                error={errorOf(`units.${i}.promo_price`)}
              />
              {isNew ? (
                <Field
                  label={t('product.stockNew')}
                  name={`unit_${i}_stock`}
                  defaultValue={unit.stock}
                  inputMode="numeric"
                  required
                  error={errorOf(`units.${i}.stock`)}
                />
              ) : (
                <div className="flex flex-col gap-1">
                  <input type="hidden" name={`unit_${i}_stock`} value={unit.stock} />
                  <span className="text-sm font-medium text-slate-700">{t('product.stock')}</span>
                  <span className="min-h-11 content-center text-base font-semibold">{unit.stock}</span>
                  <a href="#stock" className="text-xs text-brand-strong underline">
                    {t('product.stockHint')}
                  </a>
                </div>
              )}
            </fieldset>
          ))}
        </div>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-3 flex justify-end border-t border-slate-200 bg-white/95 p-3 sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {isNew ? t('product.create') : t('product.save')}
        </Button>
      </div>
    </Form>
  );
}

function TextArea({
  label,
  name,
  error,
  ...area
}: ComponentProps<'textarea'> & { label: string; name: string; error?: string | undefined }) {
  const id = `f-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        maxLength={20_000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border bg-white p-2 text-base text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...area}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The product as someone else saved it, beside the staff member's own draft. */
function Theirs({ product, places }: { product: AdminProduct; places: Places }) {
  const t = useT();
  const category = places.categories.find((c) => c.id === product.category_id);
  const sub = category?.subcategories.find((s) => s.id === product.subcategory_id);
  const brand = places.brands.find((b) => b.id === product.brand_id);
  return (
    <Card title={t('product.conflictTitle')} className="ring-amber-300">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {TEXT_LOCALES.map((l) => (
          <div key={l} className="contents">
            <dt className="font-medium text-slate-600">
              {t('product.name')} ({t(`lang.${l}`)})
            </dt>
            <dd lang={HTML_LANG[l]} className="break-words">
              {product.name[l] || '—'}
            </dd>
          </div>
        ))}
        <dt className="font-medium text-slate-600">{t('product.place')}</dt>
        <dd>
          {category?.name ?? product.category_id}
          {sub ? ` › ${sub.name}` : ''}
        </dd>
        <dt className="font-medium text-slate-600">{t('product.brand')}</dt>
        <dd>{brand?.name ?? t('product.noBrand')}</dd>
        <dt className="font-medium text-slate-600">{t('products.visibility')}</dt>
        <dd>{t(product.published ? 'products.shown' : 'products.hidden')}</dd>
        {product.variants.map((v) => (
          <div key={v.id ?? 'one'} className="contents">
            <dt className="font-medium text-slate-600">{v.name || t('product.units')}</dt>
            <dd className="flex flex-wrap gap-x-2">
              <span className="break-all">{t('products.sku', { sku: v.sku })}</span>
              <span>·</span>
              <Money usd={v.promo_price ?? v.price} />
              {v.promo_price !== null ? (
                <s className="text-slate-500">
                  <Money usd={v.price} />
                </s>
              ) : null}
              <span>·</span>
              <span>{t('products.stockCount', { count: v.stock })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const PICTURE_DONE: Partial<Record<Done, MessageKey>> = {
  picture_added: 'pictures.added',
  picture_main: 'pictures.madeMain',
  picture_moved: 'pictures.moved',
  picture_deleted: 'pictures.deleted',
};

/**
 * The product's pictures, main first: each with its forms (make main, move up or down, delete
 * after a confirmation), and the upload of a new one. Plain form posts: all of it works without
 * JavaScript.
 */
function PicturesCard({
  product,
  actionKey: key,
  done,
  refusal,
}: {
  product: AdminProduct;
  actionKey: string;
  done: Done | null;
  refusal: FormRefusal | null;
}) {
  const t = useT();
  const { locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const name = product.name[locale] || product.name.en;
  const order = product.images.map((i) => i.id).join(',');
  const notice = done ? PICTURE_DONE[done] : undefined;
  const last = product.images.length - 1;
  return (
    <section id="pictures" className="scroll-mt-4">
      <Card title={t('pictures.title')}>
        {notice ? (
          <div className="mb-3">
            <Notice tone="success">{t(notice)}</Notice>
          </div>
        ) : null}
        {refusal ? (
          <div className="mb-3">
            <Notice tone="error">
              {t('pictures.refused')}{' '}
              {refusal.key ? (
                t(refusal.key, refusal.values)
              ) : (
                <>
                  {t('pictures.error.other')}{' '}
                  <span lang="en" className="break-words">
                    {refusal.message}
                  </span>
                </>
              )}
            </Notice>
          </div>
        ) : null}
        <p className="text-sm text-slate-700">{t('pictures.hint')}</p>
        {product.images.length ? (
          <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('pictures.title')}>
            {product.images.map((image, n) => {
              const label = t('pictures.alt', { n: n + 1, name });
              const move = (intent: 'main' | 'up' | 'down', text: string) => (
                <Form method="post" className="contents">
                  <input type="hidden" name="intent" value={`picture_${intent}`} />
                  <input type="hidden" name={ACTION_KEY} value={`${key}:picture_${intent}_${image.id}`} />
                  <input type="hidden" name="image_id" value={image.id} />
                  <input type="hidden" name="order" value={order} />
                  <Button
                    type="submit"
                    tone="secondary"
                    disabled={busy}
                    className="px-3"
                    aria-label={`${text}: ${label}`}
                  >
                    {text}
                  </Button>
                </Form>
              );
              return (
                <li
                  key={image.id}
                  className="flex min-w-0 gap-3 rounded-lg p-2 ring-1 ring-slate-200"
                  aria-label={label}
                >
                  <Thumb url={image.url} alt={label} />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                      <span>{n + 1}</span>
                      {image.main ? <Badge tone="green">{t('pictures.main')}</Badge> : null}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {image.main ? null : move('main', t('pictures.makeMain'))}
                      {n > 0 ? move('up', t('pictures.up')) : null}
                      {n < last ? move('down', t('pictures.down')) : null}
                    </div>
                    <details className="rounded-lg ring-1 ring-red-200">
                      <summary className="min-h-11 cursor-pointer content-center px-3 text-sm font-semibold text-red-800">
                        <span className="sr-only">{label}: </span>
                        {t('pictures.delete')}
                      </summary>
                      <Form method="post" className="flex flex-col gap-2 p-3">
                        <input type="hidden" name="intent" value="picture_delete" />
                        <input type="hidden" name={ACTION_KEY} value={`${key}:picture_delete_${image.id}`} />
                        <input type="hidden" name="image_id" value={image.id} />
                        <p className="text-sm text-slate-700">{t('pictures.deleteConfirm')}</p>
                        <Button type="submit" tone="danger" disabled={busy} className="self-start">
                          {t('pictures.deleteYes')}
                        </Button>
                      </Form>
                    </details>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t('pictures.none')}</p>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="picture_add" />
          <input type="hidden" name={ACTION_KEY} value={`${key}:picture_add`} />
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="picture-file" className="text-sm font-medium text-slate-700">
              {t('pictures.file', { mb: PICTURE_MAX_MB })}
            </label>
            <input
              id="picture-file"
              type="file"
              name="file"
              accept={PICTURE_ACCEPT}
              required
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold"
            />
          </div>
          <Button type="submit" disabled={busy} className="sm:self-end">
            {t('pictures.upload')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

/** A picture's thumbnail on the admin's origin: a small resized copy of an upload. */
function Thumb({ url, alt }: { url: string; alt: string }) {
  const src = pictureSrc(url);
  if (!src) return <Picture image={null} alt={alt} size="size-20" />;
  const small = src.startsWith('/media/uploads/') ? `${src}?w=160` : src;
  return (
    <img
      src={small}
      alt={alt}
      loading="lazy"
      className="size-20 shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200"
    />
  );
}

/** The product's options and variants: how many, and the way to their page. */
function VariantsCard({ product, store }: { product: AdminProduct; store: string }) {
  const t = useT();
  const count = product.variants.filter((v) => v.id !== null).length;
  return (
    <section id="variants" className="scroll-mt-4">
      <Card title={t('product.variantsTitle')}>
        <p className="text-sm text-slate-700">{t('product.variantsHint')}</p>
        <p className="mt-2 text-sm font-medium">
          {count ? t('product.variantsCount', { count }) : t('product.variantsNone')}
        </p>
        <Link
          to={`/s/${store}/products/${product.id}/variants`}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-strong ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('product.variantsEdit')}
        </Link>
      </Card>
    </section>
  );
}

type Movement = Route.ComponentProps['loaderData']['movements'][number];

function StockCard({
  product,
  movements,
  actionKey: key,
  done,
  refusal,
}: {
  product: AdminProduct;
  movements: Movement[];
  actionKey: string;
  done: number | null;
  refusal: FormRefusal | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const variants = product.variants.filter((v) => v.id !== null);
  const unitName = (id: number | null) => product.variants.find((v) => v.id === id)?.name ?? '';
  return (
    <section id="stock" className="scroll-mt-4">
      <Card title={t('stock.title')}>
        {done !== null ? (
          <div className="mb-3">
            <Notice tone="success">{t('stock.done', { stock: done })}</Notice>
          </div>
        ) : null}
        {refusal ? (
          <div className="mb-3">
            <Notice tone="error">
              {t('products.refused')} {refusal.key ? t(refusal.key, refusal.values) : refusal.message}
            </Notice>
          </div>
        ) : null}
        <Form
          method="post"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr] lg:items-end"
        >
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name={ACTION_KEY} value={`${key}:stock`} />
          {variants.length ? (
            <Select label={t('stock.unit')} name="variant_id" className="min-w-0 sm:col-span-2 lg:col-span-4">
              {variants.map((v) => (
                <option key={v.id} value={v.id ?? ''}>
                  {v.name || v.sku} · {t('products.stockCount', { count: v.stock })}
                </option>
              ))}
            </Select>
          ) : null}
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('stock.direction')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['add', 'take'] as const).map((direction) => (
                <label
                  key={direction}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold ring-1 ring-slate-300 has-checked:bg-brand-soft has-checked:ring-brand"
                >
                  <input
                    type="radio"
                    name="direction"
                    value={direction}
                    defaultChecked={direction === 'add'}
                    className="size-4"
                  />
                  {direction === 'add' ? '+' : '−'} {t(`stock.${direction}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={t('stock.amount')} name="amount" inputMode="numeric" pattern="[0-9]*" required />
          <Select className="min-w-0" label={t('stock.reason')} name="reason" defaultValue="received">
            {STOCK_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`stock.reason.${reason}`)}
              </option>
            ))}
          </Select>
          <Field label={t('stock.note')} name="note" maxLength={500} />
          <Button
            type="submit"
            tone="secondary"
            disabled={busy}
            className="sm:col-span-2 sm:justify-self-start lg:col-span-4"
          >
            {t('stock.submit')}
          </Button>
        </Form>
        <h3 className="mt-4 mb-2 text-sm font-semibold">{t('stock.movements')}</h3>
        {movements.length ? (
          <ol className="flex flex-col divide-y divide-slate-100" aria-label={t('stock.movements')}>
            {movements.slice(0, 20).map((m) => (
              <li key={m.id} className="grid grid-cols-[4rem_1fr] gap-x-3 py-2 text-sm">
                <span
                  className={`font-bold tabular-nums ${m.delta > 0 ? 'text-emerald-800' : 'text-red-800'}`}
                >
                  {m.delta > 0 ? `+${m.delta}` : `−${Math.abs(m.delta)}`}
                </span>
                <div className="min-w-0">
                  <p className="font-medium">
                    {t(`stock.reason.${m.reason}`)}
                    <span className="font-normal text-slate-600">
                      {' '}
                      · {t('stock.after', { stock: m.stock_after })}
                    </span>
                    {m.variant_id !== null && unitName(m.variant_id) ? (
                      <span className="font-normal text-slate-600"> · {unitName(m.variant_id)}</span>
                    ) : null}
                  </p>
                  {m.note ? <p className="break-words text-slate-700">{m.note}</p> : null}
                  <p className="text-xs text-slate-600">
                    <Time at={m.at} /> · {m.staff ? t('order.by', { name: m.staff.name }) : t('order.system')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{t('stock.none')}</p>
        )}
      </Card>
    </section>
  );
}
