import { discountPercent } from '@shop/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toDollars } from '../../lib/money';
import { toPage } from '../../lib/params';
import { localized, PAID, preparedRows, rows, translationJoin } from '../../lib/sql';
import { cachedCount, cachedSearch } from './counts.queries';
import { priceFields } from './pricing';
import { type SearchCount, type SearchSort, searchPage, searchTerm } from './search.queries';
import { variantName } from './variants.queries';

interface ProductRow {
  id: number;
  name: string;
  image: string | null;
  price_cents: number;
  promo_price_cents: number | null;
  category_id: number;
  brand_id: number | null;
  unit_id: number;
  unit_name: string;
}

export interface ProductFilter {
  name?: string;
  brandId?: number;
  categoryId?: number;
  subcategoryId?: number;
  /** Only products of one of these subcategories (a feature group's, for the assistant). */
  subcategoryIds?: number[];
  promotions?: boolean;
  /** Dollars, on the price paid (the promo price when there is one). */
  priceMin?: number;
  priceMax?: number;
  excludeId?: number;
  /** Only parts that fit a device of this maker, and of this model. */
  deviceBrand?: string;
  deviceModel?: string;
}

export type ProductSort = SearchSort;

// Written to match the listing indexes (migration 0004) exactly, so a page is read off an index.
const ORDER: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  price_asc: sql`${PAID} asc, p.id asc`,
  price_desc: sql`${PAID} desc, p.id desc`,
};

function filterSql(ctx: RequestContext, filter: ProductFilter): SQL {
  const parts: SQL[] = [sql`p.store_id = ${ctx.store.id}`, sql`p.active`];
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.categoryId !== undefined) parts.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.subcategoryId !== undefined) parts.push(sql`p.subcategory_id = ${filter.subcategoryId}`);
  if (filter.subcategoryIds)
    parts.push(sql`p.subcategory_id = any(string_to_array(${filter.subcategoryIds.join(',')}, ',')::int[])`);
  if (filter.promotions) parts.push(sql`p.promo_price_cents is not null`);
  if (filter.priceMin !== undefined) parts.push(sql`${PAID} >= ${Math.round(filter.priceMin * 100)}`);
  if (filter.priceMax !== undefined) parts.push(sql`${PAID} <= ${Math.round(filter.priceMax * 100)}`);
  if (filter.excludeId !== undefined) parts.push(sql`p.id <> ${filter.excludeId}`);
  if (filter.deviceBrand !== undefined) {
    const model = filter.deviceModel === undefined ? sql`` : sql` and f.device_model = ${filter.deviceModel}`;
    parts.push(
      sql`exists (select 1 from product_device_fits f where f.store_id = p.store_id and f.product_id = p.id and f.device_brand = ${filter.deviceBrand}${model})`,
    );
  }
  return sql.join(parts, sql` and `);
}

interface SummaryRow extends ProductRow {
  option_id: number | null;
  option_name: string | null;
}

/**
 * The list fields of the products `page` selects as `(id, ord)` rows, in `ord` order, with the
 * id and name of each one's default variant: one query.
 */
async function summariesFrom(ctx: RequestContext, page: SQL) {
  const list = await preparedRows<SummaryRow>(ctx.db, summaryRows(ctx, page));
  return list.map((p) => summary(ctx, p));
}

/** The `SummaryRow`s of the products `page` selects as `(id, ord)` rows, in `ord` order. */
const summaryRows = (ctx: RequestContext, page: SQL) =>
  sql`select p.id, ${localized('t')} as name, p.image, p.price_cents, p.promo_price_cents, p.category_id,
        p.brand_id, p.unit_id, ${localized('ut')} as unit_name, fo.id as option_id, fo.name as option_name
      from (${page}) page
      join products p on p.store_id = ${ctx.store.id} and p.id = page.id
      ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
      ${translationJoin('unit_translations', 'unit_id', 'ut', 'p.unit_id', ctx.locale)}
      left join lateral (${firstOption(ctx, sql`p.id`)}) fo on true
      order by page.ord`;

/** The default variant of a product (the lowest sequence: chosen until the shopper picks). */
const firstOption = (ctx: RequestContext, productId: SQL) =>
  sql`select v.id, ${variantName(ctx, sql`v.id`)} as name
      from product_variants v
      where v.store_id = ${ctx.store.id} and v.product_id = ${productId}
      order by v.sequence, v.id limit 1`;

function summary(ctx: RequestContext, p: SummaryRow) {
  return {
    id: p.id,
    name: p.name,
    image: assetUrl(ctx.deps.assetHost, p.image),
    price: toDollars(p.price_cents),
    promo_price: p.promo_price_cents === null ? null : toDollars(p.promo_price_cents),
    discount_percent:
      p.promo_price_cents === null ? null : discountPercent(p.price_cents, p.promo_price_cents),
    category_id: p.category_id,
    brand_id: p.brand_id,
    variant_name: p.option_name ?? null,
    variant_option_id: p.option_id ?? 0,
    unit: { id: p.unit_id, name: p.unit_name },
  };
}

