import type { Locale } from '@shop/i18n/locales';
import type { FormRefusal } from './forms';

// The forms of the categories' and brands' pages: names in three languages, a slug, a kind and the
// words shoppers search a place by, one comma-separated list per language. The API keeps one list
// of words in every script; the page shows each word under the language its script says (as
// search reads it), and sends the three lists back as one.

export const PLACE_LOCALES: readonly Locale[] = ['en', 'kh', 'zh'];

/** The language a word is written in, by its script (Khmer, Chinese, else English). */
export const scriptOf = (word: string): Locale =>
  /[\u1780-\u17ff]/.test(word) ? 'kh' : /[\u3400-\u9fff]/.test(word) ? 'zh' : 'en';

/** A place's words as the three fields show them: "earbuds, tws" under English… */
export function wordsByLanguage(words: readonly string[]): Record<Locale, string> {
  const by = { en: [], kh: [], zh: [] } as Record<Locale, string[]>;
  for (const word of words) by[scriptOf(word)].push(word);
  return { en: by.en.join(', '), kh: by.kh.join(', '), zh: by.zh.join(', ') };
}

/** The words of the three fields, each once: split at commas (Latin, Chinese or enumeration ones). */
export function wordsOf(fields: readonly string[]): string[] {
  const words = fields.flatMap((f) => f.split(/[,，、;]/)).map((w) => w.trim().toLowerCase());
  return [...new Set(words.filter(Boolean))];
}

/** A form's fields as the page keeps them after a refusal (what was typed, shown again). */
export type PlaceValues = Record<string, string>;

export type PlaceIntent = 'create' | 'save' | 'delete' | 'up' | 'down';

export interface PlaceRefusal {
  refusal: FormRefusal;
  /** The form refused: `{intent}:{level}:{target}`, drawn again with `values` and opened. */
  form: string;
  values: PlaceValues;
  intent: PlaceIntent;
}

/** The names, slug, kind and words of a posted form, as the API takes them. */
export function placeBodyOf(values: PlaceValues, options: { brand: boolean; isNew: boolean }) {
  const name = { en: values.name_en ?? '', kh: values.name_kh ?? '', zh: values.name_zh ?? '' };
  const slug = values.slug || undefined;
  if (options.brand) return { name, slug };
  const kind = values.kind ?? '';
  return {
    name,
    slug,
    // A new place without a kind: a subcategory gets the one its name says (the API's guess).
    kind: kind ? kind : options.isNew ? undefined : null,
    search_words: wordsOf(PLACE_LOCALES.map((l) => values[`words_${l}`] ?? '')),
  };
}

/** The ids of siblings with one moved a step up or down (unchanged at either end). */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return next;
}
