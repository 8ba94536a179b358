import { STOCK_REASONS } from '@shop/contracts/admin-rules';
import { field } from './forms.server';
import { numberOf, type ProductDraft, parsePlace, TEXT_LOCALES, type UnitDraft } from './product-form';

// The product screens' posted forms read back: the editor's (as typed, ProductDraft), the list's
// bulk change and the stock form, each turned into what the API takes. Nothing is refused here
// that the API refuses itself: its message names the field, in the form as the staff member sent it.

/** At most this many units are read from one posted editor form (the API takes 200). */
const MAX_UNITS = 200;

/** A text field as typed: trimmed at its ends, line breaks of a description kept. */
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The editor's form as it was posted. */
export function draftFromForm(form: FormData): ProductDraft {
  const localized = (prefix: string) =>
    Object.fromEntries(TEXT_LOCALES.map((l) => [l, text(form, `${prefix}_${l}`)])) as ProductDraft['name'];
  const units: UnitDraft[] = [];
  for (let i = 0; i < MAX_UNITS && form.has(`unit_${i}_sku`); i++)
    units.push({
      id: field(form, `unit_${i}_id`),
      name: field(form, `unit_${i}_name`),
      sku: field(form, `unit_${i}_sku`),
      price: field(form, `unit_${i}_price`),
      promo_price: field(form, `unit_${i}_promo_price`),
      stock: field(form, `unit_${i}_stock`),
    });
  return {
    name: localized('name'),
    description: localized('description'),
    place: field(form, 'place'),
    brand: field(form, 'brand'),
    published: form.get('published') === 'on',
    version: field(form, 'version'),
    units,
  };
}

/** The products a bulk form names (its checked boxes), each once. */
export const idsOf = (form: FormData) => [
  ...new Set(
    form
      .getAll('ids')
      .map((v) => Number(v))
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

/** The list's bulk change as POST /admin/api/products/bulk takes it. */
export function bulkBodyOf(form: FormData) {
  const action = field(form, 'bulk');
  const body: Record<string, unknown> = { ids: idsOf(form), action };
  if (action === 'move') {
    const place = parsePlace(field(form, 'place'));
    body.category_id = place.category_id;
    body.subcategory_id = place.subcategory_id;
  }
  if (action === 'price') {
    const value = numberOf(field(form, 'change'));
    body[field(form, 'by') === 'percent' ? 'percent' : 'amount'] =
      typeof value === 'number' && field(form, 'direction') === 'down' ? -Math.abs(value) : value;
  }
  return body;
}

/** The stock form as POST /admin/api/products/{id}/stock takes it: an amount added or taken, a reason. */
export function stockBodyOf(form: FormData) {
  const amount = numberOf(field(form, 'amount'));
  const variant = Number(field(form, 'variant_id'));
  const reason = field(form, 'reason');
  return {
    variant_id: Number.isInteger(variant) && variant > 0 ? variant : null,
    delta: typeof amount === 'number' && field(form, 'direction') === 'take' ? -Math.abs(amount) : amount,
    reason: (STOCK_REASONS as readonly string[]).includes(reason) ? reason : reason || undefined,
    note: field(form, 'note'),
  };
}
