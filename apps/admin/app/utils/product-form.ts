import type { AdminProduct } from '@shop/contracts';
import type { Locale } from '@shop/i18n/locales';

// The product editor's form as the page draws it and the action reads it back: every field kept as
// typed (a refused save shows the form again as it was sent), turned into the API's body only on
// the way out. Shared by the page (the count of missing texts) and the server (forms.server).

export const TEXT_LOCALES: readonly Locale[] = ['en', 'kh', 'zh'];

/** One unit as the form holds it: a variant, or (id '') the product itself. */
export interface UnitDraft {
  id: string;
  name: string;
  sku: string;
  price: string;
  promo_price: string;
  stock: string;
}

/** The editor's fields, as typed. */
export interface ProductDraft {
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  /** `{category}` or `{category}:{subcategory}` (one select: a subcategory always of its category). */
  place: string;
  brand: string;
  published: boolean;
  version: string;
  units: UnitDraft[];
}

/** A new product's empty form: one unit, published. */
export const emptyDraft = (): ProductDraft => ({
  name: { en: '', kh: '', zh: '' },
  description: { en: '', kh: '', zh: '' },
  place: '',
  brand: '',
  published: true,
  version: '',
  units: [{ id: '', name: '', sku: '', price: '', promo_price: '', stock: '0' }],
});

/** The place select's value of a category and subcategory. */
export const placeValue = (category: number | null | undefined, subcategory?: number | null) =>
  category ? (subcategory ? `${category}:${subcategory}` : String(category)) : '';

/** The category and subcategory of a place select's value (undefined when it names none). */
export function parsePlace(value: string): { category_id?: number; subcategory_id: number | null } {
  const match = /^(\d+)(?::(\d+))?$/.exec(value.trim());
  if (!match) return { subcategory_id: null };
  return { category_id: Number(match[1]), subcategory_id: match[2] ? Number(match[2]) : null };
}

/** The form of a product as the API gives it. */
export function draftOf(product: AdminProduct): ProductDraft {
  return {
    name: { ...product.name },
    description: { ...product.description },
    place: placeValue(product.category_id, product.subcategory_id),
    brand: product.brand_id ? String(product.brand_id) : '',
    published: product.published,
    version: String(product.version),
    units: product.variants.map((v) => ({
      id: v.id === null ? '' : String(v.id),
      name: v.name,
      sku: v.sku,
      price: money(v.price),
      promo_price: v.promo_price === null ? '' : money(v.promo_price),
      stock: String(v.stock),
    })),
  };
}

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The texts a shopper would read in English for want of a translation (as the API counts them). */
export function missingTexts(draft: Pick<ProductDraft, 'name' | 'description'>): string[] {
  const missing: string[] = [];
  for (const locale of TEXT_LOCALES) {
    if (locale === 'en') continue;
    if (!draft.name[locale].trim()) missing.push(`name.${locale}`);
  }
  if (draft.description.en.trim())
    for (const locale of TEXT_LOCALES) {
      if (locale === 'en') continue;
      if (!draft.description[locale].trim()) missing.push(`description.${locale}`);
    }
  return missing;
}

/**
 * A typed number as the API takes it: a number when it is one, nothing when the field is empty, and
 * the text itself otherwise (the API then names the field in its refusal).
 */
export function numberOf(text: string): number | string | undefined {
  const value = text.trim().replace(/^\$/, '').replace(/\s+/g, '');
  if (!value) return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : text;
}

/** The API's body (POST or PUT /admin/api/products) of a draft. */
export function productBodyOf(draft: ProductDraft, { withVersion }: { withVersion: boolean }) {
  const place = parsePlace(draft.place);
  const version = Number(draft.version);
  return {
    name: draft.name,
    description: draft.description,
    category_id: place.category_id,
    subcategory_id: place.subcategory_id,
    brand_id: /^\d+$/.test(draft.brand) ? Number(draft.brand) : null,
    published: draft.published,
    variants: draft.units.map((unit) => ({
      id: /^\d+$/.test(unit.id) ? Number(unit.id) : null,
      sku: unit.sku,
      name: unit.name,
      price: numberOf(unit.price),
      promo_price: numberOf(unit.promo_price) ?? null,
      // A save leaves the stock out (kept as it is then: a sale meanwhile is not undone); the stock
      // form changes it. A new product's unit starts at the stock typed.
      ...(withVersion ? {} : { stock: numberOf(unit.stock) }),
    })),
    ...(withVersion && Number.isInteger(version) && version > 0 ? { version } : {}),
  };
}

/**
 * The staff member's draft against the product as someone else saved it: their typed texts,
 * places and prices are kept, the version becomes the current one (a save now is on purpose), and
 * the stock is the current one (the editor does not change stock: the stock form does).
 */
export function rebase(draft: ProductDraft, current: AdminProduct): ProductDraft {
  return {
    ...draft,
    version: String(current.version),
    units: draft.units.map((unit) => {
      const now = current.variants.find((v) => String(v.id ?? '') === unit.id);
      return now ? { ...unit, stock: String(now.stock) } : unit;
    }),
  };
}

/**
 * The fields a refusal of the API is about, as the form names them (`name.kh`, `units.0.price`,
 * `place`, `brand`), each with its part of the message (`; ` between parts, the path before `: `
 * left out), from the path each part starts with.
 */
export function fieldsOfRefusal(message: string, units: UnitDraft[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const name = fieldOf(part.trim(), units);
    if (name && !fields[name]) fields[name] = part.trim().replace(/^[\w.[\]]+: /, '');
  }
  return fields;
}

function fieldOf(text: string, units: UnitDraft[]): string | undefined {
  const variant = /^variants(?:\.|\[)(\d+)\]?\.(sku|price|promo_price|stock)\b/.exec(text);
  if (variant) return `units.${variant[1]}.${variant[2]}`;
  const localized = /^(name|description)\.(en|kh|zh)\b/.exec(text);
  if (localized) return `${localized[1]}.${localized[2]}`;
  if (/^(category_id|subcategory_id)\b/.test(text)) return 'place';
  if (/^brand_id\b/.test(text)) return 'brand';
  const sku = /(?:^|: )sku (\S+) is (already used|given twice)/.exec(text);
  if (sku) {
    const at = units.findIndex((u) => u.sku.trim().toLowerCase() === sku[1]?.toLowerCase());
    return at >= 0 ? `units.${at}.sku` : undefined;
  }
  const unitField = /^(sku|price|promo_price|stock)\b/.exec(text);
  if (unitField && units.length === 1) return `units.0.${unitField[1]}`;
  return undefined;
}
