import {
  BrandSchema,
  CategoryGroupSchema,
  CategorySchema,
  DeviceBrandSchema,
  envelope,
  HomeSchema,
  LineNameSchema,
  MAX_COMPARE,
  MAX_INT32,
  MAX_NAMED_LINES,
  MAX_PRODUCT_IDS_PER_PAGE,
  ProductCompareSchema,
  ProductDetailSchema,
  ProductPageSchema,
  ProductSummarySchema,
  paginated,
} from '@shop/contracts';
import { requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { badRequest, notFound, requiredText } from '../../lib/errors';
import { decodeSegment, idParam, pageParam, priceParam, rowsParam, segmentId } from '../../lib/params';
import { parseInput } from '../../lib/validate';
import { type Router, router, shopRoute, z } from '../../routing';
import { listBanners } from './banners.queries';
import { brandsWithProducts, listBrands } from './brands.queries';
import { categoryExists, listCategories, listGroups } from './categories.queries';
import { listDevices } from './devices.queries';
import { lineNames } from './line-names.queries';
import { findProduct, listProducts, newestPerCategory, productIds } from './products.queries';

const deviceText = (name: string) =>
  z.string().trim().min(1, `${name} must not be empty`).max(80, `${name} must be at most 80 characters`);

const promotionParam = z.enum(['1', 'true'], { error: 'promotion must be 1' }).optional();

/** A search's `count` (`SearchCount`): a suggestion box asks for `none`. */
const countParam = z
  .enum(['pages', 'none'], { error: 'count must be pages or none' })
  .optional()
  .describe(
    'With a name: pages (default), the matches counted up to 4 pages past this one (total_capped: more match); ' +
      "none, not counted past this page, for a suggestion box that shows no count (total: this page's and those before it; total_capped: the page is full, so more may match)",
  );

const ProductsQuery = z
  .object({
    page: pageParam.describe('Page number, from 1'),
    row_per_page: rowsParam.describe('Rows per page, 1 to 100'),
    name: z
      .string()
      .trim()
      .max(100, 'name must be at most 100 characters')
      .optional()
      .describe('A part of the name in any language, or of the brand name'),
    brand_id: idParam('brand_id').optional().describe('Only this brand'),
    category_id: idParam('category_id').optional().describe('Only this category (cat_id is the same)'),
    cat_id: idParam('cat_id').optional().describe('The same as category_id'),
    sub_id: idParam('sub_id').optional().describe('Only this subcategory'),
    promotion: promotionParam.describe('1: only products with a promo price'),
    sort: z
      .enum(['relevance', 'newest', 'price_asc', 'price_desc'], {
        error: 'sort must be relevance, newest, price_asc or price_desc',
      })
      .optional()
      .describe('relevance (default; newest without a name), newest, price_asc, price_desc'),
    count: countParam,
    price_min: priceParam('price_min').optional().describe('Lowest price paid, dollars'),
    price_max: priceParam('price_max').optional().describe('Highest price paid, dollars'),
    exclude: idParam('exclude').optional().describe('Leave this product out (related products)'),
    device_brand: deviceText('device_brand')
      .optional()
      .describe("Only spare parts that fit a device of this maker, e.g. 'Apple' (GET /api/devices)"),
    device_model: deviceText('device_model')
      .optional()
      .describe("With device_brand: only parts that fit this model, e.g. 'iPhone 12'"),
  })
  .refine((q) => q.device_model === undefined || q.device_brand !== undefined, {
    message: 'device_model needs device_brand',
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'price_min must not be more than price_max',
  });

const HeaderSearchParams = z.object({
  page: pageParam,
  row_per_page: rowsParam,
  name: z
    .string({ error: requiredText('name') })
    .trim()
    .min(1, requiredText('name'))
    .max(100, 'name must be at most 100 characters'),
  count: countParam,
});

/** `page=1&row_per_page=15&name=…` written into the path: its name=value pairs, decoded. */
function pathParameters(raw: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of raw.split('&')) {
    const at = pair.indexOf('=');
    if (at < 1) throw badRequest(`${decodeSegment(pair)} is not a name=value parameter`);
    params[decodeSegment(pair.slice(0, at))] = decodeSegment(pair.slice(at + 1));
  }
  return params;
}

const categories = shopRoute(
  {
    method: 'get',
    path: '/api/categories',
    summary: 'Top categories ordered by sequence',
    request: {
      query: z.object({
        include: z
          .enum(['groups'], { error: 'include must be groups' })
          .optional()
          .describe('groups: add the feature groups and their subcategories'),
      }),
    },
  },
  envelope(z.array(CategorySchema)),
);