/** `(id, ord)` rows of these ids, in this order. */
const idRows = (ids: number[]) =>
  sql`select id, ord from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as u(id, ord)`;

/** The list fields of these products, in this order (ids of the request's shop only). */
export function summariesOf(ctx: RequestContext, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return summariesFrom(ctx, idRows(ids));
}

/** The `SummaryRow`s of these products (ids of the request's shop only). */
const summaryList = (ctx: RequestContext, ids: number[]) =>
  preparedRows<SummaryRow>(ctx.db, summaryRows(ctx, idRows(ids)));

export async function listProducts(
  ctx: RequestContext,
  filter: ProductFilter,
  page: number,
  perPage: number,
  sort: ProductSort = 'relevance',
  /** How far a search counts its matches (`SearchCount`); a listing without a name counts all. */
  count: SearchCount = 'pages',
) {
  const where = filterSql(ctx, filter);
  const offset = (page - 1) * perPage;
  const term = filter.name ? searchTerm(filter.name) : null;
  const order = sort === 'relevance' ? ORDER.newest : ORDER[sort];
  if (term) {
    const key = `${JSON.stringify(filter)}/${sort}/${page}/${perPage}/${count}`;
    return cachedSearch(ctx, key, async () => {
      // The page's list fields are read by the search's own statement (`items`): one round trip.
      const found = await searchPage(ctx, {
        term,
        where,
        order,
        sort,
        offset,
        perPage,
        count,
        shopWide: Object.entries(filter).every(
          ([key, value]) => key === 'name' || value === undefined || value === false,
        ),
        items: (page) => summaryRows(ctx, page),
      });
      const read = new Map((found.items as SummaryRow[]).map((p) => [p.id, p]));
      const missing = found.ids.filter((id) => !read.has(id));
      if (missing.length) for (const p of await summaryList(ctx, missing)) read.set(p.id, p);
      const list = found.ids.flatMap((id) => {
        const p = read.get(id);
        return p ? [summary(ctx, p)] : [];
      });
      return { ...toPage(list, found.total, page, perPage), total_capped: found.capped };
    });
  }
  const [list, total] = await Promise.all([
    summariesFrom(
      ctx,
      sql`select p.id, row_number() over (order by ${order}) as ord
          from products p where ${where} order by ${order} limit ${perPage} offset ${offset}`,
    ),
    cachedCount(ctx, JSON.stringify(filter), () =>
      rows<{ total: number }>(ctx.db, sql`select count(*)::int as total from products p where ${where}`).then(
        ([r]) => r?.total ?? 0,
      ),
    ),
  ]);
  return { ...toPage(list, total, page, perPage), total_capped: false };
}

/** A page of the ids of the shop's active products, oldest first: new products only add pages. */
export async function productIds(ctx: RequestContext, page: number, perPage: number) {
  const filter: ProductFilter = {};
  const [list, total] = await Promise.all([
    rows<{ id: number }>(
      ctx.db,
      sql`select p.id from products p where ${filterSql(ctx, filter)}
          order by p.id limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    cachedCount(ctx, JSON.stringify(filter), () =>
      rows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from products p where ${filterSql(ctx, filter)}`,
      ).then(([r]) => r?.total ?? 0),
    ),
  ]);
  return toPage(
    list.map((r) => r.id),
    total,
    page,
    perPage,
  );
}

/** The newest `perCategory` products of every top category: one index range per category. */
export async function newestPerCategory(ctx: RequestContext, perCategory: number) {
  const list = await rows<{ id: number }>(
    ctx.db,
    sql`select newest.id from categories c
        cross join lateral (
          select p.id from products p
          where p.store_id = c.store_id and p.category_id = c.id and p.active
          order by ${ORDER.newest} limit ${perCategory}
        ) newest
        where c.store_id = ${ctx.store.id}
        order by c.sequence, c.id`,
  );
  return summariesOf(
    ctx,
    list.map((r) => r.id),
  );
}

interface DetailRow extends SummaryRow {
  description: string;
  subcategory_id: number | null;
  brand_name: string | null;
  images: string[];
  specifications: { key: string; value: string }[];
  stock: number;
  options: { type_id: number; type_name: string; id: number; name: string; price_delta_cents: number }[];
  variants: {
    id: number;
    price_cents: number;
    promo_price_cents: number | null;
    stock: number;
    option_ids: number[];
  }[];
}

