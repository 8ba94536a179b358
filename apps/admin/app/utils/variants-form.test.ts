import type { AdminProduct } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeTypes,
  addType,
  addValue,
  blankType,
  combinations,
  combine,
  MAX_ROWS,
  rowLabel,
  type VariantsDraft,
  variantsBodyOf,
  variantsDraftFromForm,
  variantsDraftOf,
  variantsRefusalFields,
  withBlanks,
} from './variants-form';

const names = (en: string, kh = '', zh = '') => ({ en, kh, zh });

// A phone in two colours and two sizes of storage, three of its four combinations sold.
const phone = {
  id: 5,
  name: names('Phone'),
  description: names(''),
  category_id: 7,
  subcategory_id: null,
  brand_id: null,
  published: true,
  version: 4,
  missing: [],
  image: null,
  images: [],
  option_types: [
    {
      id: 10,
      name: names('Colour', 'ពណ៌', '颜色'),
      options: [
        { id: 100, name: names('Black', 'ខ្មៅ', '黑色') },
        { id: 101, name: names('Space / Grey', 'ប្រផេះ', '灰色') },
      ],
    },
    {
      id: 11,
      name: names('Storage'),
      options: [
        { id: 110, name: names('128GB') },
        { id: 111, name: names('256GB') },
      ],
    },
  ],
  variants: [
    { id: 1, sku: 'PH-B-128', name: 'Black / 128GB', price: 100, promo_price: null, stock: 3 },
    { id: 2, sku: 'PH-B-256', name: 'Black / 256GB', price: 130, promo_price: 120, stock: 0 },
    { id: 3, sku: 'PH-G-128', name: 'Space / Grey / 128GB', price: 100, promo_price: null, stock: 7 },
  ],
} as AdminProduct;

/** A draft as the browser would post it back: every field of the page's form. */
function post(draft: VariantsDraft): FormData {
  const form = new FormData();
  form.set('version', draft.version);
  form.set('base_price', draft.basePrice);
  draft.types.forEach((t, i) => {
    form.set(`type_${i}_id`, t.id);
    for (const l of ['en', 'kh', 'zh'] as const) form.set(`type_${i}_name_${l}`, t.name[l]);
    if (t.remove) form.set(`type_${i}_remove`, 'on');
    t.values.forEach((v, j) => {
      form.set(`type_${i}_value_${j}_id`, v.id);
      for (const l of ['en', 'kh', 'zh'] as const) form.set(`type_${i}_value_${j}_name_${l}`, v.name[l]);
      if (v.remove) form.set(`type_${i}_value_${j}_remove`, 'on');
    });
  });
  draft.rows.forEach((r, k) => {
    form.set(`row_${k}_id`, r.id);
    form.set(`row_${k}_refs`, JSON.stringify(r.refs));
    form.set(`row_${k}_sku`, r.sku);
    form.set(`row_${k}_price`, r.price);
    form.set(`row_${k}_promo_price`, r.promo_price);
    form.set(`row_${k}_stock`, r.stock);
    form.set(`row_${k}_stock_read`, r.stockRead);
    if (r.remove) form.set(`row_${k}_remove`, 'on');
  });
  return form;
}

