import {
  AdminProductBodySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductsQuerySchema,
  envelope,
  ImportAnswerSchema,
  ProductsBulkBodySchema,
  StockAdjustBodySchema,
  StockMovementSchema,
  VariantsBodySchema,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { BOM } from '../../lib/csv';
import { badRequest, required } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { limitBody } from '../../middleware/body-limit';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { catalogueCsv } from './products.csv';
import { IMPORT_MAX_ROWS, ImportFileError } from './products.import';
import { importCatalogue } from './products.import.service';
import {
  adjustStock,
  adminProduct,
  adminProducts,
  bulkProducts,
  createProduct,
  stockMovements,
  updateProduct,
} from './products.service';
import { saveVariants } from './products.variants';

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

const variants = staffRoute(
  {
    method: 'put',
    path: '/admin/api/products/{id}/variants',
    summary: 'Save a product’s option types, their values and its variants, whole',
    description:
      'A type or value is kept by its id or its English name, a variant by its options (carts holding it keep it); a variant left out is removed. No types and no variants: the product sells itself as one unit. With `version` as in PUT /admin/api/products/{id}.',
    request: { params: ProductParams, ...jsonBody(VariantsBodySchema) },
  },
  'catalogue.write',
  envelope(AdminProductSchema),
  {
    400: 'A field is wrong (named in the message)',
    404: NOT_HERE,
    409: 'Changed by someone else since it was read, or a SKU is already used',
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

/** The largest catalogue file the import reads. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_PATH = '/admin/api/products/import';

const importCsv = staffRoute(
  {
    method: 'post',
    path: IMPORT_PATH,
    summary: 'Import a catalogue CSV (the export’s columns): a dry run says what it would do, row by row',
    description: `Multipart, field \`file\`: UTF-8 CSV with the export's header, at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB. With \`dry_run=1\` nothing is written. A unit is found by its SKU, a product by its slug (the \`product\` column); a new product comes as one row without a variant. A product is taken whole or not at all: a refused row refuses its product's other rows. Written a batch of products per transaction; importing the same file again changes nothing, and finishes a run that was cut short.`,
    request: {
      query: z.object({
        dry_run: z.enum(['0', '1']).default('0').describe('1: say what would happen, write nothing'),
      }),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
    },
  },
  'catalogue.write',
  envelope(ImportAnswerSchema),
  {
    400: 'Not multipart, no file, or the file is not a UTF-8 CSV with the export’s columns (the message names what)',
    413: 'The file is larger than the limit',
  },
  {
    idempotent: false,
    middleware: [
      limitBody(
        IMPORT_MAX_BYTES + 64 * 1024,
        `file: larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split the catalogue`,
      ),
    ],
  },
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
  .openapi(importCsv, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      throw badRequest('the body must be multipart/form-data with a file field');
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('the body is not valid multipart/form-data');
    });
    const file = form.file;
    if (!(file instanceof File)) throw required('file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      const answer = await importCatalogue(staffContext(c), bytes, {
        dryRun: c.req.valid('query').dry_run === '1',
      });
      return c.json(ok(answer), 200);
    } catch (error) {
      if (error instanceof ImportFileError) throw badRequest(error.message);
      throw error;
    }
  })
  .openapi(list, async (c) => c.json(ok(await adminProducts(staffContext(c), c.req.valid('query'))), 200))
  .openapi(bulk, async (c) => c.json(ok(await bulkProducts(staffContext(c), c.req.valid('json'))), 200))
  .openapi(create, async (c) => c.json(ok(await createProduct(staffContext(c), c.req.valid('json'))), 200))
  .openapi(one, async (c) => c.json(ok(await adminProduct(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(variants, async (c) =>
    c.json(ok(await saveVariants(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(adjust, async (c) =>
    c.json(ok(await adjustStock(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(movements, async (c) =>
    c.json(ok(await stockMovements(staffContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(update, async (c) =>
    c.json(ok(await updateProduct(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
