import { z } from 'zod';
import {
  type AddressBody,
  AddressSchema,
  type CartAddBodySchema,
  type CartConvertBody,
  CartLineSchema,
  CartResponseSchema,
  OtpSentSchema,
  ProfileSchema,
  type ProfileUpdateBodySchema,
  type RegisterBody,
  SessionSchema,
  WishlistEntrySchema,
} from './account';
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

/**
 * Who asks an account call: the customer's bearer token (when there is one) and the shopper's
 * address (sent as X-Forwarded-For, so the API's per-client rate limits count shoppers, not the
 * storefront server).
 */
export interface Caller {
  token?: string | null;
  forwardedFor?: string | null;
}

const NullDataSchema = envelope(z.null());

const ProductListSchema = envelope(z.array(ProductSummarySchema)).extend({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** A search counts its matches a few pages ahead: true when more than `total` match. */
  total_capped: z.boolean().default(false),
});

/** The typed client of the commerce API that the storefront uses. Answers are checked with Zod. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function get<T extends z.ZodType>(path: string, schema: T, ctx?: ShopContext): Promise<z.infer<T>> {
    return call('GET', path, schema, ctx);
  }

  /** One call: a JSON body when given, the bearer token and the shopper's address when known. */
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: T,
    ctx?: ShopContext,
    caller: Caller = {},
    body?: unknown,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (ctx) {
      headers['x-store-code'] = ctx.storeCode;
      headers['accept-language'] = ctx.lang;
    }
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = z.object({ code: z.number(), message: z.string() }).safeParse(answer);
      throw new ApiError(
        res.status,
        parsed.success ? parsed.data.message : res.statusText,
        parsed.data?.code,
      );
    }
    return schema.parse(answer);
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
    /**
     * The header bar's search, at the specification's path as it is written (the shop from
     * X-Store-Code): a page of products whose names or brand contain the text, best first.
     */
    async headerSearch(ctx: ShopContext, name: string, page: number, perPage: number) {
      const path = `/products/page=${page}&row_per_page=${perPage}&name=${encodeURIComponent(name)}`;
      return (await get(path, envelope(paginated(ProductSummarySchema)), ctx)).data;
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
    // Accounts (see account.ts for the paths, bodies and answers). A missing or revoked token is
    // an ApiError with status 401; refused input (400, 409, 429) carries the API's message.

    async register(ctx: ShopContext, caller: Caller, body: RegisterBody) {
      return (await call('POST', '/api/auth/register', envelope(SessionSchema), ctx, caller, body)).data;
    },
    async login(ctx: ShopContext, caller: Caller, body: { email: string; password: string }) {
      return (await call('POST', '/api/auth/login', envelope(SessionSchema), ctx, caller, body)).data;
    },
    /** Revokes the caller's token. */
    async logout(ctx: ShopContext, caller: Caller) {
      await call('POST', '/api/auth/logout', NullDataSchema, ctx, caller, {});
    },
    /** Sends a reset code when the e-mail has an account (the answer is the same either way). */
    async forgotPassword(ctx: ShopContext, caller: Caller, body: { email: string }) {
      await call('POST', '/api/auth/forgot-password', NullDataSchema, ctx, caller, body);
    },
    async resetPassword(
      ctx: ShopContext,
      caller: Caller,
      body: { email: string; code: string; password: string },
    ) {
      return (await call('POST', '/api/auth/reset-password', envelope(SessionSchema), ctx, caller, body))
        .data;
    },
    async resendOtp(
      ctx: ShopContext,
      caller: Caller,
      body: { phone: string; type: 'verify' | 'login'; secret?: string },
    ) {
      const path = `/api/auth/resend?${query({ store_code: ctx.storeCode })}`;
      return (await call('POST', path, envelope(OtpSentSchema), ctx, caller, body)).data;
    },
    async verifyOtp(ctx: ShopContext, caller: Caller, body: { phone: string; otp: string }) {
      const path = `/api/verify?${query({ store_code: ctx.storeCode })}`;
      return (await call('POST', path, envelope(SessionSchema), ctx, caller, body)).data;
    },
    async profile(ctx: ShopContext, caller: Caller) {
      return (await call('GET', '/api/profile', envelope(ProfileSchema), ctx, caller)).data;
    },
    async updateProfile(ctx: ShopContext, caller: Caller, body: z.input<typeof ProfileUpdateBodySchema>) {
      return (await call('PUT', '/api/profile', envelope(ProfileSchema), ctx, caller, body)).data;
    },
    async addresses(ctx: ShopContext, caller: Caller) {
      return (await call('GET', '/api/profile/location', envelope(z.array(AddressSchema)), ctx, caller)).data;
    },
    async addAddress(ctx: ShopContext, caller: Caller, body: AddressBody) {
      return (await call('POST', '/api/profile/location/add', envelope(AddressSchema), ctx, caller, body))
        .data;
    },
    async updateAddress(ctx: ShopContext, caller: Caller, id: number, body: AddressBody) {
      return (await call('PUT', `/api/profile/location/${id}`, envelope(AddressSchema), ctx, caller, body))
        .data;
    },
    async deleteAddress(ctx: ShopContext, caller: Caller, id: number) {
      await call('DELETE', `/api/profile/location/${id}`, NullDataSchema, ctx, caller);
    },
    async makeDefaultAddress(ctx: ShopContext, caller: Caller, id: number) {
      const path = `/api/profile/location/${id}/default`;
      return (await call('POST', path, envelope(AddressSchema), ctx, caller, {})).data;
    },
    /** The server cart: lines in `data`, sums beside it. */
    async cart(ctx: ShopContext, caller: Caller, addressId?: number) {
      return call('GET', `/api/cart?${query({ address_id: addressId })}`, CartResponseSchema, ctx, caller);
    },
    async cartAdd(ctx: ShopContext, caller: Caller, body: z.input<typeof CartAddBodySchema>) {
      return (await call('POST', '/api/cart/add', envelope(CartLineSchema), ctx, caller, body)).data;
    },
    /** +1 or −1 on a line. */
    async cartUpdate(ctx: ShopContext, caller: Caller, lineId: number, quantity: 1 | -1) {
      const path = `/api/cart/update/${lineId}`;
      return (await call('PUT', path, envelope(CartLineSchema), ctx, caller, { quantity })).data;
    },
    async cartRemove(ctx: ShopContext, caller: Caller, lineId: number) {
      await call('DELETE', `/api/cart/remove/${lineId}`, NullDataSchema, ctx, caller);
    },
    /** Adds a guest cart to the customer's, once per merge key; answers the merged cart. */
    async cartConvert(ctx: ShopContext, caller: Caller, body: CartConvertBody) {
      return call('POST', '/api/cart/convert', CartResponseSchema, ctx, caller, body);
    },
    async wishlist(ctx: ShopContext, caller: Caller) {
      return (await call('GET', '/api/wishlist', envelope(z.array(WishlistEntrySchema)), ctx, caller)).data;
    },
    async wishlistAdd(
      ctx: ShopContext,
      caller: Caller,
      body: { product_id: number; quantity: number; variant_option_id: number },
    ) {
      return (await call('POST', '/api/wishlist/add', envelope(WishlistEntrySchema), ctx, caller, body)).data;
    },
    async wishlistRemove(ctx: ShopContext, caller: Caller, wishlistId: number) {
      await call('DELETE', `/api/wishlist/remove/${wishlistId}`, NullDataSchema, ctx, caller);
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
