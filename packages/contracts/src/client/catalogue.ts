import { z } from 'zod';
import {
  BrandSchema,
  CategoryGroupSchema,
  CategorySchema,
  DeviceBrandSchema,
  HomeSchema,
  LineNameSchema,
  ProductCompareSchema,
  ProductDetailSchema,
  ProductPageSchema,
  ProductSummarySchema,
} from '../catalogue';
import { envelope, type Locale, paginated } from '../common';
import { StoreInfoSchema, VendorInfoSchema } from '../store';
import { ApiError, type Call, query, type ShopContext } from './core';

export interface ProductQuery {
  name?: string;
  brand_id?: number;
  category_id?: number;
  sub_id?: number;
  promotion?: 1;
  sort?: 'relevance' | 'newest' | 'price_asc' | 'price_desc';
  /** With a name: `none` for a suggestion box, which shows no count (the API then counts no further than the page). */
  count?: 'pages' | 'none';
  price_min?: number;
  price_max?: number;
  exclude?: number;
  /** Only parts that fit a device of this maker ('Apple'), and this model ('iPhone 12'). */
  device_brand?: string;
  device_model?: string;
  page?: number;
  row_per_page?: number;
}

/** The shop of a host and its catalogue: what every page reads. */
export function catalogueCalls(call: Call) {
  return {
    /** The shop that answers to a host name; null when none does. */
    async storeByDomain(domain: string, lang: Locale) {
      try {
        return (
          await call('GET', `/api/store/info?${query({ domain })}`, envelope(StoreInfoSchema), { lang })
        ).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    async vendorInfo(shop: ShopContext) {
      return (await call('GET', '/api/vendor/info', envelope(VendorInfoSchema), { shop })).data;
    },
    async categories(shop: ShopContext, include?: 'groups') {
      const path = `/api/categories${include ? `?${query({ include })}` : ''}`;
      return (await call('GET', path, envelope(z.array(CategorySchema)), { shop })).data;
    },
    async features(shop: ShopContext, categoryId: number) {
      const path = `/model_ecommerce/features/category_id=${categoryId}`;
      return (await call('GET', path, envelope(z.object({ data: z.array(CategoryGroupSchema) })), { shop }))
        .data.data;
    },
    /** A page of brands; with a category or `promotion`, those with products there, counted there. */
    async brands(shop: ShopContext, page = 1, scope: { categoryId?: number; promotion?: boolean } = {}) {
      const path = `/api/brands?${query({
        page,
        category_id: scope.categoryId,
        promotion: scope.promotion ? 1 : undefined,
      })}`;
      return (await call('GET', path, envelope(paginated(BrandSchema)), { shop })).data;
    },
    /** The devices the shop's parts in a category fit, by maker, with their models. */
    async devices(shop: ShopContext, categoryId?: number) {
      const path = `/api/devices${categoryId ? `?${query({ category_id: categoryId })}` : ''}`;
      return (await call('GET', path, envelope(z.array(DeviceBrandSchema)), { shop })).data;
    },
    async products(shop: ShopContext, params: ProductQuery) {
      return call('GET', `/api/products?${query({ ...params })}`, ProductPageSchema, { shop });
    },
    /**
     * The header bar's search, at the specification's path as it is written: a page of products
     * whose names or brand contain the text, best first; `count: 'none'` as in `products`.
     */
    async headerSearch(
      shop: ShopContext,
      name: string,
      page: number,
      perPage: number,
      count?: ProductQuery['count'],
    ) {
      const path = `/products/page=${page}&row_per_page=${perPage}&name=${encodeURIComponent(name)}${count ? `&count=${count}` : ''}`;
      return (await call('GET', path, envelope(paginated(ProductSummarySchema)), { shop })).data;
    },
    async product(shop: ShopContext, id: number) {
      return (await call('GET', `/api/product/${id}`, envelope(ProductDetailSchema), { shop })).data;
    },
    /** A page of the ids of the shop's products, oldest first (stable pages for paged sitemaps). */
    async productIds(shop: ShopContext, page: number, perPage: number) {
      const path = `/api/products/ids?${query({ page, row_per_page: perPage })}`;
      return (await call('GET', path, envelope(paginated(z.number().int())), { shop })).data;
    },
    /** The compare list's products, in order; ids no longer found come back in `missing`. */
    async compare(shop: ShopContext, ids: number[]) {
      return call('GET', `/api/products/compare?${query({ ids: ids.join(',') })}`, ProductCompareSchema, {
        shop,
      });
    },
    /**
     * Cart lines (product, variant) named in the shop's language now; lines of a product no
     * longer sold, or of a variant it no longer has, are left out.
     */
    async lineNames(shop: ShopContext, lines: { product_id: number; variant_option_id: number }[]) {
      const items = lines.map((line) => `${line.product_id}:${line.variant_option_id}`).join(',');
      return (
        await call('GET', `/api/products/lines?${query({ items })}`, envelope(z.array(LineNameSchema)), {
          shop,
        })
      ).data;
    },
    async home(shop: ShopContext) {
      return (await call('GET', '/api/home', envelope(HomeSchema), { shop })).data;
    },
  };
}