const features = shopRoute(
  {
    method: 'get',
    path: '/model_ecommerce/features/{id}',
    summary: 'Feature groups of a category with their subcategories',
    description: 'The path segment is `category_id={id}`, as the specification writes it, or the id alone.',
    request: { params: z.object({ id: segmentId('category_id') }) },
  },
  envelope(z.object({ data: z.array(CategoryGroupSchema) })),
  {
    404: 'No such shop or category',
  },
);

const devices = shopRoute(
  {
    method: 'get',
    path: '/api/devices',
    summary:
      'The devices the shop’s parts fit, by maker, each with its models and how many parts fit (the spare-parts filter)',
    request: {
      query: z.object({
        category_id: idParam('category_id').optional().describe('Only parts of this category'),
      }),
    },
  },
  envelope(z.array(DeviceBrandSchema)),
);

const brands = shopRoute(
  {
    method: 'get',
    path: '/api/brands',
    summary: 'Brands, paginated; with category_id or promotion only those with products there',
    request: {
      query: z.object({
        page: pageParam.describe('Page number, from 1'),
        row_per_page: rowsParam.describe('Rows per page, 1 to 100'),
        category_id: idParam('category_id').optional().describe('Only brands with products in this category'),
        promotion: promotionParam.describe('1: only brands with products on promotion'),
      }),
    },
  },
  envelope(paginated(BrandSchema)),
);

const products = shopRoute(
  {
    method: 'get',
    path: '/api/products',
    summary: 'Products, newest first; data is the list, the page fields stand beside it',
    request: { query: ProductsQuery },
  },
  ProductPageSchema,
);

const headerSearch = shopRoute(
  {
    method: 'get',
    path: '/products/{segment{.+}}',
    summary: "The header bar's search: `/products/page=1&row_per_page=15&name={text}`",
    description:
      'The query is written into the path as the specification does: page, row_per_page (up to 100) and name, URL-encoded; and count, as GET /api/products takes it.',
    request: { params: z.object({ segment: z.string() }) },
  },
  envelope(paginated(ProductSummarySchema)),
);

const ids = shopRoute(
  {
    method: 'get',
    path: '/api/products/ids',
    summary: "Ids of the shop's active products, oldest first (the storefront's paged sitemaps)",
    request: {
      query: z.object({
        page: pageParam.describe('Page number, from 1'),
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
          .optional()
          .describe(`Ids per page, 1 to ${MAX_PRODUCT_IDS_PER_PAGE}`),
      }),
    },
  },
  envelope(paginated(z.number().int())),
);

const compare = shopRoute(
  {
    method: 'get',
    path: '/api/products/compare',
    summary: `The compare list: up to ${MAX_COMPARE} products with specifications; ids not found in \`missing\``,
    request: {
      query: z.object({
        ids: z
          .string({ error: requiredText('ids') })
          .regex(/^\d+(,\d+)*$/, 'ids must be product ids separated by commas')
          .transform((v) => [...new Set(v.split(',').map(Number))])
          .pipe(
            z
              .array(z.number().int().max(MAX_INT32))
              .max(MAX_COMPARE, `Maximum ${MAX_COMPARE} products can be compared`),
          )
          .describe('Product ids, comma separated'),
      }),
    },
  },
  ProductCompareSchema,
);

const lines = shopRoute(
  {
    method: 'get',
    path: '/api/products/lines',
    summary: `Cart lines named in the request's language: up to ${MAX_NAMED_LINES} product:variant pairs; lines no longer sold are left out`,
    description:
      "A guest cart is kept in the browser with the names of the language it was filled in; the storefront asks here for the names in the page's language.",
    request: {
      query: z.object({
        items: z
          .string({ error: requiredText('items') })
          .regex(
            /^\d+:\d+(,\d+:\d+)*$/,
            'items must be product_id:variant_option_id pairs separated by commas',
          )
          .transform((v) =>
            v.split(',').map((pair) => {
              const [product_id, variant_option_id] = pair.split(':').map(Number);
              return { product_id: product_id ?? 0, variant_option_id: variant_option_id ?? 0 };
            }),
          )
          .pipe(
            z
              .array(
                z.object({
                  product_id: z.number().int().min(1).max(MAX_INT32),
                  variant_option_id: z.number().int().min(0).max(MAX_INT32),
                }),
              )
              .max(MAX_NAMED_LINES, `At most ${MAX_NAMED_LINES} lines can be named at once`),
          )
          .describe('product_id:variant_option_id pairs (0: no variant), comma separated'),
      }),
    },
  },
  envelope(z.array(LineNameSchema)),
);