/** A product with its gallery, specifications and variant options: one query. */
export async function findProduct(ctx: RequestContext, id: number) {
  const store = ctx.store.id;
  const [row] = await preparedRows<DetailRow>(
    ctx.db,
    sql`select p.id, ${localized('t')} as name, ${localized('t', 'description')} as description, p.image,
          p.price_cents, p.promo_price_cents, p.category_id, p.subcategory_id, p.brand_id, ${localized('bt')} as brand_name,
          p.unit_id, ${localized('ut')} as unit_name, p.stock,
          coalesce((select json_agg(i.url order by i.sequence, i.id) from product_images i
                    where i.store_id = ${store} and i.product_id = p.id), '[]') as images,
          coalesce((select json_agg(json_build_object('key', s.key, 'value', coalesce(s.translations ->> ${ctx.locale}::text, s.value))
                             order by s.sequence, s.key)
                    from product_specs s where s.store_id = ${store} and s.product_id = p.id), '[]') as specifications,
          coalesce((select json_agg(json_build_object('type_id', vt.id, 'type_name', ${localized('tt')}, 'id', o.id,
                      'name', ${localized('ot')}, 'price_delta_cents', o.price_delta_cents)
                      order by vt.sequence, vt.id, o.sequence, o.id)
                    from variant_option_types vt
                    ${translationJoin('variant_option_type_translations', 'type_id', 'tt', 'vt.id', ctx.locale)}
                    join variant_options o on o.store_id = vt.store_id and o.type_id = vt.id
                    ${translationJoin('variant_option_translations', 'option_id', 'ot', 'o.id', ctx.locale)}
                    where vt.store_id = ${store} and vt.product_id = p.id), '[]') as options,
          coalesce((select json_agg(json_build_object('id', v.id, 'price_cents', v.price_cents,
                   'promo_price_cents', v.promo_price_cents, 'stock', v.stock,
                      'option_ids', (select json_agg(vo.option_id order by vot.sequence, vot.id)
                                     from product_variant_options vo
                                     join variant_option_types vot on vot.store_id = vo.store_id and vot.id = vo.type_id
                                     where vo.store_id = v.store_id and vo.variant_id = v.id))
                      order by v.sequence, v.id)
                    from product_variants v where v.store_id = ${store} and v.product_id = p.id), '[]') as variants
        from products p
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        ${translationJoin('unit_translations', 'unit_id', 'ut', 'p.unit_id', ctx.locale)}
        ${translationJoin('brand_translations', 'brand_id', 'bt', 'p.brand_id', ctx.locale)}
        where p.store_id = ${store} and p.id = ${id} and p.active`,
  );
  if (!row) return null;
  const types = new Map<number, { id: number; name: string; options: DetailRow['options'] }>();
  for (const o of row.options) {
    let type = types.get(o.type_id);
    if (!type) {
      type = { id: o.type_id, name: o.type_name, options: [] };
      types.set(o.type_id, type);
    }
    type.options.push(o);
  }
  const optionNames = new Map(row.options.map((o) => [o.id, o.name]));
  const variants = variantsOf(row, optionNames);
  const first = variants[0]!;
  const listed = summary(ctx, {
    ...row,
    option_id: first.variant_option_id || null,
    option_name: first.name,
  });
  const gallery = row.images.map((url) => assetUrl(ctx.deps.assetHost, url));
  return {
    ...listed,
    description: row.description,
    subcategory_id: row.subcategory_id,
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '' },
    images: gallery.length ? gallery : [listed.image],
    specifications: row.specifications,
    // The options of the default variant are the ones chosen until the shopper picks others.
    variant_option_type: [...types.values()].map((t) => {
      const data = t.options.map((o) => ({
        id: o.id,
        name: o.name,
        price_delta: toDollars(o.price_delta_cents),
      }));
      const selected = data.find((o) => first.option_ids.includes(o.id)) ?? data[0]!;
      return { id: t.id, name: t.name, selected, data };
    }),
    variants,
  };
}

/**
 * The product's variants, default first, each with its options (in the order of their types), its
 * prices and its stock. A product without variants has one, with no options, id 0 and the
 * product's stock.
 */
function variantsOf(row: DetailRow, optionNames: Map<number, string>) {
  const product = { priceCents: row.price_cents, promoPriceCents: row.promo_price_cents };
  if (!row.variants.length) {
    return [
      {
        option_ids: [] as number[],
        name: null,
        variant_option_id: 0,
        ...priceFields({ ...product, variantPriceCents: null, variantPromoPriceCents: null }),
        stock: row.stock,
      },
    ];
  }
  return row.variants.map((v) => ({
    option_ids: v.option_ids,
    name: v.option_ids.map((id) => optionNames.get(id) ?? '').join(' / '),
    variant_option_id: v.id,
    ...priceFields({
      ...product,
      variantPriceCents: v.price_cents,
      variantPromoPriceCents: v.promo_price_cents,
    }),
    stock: v.stock,
  }));
}