describe('the variants form', () => {
  it('reads a product: its types, values and each variant by its values (a value with " / " in its name too)', () => {
    const draft = variantsDraftOf(phone);
    expect(draft.version).toBe('4');
    expect(draft.basePrice).toBe('100');
    expect(draft.types.map((t) => t.values.map((v) => v.id))).toEqual([
      ['100', '101', ''],
      ['110', '111', ''],
    ]);
    expect(draft.rows.map((r) => r.refs)).toEqual([
      ['#10=#100', '#11=#110'],
      ['#10=#100', '#11=#111'],
      ['#10=#101', '#11=#110'],
    ]);
    expect(draft.rows[1]).toMatchObject({ sku: 'PH-B-256', price: '130', promo_price: '120', stock: '0' });
    expect(rowLabel(draft.rows[2]!, draft.types, 'kh')).toBe('ប្រផេះ / 128GB');
    expect(rowLabel(draft.rows[2]!, draft.types, 'en')).toBe('Space / Grey / 128GB');
  });

  it('a product without options starts with one blank type and no rows; it sells itself', () => {
    const single = { ...phone, option_types: [], variants: [{ ...phone.variants[0]!, id: null, name: '' }] };
    const draft = variantsDraftOf(single as AdminProduct);
    expect(draft.rows).toEqual([]);
    expect(draft.types).toHaveLength(1);
    expect(activeTypes(draft.types)).toEqual([]);
    expect(variantsBodyOf(draft).body).toEqual({ version: 4, types: [], variants: [] });
  });

  it('posts back as it was drawn', () => {
    const draft = withBlanks(variantsDraftOf(phone));
    expect(variantsDraftFromForm(post(draft))).toEqual(draft);
  });

  it('makes every combination: the rows there kept as typed, the new one at the product price with no stock', () => {
    const draft = variantsDraftOf(phone);
    draft.rows[0]!.price = '99.5';
    const made = combine(draft);
    if (!('draft' in made)) throw new Error('no combinations');
    expect(made.draft.rows.map((r) => rowLabel(r, made.draft.types, 'en'))).toEqual([
      'Black / 128GB',
      'Black / 256GB',
      'Space / Grey / 128GB',
      'Space / Grey / 256GB',
    ]);
    expect(made.draft.rows[0]).toMatchObject({ id: '1', sku: 'PH-B-128', price: '99.5', stock: '3' });
    expect(made.draft.rows[3]).toMatchObject({ id: '', sku: '', price: '100', promo_price: '', stock: '0' });
  });

  it('a value added and one removed: combinations follow, the removed value’s rows go', () => {
    let draft = withBlanks(variantsDraftOf(phone));
    draft.types[0]!.values[2]!.name = names('White', 'ស', '白色');
    draft.types[1]!.values[1]!.remove = true;
    draft = withBlanks(draft);
    expect(draft.types[0]!.values).toHaveLength(4);
    const made = combine(draft);
    if (!('draft' in made)) throw new Error('no combinations');
    expect(made.draft.rows.map((r) => r.refs)).toEqual([
      ['#10=#100', '#11=#110'],
      ['#10=#101', '#11=#110'],
      ['#10=~white', '#11=#110'],
    ]);
    const { body } = variantsBodyOf(made.draft);
    expect(body.types[0]!.options.map((o) => o.name.en)).toEqual(['Black', 'Space / Grey', 'White']);
    expect(body.types[1]!.options).toEqual([{ id: 110, name: names('128GB') }]);
    expect(body.variants.map((v) => v.options)).toEqual([
      ['Black', '128GB'],
      ['Space / Grey', '128GB'],
      ['White', '128GB'],
    ]);
  });

  it('a renamed value keeps its rows (they name it by id); the body sends the new English name', () => {
    const draft = variantsDraftOf(phone);
    draft.types[0]!.values[0]!.name.en = 'Midnight';
    const { body, problem } = variantsBodyOf(draft);
    expect(problem).toBeUndefined();
    expect(body.variants[0]!.options).toEqual(['Midnight', '128GB']);
    expect(body.types[0]!.options[0]).toEqual({ id: 100, name: names('Midnight', 'ខ្មៅ', '黑色') });
  });

  it('the body: numbers as numbers, an empty SKU automatic, a ticked row left out, the rows’ places kept', () => {
    const draft = variantsDraftOf(phone);
    draft.rows[0]!.remove = true;
    draft.rows[1]!.sku = '';
    draft.rows[2]!.price = '$12.5';
    draft.rows[2]!.stock = 'ten';
    const { body, rowOf, typeOf } = variantsBodyOf(draft);
    expect(body.version).toBe(4);
    expect(body.types.map((t) => t.id)).toEqual([10, 11]);
    // A stock as read is left out (kept as it is when saved: a sale meanwhile is not undone); a
    // typed one is sent.
    expect(body.variants).toEqual([
      { options: ['Black', '256GB'], sku: '', price: 130, promo_price: 120 },
      { options: ['Space / Grey', '128GB'], sku: 'PH-G-128', price: 12.5, promo_price: null, stock: 'ten' },
    ]);
    expect(rowOf).toEqual([1, 2]);
    expect(typeOf).toEqual([0, 1]);
  });

  it('a type added since the rows were made: the rows are stale, to be combined again', () => {
    const draft = addType(variantsDraftOf(phone));
    draft.types[2]!.name = names('Warranty');
    draft.types[2]!.values[0]!.name = names('1 year');
    expect(variantsBodyOf(draft).problem).toBe('stale');
    const made = combine(draft);
    if (!('draft' in made)) throw new Error('no combinations');
    expect(made.draft.rows).toHaveLength(4);
    expect(variantsBodyOf(made.draft).problem).toBeUndefined();
  });

  it('every type removed: no types and no variants, the product sells itself', () => {
    const draft = variantsDraftOf(phone);
    for (const t of draft.types) t.remove = true;
    expect(variantsBodyOf(draft).body).toMatchObject({ types: [], variants: [] });
  });

  it('too many combinations or none are told, not made', () => {
    const draft: VariantsDraft = {
      version: '1',
      basePrice: '5',
      types: [blankType(), blankType()],
      rows: [],
    };
    expect(combine(draft)).toEqual({ noValues: true });
    draft.types = draft.types.map((t, i) => ({
      ...t,
      name: names(`T${i}`),
      values: Array.from({ length: 15 }, (_, j) => ({ id: '', name: names(`v${j}`), remove: false })),
    }));
    expect(combine(draft)).toEqual({ tooMany: 225 });
    expect(225).toBeGreaterThan(MAX_ROWS);
  });

  it('adds a blank value or type, within the limits', () => {
    const draft = variantsDraftOf(phone);
    expect(addValue(draft, 1).types[1]!.values).toHaveLength(draft.types[1]!.values.length + 1);
    const three = addType(draft);
    expect(three.types).toHaveLength(3);
    expect(addType(three).types).toHaveLength(3);
  });

  it('combinations of lists, in order', () => {
    expect(
      combinations<number | string>([
        [1, 2],
        ['a', 'b'],
      ]),
    ).toEqual([
      [1, 'a'],
      [1, 'b'],
      [2, 'a'],
      [2, 'b'],
    ]);
    expect(combinations([])).toEqual([[]]);
  });

  it('a refusal’s fields: the body’s places turned into the form’s rows and types', () => {
    const draft = variantsDraftOf(phone);
    const fields = variantsRefusalFields(
      'variants.1.promo_price: variants[1].promo_price must be below its price; types.1.options: types[1].options: 128gb is given twice; sku PH-G-128 is already used by another product or variant of this shop',
      draft.rows,
      [0, 2],
      [0, 3],
    );
    expect(fields).toEqual({
      'row.2.promo_price': 'variants[1].promo_price must be below its price',
      'type.3': 'types[1].options: 128gb is given twice',
      'row.2.sku': 'sku PH-G-128 is already used by another product or variant of this shop',
    });
  });
});
