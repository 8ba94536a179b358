import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toPage } from '../../lib/params';
import { localized, rows, translationJoin } from '../../lib/sql';
import { productCounts } from './counts.queries';

interface Brand {
  id: number;
  name: string;
  image: string | null;
}

/** Which products a brand's count is of: those of one category, those on promotion, or all. */
export interface BrandScope {
  categoryId?: number;
  promotions?: boolean;
}

/**
 * Every brand with its number of active products (in the scope), by sequence; or only those that
 * have products there, most products first.
 */
async function countedBrands(ctx: RequestContext, options: BrandScope & { onlyWithProducts: boolean }) {
  const [brands, counts] = await Promise.all([
    rows<Brand>(
      ctx.db,
      sql`select b.id, ${localized('t')} as name, b.image
          from brands b
          ${translationJoin('brand_translations', 'brand_id', 't', 'b.id', ctx.locale)}
          where b.store_id = ${ctx.store.id}
          order by b.sequence, b.id`,
    ),
    productCounts(ctx, 'brand_id', options),
  ]);
  const list = brands.map((b) => ({
    ...b,
    image: assetUrl(ctx.deps.assetHost, b.image),
    products_count: counts.get(b.id) ?? 0,
  }));
  if (!options.onlyWithProducts) return list;
  return list
    .filter((b) => b.products_count > 0)
    .sort((a, b) => b.products_count - a.products_count || a.id - b.id);
}

/**
 * Brands by sequence; with a category or promotions, only those with products there, counted
 * there (most first).
 */
export async function listBrands(ctx: RequestContext, page: number, perPage: number, scope: BrandScope = {}) {
  const onlyWithProducts = scope.categoryId !== undefined || scope.promotions === true;
  const list = await countedBrands(ctx, { ...scope, onlyWithProducts });
  const start = (page - 1) * perPage;
  return toPage(list.slice(start, start + perPage), list.length, page, perPage);
}

/** Brands that have at least one product, for the home page's brand strip. */
export function brandsWithProducts(ctx: RequestContext) {
  return countedBrands(ctx, { onlyWithProducts: true });
}
