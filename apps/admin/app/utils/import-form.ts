import type { ImportRefusalCode } from '@shop/contracts/admin';
import type { MessageKey } from '../i18n/messages';

// The catalogue import's words (routes/products-import.tsx): the API answers in English, with a
// code for each refused row and a name for each change; the page says them in the staff member's
// language, the API's English kept beside for what only it knows (which SKU, which line).

/** The largest file the API takes (apps/api IMPORT_MAX_BYTES): 20 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The words of each refusal code of the API (IMPORT_REFUSALS). */
export const REFUSAL_KEYS: Record<ImportRefusalCode, MessageKey> = {
  file: 'import.code.file',
  slug: 'import.code.slug',
  sku: 'import.code.sku',
  required: 'import.code.required',
  too_long: 'import.code.too_long',
  published: 'import.code.published',
  money: 'import.code.money',
  promo_not_below_price: 'import.code.promo_not_below_price',
  stock: 'import.code.stock',
  image_address: 'import.code.image_address',
  unknown_category: 'import.code.unknown_category',
  unknown_subcategory: 'import.code.unknown_subcategory',
  unknown_brand: 'import.code.unknown_brand',
  disagrees: 'import.code.disagrees',
  sku_twice: 'import.code.sku_twice',
  sku_taken: 'import.code.sku_taken',
  new_variant: 'import.code.new_variant',
  new_product_variants: 'import.code.new_product_variants',
  product_refused: 'import.code.product_refused',
};

/** The words of each change the API names (`name.kh`, `price`…); another one is shown as it is. */
export const CHANGE_KEYS: Record<string, MessageKey> = {
  'name.en': 'import.change.name.en',
  'name.kh': 'import.change.name.kh',
  'name.zh': 'import.change.name.zh',
  'description.en': 'import.change.description.en',
  'description.kh': 'import.change.description.kh',
  'description.zh': 'import.change.description.zh',
  category: 'import.change.category',
  subcategory: 'import.change.subcategory',
  brand: 'import.change.brand',
  published: 'import.change.published',
  sku: 'import.change.sku',
  price: 'import.change.price',
  promo_price: 'import.change.promo_price',
  stock: 'import.change.stock',
};

/** A whole file refused, in the staff member's words: the API's message matched, or null. */
export function fileRefusal(
  message: string,
  status: number,
): { key: MessageKey; values?: Record<string, string | number> } | null {
  if (status === 413 || /^file: larger than/.test(message)) return { key: 'import.tooLarge' };
  if (/^file: not UTF-8/.test(message)) return { key: 'import.notUtf8' };
  if (/^file: not a CSV/.test(message)) return { key: 'import.notCsv' };
  if (/^file: empty/.test(message)) return { key: 'import.empty' };
  const columns = /^file: no column (.+)$/.exec(message);
  if (columns) return { key: 'import.noColumn', values: { columns: columns[1] ?? '' } };
  const rows = /^file: ([\d,]+) rows; at most ([\d,]+)/.exec(message);
  if (rows) return { key: 'import.tooManyRows', values: { rows: rows[1] ?? '', max: rows[2] ?? '' } };
  if (/^file[: ]/.test(message) || /multipart/.test(message)) return { key: 'import.noFile' };
  return null;
}
