import { z } from 'zod';
import {
  BrandSchema,
  CategoryGroupSchema,
  CategorySchema,
  HomeSchema,
  ProductDetailSchema,
  ProductSummarySchema,
} from './catalogue';
import { envelope, type Locale, paginated } from './common';
import { StoreInfoSchema, VendorInfoSchema } from './store';

/** A non-success answer of the API, with its HTTP status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = -1,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned. */
  timeoutMs?: number;
}

/** Who is asking: the shop and the language every catalogue call is made in. */
export interface ShopContext {
  storeCode: string;
  lang: Locale;
}

const ProductListSchema = envelope(z.array(ProductSummarySchema)).extend({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** The typed client of the commerce API that the storefront uses. Answers are checked with Zod. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function get<T extends z.ZodType>(path: string, schema: T, ctx?: ShopContext): Promise<z.infer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (ctx) {
      headers['x-store-code'] = ctx.storeCode;
      headers['accept-language'] = ctx.lang;
    }
    const res = await doFetch(`${base}${path}`, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = z.object({ code: z.number(), message: z.string() }).safeParse(body);
      throw new ApiError(
        res.status,
        parsed.success ? parsed.data.message : res.statusText,
        parsed.data?.code,
      );
    }
    return schema.parse(body);
  }

  const query = (params: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
    return q.toString();
  };

  return {
    /** The shop that answers to a host name; null when none does. */
    async storeByDomain(domain: string, lang: Locale) {
      try {
        const res = await get(`/api/store/info?${query({ domain, lang })}`, envelope(StoreInfoSchema));
        return res.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    async vendorInfo(storeCode: string) {
      return (await get(`/api/vendor/info?${query({ store_code: storeCode })}`, envelope(VendorInfoSchema)))
        .data;
    },
    async categories(ctx: ShopContext, include?: 'groups') {
      const path = `/api/categories?${query({ store_code: ctx.storeCode, lang: ctx.lang, include })}`;
      return (await get(path, envelope(z.array(CategorySchema)), ctx)).data;
    },
    async features(ctx: ShopContext, categoryId: number) {
      const path = `/model_ecommerce/features/category_id=${categoryId}`;
      return (await get(path, envelope(z.object({ data: z.array(CategoryGroupSchema) })), ctx)).data.data;
    },
    /** A page of brands; with a category or `promotion`, those with products there, counted there. */
    async brands(ctx: ShopContext, page = 1, scope: { categoryId?: number; promotion?: boolean } = {}) {
      const path = `/api/brands?${query({
        store_code: ctx.storeCode,
        lang: ctx.lang,
        page,
        category_id: scope.categoryId,
        promotion: scope.promotion ? 1 : undefined,
      })}`;
      return (await get(path, envelope(paginated(BrandSchema)), ctx)).data;
    },
    async products(
      ctx: ShopContext,
      params: {
        name?: string;
        brand_id?: number;
        category_id?: number;
        sub_id?: number;
        promotion?: 1;
        sort?: 'relevance' | 'newest' | 'price_asc' | 'price_desc';
        price_min?: number;
        price_max?: number;
        exclude?: number;
        page?: number;
        row_per_page?: number;
      },
    ) {
      const path = `/api/products?${query({ ...params, store_code: ctx.storeCode, lang: ctx.lang })}`;
      return get(path, ProductListSchema, ctx);
    },
    async product(ctx: ShopContext, id: number) {
      return (
        await get(
          `/api/product/${id}&store_code=${encodeURIComponent(ctx.storeCode)}`,
          envelope(ProductDetailSchema),
          ctx,
        )
      ).data;
    },
    /** A page of the ids of the shop's products, oldest first (stable pages for paged sitemaps). */
    async productIds(ctx: ShopContext, page: number, perPage: number) {
      const path = `/api/products/ids?${query({ store_code: ctx.storeCode, page, row_per_page: perPage })}`;
      return (await get(path, envelope(paginated(z.number().int())), ctx)).data;
    },
    /** The compare list's products, in order; ids no longer found come back in `missing`. */
    async compare(ctx: ShopContext, ids: number[]) {
      const path = `/api/products/compare?${query({ ids: ids.join(','), store_code: ctx.storeCode, lang: ctx.lang })}`;
      return get(
        path,
        envelope(z.array(ProductDetailSchema)).extend({ missing: z.array(z.number().int()) }),
        ctx,
      );
    },
    async home(ctx: ShopContext) {
      return (
        await get(
          `/api/home?${query({ store_code: ctx.storeCode, lang: ctx.lang })}`,
          envelope(HomeSchema),
          ctx,
        )
      ).data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
