import {
  AdminProductBodySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductsQuerySchema,
  envelope,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { adminProduct, adminProducts, createProduct, updateProduct } from './products.service';

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

export const adminProductRoutes: Router = router()
  .openapi(list, async (c) => c.json(ok(await adminProducts(staffContext(c), c.req.valid('query'))), 200))
  .openapi(create, async (c) => c.json(ok(await createProduct(staffContext(c), c.req.valid('json'))), 200))
  .openapi(one, async (c) => c.json(ok(await adminProduct(staffContext(c), c.req.valid('param').id)), 200))
  .openapi(update, async (c) =>
    c.json(ok(await updateProduct(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
