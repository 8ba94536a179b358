import {
  AdminProductBodySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductsQuerySchema,
  envelope,
  ProductsBulkBodySchema,
  StockAdjustBodySchema,
  StockMovementSchema,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { BOM } from '../../lib/csv';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { catalogueCsv } from './products.csv';
import {
  adjustStock,
  adminProduct,
  adminProducts,
  bulkProducts,
  createProduct,
  stockMovements,
  updateProduct,
} from './products.service';

// The back office's catalogue (issue 30): products with their texts in three languages and their
// units (SKU, price, promotion price, stock). Editors, managers and owners.

const ProductParams = z.object({ id: idParam('id').describe("The product's id") });
const NOT_HERE = 'No such product in this shop';

const list = staffRoute(
  {
    method: 'get',
    path: '/admin/api/products',
    summary:
      'The shop’s products, newest first: by words of their names or a SKU, category, brand, publication, low stock',
    request: { query: AdminProductsQuerySchema },
  },
  'catalogue.write',
  envelope(AdminProductListSchema),
);

const create = staffRoute(
  {
    method: 'post',
    path: '/admin/api/products',
    summary: 'Create a product: its name and description in en, kh and zh, its place, brand and one unit',
    request: { ...jsonBody(AdminProductBodySchema) },
  },
  'catalogue.write',
  envelope(AdminProductSchema),
  { 400: 'A field is wrong (named in the message)', 409: 'The SKU is already used in this shop' },
);

const one = staffRoute(
  {
    method: 'get',
    path: '/admin/api/products/{id}',
    summary: 'One product as the back office edits it, with its version and the texts it lacks',
    request: { params: ProductParams },
  },
  'catalogue.write',
  envelope(AdminProductSchema),
  { 404: NOT_HERE },
);

const update = staffRoute(
  {
    method: 'put',
    path: '/admin/api/products/{id}',
    summary: 'Save a product: texts, place, brand, publication and its units by id',
    description:
      'With `version`, refused (409, the product as it now is in `data`) when someone saved it in between.',
    request: { params: ProductParams, ...jsonBody(AdminProductBodySchema) },
  },
  'catalogue.write',
  envelope(AdminProductSchema),
  {
    400: 'A field is wrong (named in the message)',
    404: NOT_HERE,
    409: 'Changed by someone else since it was read, or the SKU is already used',
  },
);

const adjust = staffRoute(
  {
    method: 'post',
    path: '/admin/api/products/{id}/stock',
    summary: 'Add to or take from a unit’s stock, with a reason (received, damaged, counted, correction)',
    request: { params: ProductParams, ...jsonBody(StockAdjustBodySchema) },
  },
  'catalogue.write',
  envelope(z.object({ movement: z.number().int(), stock: z.number().int() })),
  { 400: 'A field is wrong (named in the message)', 404: NOT_HERE, 409: 'The stock would fall below 0' },
);

const movements = staffRoute(
  {
    method: 'get',
    path: '/admin/api/products/{id}/stock',
    summary: 'A product’s stock movements, newest first (the latest 100)',
    request: { params: ProductParams },
  },
  'catalogue.write',
  envelope(z.array(StockMovementSchema)),
  { 404: NOT_HERE },
);

const bulk = staffRoute(
  {
    method: 'post',
    path: '/admin/api/products/bulk',
    summary: 'Publish, unpublish, move or reprice many products at once: all of them or none',
    request: { ...jsonBody(ProductsBulkBodySchema) },
  },
  'catalogue.write',
  envelope(z.object({ updated: z.number().int() })),
  { 400: 'A field is wrong, an id is not the shop’s, or a price would fall below 0' },
);

const exportCsv = staffRoute(
  {
    method: 'get',
    path: '/admin/api/products/export',
    summary:
      'The shop’s catalogue as CSV, one row per unit sold (a product without options, or each variant)',
    description:
      'Columns: product, sku, variant, name_en, name_kh, name_zh, description_en, description_kh, description_zh, category, subcategory, brand, published, price, promo_price, stock, images (addresses separated by " | "). The import takes the same.',
  },
  'catalogue.write',
  z.string().describe('text/csv'),
);

/** A stream of the text an async generator yields, as UTF-8. */
function streamOf(parts: AsyncGenerator<string>, first: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(first));
        return;
      }
      const { value, done } = await parts.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

// The export's fixed path before the product's `{id}`.
export const adminProductRoutes: Router = router()
  .openapi(exportCsv, (c) => {
    const ctx = staffContext(c);
    return c.body(streamOf(catalogueCsv(ctx), BOM), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalogue-${ctx.store.code}.csv"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  })
  .openapi(list, async (c) => c.json(ok(await adminProducts(staffContext(c), c.req.valid('query'))), 200))
  .openapi(bulk, async (c) => c.json(ok(await bulkProducts(staffContext(c), c.req.valid('json'))), 200))
  .openapi(create, async (c) => c.json(ok(await createProduct(staffContext(c), c.req.valid('json'))), 200))
  .openapi(one, async (c) => c.json(ok(await adminProduct(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(adjust, async (c) =>
    c.json(ok(await adjustStock(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(movements, async (c) =>
    c.json(ok(await stockMovements(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(update, async (c) =>
    c.json(ok(await updateProduct(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
