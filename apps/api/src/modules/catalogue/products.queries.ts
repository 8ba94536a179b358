import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toDollars } from '../../lib/money';
import { toPage } from '../../lib/pagination';
import { allowsTypos, type SearchTerm, searchHits, searchTerm } from './search.queries';
import { localized, rows, translationJoin } from './sql';

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

interface FirstOptionRow {
  product_id: number;
  id: number;
  name: string;
}

export interface ProductFilter {
  name?: string;
  brandId?: number;
  categoryId?: number;
  subcategoryId?: number;
  promotions?: boolean;
  /** Dollars, on the price paid (the promo price when there is one). */
  priceMin?: number;
  priceMax?: number;
  excludeId?: number;
}

export type ProductSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** The price a shopper pays: the promo price when there is one. */
const PAID = sql`coalesce(p.promo_price_cents, p.price_cents)`;

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
  if (filter.promotions) parts.push(sql`p.promo_price_cents is not null`);
  if (filter.priceMin !== undefined) parts.push(sql`${PAID} >= ${Math.round(filter.priceMin * 100)}`);
  if (filter.priceMax !== undefined) parts.push(sql`${PAID} <= ${Math.round(filter.priceMax * 100)}`);
  if (filter.excludeId !== undefined) parts.push(sql`p.id <> ${filter.excludeId}`);
  return sql.join(parts, sql` and `);
}

const summaryColumns = (ctx: RequestContext) =>
  sql`p.id, ${localized('t')} as name, p.image, p.price_cents, p.promo_price_cents, p.category_id, p.brand_id,
      p.unit_id, ${localized('ut')} as unit_name
      from products p
      ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
      ${translationJoin('unit_translations', 'unit_id', 'ut', 'p.unit_id', ctx.locale)}`;

/** Products as lists show them, with the name of their first variant option. */
async function summaries(ctx: RequestContext, list: ProductRow[]) {
  const ids = list.map((p) => p.id);
  const firstOptions = ids.length
    ? await rows<FirstOptionRow>(
        ctx.deps.db,
        sql`select distinct on (o.product_id) o.product_id, o.id, ${localized('ot')} as name
            from variant_options o
            join variant_option_types vt on vt.store_id = o.store_id and vt.id = o.type_id
            ${translationJoin('variant_option_translations', 'option_id', 'ot', 'o.id', ctx.locale)}
            where o.store_id = ${ctx.store.id} and o.product_id in ${ids}
            order by o.product_id, vt.sequence, vt.id, o.sequence, o.id`,
      )
    : [];
  const byProduct = new Map(firstOptions.map((o) => [o.product_id, o]));
  return list.map((p) => {
    const option = byProduct.get(p.id);
    return {
      id: p.id,
      name: p.name,
      image: assetUrl(ctx.deps.assetHost, p.image),
      price: toDollars(p.price_cents),
      promo_price: p.promo_price_cents === null ? null : toDollars(p.promo_price_cents),
      category_id: p.category_id,
      brand_id: p.brand_id,
      variant_name: option?.name ?? null,
      variant_option_id: option?.id ?? 0,
      unit: { id: p.unit_id, name: p.unit_name },
    };
  });
}

