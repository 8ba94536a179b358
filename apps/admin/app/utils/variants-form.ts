import type { AdminProduct } from '@shop/contracts';
import type { Locale } from '@shop/i18n/locales';
import { numberOf, TEXT_LOCALES } from './product-form';

// The variants editor's form (routes/product-variants.tsx) as the page draws it and the action reads
// it back: a product's option types with their values in three languages, and its variants, each
// naming its options by reference. Every button of the form posts it whole (no JavaScript needed):
// "add a value", "add a type" and "make every combination" answer the form again, changed and not
// saved; "save" sends it as PUT /admin/api/products/{id}/variants takes it.

/** The most option types, values per type and variants the API takes (@shop/contracts). */
export const MAX_TYPES = 3;
export const MAX_VALUES = 30;
export const MAX_ROWS = 200;

export type Names = Record<Locale, string>;

export interface ValueDraft {
  /** The value's id ('' for one not saved yet). */
  id: string;
  name: Names;
  remove: boolean;
}

export interface TypeDraft {
  id: string;
  name: Names;
  remove: boolean;
  values: ValueDraft[];
}

/**
 * A variant as the form holds it. `refs` names its options, one per type: `{type ref}={value ref}`,
 * each ref `#id` for a saved type or value and `~english name` (lower case) for a new one, so that
 * a renamed value keeps its rows and a removed type or value is known.
 */
export interface RowDraft {
  id: string;
  refs: string[];
  sku: string;
  price: string;
  promo_price: string;
  stock: string;
  /** The stock as the page read it ('' for a new row): unchanged, the save leaves it out. */
  stockRead: string;
  remove: boolean;
}

export interface VariantsDraft {
  version: string;
  /** The price a new variant starts at: the product's. */
  basePrice: string;
  types: TypeDraft[];
  rows: RowDraft[];
}

const emptyNames = (): Names => ({ en: '', kh: '', zh: '' });
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export const blankValue = (): ValueDraft => ({ id: '', name: emptyNames(), remove: false });
export const blankType = (): TypeDraft => ({
  id: '',
  name: emptyNames(),
  remove: false,
  values: [blankValue(), blankValue()],
});

/** A type's or value's reference: its id, or (new) its English name. */
export const refOf = (item: { id: string; name: Names }) =>
  /^\d+$/.test(item.id) ? `#${item.id}` : `~${key(item.name.en)}`;

/** A blank row of the form: nothing typed in it. */
const isBlank = (item: { id: string; name: Names }) =>
  !item.id && TEXT_LOCALES.every((l) => !item.name[l].trim());

/** The types that count: not ticked for removal, not left blank; each with its values that count. */
export function activeTypes(types: TypeDraft[]): TypeDraft[] {
  return types
    .filter((t) => !t.remove && !isBlank(t))
    .map((t) => ({ ...t, values: t.values.filter((v) => !v.remove && !isBlank(v)) }));
}

/**
 * The English names of a variant named "Black / 256GB" by the API, one per type in order, matched
 * against the types' values (a value's name may itself hold " / ").
 */
function valuesOfName(name: string, types: AdminProduct['option_types']) {
  const found: AdminProduct['option_types'][number]['options'] = [];
  let rest = name;
  for (const [i, type] of types.entries()) {
    const last = i === types.length - 1;
    const value = type.options.find((o) =>
      last ? key(rest) === key(o.name.en) : key(rest).startsWith(`${key(o.name.en)} / `),
    );
    if (!value) return null;
    found.push(value);
    rest = rest.slice(value.name.en.length + 3);
  }
  return found;
}

/** The form of a product's options and variants as the API gives them. */
export function variantsDraftOf(product: AdminProduct): VariantsDraft {
  const types: TypeDraft[] = product.option_types.map((t) => ({
    id: String(t.id),
    name: { ...t.name },
    remove: false,
    values: [
      ...t.options.map((o) => ({ id: String(o.id), name: { ...o.name }, remove: false })),
      blankValue(),
    ],
  }));
  const rows: RowDraft[] = [];
  for (const v of product.variants) {
    if (v.id === null) continue;
    const values = valuesOfName(v.name, product.option_types);
    if (!values) continue;
    rows.push({
      id: String(v.id),
      refs: values.map((o, i) => `#${product.option_types[i]!.id}=#${o.id}`),
      sku: v.sku,
      price: money(v.price),
      promo_price: v.promo_price === null ? '' : money(v.promo_price),
      stock: String(v.stock),
      stockRead: String(v.stock),
      remove: false,
    });
  }
  const first = product.variants[0];
  return {
    version: String(product.version),
    basePrice: first ? money(first.price) : '',
    // A product without options is offered one blank type to start with.
    types: types.length ? types : [blankType()],
    rows,
  };
}

/** The values of a row, one per active type (undefined where the row has none, or it was removed). */
export function rowValues(row: RowDraft, types: TypeDraft[]): (ValueDraft | undefined)[] {
  const byType = new Map(
    row.refs.map((r) => {
      const at = r.indexOf('=');
      return [r.slice(0, at), r.slice(at + 1)] as const;
    }),
  );
  return types.map((t) => {
    const ref = byType.get(refOf(t));
    return ref === undefined ? undefined : t.values.find((v) => refOf(v) === ref);
  });
}

