import { HTML_LANG } from '@shop/i18n/locales';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { RichText } from '../components/rich-text';
import { Button, Card, Field, Notice, Select } from '../components/ui';
import { CONTENT_KINDS, type ContentKind, contentApi } from '../content.server';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { ProductApiError } from '../products.server';
import {
  bodyOf,
  type ContentValues,
  fieldOfRefusal,
  formValues,
  TEXT_FIELDS,
  TEXT_LOCALES,
  valuesOf,
} from '../utils/content-form';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import type { Route } from './+types/content-item';
import { StateBadge } from './content';

// The editor of one of the shop's pages (issue 30, part 6): a help category, a help article, a
// policy section or a news post (`new` for one not made yet). Its texts in English, Khmer and
// Chinese side by side on a wide screen, one under another on a phone; a preview drawn the way the
// storefront draws it (what was typed, before it is saved, or what is saved); publish and hide.
// A plain form: a refused save draws it again as typed, the wrong field marked.

export function meta() {
  return [{ title: 'Page – Shop back office' }];
}

function kindOf(value: string): ContentKind {
  const kind = CONTENT_KINDS.find((k) => k === value);
  if (!kind) throw data({ reason: 'not-found' }, { status: 404 });
  return kind;
}

function idOf(value: string): number | null {
  if (value === 'new') return null;
  if (!/^\d{1,9}$/.test(value)) throw data({ reason: 'not-found' }, { status: 404 });
  return Number(value);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const kind = kindOf(params.kind);
  const id = idOf(params.id);
  const api = contentApi(visit, params.store);
  const [item, help] = await guarded(visit, request, () =>
    Promise.all([id === null ? null : api.read(kind, id), kind === 'article' ? api.help() : []]),
  );
  const url = new URL(request.url);
  const categories = help.map((c) => ({ id: c.id, name: c.name[visit.locale] || c.name.en }));
  const defaults = { category_id: url.searchParams.get('category') ?? String(categories[0]?.id ?? '') };
  return {
    kind,
    item,
    values: valuesOf(kind, item, defaults),
    categories,
    key: newActionKey(),
    done: url.searchParams.get('done') === 'saved',
  };
}

