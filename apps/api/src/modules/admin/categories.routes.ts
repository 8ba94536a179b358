import {
  AdminBrandBodySchema,
  AdminBrandSchema,
  AdminCategoryGroupSchema,
  AdminCategorySchema,
  AdminCategoryTreeSchema,
  AdminOrderBodySchema,
  AdminPlaceBodySchema,
  AdminSubcategorySchema,
  envelope,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import {
  adminBrands,
  categoryTree,
  createBrand,
  createPlace,
  deleteRow,
  orderBrands as orderBrandRows,
  orderPlaces,
  updateBrand,
  updatePlace,
} from './categories.service';

// The back office's categories, feature groups, subcategories and brands (issue 30): editors,
// managers and owners. A group is made under its category and a subcategory under its group; each
// is then saved and deleted by its own id. An order call takes every sibling of one parent in
// their new order. The fixed `order` paths are mounted before the `{id}` ones.

const Id = (what: string) => z.object({ id: idParam('id').describe(`The ${what}'s id`) });
const Deleted = envelope(z.object({ id: z.number().int() }));

const WRITE_ERRORS = { 400: 'A field is wrong (named in the message)', 409: 'The slug is already used' };
const DELETE_ERRORS = (what: string) => ({
  404: `No such ${what} in this shop`,
  409: `Products (or service categories) still use the ${what}: the message says how many`,
});
const ORDER_ERRORS = (parent: string) => ({
  400: 'ids is not a list of ids, each once',
  404: `No such ${parent} in this shop`,
  409: 'The ids are not every one of them (one was added or deleted meanwhile): the tree as it is in `data`',
});

const tree = staffRoute(
  {
    method: 'get',
    path: '/admin/api/categories',
    summary:
      'The shop’s categories with their feature groups and subcategories, in order: names in en, kh and zh, slug, kind and search words, products, missing names; and the kinds to choose from',
  },
  'catalogue.write',
  envelope(AdminCategoryTreeSchema),
);

const createCategory = staffRoute(
  {
    method: 'post',
    path: '/admin/api/categories',
    summary: 'Create a category, last in the order; its slug made from the English name when not given',
    request: { ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategorySchema),
  WRITE_ERRORS,
);

const orderCategories = staffRoute(
  {
    method: 'put',
    path: '/admin/api/categories/order',
    summary: 'Put the shop’s categories in this order (every one, each once)',
    request: { ...jsonBody(AdminOrderBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategoryTreeSchema),
  ORDER_ERRORS('shop'),
);

const updateCategory = staffRoute(
  {
    method: 'put',
    path: '/admin/api/categories/{id}',
    summary: 'Save a category: names, slug (kept when left out), kind and search words (kept when left out)',
    request: { params: Id('category'), ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategorySchema),
  { ...WRITE_ERRORS, 404: 'No such category in this shop' },
);

const deleteCategory = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/categories/{id}',
    summary: 'Delete a category no product uses, with its groups and subcategories',
    request: { params: Id('category') },
  },
  'catalogue.write',
  Deleted,
  DELETE_ERRORS('category'),
);

const createGroup = staffRoute(
  {
    method: 'post',
    path: '/admin/api/categories/{id}/groups',
    summary: 'Create a feature group in a category, last in its order',
    request: { params: Id('category'), ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategoryGroupSchema),
  { ...WRITE_ERRORS, 404: 'No such category in this shop' },
);

const orderGroups = staffRoute(
  {
    method: 'put',
    path: '/admin/api/categories/{id}/groups/order',
    summary: 'Put a category’s feature groups in this order (every one, each once)',
    request: { params: Id('category'), ...jsonBody(AdminOrderBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategoryTreeSchema),
  ORDER_ERRORS('category'),
);

const updateGroup = staffRoute(
  {
    method: 'put',
    path: '/admin/api/category-groups/{id}',
    summary: 'Save a feature group: names, slug, kind and search words',
    request: { params: Id('group'), ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategoryGroupSchema),
  { ...WRITE_ERRORS, 404: 'No such group in this shop' },
);

const deleteGroup = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/category-groups/{id}',
    summary: 'Delete a feature group whose subcategories no product uses, with them',
    request: { params: Id('group') },
  },
  'catalogue.write',
  Deleted,
  DELETE_ERRORS('group'),
);

const createSubcategory = staffRoute(
  {
    method: 'post',
    path: '/admin/api/category-groups/{id}/subcategories',
    summary:
      'Create a subcategory in a feature group, last in its order; without `kind`, the kind its name says (decision 033)',
    request: { params: Id('group'), ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminSubcategorySchema),
  { ...WRITE_ERRORS, 404: 'No such group in this shop' },
);

const orderSubcategories = staffRoute(
  {
    method: 'put',
    path: '/admin/api/category-groups/{id}/subcategories/order',
    summary: 'Put a feature group’s subcategories in this order (every one, each once)',
    request: { params: Id('group'), ...jsonBody(AdminOrderBodySchema) },
  },
  'catalogue.write',
  envelope(AdminCategoryTreeSchema),
  ORDER_ERRORS('group'),
);

const updateSubcategory = staffRoute(
  {
    method: 'put',
    path: '/admin/api/subcategories/{id}',
    summary: 'Save a subcategory: names, slug, kind and search words',
    request: { params: Id('subcategory'), ...jsonBody(AdminPlaceBodySchema) },
  },
  'catalogue.write',
  envelope(AdminSubcategorySchema),
  { ...WRITE_ERRORS, 404: 'No such subcategory in this shop' },
);

const deleteSubcategory = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/subcategories/{id}',
    summary: 'Delete a subcategory no product uses',
    request: { params: Id('subcategory') },
  },
  'catalogue.write',
  Deleted,
  DELETE_ERRORS('subcategory'),
);

const brands = staffRoute(
  {
    method: 'get',
    path: '/admin/api/brands',
    summary: 'The shop’s brands in order: names in en, kh and zh, slug, products, missing names',
  },
  'catalogue.write',
  envelope(z.array(AdminBrandSchema)),
);

const createBrandRoute = staffRoute(
  {
    method: 'post',
    path: '/admin/api/brands',
    summary: 'Create a brand, last in the order; its slug made from the English name when not given',
    request: { ...jsonBody(AdminBrandBodySchema) },
  },
  'catalogue.write',
  envelope(AdminBrandSchema),
  WRITE_ERRORS,
);

const orderBrands = staffRoute(
  {
    method: 'put',
    path: '/admin/api/brands/order',
    summary: 'Put the shop’s brands in this order (every one, each once)',
    request: { ...jsonBody(AdminOrderBodySchema) },
  },
  'catalogue.write',
  envelope(z.array(AdminBrandSchema)),
  ORDER_ERRORS('shop'),
);

const updateBrandRoute = staffRoute(
  {
    method: 'put',
    path: '/admin/api/brands/{id}',
    summary: 'Save a brand: names and slug (kept when left out)',
    request: { params: Id('brand'), ...jsonBody(AdminBrandBodySchema) },
  },
  'catalogue.write',
  envelope(AdminBrandSchema),
  { ...WRITE_ERRORS, 404: 'No such brand in this shop' },
);

const deleteBrand = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/brands/{id}',
    summary: 'Delete a brand no product uses',
    request: { params: Id('brand') },
  },
  'catalogue.write',
  Deleted,
  DELETE_ERRORS('brand'),
);

export const adminCategoryRoutes: Router = router()
  .openapi(tree, async (c) => c.json(ok(await categoryTree(staffContext(c))), 200))
  .openapi(createCategory, async (c) =>
    c.json(ok(await createPlace(staffContext(c), 'category', null, c.req.valid('json'))), 200),
  )
  .openapi(orderCategories, async (c) =>
    c.json(ok(await orderPlaces(staffContext(c), 'category', null, c.req.valid('json').ids)), 200),
  )
  .openapi(updateCategory, async (c) =>
    c.json(
      ok(await updatePlace(staffContext(c), 'category', c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  )
  .openapi(deleteCategory, async (c) =>
    c.json(ok(await deleteRow(staffContext(c), 'category', c.req.valid('param').id)), 200),
  )
  .openapi(createGroup, async (c) =>
    c.json(
      ok(await createPlace(staffContext(c), 'group', c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  )
  .openapi(orderGroups, async (c) =>
    c.json(
      ok(await orderPlaces(staffContext(c), 'group', c.req.valid('param').id, c.req.valid('json').ids)),
      200,
    ),
  )
  .openapi(updateGroup, async (c) =>
    c.json(
      ok(await updatePlace(staffContext(c), 'group', c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  )
  .openapi(deleteGroup, async (c) =>
    c.json(ok(await deleteRow(staffContext(c), 'group', c.req.valid('param').id)), 200),
  )
  .openapi(createSubcategory, async (c) =>
    c.json(
      ok(await createPlace(staffContext(c), 'subcategory', c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  )
  .openapi(orderSubcategories, async (c) =>
    c.json(
      ok(await orderPlaces(staffContext(c), 'subcategory', c.req.valid('param').id, c.req.valid('json').ids)),
      200,
    ),
  )
  .openapi(updateSubcategory, async (c) =>
    c.json(
      ok(await updatePlace(staffContext(c), 'subcategory', c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  )
  .openapi(deleteSubcategory, async (c) =>
    c.json(ok(await deleteRow(staffContext(c), 'subcategory', c.req.valid('param').id)), 200),
  )
  .openapi(brands, async (c) => c.json(ok(await adminBrands(staffContext(c))), 200))
  .openapi(createBrandRoute, async (c) =>
    c.json(ok(await createBrand(staffContext(c), c.req.valid('json'))), 200),
  )
  .openapi(orderBrands, async (c) =>
    c.json(ok(await orderBrandRows(staffContext(c), c.req.valid('json').ids)), 200),
  )
  .openapi(updateBrandRoute, async (c) =>
    c.json(ok(await updateBrand(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(deleteBrand, async (c) =>
    c.json(ok(await deleteRow(staffContext(c), 'brand', c.req.valid('param').id)), 200),
  );