/** A row's options as the page says them: each value's name in `locale` (else English), " / " between. */
export function rowLabel(row: RowDraft, types: TypeDraft[], locale: Locale): string {
  const all = row.refs.map((r) => {
    const at = r.indexOf('=');
    const type = types.find((t) => refOf(t) === r.slice(0, at));
    const value = type?.values.find((v) => refOf(v) === r.slice(at + 1));
    return value ? value.name[locale] || value.name.en : r.slice(at + 2);
  });
  return all.join(' / ');
}

/** Every combination of the active types' values, in order (the first type's first value first). */
export function combinations<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])),
    [[]],
  );
}

export type CombineResult = { draft: VariantsDraft } | { tooMany: number } | { noValues: true };

/**
 * The draft with a row for every combination of its values: a row already there (the same values)
 * kept as typed, a new one at the product's price with no stock and an automatic SKU; rows of no
 * combination (a value or type removed or added) left out.
 */
export function combine(draft: VariantsDraft): CombineResult {
  const types = activeTypes(draft.types);
  if (!types.length || types.some((t) => !t.values.length)) return { noValues: true };
  const count = types.reduce((n, t) => n * t.values.length, 1);
  if (count > MAX_ROWS) return { tooMany: count };
  const existing = new Map<string, RowDraft>();
  for (const row of draft.rows) {
    const values = rowValues(row, types);
    if (values.every(Boolean)) existing.set(values.map((v) => refOf(v!)).join('|'), row);
  }
  const rows = combinations(types.map((t) => t.values)).map((values): RowDraft => {
    const kept = existing.get(values.map(refOf).join('|'));
    const refs = values.map((v, i) => `${refOf(types[i]!)}=${refOf(v)}`);
    return kept
      ? { ...kept, refs }
      : {
          id: '',
          refs,
          sku: '',
          price: draft.basePrice,
          promo_price: '',
          stock: '0',
          stockRead: '',
          remove: false,
        };
  });
  return { draft: { ...draft, rows } };
}

/** The draft with one more blank value in type `at` (if it may have more). */
export function addValue(draft: VariantsDraft, at: number): VariantsDraft {
  return {
    ...draft,
    types: draft.types.map((t, i) =>
      i === at && t.values.length < MAX_VALUES ? { ...t, values: [...t.values, blankValue()] } : t,
    ),
  };
}

/** The draft with one more blank type (if it may have more). */
export function addType(draft: VariantsDraft): VariantsDraft {
  return draft.types.filter((t) => !t.remove).length < MAX_TYPES
    ? { ...draft, types: [...draft.types, blankType()] }
    : draft;
}

/** Why a draft cannot be sent as it is (the page says it in the staff member's language). */
export type DraftProblem = 'stale' | 'tooManyTypes';

/**
 * The API's body of a draft, with each variant's row in the form (for the refusal's fields); a
 * row ticked for removal, or of a value removed, is left out. `problem`: rows that do not name one
 * value of every type (a type added since): "make every combination" first.
 */
export function variantsBodyOf(draft: VariantsDraft): {
  body: {
    version: number;
    types: { id?: number; name: Names; options: { id?: number; name: Names }[] }[];
    variants: {
      options: string[];
      sku: string;
      price: number | string | undefined;
      promo_price: number | string | null;
      stock?: number | string | undefined;
    }[];
  };
  rowOf: number[];
  typeOf: number[];
  problem?: DraftProblem;
} {
  const types = activeTypes(draft.types);
  const typeOf = types.map((t) => draft.types.findIndex((d) => refOf(d) === refOf(t)));
  const id = (text: string) => (/^\d+$/.test(text) ? { id: Number(text) } : {});
  const trimmed = (n: Names): Names => ({ en: n.en.trim(), kh: n.kh.trim(), zh: n.zh.trim() });
  const rowOf: number[] = [];
  const variants: ReturnType<typeof variantsBodyOf>['body']['variants'] = [];
  let problem: DraftProblem | undefined = types.length > MAX_TYPES ? 'tooManyTypes' : undefined;
  if (types.length)
    draft.rows.forEach((row, i) => {
      if (row.remove) return;
      const byType = new Set(row.refs.map((r) => r.slice(0, r.indexOf('='))));
      if (types.some((t) => !byType.has(refOf(t)))) {
        problem = 'stale';
        return;
      }
      const values = rowValues(row, types);
      // A value ticked for removal (or a type): its variants go with it.
      const removed = row.refs.some((r) => {
        const at = r.indexOf('=');
        const type = draft.types.find((t) => refOf(t) === r.slice(0, at));
        return type?.values.find((v) => refOf(v) === r.slice(at + 1))?.remove === true;
      });
      if (removed) return;
      if (values.some((v) => !v)) {
        problem = 'stale';
        return;
      }
      rowOf.push(i);
      variants.push({
        options: values.map((v) => v!.name.en.trim()),
        sku: row.sku.trim(),
        price: numberOf(row.price),
        promo_price: numberOf(row.promo_price) ?? null,
        // A variant's stock as the page read it is left out: kept as it is then (a sale meanwhile
        // is not undone); a changed one is a count.
        ...(row.id && row.stock === row.stockRead ? {} : { stock: numberOf(row.stock) }),
      });
    });
  const version = Number(draft.version);
  const result = {
    body: {
      version: Number.isInteger(version) && version > 0 ? version : 0,
      types: types.map((t) => ({
        ...id(t.id),
        name: trimmed(t.name),
        options: t.values.map((v) => ({ ...id(v.id), name: trimmed(v.name) })),
      })),
      variants,
    },
    rowOf,
    typeOf,
  };
  return problem ? { ...result, problem } : result;
}

