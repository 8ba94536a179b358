import {
  AdminBrandSchema,
  AdminCategoryGroupSchema,
  AdminCategorySchema,
  AdminCategoryTreeSchema,
  AdminSubcategorySchema,
} from '@shop/contracts';
import { z } from 'zod';
import type { Visit } from './context.server';
import { call } from './products.server';

// The back office's calls of the categories' and brands' API (/admin/api/categories…,
// /admin/api/brands…), made as the products' are.

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const Deleted = envelope(z.object({ id: z.number().int() }));

/** A level of the tree, as the forms name it. */
export type Level = 'category' | 'group' | 'subcategory';

/** Where a row of each level is saved and deleted. */
const PATHS: Record<Level | 'brand', string> = {
  category: '/admin/api/categories',
  group: '/admin/api/category-groups',
  subcategory: '/admin/api/subcategories',
  brand: '/admin/api/brands',
};

const SCHEMAS = {
  category: AdminCategorySchema,
  group: AdminCategoryGroupSchema,
  subcategory: AdminSubcategorySchema,
  brand: AdminBrandSchema,
};

export function categoryApi(visit: Visit, storeCode: string) {
  const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);
  return {
    tree() {
      return data(call(visit, storeCode, 'GET', '/admin/api/categories', envelope(AdminCategoryTreeSchema)));
    },
    brands() {
      return data(call(visit, storeCode, 'GET', '/admin/api/brands', envelope(z.array(AdminBrandSchema))));
    },
    /** A new category (`parent` null), group of category `parent`, subcategory of group `parent`, or brand. */
    create(level: Level | 'brand', parent: number | null, body: unknown, idempotencyKey?: string) {
      const path =
        level === 'group'
          ? `/admin/api/categories/${parent}/groups`
          : level === 'subcategory'
            ? `/admin/api/category-groups/${parent}/subcategories`
            : PATHS[level];
      return data(
        call(visit, storeCode, 'POST', path, envelope(SCHEMAS[level] as z.ZodType), { body, idempotencyKey }),
      );
    },
    update(level: Level | 'brand', id: number, body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', `${PATHS[level]}/${id}`, envelope(SCHEMAS[level] as z.ZodType), {
          body,
          idempotencyKey,
        }),
      );
    },
    remove(level: Level | 'brand', id: number, idempotencyKey?: string) {
      return data(call(visit, storeCode, 'DELETE', `${PATHS[level]}/${id}`, Deleted, { idempotencyKey }));
    },
    /** The siblings of one parent in a new order: every one of them. */
    order(level: Level | 'brand', parent: number | null, ids: number[], idempotencyKey?: string) {
      const path =
        level === 'group'
          ? `/admin/api/categories/${parent}/groups/order`
          : level === 'subcategory'
            ? `/admin/api/category-groups/${parent}/subcategories/order`
            : `${PATHS[level]}/order`;
      return data(
        call(visit, storeCode, 'PUT', path, envelope(z.unknown()), { body: { ids }, idempotencyKey }),
      );
    },
  };
}
