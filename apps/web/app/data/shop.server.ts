import { type Brand, type Category, type Home, normalizeHost, type StoreInfo } from '@shop/contracts';
import type { ApiClient, ShopContext } from '@shop/contracts/client';
import type { Locale } from '@shop/i18n';
import { SHOP_CACHE_MAX_ENTRIES, SHOP_CACHE_TTL_MS } from '../constants';
import { answerCache } from './answer-cache.server';

/** What every page of a shop shows around its content: the drawers' categories and brands. */
export interface LayoutData {
  categories: Category[];
  /** Only brands that have products. */
  brands: Brand[];
}

/** Brand pages fetched at most, whatever `last_page` says. */
const MAX_BRAND_PAGES = 50;

export interface ShopServiceOptions {
  client: ApiClient;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The shop of a host and the catalogue data every page needs, cached in memory per host (or shop)
 * and locale for a minute: a page view then costs no API call in the common case. Catalogue data
 * only; nothing per customer is ever cached here.
 */
export function createShopService({
  client,
  ttlMs = SHOP_CACHE_TTL_MS,
  maxEntries = SHOP_CACHE_MAX_ENTRIES,
  now = Date.now,
}: ShopServiceOptions) {
  const options = { ttlMs, maxEntries, now };
  const stores = answerCache<StoreInfo | null>(options);
  const layouts = answerCache<LayoutData>(options);
  const homes = answerCache<Home>(options);
  const ctx = (store: StoreInfo, lang: Locale): ShopContext => ({ storeCode: store.store_code, lang });

  async function brandsWithProducts(context: ShopContext): Promise<Brand[]> {
    const first = await client.brands(context, 1);
    const lastPage = Math.min(first.last_page, MAX_BRAND_PAGES);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => client.brands(context, i + 2)),
    );
    // The specification keeps a brand after probing `GET /api/products?brand_id=…&row_per_page=1`
    // for each one (N calls); the API's `products_count` answers the same question in the list.
    return [first, ...rest].flatMap((page) => page.data).filter((brand) => brand.products_count > 0);
  }

  return {
    /** The shop that answers to this Host header in this language, or null when none does. */
    async resolveShop(hostHeader: string | null | undefined, locale: Locale): Promise<StoreInfo | null> {
      const host = normalizeHost(hostHeader);
      if (!host) return null;
      return stores(`${host} ${locale}`, () => client.storeByDomain(host, locale));
    },

    /** Categories (with their groups and subcategories) and the brands that have products. */
    async layoutData(store: StoreInfo, locale: Locale): Promise<LayoutData> {
      return layouts(`${store.store_code} ${locale}`, async () => {
        const context = ctx(store, locale);
        const [categories, brands] = await Promise.all([
          client.categories(context, 'groups'),
          brandsWithProducts(context),
        ]);
        return { categories: [...categories].sort((a, b) => a.sequence - b.sequence), brands };
      });
    },

    /** Everything the home page shows. */
    async home(store: StoreInfo, locale: Locale): Promise<Home> {
      return homes(`${store.store_code} ${locale}`, () => client.home(ctx(store, locale)));
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