/**
 * The fields a refusal of the API names, as the form calls them (`row.3.price`, `type.1`), each
 * with its part of the message; `rowOf`/`typeOf` turn the body's places into the form's.
 */
export function variantsRefusalFields(
  message: string,
  rows: RowDraft[],
  rowOf: number[],
  typeOf: number[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (name: string, text: string) => {
    if (!fields[name]) fields[name] = text.replace(/^[\w.[\]]+: /, '');
  };
  for (const raw of message.split('; ')) {
    const part = raw.trim();
    const variant = /^variants(?:\.|\[)(\d+)\]?(?:\.(sku|price|promo_price|stock|options))?\b/.exec(part);
    if (variant) {
      const row = rowOf[Number(variant[1])];
      if (row !== undefined) put(`row.${row}.${variant[2] ?? 'options'}`, part);
      continue;
    }
    const type = /^types(?:\.|\[)(\d+)\]?/.exec(part);
    if (type) {
      const at = typeOf[Number(type[1])];
      if (at !== undefined) put(`type.${at}`, part);
      continue;
    }
    const sku = /(?:^|: )sku (\S+) is (already used|given twice)/.exec(part);
    if (sku) {
      const at = rows.findIndex((r) => !r.remove && r.sku.trim().toLowerCase() === sku[1]?.toLowerCase());
      if (at >= 0) put(`row.${at}.sku`, part);
    }
  }
  return fields;
}

/**
 * The staff member's draft against the product as someone else saved it: what they typed is kept,
 * the version becomes the current one (a save now is on purpose).
 */
export const rebaseVariants = (draft: VariantsDraft, current: AdminProduct): VariantsDraft => ({
  ...draft,
  version: String(current.version),
});

/** A posted field as text ('' when absent). */
const posted = (form: FormData, name: string) => String(form.get(name) ?? '');

const namesOf = (form: FormData, prefix: string): Names =>
  Object.fromEntries(TEXT_LOCALES.map((l) => [l, posted(form, `${prefix}_name_${l}`).trim()])) as Names;

/** The refs of a row as the form carries them (JSON), or none. */
function refsOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((r): r is string => typeof r === 'string' && r.includes('='))
      : [];
  } catch {
    return [];
  }
}

/** The variants editor's form as it was posted. */
export function variantsDraftFromForm(form: FormData): VariantsDraft {
  const types: TypeDraft[] = [];
  for (let i = 0; i < MAX_TYPES + 3 && form.has(`type_${i}_id`); i++) {
    const values: ValueDraft[] = [];
    for (let j = 0; j < MAX_VALUES + 3 && form.has(`type_${i}_value_${j}_id`); j++)
      values.push({
        id: posted(form, `type_${i}_value_${j}_id`).trim(),
        name: namesOf(form, `type_${i}_value_${j}`),
        remove: form.get(`type_${i}_value_${j}_remove`) === 'on',
      });
    types.push({
      id: posted(form, `type_${i}_id`).trim(),
      name: namesOf(form, `type_${i}`),
      remove: form.get(`type_${i}_remove`) === 'on',
      values,
    });
  }
  const rows: RowDraft[] = [];
  for (let k = 0; k < MAX_ROWS && form.has(`row_${k}_refs`); k++)
    rows.push({
      id: posted(form, `row_${k}_id`).trim(),
      refs: refsOf(posted(form, `row_${k}_refs`)),
      sku: posted(form, `row_${k}_sku`).trim(),
      price: posted(form, `row_${k}_price`).trim(),
      promo_price: posted(form, `row_${k}_promo_price`).trim(),
      stock: posted(form, `row_${k}_stock`).trim(),
      stockRead: posted(form, `row_${k}_stock_read`).trim(),
      remove: form.get(`row_${k}_remove`) === 'on',
    });
  return {
    version: posted(form, 'version').trim(),
    basePrice: posted(form, 'base_price').trim(),
    types,
    rows,
  };
}

/** The draft with a blank value at the end of each type (where one more may be added): to type into. */
export function withBlanks(draft: VariantsDraft): VariantsDraft {
  return {
    ...draft,
    types: draft.types.map((t) => {
      const last = t.values.at(-1);
      return (last && isBlank(last)) || t.values.length >= MAX_VALUES
        ? t
        : { ...t, values: [...t.values, blankValue()] };
    }),
  };
}
