import type { AdminProduct } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  fieldsOfRefusal,
  missingTexts,
  numberOf,
  parsePlace,
  placeValue,
  productBodyOf,
  rebase,
} from './product-form';
import { bulkBodyOf, draftFromForm, idsOf, stockBodyOf } from './product-form.server';

// Cast: the product's other fields (its option types…) are none of the form's business.
const product = {
  id: 7,
  name: { en: 'USB-C cable', kh: 'ខ្សែ USB-C', zh: '' },
  description: { en: 'One metre.', kh: '', zh: '' },
  category_id: 9,
  subcategory_id: 31,
  brand_id: null,
  published: true,
  variants: [{ id: null, sku: 'CAB-1', name: '', price: 4.5, promo_price: null, stock: 12 }],
  version: 3,
  missing: ['name.zh', 'description.kh', 'description.zh'],
  image: '/media/gen/product/cable.svg',
} as AdminProduct;

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
};

describe('the editor’s draft', () => {
  it('reads a product as the form shows it, and back into the body the API takes', () => {
    const draft = draftOf(product);
    expect(draft).toMatchObject({
      place: '9:31',
      brand: '',
      version: '3',
      units: [{ id: '', sku: 'CAB-1', price: '4.50', promo_price: '', stock: '12' }],
    });
    expect(productBodyOf(draft, { withVersion: true })).toEqual({
      name: product.name,
      description: product.description,
      category_id: 9,
      subcategory_id: 31,
      brand_id: null,
      published: true,
      // A save leaves the stock out: kept as it is then (the stock form changes it).
      variants: [{ id: null, sku: 'CAB-1', name: '', price: 4.5, promo_price: null }],
      version: 3,
    });
    const created = productBodyOf(draft, { withVersion: false });
    expect(created).not.toHaveProperty('version');
    expect(created.variants[0]).toMatchObject({ stock: 12 });
  });

  it('reads a posted form as it was typed, a number left as text for the API to name', () => {
    const draft = draftFromForm(
      formOf({
        name_en: ' Cable ',
        name_kh: 'ខ្សែ',
        name_zh: '',
        description_en: 'Line one\nline two',
        description_kh: '',
        description_zh: '',
        place: '9',
        brand: '4',
        version: '3',
        unit_0_id: '',
        unit_0_name: '',
        unit_0_sku: 'CAB-1',
        unit_0_price: 'twelve',
        unit_0_promo_price: '',
        unit_0_stock: '5',
      }),
    );
    expect(draft.name).toEqual({ en: 'Cable', kh: 'ខ្សែ', zh: '' });
    expect(draft.description.en).toBe('Line one\nline two');
    expect(draft.published).toBe(false);
    const body = productBodyOf(draft, { withVersion: true });
    expect(body).toMatchObject({ category_id: 9, subcategory_id: null, brand_id: 4, version: 3 });
    expect(body.variants[0]).toMatchObject({ price: 'twelve', promo_price: null });
    expect(body.variants[0]).not.toHaveProperty('stock');
  });

  it('counts the missing translations as the API does: descriptions only once there is an English one', () => {
    expect(missingTexts(draftOf(product))).toEqual(['name.zh', 'description.kh', 'description.zh']);
    expect(missingTexts(emptyDraft())).toEqual(['name.kh', 'name.zh']);
  });

  it('after a conflict keeps what was typed, on the current version and stock', () => {
    const typed = { ...draftOf(product), name: { en: 'Mine', kh: 'របស់ខ្ញុំ', zh: '我的' } };
    const theirs = { ...product, version: 5, variants: [{ ...product.variants[0]!, stock: 9 }] };
    const rebased = rebase(typed, theirs);
    expect(rebased.name).toEqual(typed.name);
    expect(rebased.version).toBe('5');
    expect(rebased.units[0]?.stock).toBe('9');
  });
});

describe('small readers', () => {
  it('numbers: a number, nothing when empty, the text itself otherwise', () => {
    expect(numberOf('12.5')).toBe(12.5);
    expect(numberOf(' $3 ')).toBe(3);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('1,5')).toBe('1,5');
  });

  it('places: a category, or a category and its subcategory', () => {
    expect(placeValue(9)).toBe('9');
    expect(placeValue(9, 31)).toBe('9:31');
    expect(placeValue(null)).toBe('');
    expect(parsePlace('9:31')).toEqual({ category_id: 9, subcategory_id: 31 });
    expect(parsePlace('')).toEqual({ subcategory_id: null });
  });

  it('finds the fields an API refusal names', () => {
    const units = draftOf(product).units;
    expect(fieldsOfRefusal('name.en: name.en is required', units)).toEqual({
      'name.en': 'name.en is required',
    });
    expect(
      fieldsOfRefusal(
        'variants.0.price: price must be a number of dollars; variants.0.promo_price: variants[0].promo_price must be below its price',
        units,
      ),
    ).toEqual({
      'units.0.price': 'price must be a number of dollars',
      'units.0.promo_price': 'variants[0].promo_price must be below its price',
    });
    expect(
      fieldsOfRefusal('sku CAB-1 is already used by another product or variant of this shop', units),
    ).toEqual({ 'units.0.sku': 'sku CAB-1 is already used by another product or variant of this shop' });
    expect(fieldsOfRefusal('subcategory_id: no subcategory 3 in category 9', units)).toEqual({
      place: 'no subcategory 3 in category 9',
    });
    expect(fieldsOfRefusal('Something else', units)).toEqual({});
  });
});

describe('the list’s and the stock’s forms', () => {
  it('a bulk change: the ticked ids once, a move’s place, a price lowered by a percentage', () => {
    expect(idsOf(formOf({ ids: ['3', '3', 'x', '5'] }))).toEqual([3, 5]);
    expect(bulkBodyOf(formOf({ ids: ['3'], bulk: 'publish', place: '9' }))).toEqual({
      ids: [3],
      action: 'publish',
    });
    expect(bulkBodyOf(formOf({ ids: ['3'], bulk: 'move', place: '9:31' }))).toEqual({
      ids: [3],
      action: 'move',
      category_id: 9,
      subcategory_id: 31,
    });
    expect(
      bulkBodyOf(formOf({ ids: ['3'], bulk: 'price', by: 'percent', direction: 'down', change: '10' })),
    ).toEqual({ ids: [3], action: 'price', percent: -10 });
    expect(
      bulkBodyOf(formOf({ ids: ['3'], bulk: 'price', by: 'amount', direction: 'up', change: '2.5' })),
    ).toEqual({ ids: [3], action: 'price', amount: 2.5 });
  });

  it('a stock change: taken away is below zero, the reason as chosen', () => {
    expect(
      stockBodyOf(formOf({ direction: 'take', amount: '2', reason: 'damaged', note: ' dropped ' })),
    ).toEqual({ variant_id: null, delta: -2, reason: 'damaged', note: 'dropped' });
    expect(
      stockBodyOf(formOf({ variant_id: '14', direction: 'add', amount: '5', reason: 'received', note: '' })),
    ).toEqual({ variant_id: 14, delta: 5, reason: 'received', note: '' });
  });
});
