import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toPage } from '../../lib/pagination';
import { localized, rows, translationJoin } from './sql';

interface BrandRow {
  id: number;
  name: string;
  image: string | null;
  products_count: number;
}

const brandColumns = (ctx: RequestContext, categoryId?: number) =>
  sql`b.id, ${localized('t')} as name, b.image,
      (select count(*)::int from products p where p.store_id = b.store_id and p.brand_id = b.id and p.active
        ${categoryId === undefined ? sql`` : sql`and p.category_id = ${categoryId}`}) as products_count
      from brands b
      ${translationJoin('brand_translations', 'brand_id', 't', 'b.id', ctx.locale)}
      where b.store_id = ${ctx.store.id}`;

/** Brands by sequence; with a category, only those with products in it, counted there. */
export async function listBrands(ctx: RequestContext, page: number, perPage: number, categoryId?: number) {
  const { db, assetHost } = ctx.deps;
  if (categoryId !== undefined) {
    const inCategory = await rows<BrandRow & { total: number }>(
      db,
      sql`select *, count(*) over ()::int as total from (select ${brandColumns(ctx, categoryId)}) b
          where products_count > 0 order by products_count desc, id
          limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const total = inCategory[0]?.total ?? 0;
    const data = inCategory.map(({ total: _, ...b }) => ({ ...b, image: assetUrl(assetHost, b.image) }));
    return toPage(data, total, page, perPage);
  }
  const [list, [count]] = await Promise.all([
    rows<BrandRow>(
      db,
      sql`select ${brandColumns(ctx)} order by b.sequence, b.id limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from brands where store_id = ${ctx.store.id}`,
    ),
  ]);
  const data = list.map((b) => ({ ...b, image: assetUrl(assetHost, b.image) }));
  return toPage(data, count?.total ?? 0, page, perPage);
}

/** Brands that have at least one product, for the home page's brand strip. */
export async function brandsWithProducts(ctx: RequestContext) {
  const list = await rows<BrandRow>(
    ctx.deps.db,
    sql`select * from (select ${brandColumns(ctx)}) b where products_count > 0 order by products_count desc, id`,
  );
  return list.map((b) => ({ ...b, image: assetUrl(ctx.deps.assetHost, b.image) }));
}
