import type { AdminKind } from '@shop/contracts';
import { HTML_LANG } from '@shop/i18n/locales';
import { Form, useNavigation } from 'react-router';
import { useI18n, useT } from '../i18n/i18n';
import { ACTION_KEY } from '../utils/forms';
import { PLACE_LOCALES, type PlaceValues, wordsByLanguage } from '../utils/place-form';
import { Button, Field, Select } from './ui';

// The form of a category, group, subcategory or brand: its names in English, Khmer and Chinese side
// by side on a wide screen (stacked on a phone), its slug, and (places) its kind and search words.

export interface PlaceFormProps {
  /** What the form does: `create` or `save`, with the level and the row (or parent) it is about. */
  intent: 'create' | 'save';
  level: 'category' | 'group' | 'subcategory' | 'brand';
  /** The row's id (save) or its parent's (a new group or subcategory). */
  target: number | null;
  /** The row as it is (save), or what was typed before a refusal. */
  values: PlaceValues;
  kinds?: AdminKind[] | undefined;
  actionKey: string;
  submit: string;
}

/** A place's fields as the form starts them from the API's row. */
export function valuesOf(row: {
  slug: string;
  name: { en: string; kh: string; zh: string };
  kind?: string | null;
  search_words?: string[];
}): PlaceValues {
  const words = wordsByLanguage(row.search_words ?? []);
  return {
    name_en: row.name.en,
    name_kh: row.name.kh,
    name_zh: row.name.zh,
    slug: row.slug,
    kind: row.kind ?? '',
    words_en: words.en,
    words_kh: words.kh,
    words_zh: words.zh,
  };
}

export function PlaceForm({ intent, level, target, values, kinds, actionKey, submit }: PlaceFormProps) {
  const t = useT();
  const { locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input
        type="hidden"
        name={ACTION_KEY}
        value={`${actionKey}:${intent}_${level}${target ? `_${target}` : ''}`}
      />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="target" value={target ?? ''} />
      <div className="grid gap-3 lg:grid-cols-3">
        {PLACE_LOCALES.map((l) => (
          <Field
            key={l}
            name={`name_${l}`}
            lang={HTML_LANG[l]}
            label={`${t('categories.name')} (${t(`lang.${l}`)})${l === 'en' ? ` · ${t('categories.required')}` : ''}`}
            defaultValue={values[`name_${l}`] ?? ''}
            required={l === 'en'}
            maxLength={120}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="slug"
          label={t('categories.slug')}
          hint={t('categories.slugHint')}
          defaultValue={values.slug ?? ''}
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
        />
        {kinds ? (
          <Select name="kind" label={t('categories.kind')} defaultValue={values.kind ?? ''}>
            <option value="">{t('categories.kindNone')}</option>
            {kinds.map((k) => (
              <option key={k.code} value={k.code}>
                {k.name[locale] || k.name.en}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      {kinds ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t('categories.words')}</legend>
          <p className="text-xs text-slate-500">{t('categories.wordsHint')}</p>
          <div className="grid gap-3 lg:grid-cols-3">
            {PLACE_LOCALES.map((l) => (
              <Field
                key={l}
                name={`words_${l}`}
                lang={HTML_LANG[l]}
                label={`${t('categories.words')} (${t(`lang.${l}`)})`}
                defaultValue={values[`words_${l}`] ?? ''}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** A row's small forms: move up, move down, delete. */
export function RowActions({
  level,
  id,
  parent,
  first,
  last,
  actionKey,
  label,
}: {
  level: PlaceFormProps['level'];
  id: number;
  parent: number | null;
  first: boolean;
  last: boolean;
  actionKey: string;
  /** The row's name, said with each button to a screen reader. */
  label: string;
}) {
  const t = useT();
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name={ACTION_KEY} value={`${actionKey}:${intent}_${level}_${id}`} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="target" value={id} />
      <input type="hidden" name="parent" value={parent ?? ''} />
    </>
  );
  return (
    <div className="flex shrink-0 gap-1">
      <Form method="post">
        {hidden('up')}
        <Button
          type="submit"
          tone="secondary"
          disabled={first}
          aria-label={`${t('categories.up')}: ${label}`}
        >
          ↑
        </Button>
      </Form>
      <Form method="post">
        {hidden('down')}
        <Button
          type="submit"
          tone="secondary"
          disabled={last}
          aria-label={`${t('categories.down')}: ${label}`}
        >
          ↓
        </Button>
      </Form>
    </div>
  );
}

/** The delete button of a row: refused by the API while products use it. */
export function DeleteForm({
  level,
  id,
  actionKey,
  label,
}: {
  level: PlaceFormProps['level'];
  id: number;
  actionKey: string;
  label: string;
}) {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name={ACTION_KEY} value={`${actionKey}:delete_${level}_${id}`} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="target" value={id} />
      <Button type="submit" tone="danger" aria-label={`${t('categories.delete')}: ${label}`}>
        {t('categories.delete')}
      </Button>
    </Form>
  );
}
