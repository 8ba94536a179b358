import { MAX_COMPARE, MAX_PRODUCT_IDS_PER_PAGE } from '@shop/contracts';
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
import { findProduct, listProducts, newestPerCategory, productIds } from './products.queries';

const CategoriesQuery = z.object({
  include: z.enum(['groups'], { error: 'include must be groups' }).optional(),
});
const BrandsQuery = z.object({
  page: pageParam,
  row_per_page: rowsParam,
  category_id: idParam('category_id').optional(),
  promotion: z.enum(['1', 'true'], { error: 'promotion must be 1' }).optional(),
});
const ProductsQuery = z
  .object({
    page: pageParam,
    row_per_page: rowsParam,
    name: z.string().trim().max(100, 'name must be at most 100 characters').optional(),
    brand_id: idParam('brand_id').optional(),
    category_id: idParam('category_id').optional(),
    cat_id: idParam('cat_id').optional(),
    sub_id: idParam('sub_id').optional(),
    promotion: z.enum(['1', 'true'], { error: 'promotion must be 1' }).optional(),
    sort: z
      .enum(['relevance', 'newest', 'price_asc', 'price_desc'], {
        error: 'sort must be relevance, newest, price_asc or price_desc',
      })
      .optional(),
    price_min: priceParam('price_min').optional(),
    price_max: priceParam('price_max').optional(),
    exclude: idParam('exclude').optional(),
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'price_min must not be more than price_max',
  });

const IdsQuery = z.object({
  page: pageParam,
  row_per_page: z
    .string()
    .regex(/^\d+$/, 'row_per_page must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'row_per_page must be at least 1')
        .max(MAX_PRODUCT_IDS_PER_PAGE, `row_per_page must be at most ${MAX_PRODUCT_IDS_PER_PAGE}`),
    )
    .optional(),
});

const CompareQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .regex(/^\d+(,\d+)*$/, 'ids must be product ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().max(2_147_483_647))
        .max(MAX_COMPARE, `Maximum ${MAX_COMPARE} products can be compared`),
    ),
});

function priceParam(name: string) {
  return z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be an amount in dollars, e.g. 99.50`)
    .transform(Number)
    .pipe(z.number().max(1_000_000, `${name} is too large`));
}

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
    return c.json(
      ok(
        await listBrands(context(c), query.page ?? 1, query.row_per_page ?? 20, {
          categoryId: query.category_id,
          promotions: query.promotion !== undefined,
        }),
      ),
    );
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
        priceMin: query.price_min,
        priceMax: query.price_max,
        excludeId: query.exclude,
      },
      query.page ?? 1,
      query.row_per_page ?? 12,
      query.sort,
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
  /** Ids of the shop's active products, oldest first, for the storefront's paged sitemaps. */
  .get('/api/products/ids', store, async (c) => {
    const query = parseInput(IdsQuery, c.req.query());
    const page = query.page ?? 1;
    const perPage = query.row_per_page ?? 1000;
    return c.json(ok(await productIds(context(c), page, perPage)));
  })
  /** The compare list's products, in the order asked, with their specifications. */
  .get('/api/products/compare', store, locale, async (c) => {
    const { ids } = parseInput(CompareQuery, c.req.query());
    const ctx = context(c);
    const found = await Promise.all(ids.map((id) => findProduct(ctx, id)));
    return c.json({
      ...ok(found.filter((p) => p !== null)),
      missing: ids.filter((_, i) => found[i] === null),
    });
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
