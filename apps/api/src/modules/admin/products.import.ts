import { type ImportRefusal, type ImportRefusalCode, SKU_PATTERN } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { CATALOGUE_COLUMNS, IMAGE_SEPARATOR } from './products.csv';

// Reading a catalogue CSV for the import (issue 30, part 4; decision 034): the export's columns,
// row by row, each value checked and typed, or refused with its line, column and reason. Pure: the
// shop's categories, brands and SKUs are looked up afterwards, by the import itself.

/** One row of the file, its values typed. */
export interface ImportRow {
  line: number;
  product: string;
  sku: string;
  variant: string;
  name: { en: string; kh: string; zh: string };
  description: { en: string; kh: string; zh: string };
  category: string;
  subcategory: string;
  brand: string;
  published: boolean;
  priceCents: number;
  promoPriceCents: number | null;
  stock: number;
  images: string[];
}

/** The whole file refused: not UTF-8, not CSV, or without a column the import needs. */
export class ImportFileError extends Error {}

/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MONEY = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A cell as the export wrote it, without the quote mark that keeps a spreadsheet from running it. */
const unguarded = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text).trim();

/** The file's text: UTF-8 only (a byte-order mark allowed), else the whole file is refused. */
function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportFileError('file: not UTF-8 text; save the CSV as UTF-8');
  }
}

/** Reads a catalogue CSV: its rows, typed, and the refusals of the rows that cannot be. */
export function readCatalogueCsv(bytes: Uint8Array): {
  rows: ImportRow[];
  refused: ImportRefusal[];
  /** The products (by slug) some row of which is refused, with that row's line. */
  refusedProducts: Map<string, number>;
} {
  const text = utf8(bytes);
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new ImportFileError(`file: not a CSV file (${(error as Error).message.split('\n')[0]})`);
  }
  const [header, ...body] = records;
  if (!header) throw new ImportFileError('file: empty');
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = CATALOGUE_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) throw new ImportFileError(`file: no column ${missing.join(', ')}`);
  if (body.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(
      `file: ${body.length} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en')} at once`,
    );
  const at = Object.fromEntries(CATALOGUE_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof CATALOGUE_COLUMNS)[number],
    number
  >;
  const rows: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  const refusedProducts = new Map<string, number>();
  body.forEach((record, i) => {
    const line = i + 2;
    const refusals: ImportRefusal[] = [];
    const value = (column: (typeof CATALOGUE_COLUMNS)[number]) => unguarded(record[at[column]] ?? '');
    const refuse = (column: string, code: ImportRefusalCode, reason: string) =>
      refusals.push({ line, column, code, reason });
    const product = value('product');
    if (!SLUG.test(product)) refuse('product', 'slug', 'a slug of lower-case letters, digits and hyphens');
    const sku = value('sku');
    if (!sku || sku.length > 64 || !SKU_PATTERN.test(sku))
      refuse('sku', 'sku', 'required: up to 64 letters, digits and . _ - /');
    const nameEn = value('name_en');
    if (!nameEn) refuse('name_en', 'required', 'required');
    for (const column of ['name_en', 'name_kh', 'name_zh'] as const)
      if (value(column).length > 200) refuse(column, 'too_long', 'at most 200 characters');
    const category = value('category');
    if (!SLUG.test(category)) refuse('category', 'slug', 'required: the slug of a category of the shop');
    const published = value('published').toLowerCase();
    if (!['true', 'false', '1', '0', 'yes', 'no'].includes(published))
      refuse('published', 'published', 'true or false');
    const price = value('price');
    if (!MONEY.test(price)) refuse('price', 'money', 'dollars, at most 2 decimals, not below 0');
    const promo = value('promo_price');
    if (promo && !MONEY.test(promo)) refuse('promo_price', 'money', 'dollars, at most 2 decimals, or empty');
    const priceCents = Math.round(Number(price) * 100);
    const promoPriceCents = promo ? Math.round(Number(promo) * 100) : null;
    if (promoPriceCents !== null && MONEY.test(price) && promoPriceCents >= priceCents)
      refuse('promo_price', 'promo_not_below_price', 'must be below the price');
    const stock = value('stock');
    if (!/^\d{1,8}$/.test(stock)) refuse('stock', 'stock', 'a whole number, not below 0');
    const images = value('images')
      .split(IMAGE_SEPARATOR.trim())
      .map((u) => u.trim())
      .filter(Boolean);
    for (const url of images)
      if (!/^(https?:\/\/|\/)[^\s]+$/.test(url))
        refuse('images', 'image_address', `not an address: ${url.slice(0, 60)}`);
    if (refusals.length) {
      refused.push(...refusals);
      if (SLUG.test(product) && !refusedProducts.has(product)) refusedProducts.set(product, line);
      return;
    }
    rows.push({
      line,
      product,
      sku,
      variant: value('variant'),
      name: { en: nameEn, kh: value('name_kh'), zh: value('name_zh') },
      description: { en: value('description_en'), kh: value('description_kh'), zh: value('description_zh') },
      category,
      subcategory: value('subcategory'),
      brand: value('brand'),
      published: ['true', '1', 'yes'].includes(published),
      priceCents,
      promoPriceCents,
      stock: Number(stock),
      images,
    });
  });
  return { rows, refused, refusedProducts };
}
