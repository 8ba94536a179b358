import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, RequestContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { idParam, pageParam, rowsParam } from '../../lib/pagination';
import { parseInput } from '../../lib/validate';
import { locale } from '../../middleware/locale';
import { store } from '../../middleware/store';
import { listBanners } from './banners.queries';
import { brandsWithProducts, listBrands } from './brands.queries';
import { categoryExists, listCategories, listGroups } from './categories.queries';
import { findProduct, listProducts, newestPerCategory } from './products.queries';

const CategoriesQuery = z.object({
  include: z.enum(['groups'], { error: 'include must be groups' }).optional(),
});
const BrandsQuery = z.object({ page: pageParam, row_per_page: rowsParam });
const ProductsQuery = z.object({
  page: pageParam,
  row_per_page: rowsParam,
  name: z.string().trim().max(100, 'name must be at most 100 characters').optional(),
  brand_id: idParam('brand_id').optional(),
  category_id: idParam('category_id').optional(),
  cat_id: idParam('cat_id').optional(),
  sub_id: idParam('sub_id').optional(),
  promotion: z.enum(['1', 'true'], { error: 'promotion must be 1' }).optional(),
});

const HeaderSearchQuery = z.object({
  page: pageParam,
  row_per_page: rowsParam,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
});

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw badRequest('the path is not valid URL encoding');
  }
}

const ok = <T>(data: T) => ({ code: 0, message: 'OK', data });

const context = (c: Context<AppEnv>): RequestContext => ({
  deps: c.get('deps'),
  store: c.get('store'),
  locale: c.get('locale'),
});

/** `123&store_code=S001` or `category_id=5`: the specification writes parameters into path segments. */
function idFromSegment(segment: string, name: string): number {
  const value = decodeSegment(segment).split('&')[0] ?? '';
  const raw = value.startsWith(`${name}=`) ? value.slice(name.length + 1) : value;
  return parseInput(idParam(name), raw);
}

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/api/categories', store, locale, async (c) => {
    const { include } = parseInput(CategoriesQuery, c.req.query());
    const ctx = context(c);
    const categories = await listCategories(ctx);
    if (!include) return c.json(ok(categories));
    const groups = await listGroups(ctx);
    return c.json(
      ok(
        categories.map((category) => ({
          ...category,
          groups: groups.filter((g) => g.category_id === category.id),
        })),
      ),
    );
  })
  .get('/model_ecommerce/features/:segment', store, locale, async (c) => {
    const categoryId = idFromSegment(c.req.param('segment'), 'category_id');
    const ctx = context(c);
    if (!(await categoryExists(ctx, categoryId))) throw notFound(`Category ${categoryId} not found`);
    return c.json(ok({ data: await listGroups(ctx, categoryId) }));
  })
  .get('/api/brands', store, locale, async (c) => {
    const query = parseInput(BrandsQuery, c.req.query());
    return c.json(ok(await listBrands(context(c), query.page ?? 1, query.row_per_page ?? 20)));
  })
  .get('/api/products', store, locale, async (c) => {
    const query = parseInput(ProductsQuery, c.req.query());
    const page = await listProducts(
      context(c),
      {
        name: query.name || undefined,
        brandId: query.brand_id,
        categoryId: query.category_id ?? query.cat_id,
        subcategoryId: query.sub_id,
        promotions: query.promotion !== undefined,
      },
      query.page ?? 1,
      query.row_per_page ?? 12,
    );
    // The specification reads `data` as the list; the page fields stand beside it.
    const { data, ...meta } = page;
    return c.json({ ...ok(data), ...meta });
  })
  // The header bar's search: `/products/page=1&row_per_page=15&name={text}`, the query written into
  // the path, the shop from X-Store-Code or store_code; answers data.data like the other pages.
  .get('/products/:segment{.+}', store, locale, async (c) => {
    const raw = new URL(c.req.url).pathname.slice('/products/'.length);
    const params: Record<string, string> = {};
    for (const pair of raw.split('&')) {
      const at = pair.indexOf('=');
      if (at < 1) throw badRequest(`${decodeSegment(pair)} is not a name=value parameter`);
      params[decodeSegment(pair.slice(0, at))] = decodeSegment(pair.slice(at + 1));
    }
    const query = parseInput(HeaderSearchQuery, params);
    return c.json(
      ok(await listProducts(context(c), { name: query.name }, query.page ?? 1, query.row_per_page ?? 15)),
    );
  })
  .get('/api/product/:segment', store, locale, async (c) => {
    const id = idFromSegment(c.req.param('segment'), 'id');
    const product = await findProduct(context(c), id);
    if (!product) throw notFound(`Product ${id} not found`);
    return c.json(ok(product));
  })
  .get('/api/home', store, locale, async (c) => {
    const ctx = context(c);
    const [banners, categories, promotions, newest, brands] = await Promise.all([
      listBanners(ctx),
      listCategories(ctx),
      listProducts(ctx, { promotions: true }, 1, 12),
      newestPerCategory(ctx, 8),
      brandsWithProducts(ctx),
    ]);
    const rows = categories
      .map((category) => ({ category, products: newest.filter((p) => p.category_id === category.id) }))
      .filter((row) => row.products.length > 0);
    return c.json(ok({ banners, categories, promotions: promotions.data, rows, brands }));
  });
