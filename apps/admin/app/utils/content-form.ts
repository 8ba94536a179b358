import type { AdminHelpArticle, AdminHelpCategory, AdminNewsPost, AdminPolicySection } from '@shop/contracts';
import type { ContentKind } from '../content.server';

// The editor of a page as a plain form (issue 30, part 6): its fields flat (`title_en`,
// `body_kh`…), made from what the API gives and made back into the body it takes. A date is typed
// in the shop's time (Phnom Penh, UTC+7 all year) and sent with its offset.

export type ContentValues = Record<string, string>;
export const TEXT_LOCALES = ['en', 'kh', 'zh'] as const;

/** The texts of each kind, and whether each is a long text (a textarea). */
export const TEXT_FIELDS: Record<ContentKind, { name: string; long: boolean; required: boolean }[]> = {
  category: [
    { name: 'name', long: false, required: true },
    { name: 'description', long: false, required: false },
  ],
  article: [
    { name: 'title', long: false, required: true },
    { name: 'summary', long: false, required: false },
    { name: 'body', long: true, required: true },
  ],
  policy: [
    { name: 'title', long: false, required: true },
    { name: 'body', long: true, required: true },
  ],
  news: [
    { name: 'title', long: false, required: true },
    { name: 'summary', long: false, required: false },
    { name: 'body', long: true, required: true },
  ],
};

const SHOP_OFFSET_MS = 7 * 3_600_000;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a `datetime-local` value in the shop's time. */
export const localDate = (at: string | Date) =>
  new Date(new Date(at).getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 16);

type Item = AdminHelpCategory | AdminHelpArticle | AdminPolicySection | AdminNewsPost;

/** The form's values of a saved item (or of a new one: `item` null). */
export function valuesOf(kind: ContentKind, item: Item | null, defaults: ContentValues = {}): ContentValues {
  const values: ContentValues = { ...defaults };
  if (!item) {
    if (kind === 'news') values.published_at = localDate(new Date());
    if (kind === 'article' || kind === 'policy') values.published = 'on';
    return values;
  }
  const texts = item as unknown as Record<string, Record<string, string>>;
  for (const f of TEXT_FIELDS[kind])
    for (const l of TEXT_LOCALES) values[`${f.name}_${l}`] = texts[f.name]?.[l] ?? '';
  values.slug = item.slug;
  if ('icon' in item) values.icon = item.icon;
  if ('category_id' in item) values.category_id = String(item.category_id);
  if ('updated_at' in item) values.updated_at = item.updated_at;
  if ('image' in item) values.image = item.image;
  if ('state' in item) values.published_at = item.published_at ? localDate(item.published_at) : '';
  return values;
}

/** The posted form's values (only the fields of this kind). */
export function formValues(kind: ContentKind, form: FormData): ContentValues {
  const names = [
    ...TEXT_FIELDS[kind].flatMap((f) => TEXT_LOCALES.map((l) => `${f.name}_${l}`)),
    'slug',
    'icon',
    'category_id',
    'updated_at',
    'image',
    'published_at',
    'published',
  ];
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')]));
}

/** The body the API takes for the values (a new item's `published` from its box). */
export function bodyOf(kind: ContentKind, values: ContentValues, isNew: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS[kind])
    body[f.name] = Object.fromEntries(TEXT_LOCALES.map((l) => [l, values[`${f.name}_${l}`] ?? '']));
  body.slug = values.slug ?? '';
  if (kind === 'category') body.icon = values.icon || 'help';
  if (kind === 'article') body.category_id = Number(values.category_id) || 0;
  if ((kind === 'article' || kind === 'policy') && values.updated_at) body.updated_at = values.updated_at;
  if ((kind === 'article' || kind === 'policy') && isNew) body.published = values.published === 'on';
  if (kind === 'news') {
    body.image = values.image ?? '';
    const at = values.published_at ?? '';
    // A date as typed in the shop's time, with its offset; anything else as it is (the API names it).
    body.published_at = at === '' ? null : LOCAL_DATE.test(at) ? `${at}:00+07:00` : at;
  }
  return body;
}

/** The field an API refusal names (`title.en: is required` → `title_en`), or null. */
export function fieldOfRefusal(message: string): string | null {
  const match = /^([a-z_]+)(?:\.([a-z]+))?: /.exec(message);
  if (!match) return null;
  return match[2] ? `${match[1]}_${match[2]}` : (match[1] ?? null);
}
