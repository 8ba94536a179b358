import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { StaffContext } from '../../context';
import { cell } from '../../lib/csv';
import { toDollars } from '../../lib/money';
import { rows } from '../../lib/sql';
import { variantNameEn } from './products.service';

// The catalogue as CSV (issue 30, part 4): one row per unit a shop sells (a product without
// options, or each variant of one), by SKU, with the product's names and descriptions in the three
// languages, its category, subcategory and brand by slug, its publication, the unit's price,
// promotion price and stock, and its pictures by address. The import reads the same columns.

/** The columns of the export, in order; the import takes the same. */
export const CATALOGUE_COLUMNS = [
  'product',
  'sku',
  'variant',
  'name_en',
  'name_kh',
  'name_zh',
  'description_en',
  'description_kh',
  'description_zh',
  'category',
  'subcategory',
  'brand',
  'published',
  'price',
  'promo_price',
  'stock',
  'images',
] as const;

/** Products read a page at a time (a shop of 100,000 is never held whole). */
const PAGE = 500;
/** Between a row's picture addresses. */
export const IMAGE_SEPARATOR = ' | ';

interface ExportRow {
  id: number;
  slug: string;
  sku: string;
  active: boolean;
  price_cents: number;
  promo_price_cents: number | null;
  stock: number;
  category: string;
  subcategory: string | null;
  brand: string | null;
  texts: Record<string, { name: string; description: string }>;
  images: string[];
  variants: {
    sku: string;
    name: string;
    price_cents: number;
    promo_price_cents: number | null;
    stock: number;
  }[];
}

const money = (c: number | null) => (c === null ? '' : toDollars(c).toFixed(2));

/** The CSV lines of one page of products (after the product `after`), and the last id read. */
async function page(ctx: StaffContext, after: number): Promise<{ lines: string; last: number | null }> {
  const list = await rows<ExportRow>(
    ctx.db,
    sql`select p.id, p.slug, p.sku, p.active, p.price_cents, p.promo_price_cents, p.stock,
          c.slug as category, s.slug as subcategory, b.slug as brand,
          coalesce((select json_object_agg(t.locale, json_build_object('name', t.name, 'description', t.description))
                    from product_translations t where t.store_id = p.store_id and t.product_id = p.id), '{}') as texts,
          coalesce((select json_agg(i.url order by i.sequence, i.id) from product_images i
                    where i.store_id = p.store_id and i.product_id = p.id),
                   case when p.image is null then '[]'::json else json_build_array(p.image) end) as images,
          coalesce((select json_agg(json_build_object('sku', v.sku, 'price_cents', v.price_cents,
                      'promo_price_cents', v.promo_price_cents, 'stock', v.stock,
                      'name', ${variantNameEn})
                      order by v.sequence, v.id)
                    from product_variants v where v.store_id = p.store_id and v.product_id = p.id), '[]') as variants
        from products p
        join categories c on c.store_id = p.store_id and c.id = p.category_id
        left join subcategories s on s.store_id = p.store_id and s.id = p.subcategory_id
        left join brands b on b.store_id = p.store_id and b.id = p.brand_id
        where p.store_id = ${ctx.store.id} and p.id > ${after}
        order by p.id limit ${PAGE}`,
  );
  const records = list.flatMap((p) => {
    const text = (locale: string, field: 'name' | 'description') => cell(p.texts[locale]?.[field] ?? '');
    const shared = [
      text('en', 'name'),
      text('kh', 'name'),
      text('zh', 'name'),
      text('en', 'description'),
      text('kh', 'description'),
      text('zh', 'description'),
      p.category,
      p.subcategory ?? '',
      p.brand ?? '',
      p.active ? 'true' : 'false',
    ];
    const images = p.images.join(IMAGE_SEPARATOR);
    const units = p.variants.length
      ? p.variants
      : [
          {
            sku: p.sku,
            name: '',
            price_cents: p.price_cents,
            promo_price_cents: p.promo_price_cents,
            stock: p.stock,
          },
        ];
    return units.map((u) => [
      p.slug,
      cell(u.sku),
      cell(u.name),
      ...shared,
      money(u.price_cents),
      money(u.promo_price_cents),
      u.stock,
      images,
    ]);
  });
  return { lines: records.length ? stringify(records) : '', last: list.at(-1)?.id ?? null };
}

/** The shop's catalogue as CSV text, a page of products at a time: the header, then the rows. */
export async function* catalogueCsv(ctx: StaffContext): AsyncGenerator<string> {
  yield stringify([[...CATALOGUE_COLUMNS]]);
  let after = 0;
  for (;;) {
    const { lines, last } = await page(ctx, after);
    if (last === null) return;
    yield lines;
    after = last;
  }
}
