import {
  type AdminProduct,
  type AdminProductBody,
  AdminProductListSchema,
  AdminProductSchema,
  type AdminProductsQuerySchema,
  type ImportAnswer,
  ImportAnswerSchema,
  ProductImageSchema,
  type ProductImagesOrder,
  type ProductsBulkBody,
  StockMovementSchema,
} from '@shop/contracts';
import { ApiError } from '@shop/contracts/client';
import {
  FORWARDED_SECRET_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  STORE_CODE_HEADER,
} from '@shop/contracts/constants';
import { z } from 'zod';
import type { Visit } from './context.server';
import { env } from './env.server';

// The back office's calls of the catalogue's API (/admin/api/products…, and the shop's categories
// and brands from the storefront's API). @shop/contracts' admin client has no product calls yet,
// and its ApiError drops what a 409 carries in `data` (the product as it now is, which the editor
// shows): so these calls are made here, with the same headers as the client's, and a refusal is a
// ProductApiError that keeps `data`.

/** A refusal of the API, with what it sent in `data` (a 409's product as it now is). */
export class ProductApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(status, message);
  }
}

const ErrorAnswerSchema = z.object({ message: z.string(), data: z.unknown().optional() });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  body?: unknown;
  idempotencyKey?: string | undefined;
}

/** One call of the API for a visit (the categories' and brands' pages use it too). */
export async function call<T extends z.ZodType>(
  visit: Visit,
  storeCode: string,
  method: Method,
  path: string,
  schema: T,
  { body, idempotencyKey }: CallOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    // None for the platform's calls (its shops), which act on no shop of the staff member's.
    ...(storeCode ? { [STORE_CODE_HEADER]: storeCode } : {}),
    'accept-language': visit.locale,
    [REQUEST_ID_HEADER]: visit.requestId,
  };
  if (visit.token) headers.authorization = `Bearer ${visit.token}`;
  if (visit.userAgent) headers['user-agent'] = visit.userAgent.slice(0, 300);
  const { FORWARDED_SECRET, API_URL, API_TIMEOUT_MS } = env();
  if (visit.address && FORWARDED_SECRET) {
    headers['x-forwarded-for'] = visit.address;
    headers[FORWARDED_SECRET_HEADER] = FORWARDED_SECRET;
  }
  // A form (the catalogue's CSV) goes as multipart: fetch writes its content-type and boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const res = await fetch(`${API_URL.replace(/\/$/, '')}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const text = await res.text().catch(() => '');
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (!res.ok) {
    const parsed = ErrorAnswerSchema.safeParse(answer);
    throw new ProductApiError(
      res.status,
      parsed.success ? parsed.data.message : res.statusText,
      parsed.success ? (parsed.data.data ?? null) : null,
    );
  }
  return schema.parse(answer);
}

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ProductImagesSchema = z.array(ProductImageSchema);

export type ProductsQuery = z.infer<typeof AdminProductsQuerySchema>;

/** `a=1&b=2` of the defined values. */
function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

const SubcategorySchema = z.object({ id: z.number().int(), name: z.string() });
const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groups: z
    .array(z.object({ id: z.number().int(), name: z.string(), subcategories: z.array(SubcategorySchema) }))
    .optional(),
});
const BrandPageSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  last_page: z.number().int(),
});

/** Where a product may go: the shop's categories with their groups' subcategories, and its brands. */
export interface Places {
  categories: {
    id: number;
    name: string;
    subcategories: { id: number; name: string; group: string }[];
  }[];
  brands: { id: number; name: string }[];
}

/** At most this many pages of 100 brands are read for the brand lists. */
const BRAND_PAGES = 10;

