import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toPage } from '../../lib/pagination';
import { productCounts } from './counts.queries';
import { localized, rows, translationJoin } from './sql';

interface BrandRow {
  id: number;
  name: string;
  image: string | null;
  products_count: number;
}

const brandColumns = (ctx: RequestContext) =>
  sql`b.id, ${localized('t')} as name, b.image
      from brands b
      ${translationJoin('brand_translations', 'brand_id', 't', 'b.id', ctx.locale)}
      where b.store_id = ${ctx.store.id}`;

type Brand = Omit<BrandRow, 'products_count'>;

async function allBrands(ctx: RequestContext): Promise<Brand[]> {
  return rows<Brand>(ctx.deps.db, sql`select ${brandColumns(ctx)} order by b.sequence, b.id`);
}

/** Brands by sequence; with a category, only those with products in it, counted there. */
export async function listBrands(ctx: RequestContext, page: number, perPage: number, categoryId?: number) {
  const [brands, counts] = await Promise.all([allBrands(ctx), productCounts(ctx, 'brand_id', categoryId)]);
  let list = brands.map((b) => ({
    ...b,
    image: assetUrl(ctx.deps.assetHost, b.image),
    products_count: counts.get(b.id) ?? 0,
  }));
  if (categoryId !== undefined) {
    list = list
      .filter((b) => b.products_count > 0)
      .sort((a, b) => b.products_count - a.products_count || a.id - b.id);
  }
  const start = (page - 1) * perPage;
  return toPage(list.slice(start, start + perPage), list.length, page, perPage);
}

/** Brands that have at least one product, for the home page's brand strip. */
export async function brandsWithProducts(ctx: RequestContext) {
  const [brands, counts] = await Promise.all([allBrands(ctx), productCounts(ctx, 'brand_id')]);
  return brands
    .map((b) => ({
      ...b,
      image: assetUrl(ctx.deps.assetHost, b.image),
      products_count: counts.get(b.id) ?? 0,
    }))
    .filter((b) => b.products_count > 0)
    .sort((a, b) => b.products_count - a.products_count || a.id - b.id);
}