const product = shopRoute(
  {
    method: 'get',
    path: '/api/product/{id}',
    summary: 'One product with its gallery, specifications, options and the prices of every variant',
    description:
      'The specification writes the shop into the path: `/api/product/{id}&store_code={code}` is served too.',
    request: { params: z.object({ id: segmentId('id') }) },
  },
  envelope(ProductDetailSchema),
  { 404: 'No such shop or product' },
);

const home = shopRoute(
  {
    method: 'get',
    path: '/api/home',
    summary: 'Everything the home page shows, in one answer',
  },
  envelope(HomeSchema),
);

export const catalogueRoutes: Router = router()
  .openapi(categories, async (c) => {
    const { include } = c.req.valid('query');
    const ctx = requestContext(c);
    const list = await listCategories(ctx);
    if (!include) return c.json(ok(list), 200);
    const groups = await listGroups(ctx);
    return c.json(
      ok(
        list.map((category) => ({
          ...category,
          groups: groups.filter((g) => g.category_id === category.id),
        })),
      ),
      200,
    );
  })
  .openapi(features, async (c) => {
    const categoryId = c.req.valid('param').id;
    const ctx = requestContext(c);
    if (!(await categoryExists(ctx, categoryId))) throw notFound(`Category ${categoryId} not found`);
    return c.json(ok({ data: await listGroups(ctx, categoryId) }), 200);
  })
  .openapi(devices, async (c) => {
    const { category_id } = c.req.valid('query');
    return c.json(ok(await listDevices(requestContext(c), category_id)), 200);
  })
  .openapi(brands, async (c) => {
    const query = c.req.valid('query');
    const page = await listBrands(requestContext(c), query.page ?? 1, query.row_per_page ?? 20, {
      categoryId: query.category_id,
      promotions: query.promotion !== undefined,
    });
    return c.json(ok(page), 200);
  })
  .openapi(products, async (c) => {
    const query = c.req.valid('query');
    const page = await listProducts(
      requestContext(c),
      {
        name: query.name || undefined,
        brandId: query.brand_id,
        categoryId: query.category_id ?? query.cat_id,
        subcategoryId: query.sub_id,
        promotions: query.promotion !== undefined,
        priceMin: query.price_min,
        priceMax: query.price_max,
        excludeId: query.exclude,
        deviceBrand: query.device_brand,
        deviceModel: query.device_model,
      },
      query.page ?? 1,
      query.row_per_page ?? 12,
      query.sort,
      query.count,
    );
    const { data, ...meta } = page;
    return c.json({ ...ok(data), ...meta }, 200);
  })
  .openapi(headerSearch, async (c) => {
    // Read from the raw path: a name may hold an encoded '&' or '='.
    const raw = new URL(c.req.url).pathname.slice('/products/'.length);
    const query = parseInput(HeaderSearchParams, pathParameters(raw));
    const page = await listProducts(
      requestContext(c),
      { name: query.name },
      query.page ?? 1,
      query.row_per_page ?? 15,
      'relevance',
      query.count,
    );
    return c.json(ok(page), 200);
  })
  .openapi(ids, async (c) => {
    const query = c.req.valid('query');
    return c.json(ok(await productIds(requestContext(c), query.page ?? 1, query.row_per_page ?? 1000)), 200);
  })
  .openapi(compare, async (c) => {
    const { ids: wanted } = c.req.valid('query');
    const ctx = requestContext(c);
    const found = await Promise.all(wanted.map((id) => findProduct(ctx, id)));
    return c.json(
      { ...ok(found.filter((p) => p !== null)), missing: wanted.filter((_, i) => found[i] === null) },
      200,
    );
  })
  .openapi(lines, async (c) => {
    const { items } = c.req.valid('query');
    return c.json(ok(await lineNames(requestContext(c), items)), 200);
  })
  .openapi(product, async (c) => {
    const { id } = c.req.valid('param');
    const found = await findProduct(requestContext(c), id);
    if (!found) throw notFound(`Product ${id} not found`);
    return c.json(ok(found), 200);
  })
  .openapi(home, async (c) => {
    const ctx = requestContext(c);
    const [banners, categoryList, promotions, newest, brandList] = await Promise.all([
      listBanners(ctx),
      listCategories(ctx),
      listProducts(ctx, { promotions: true }, 1, 12),
      newestPerCategory(ctx, 8),
      brandsWithProducts(ctx),
    ]);
    const rows = categoryList
      .map((category) => ({ category, products: newest.filter((p) => p.category_id === category.id) }))
      .filter((row) => row.products.length > 0);
    return c.json(
      ok({ banners, categories: categoryList, promotions: promotions.data, rows, brands: brandList }),
      200,
    );
  });
