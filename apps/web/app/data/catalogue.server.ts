import { type ApiClient, ApiError, type ShopContext } from '@shop/contracts/client';
import {
  HEADER_SEARCH_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  RELATED_PRODUCTS,
  SEARCH_SUGGEST_PAGE_SIZE,
} from '../constants';

/** Brand pages of a category's filter fetched at most. */
const MAX_BRAND_PAGES = 10;

export type ListingSort = 'newest' | 'price_asc' | 'price_desc';
export const LISTING_SORTS: readonly ListingSort[] = ['newest', 'price_asc', 'price_desc'];

/** What narrows a listing page, as the API takes it. */
export interface ListingFilters {
  category_id?: number;
  sub_id?: number;
  brand_id?: number;
  promotion?: 1;
  sort?: ListingSort;
  price_min?: number;
  price_max?: number;
  device_brand?: string;
  device_model?: string;
}

/** Product lists of the catalogue, straight from the API (search answers are not cached). */
export function createCatalogueService(client: ApiClient) {
  return {
    /** Up to 12 suggestions for a typed text, best first (not counted: the box shows no count). */
    async suggest(ctx: ShopContext, term: string) {
      const page = await client.products(ctx, {
        name: term,
        page: 1,
        row_per_page: SEARCH_SUGGEST_PAGE_SIZE,
        count: 'none',
      });
      return page.data;
    },

    /** The header bar's suggestions: up to 15, through its own call. */
    async headerSuggest(ctx: ShopContext, term: string) {
      const page = await client.headerSearch(ctx, term, 1, HEADER_SEARCH_PAGE_SIZE, 'none');
      return page.data;
    },

    /** One page of a listing (category, brand, promotions), 24 products. */
    async list(ctx: ShopContext, filters: ListingFilters, page: number) {
      return client.products(ctx, { ...filters, page, row_per_page: LISTING_PAGE_SIZE });
    },

    /** The devices a category's parts fit, by maker with its models (the spare-parts filter). */
    async devices(ctx: ShopContext, categoryId: number) {
      return client.devices(ctx, categoryId);
    },

    /**
     * The brands that have products in a category, or on promotion (the listing's brand filter).
     */
    async listingBrands(ctx: ShopContext, scope: { categoryId: number } | { promotion: true }) {
      const first = await client.brands(ctx, 1, scope);
      const rest = await Promise.all(
        Array.from({ length: Math.min(first.last_page, MAX_BRAND_PAGES) - 1 }, (_, i) =>
          client.brands(ctx, i + 2, scope),
        ),
      );
      return [first, ...rest].flatMap((p) => p.data).filter((brand) => brand.products_count > 0);
    },

    /** A product of the shop, or null when the shop has none with this id. */
    async product(ctx: ShopContext, id: number) {
      try {
        return await client.product(ctx, id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },

    /** Other products of a product's category. */
    async related(ctx: ShopContext, categoryId: number, excludeId: number) {
      const page = await client.products(ctx, {
        category_id: categoryId,
        exclude: excludeId,
        page: 1,
        row_per_page: RELATED_PRODUCTS,
      });
      return page.data;
    },

    /** Cart lines (a guest's) named in the shop's language now; lines no longer sold left out. */
    async lineNames(ctx: ShopContext, lines: { product_id: number; variant_option_id: number }[]) {
      return client.lineNames(ctx, lines);
    },
    /** The compare list's products; ids the API no longer finds come back in `missing`. */
    async compare(ctx: ShopContext, ids: number[]) {
      return client.compare(ctx, ids);
    },

    /** One page of the ids of the shop's products, oldest first (a paged sitemap). */
    async productIds(ctx: ShopContext, page: number, perPage: number) {
      return client.productIds(ctx, page, perPage);
    },

    /** One page of the search results of a term. */
    async search(ctx: ShopContext, term: string, page: number) {
      return client.products(ctx, { name: term, sort: 'relevance', page, row_per_page: LISTING_PAGE_SIZE });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