export async function listProducts(
  ctx: RequestContext,
  filter: ProductFilter,
  page: number,
  perPage: number,
  sort: ProductSort = 'relevance',
) {
  const where = filterSql(ctx, filter);
  const offset = (page - 1) * perPage;
  const term = filter.name ? searchTerm(filter.name) : null;
  if (term) {
    // Substring matches first; only a search that finds too few of them looks for typos too.
    let found = await searchPage(ctx, term, where, sort, perPage, offset, false);
    if (page === 1 && found.ids.length < perPage && allowsTypos(term)) {
      found = await searchPage(ctx, term, where, sort, perPage, offset, true);
    }
    return toPage(await summariesOf(ctx, found.ids), found.total, page, perPage);
  }
  const order = sort === 'relevance' ? ORDER.newest : ORDER[sort];
  const [list, [count]] = await Promise.all([
    rows<{ id: number }>(
      ctx.deps.db,
      sql`select p.id from products p where ${where} order by ${order} limit ${perPage} offset ${offset}`,
    ),
    rows<{ total: number }>(ctx.deps.db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  return toPage(
    await summariesOf(
      ctx,
      list.map((r) => r.id),
    ),
    count?.total ?? 0,
    page,
    perPage,
  );
}

/** One page of a search's ids and the number of matches, in one pass over the matches. */
async function searchPage(
  ctx: RequestContext,
  term: SearchTerm,
  where: SQL,
  sort: ProductSort,
  perPage: number,
  offset: number,
  typos: boolean,
) {
  const order = sort === 'relevance' ? sql`hits.rank, hits.sim desc, ${ORDER.newest}` : ORDER[sort];
  const matches = sql`from (${searchHits(ctx, term, typos)}) hits
      join products p on p.store_id = ${ctx.store.id} and p.id = hits.product_id
      where ${where}`;
  const found = await rows<{ id: number; total: number }>(
    ctx.deps.db,
    sql`select p.id, count(*) over ()::int as total ${matches} order by ${order} limit ${perPage} offset ${offset}`,
  );
  let total = found[0]?.total;
  if (total === undefined) {
    // Past the last page: count the matches on their own.
    const [count] = await rows<{ total: number }>(ctx.deps.db, sql`select count(*)::int as total ${matches}`);
    total = count?.total ?? 0;
  }
  return { ids: found.map((r) => r.id), total };
}

/** The list fields of these products, in this order. */
async function summariesOf(ctx: RequestContext, ids: number[]) {
  if (!ids.length) return [];
  const list = await rows<ProductRow>(
    ctx.deps.db,
    sql`select ${summaryColumns(ctx)} where p.store_id = ${ctx.store.id} and p.id in ${ids}`,
  );
  const byId = new Map(list.map((p) => [p.id, p]));
  return summaries(
    ctx,
    ids.map((id) => byId.get(id)).filter((p) => p !== undefined),
  );
}

/** The newest `perCategory` products of every top category: one index range per category. */
export async function newestPerCategory(ctx: RequestContext, perCategory: number) {
  const list = await rows<{ id: number }>(
    ctx.deps.db,
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

interface DetailRow extends ProductRow {
  description: string;
  subcategory_id: number | null;
  brand_name: string | null;
}

export async function findProduct(ctx: RequestContext, id: number) {
  const { db } = ctx.deps;
  const [row] = await rows<DetailRow>(
    db,
    sql`select p.id, ${localized('t')} as name, ${localized('t', 'description')} as description, p.image,
          p.price_cents, p.promo_price_cents, p.category_id, p.subcategory_id, p.brand_id, ${localized('bt')} as brand_name,
          p.unit_id, ${localized('ut')} as unit_name
        from products p
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        ${translationJoin('unit_translations', 'unit_id', 'ut', 'p.unit_id', ctx.locale)}
        ${translationJoin('brand_translations', 'brand_id', 'bt', 'p.brand_id', ctx.locale)}
        where p.store_id = ${ctx.store.id} and p.id = ${id} and p.active`,
  );
  if (!row) return null;
  const [summary] = await summaries(ctx, [row]);
  const [images, specs, options] = await Promise.all([
    rows<{ url: string }>(
      db,
      sql`select url from product_images where store_id = ${ctx.store.id} and product_id = ${id} order by sequence, id`,
    ),
    rows<{ key: string; value: string }>(
      db,
      sql`select key, value from product_specs where store_id = ${ctx.store.id} and product_id = ${id} order by sequence, key`,
    ),
    rows<{ type_id: number; type_name: string; id: number; name: string; price_delta_cents: number }>(
      db,
      sql`select vt.id as type_id, ${localized('tt')} as type_name, o.id, ${localized('ot')} as name, o.price_delta_cents
          from variant_option_types vt
          ${translationJoin('variant_option_type_translations', 'type_id', 'tt', 'vt.id', ctx.locale)}
          join variant_options o on o.store_id = vt.store_id and o.type_id = vt.id
          ${translationJoin('variant_option_translations', 'option_id', 'ot', 'o.id', ctx.locale)}
          where vt.store_id = ${ctx.store.id} and vt.product_id = ${id}
          order by vt.sequence, vt.id, o.sequence, o.id`,
    ),
  ]);
  const types = new Map<
    number,
    { id: number; name: string; data: { id: number; name: string; price_delta: number }[] }
  >();
  for (const o of options) {
    let type = types.get(o.type_id);
    if (!type) {
      type = { id: o.type_id, name: o.type_name, data: [] };
      types.set(o.type_id, type);
    }
    type.data.push({ id: o.id, name: o.name, price_delta: toDollars(o.price_delta_cents) });
  }
  const gallery = images.map((i) => assetUrl(ctx.deps.assetHost, i.url));
  return {
    ...summary!,
    description: row.description,
    subcategory_id: row.subcategory_id,
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '' },
    images: gallery.length ? gallery : [summary!.image],
    specifications: specs,
    // The first option of each type is the one chosen until the shopper picks another.
    variant_option_type: [...types.values()].map((t) => ({ ...t, selected: t.data[0]! })),
  };
}