/** The shop's product calls for one visit. */
export function productApi(visit: Visit, storeCode: string) {
  const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);
  return {
    list(filters: ProductsQuery) {
      const q = query(filters as Record<string, string | number | undefined>);
      return data(
        call(
          visit,
          storeCode,
          'GET',
          `/admin/api/products${q ? `?${q}` : ''}`,
          envelope(AdminProductListSchema),
        ),
      );
    },
    one(id: number) {
      return data(call(visit, storeCode, 'GET', `/admin/api/products/${id}`, envelope(AdminProductSchema)));
    },
    create(body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'POST', '/admin/api/products', envelope(AdminProductSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    update(id: number, body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', `/admin/api/products/${id}`, envelope(AdminProductSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    /** PUT /admin/api/products/{id}/variants: the option types and variants, saved whole. */
    saveVariants(id: number, body: unknown, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', `/admin/api/products/${id}/variants`, envelope(AdminProductSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    /** POST /admin/api/products/{id}/images: a picture added after the others (the first: main). */
    addImage(id: number, file: Blob, idempotencyKey?: string) {
      const form = new FormData();
      form.set('file', file, file instanceof File && file.name ? file.name.slice(0, 200) : 'picture');
      return data(
        call(visit, storeCode, 'POST', `/admin/api/products/${id}/images`, envelope(ProductImagesSchema), {
          body: form,
          idempotencyKey,
        }),
      );
    },
    /** PUT /admin/api/products/{id}/images: every picture once, in order; `main` (if given) first. */
    orderImages(id: number, body: ProductImagesOrder, idempotencyKey?: string) {
      return data(
        call(visit, storeCode, 'PUT', `/admin/api/products/${id}/images`, envelope(ProductImagesSchema), {
          body,
          idempotencyKey,
        }),
      );
    },
    deleteImage(id: number, imageId: number, idempotencyKey?: string) {
      return data(
        call(
          visit,
          storeCode,
          'DELETE',
          `/admin/api/products/${id}/images/${imageId}`,
          envelope(ProductImagesSchema),
          { idempotencyKey },
        ),
      );
    },
    /**
     * The catalogue's CSV (the export's columns) checked (`dryRun`) or imported. No Idempotency-Key:
     * importing the same file again changes nothing.
     */
    importCsv(file: Blob, dryRun: boolean) {
      const form = new FormData();
      form.set('file', file, 'catalogue.csv');
      return data(
        call(
          visit,
          storeCode,
          'POST',
          `/admin/api/products/import${dryRun ? '?dry_run=1' : ''}`,
          envelope(ImportAnswerSchema),
          { body: form },
        ),
      );
    },
    adjustStock(id: number, body: unknown, idempotencyKey?: string) {
      return data(
        call(
          visit,
          storeCode,
          'POST',
          `/admin/api/products/${id}/stock`,
          envelope(z.object({ movement: z.number().int(), stock: z.number().int() })),
          { body, idempotencyKey },
        ),
      );
    },
    movements(id: number) {
      return data(
        call(
          visit,
          storeCode,
          'GET',
          `/admin/api/products/${id}/stock`,
          envelope(z.array(StockMovementSchema)),
        ),
      );
    },
    bulk(body: unknown, idempotencyKey?: string) {
      return data(
        call(
          visit,
          storeCode,
          'POST',
          '/admin/api/products/bulk',
          envelope(z.object({ updated: z.number().int() })),
          { body, idempotencyKey },
        ),
      );
    },
    /** The shop's categories (with subcategories) and brands, in the staff member's language. */
    async places(): Promise<Places> {
      const [categories, firstBrands] = await Promise.all([
        data(
          call(visit, storeCode, 'GET', '/api/categories?include=groups', envelope(z.array(CategorySchema))),
        ),
        data(call(visit, storeCode, 'GET', '/api/brands?page=1&row_per_page=100', envelope(BrandPageSchema))),
      ]);
      const brands = [...firstBrands.data];
      const pages = Math.min(firstBrands.last_page, BRAND_PAGES);
      for (let page = 2; page <= pages; page++) {
        const more = await data(
          call(
            visit,
            storeCode,
            'GET',
            `/api/brands?page=${page}&row_per_page=100`,
            envelope(BrandPageSchema),
          ),
        );
        brands.push(...more.data);
      }
      return {
        categories: categories.map((c) => ({
          id: c.id,
          name: c.name,
          subcategories: (c.groups ?? [])
            .flatMap((g) => g.subcategories.map((s) => ({ id: s.id, name: s.name, group: g.name })))
            .filter((s, i, all) => all.findIndex((o) => o.id === s.id) === i),
        })),
        brands: brands.sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  };
}

export type { AdminProduct, AdminProductBody, ImportAnswer, ProductsBulkBody };