interface Answer {
  values: ContentValues;
  refusal: FormRefusal | null;
  invalid: string | null;
  /** What was typed, to be drawn in the preview (not saved). */
  preview: boolean;
  attempt: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Answer> {
  const visit = context.get(visitContext);
  const kind = kindOf(params.kind);
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const values = formValues(kind, form);
  const api = contentApi(visit, params.store);
  const key = actionKey(form);
  const base = `/s/${params.store}/content`;
  const answer = (extra: Partial<Answer>): Answer => ({
    values,
    refusal: null,
    invalid: null,
    preview: false,
    attempt: newActionKey(),
    ...extra,
  });
  if (intent === 'preview') return answer({ preview: true });
  try {
    if (intent === 'delete' && id !== null) {
      await api.remove(kind, id, key);
      throw redirect(`${base}?done=deleted`);
    }
    if ((intent === 'publish' || intent === 'hide') && id !== null && kind !== 'category') {
      await api.publish(kind, id, intent === 'publish', key);
      throw redirect(`${base}/${kind}/${id}?done=saved`);
    }
    const body = bodyOf(kind, values, id === null);
    const saved = id === null ? await api.create(kind, body, key) : await api.save(kind, id, body, key);
    throw redirect(`${base}/${kind}/${saved.id}?done=saved`);
  } catch (error) {
    if (error instanceof ProductApiError && error.status === 409 && error.data) {
      // Saved by someone else: what was typed stays, on their version (sent again, it saves over it).
      const current = valuesOf(kind, error.data as Parameters<typeof valuesOf>[1]);
      return answer({
        values: { ...values, updated_at: current.updated_at ?? '' },
        refusal: { status: 409, message: error.message },
      });
    }
    const { refusal } = refusedForm(visit, request, error);
    return answer({ refusal, invalid: fieldOfRefusal(refusal.message ?? '') });
  }
}

const KIND_LABEL: Record<ContentKind, MessageKey> = {
  category: 'content.kind.category',
  article: 'content.kind.article',
  policy: 'content.kind.policy',
  news: 'content.kind.news',
};
const FIELD_LABEL: Record<string, MessageKey> = {
  name: 'content.name',
  description: 'content.description',
  title: 'content.titleField',
  summary: 'content.summary',
  body: 'content.body',
};
const LANG_LABEL: Record<(typeof TEXT_LOCALES)[number], MessageKey> = {
  en: 'lang.en',
  kh: 'lang.kh',
  zh: 'lang.zh',
};

export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, item, categories, key, done } = loaderData;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? loaderData.values;
  const invalid = actionData?.invalid ?? null;
  const wrong = (name: string) => (invalid === name ? t('content.checkThis') : undefined);
  const state = item
    ? 'state' in item
      ? item.state
      : 'published' in item
        ? item.published
          ? 'published'
          : 'hidden'
        : null
    : null;
  const refusal = actionData?.refusal;
  return (
    <div className="flex flex-col gap-3">
      <Link to=".." relative="path" className="text-sm text-brand-strong underline-offset-2 hover:underline">
        ← {t('content.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold">
          {t(KIND_LABEL[kind])}
          {item ? `: ${'name' in item ? item.name.en : item.title.en}` : ''}
        </h1>
        {state ? <StateBadge state={state} at={item && 'state' in item ? item.published_at : null} /> : null}
      </div>
      {done && !actionData ? <Notice tone="success">{t('content.saved')}</Notice> : null}
      {refusal ? (
        <Notice tone="error">
          {refusal.status === 409 && kind !== 'category' && values.updated_at
            ? `${t('content.conflict')} `
            : `${t('content.notSaved')} `}
          {refusal.key ? t(refusal.key, refusal.values) : refusal.message}
        </Notice>
      ) : null}

      <Form method="post" className="flex flex-col gap-3" key={actionData?.attempt ?? 'saved'}>
        <input type="hidden" name={ACTION_KEY} value={`${key}:save`} />
        <input type="hidden" name="updated_at" value={values.updated_at ?? ''} />
        <Card>
          <div className="flex flex-col gap-4">
            {kind === 'article' ? (
              <Select label={t('content.category')} name="category_id" defaultValue={values.category_id}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            ) : null}
            {TEXT_FIELDS[kind].map((f) => (
              <fieldset key={f.name} className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-slate-800">
                  {t(FIELD_LABEL[f.name] as MessageKey)}
                </legend>
                {f.long ? <p className="text-xs text-slate-500">{t('content.bodyHint')}</p> : null}
                <div className="grid gap-2 md:grid-cols-3">
                  {TEXT_LOCALES.map((l) => {
                    const id = `${f.name}_${l}`;
                    const bad = invalid === id || invalid === f.name;
                    const className = `rounded-lg border text-base ${bad ? 'border-red-600' : 'border-slate-300'}`;
                    return (
                      <div key={l} className="flex flex-col gap-1">
                        <label htmlFor={id} className="text-xs font-medium text-slate-600">
                          {t(FIELD_LABEL[f.name] as MessageKey)} · {t(LANG_LABEL[l])}
                        </label>
                        {f.long ? (
                          <textarea
                            id={id}
                            name={id}
                            lang={HTML_LANG[l]}
                            rows={10}
                            defaultValue={values[id] ?? ''}
                            aria-invalid={bad || undefined}
                            className={`${className} p-2`}
                          />
                        ) : (
                          <input
                            id={id}
                            name={id}
                            lang={HTML_LANG[l]}
                            defaultValue={values[id] ?? ''}
                            required={f.required && l === 'en'}
                            aria-invalid={bad || undefined}
                            className={`${className} min-h-11 px-3 py-2`}
                          />
                        )}
                        {bad && invalid === id ? (
                          <p className="text-sm text-red-700">{t('content.checkThis')}</p>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <div className="grid gap-3 sm:grid-cols-2">
              {kind === 'news' ? (
                <>
                  <Field
                    label={t('content.publishedAt')}
                    name="published_at"
                    type="datetime-local"
                    defaultValue={values.published_at}
                    hint={t('content.publishedAtHint')}
                    error={wrong('published_at')}
                  />
                  <Field
                    label={t('content.image')}
                    name="image"
                    defaultValue={values.image}
                    error={wrong('image')}
                  />
                </>
              ) : null}
              {kind === 'category' ? (
                <Field
                  label={t('content.icon')}
                  name="icon"
                  defaultValue={values.icon ?? 'help'}
                  error={wrong('icon')}
                />
              ) : null}
              <Field
                label={t('content.slug')}
                name="slug"
                defaultValue={values.slug}
                hint={t('content.slugHint')}
                error={wrong('slug')}
              />
            </div>
            {!item && (kind === 'article' || kind === 'policy') ? (
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="published"
                  defaultChecked={values.published === 'on'}
                  className="size-5"
                />
                {t('content.publishNew')}
              </label>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {t('content.save')}
              </Button>
              {kind !== 'category' ? (
                <Button
                  type="submit"
                  name="intent"
                  value="preview"
                  tone="secondary"
                  disabled={busy}
                  formNoValidate
                >
                  {t('content.previewTyped')}
                </Button>
              ) : null}
            </div>
          </div>
        </Card>
      </Form>

      {kind !== 'category' ? (
        <Preview
          kind={kind}
          values={actionData?.preview ? values : loaderData.values}
          typed={Boolean(actionData?.preview)}
        />
      ) : null}

      {item ? (
        <Card>
          <div className="flex flex-wrap gap-2">
            {state ? (
              <Form method="post">
                <input type="hidden" name={ACTION_KEY} value={`${key}:state`} />
                {/* A scheduled post is published already: it is hidden, not published again. */}
                <input type="hidden" name="intent" value={state === 'hidden' ? 'publish' : 'hide'} />
                <Button type="submit" tone="secondary" disabled={busy}>
                  {state === 'hidden' ? t('content.publish') : t('content.hide')}
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name={ACTION_KEY} value={`${key}:delete`} />
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" tone="danger" disabled={busy}>
                {t('content.delete')}
              </Button>
            </Form>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

/** The page as shoppers will read it in each language (English where a text is missing). */
function Preview({ kind, values, typed }: { kind: ContentKind; values: ContentValues; typed: boolean }) {
  const t = useT();
  if (!values.title_en && !values.body_en) return null;
  return (
    <Card title={typed ? t('content.previewOfTyped') : t('content.preview')}>
      <div className="grid gap-4 md:grid-cols-3">
        {TEXT_LOCALES.map((l) => {
          // A language shows its own texts only with its own title (the storefront's rule).
          const own = Boolean(values[`title_${l}`]);
          const pick = (name: string) => values[`${name}_${own ? l : 'en'}`] ?? '';
          return (
            <article key={l} lang={HTML_LANG[l]} className="min-w-0 rounded-lg p-3 ring-1 ring-slate-200">
              <p className="mb-2 text-xs font-medium text-slate-500">{t(LANG_LABEL[l])}</p>
              <h2 className="mb-2 text-lg font-bold text-slate-900">{pick('title')}</h2>
              {kind !== 'policy' && pick('summary') ? (
                <p className="mb-3 text-slate-600">{pick('summary')}</p>
              ) : null}
              <RichText text={pick('body')} anchorPrefix={`preview-${l}`} />
            </article>
          );
        })}
      </div>
    </Card>
  );
}
