// Business constants and limits of the specification (section 9), in one place.

/** Suggestions wait this long after the last keystroke before asking. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;

/**
 * Products per paged sitemap: each is listed in three languages, and a sitemap holds at most
 * 50,000 URLs (sitemaps.org).
 */
export const SITEMAP_PRODUCTS_PER_FILE = 16_000;

/** Related products on a product page. */
export const RELATED_PRODUCTS = 8;

/** Products per page of the search results and listing pages. */
export const LISTING_PAGE_SIZE = 24;

/** Search: suggestions need at least this many characters… */
export const SEARCH_SUGGEST_MIN_CHARS = 3;
/** …and ask for this many results. */
export const SEARCH_SUGGEST_PAGE_SIZE = 12;
/** The header bar searches only when the typed name is longer than this many characters. */
export const HEADER_SEARCH_MIN_EXCLUSIVE = 1;
/** Suggestion page size of the header bar. */
export const HEADER_SEARCH_PAGE_SIZE = 15;

/** Rows asked for by the brand-existence probe (replaced by brands' products_count, see data/shop.server.ts). */
export const BRAND_PROBE_ROWS = 1;

/** Payment status poll interval. */
export const PAYMENT_POLL_MS = 2000;

/** How long the notification bar stays visible. */
export const NOTIFICATION_DURATION_MS = 5000;

/** The page reloads after a chunk-load failure at most once in this period. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Request progress bar: shown only for requests longer than the throttle… */
export const PROGRESS_THROTTLE_MS = 200;
/** …its progress animation lasts this long… */
export const PROGRESS_DURATION_MS = 5000;
/** …and it stays this long after the request ends. */
export const PROGRESS_HIDE_DELAY_MS = 500;

/** Cart quantity step and default delivery fee. */
export const CART_QUANTITY_STEP = 1;
export const DEFAULT_DELIVERY_FEE = 0;

/** The payment method selected by default at checkout. */
export const DEFAULT_PAYMENT_METHOD = 'khqr';

/** The map point of a new address until a map picker exists: central Phnom Penh (placeholder). */
export const PLACEHOLDER_LOCATION = { lat: 11.5564, long: 104.9282 } as const;

/** What the web caches per host, shop and locale, and for how long. */
export const SHOP_CACHE_TTL_MS = 60_000;
export const SHOP_CACHE_MAX_ENTRIES = 500;

/** Browser storage keys. 'cart' and 'compare' are the specification's. */
export const STORAGE_KEYS = {
  cart: 'cart',
  /** The random id of the guest cart, sent with it once when it is merged at login. */
  cartKey: 'cart_key',
  /** The guest cart (its key and items) whose merge the API refused for good: not sent again. */
  cartMergeRefused: 'cart_merge_refused',
  compare: 'compare',
  appBannerDismissed: 'app-banner-dismissed',
  chunkReloadAt: 'chunk-reload-at',
  /** The shop assistant's conversation (sessionStorage: this tab only). */
  chat: 'chat',
} as const;

/** The local picture shown when an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * Home page: product cards per category row (one row of four on a wide screen, a swipeable row on
 * a phone), and in the deals row. Each row ends in a link to its whole listing.
 */
export const HOME_ROW_PRODUCTS = 4;
export const HOME_PROMOTIONS = 8;
/** Home page: the brands with the most products (every brand is in the header's brand list). */
export const HOME_BRANDS = 12;

/** Accent colour when a shop has none (or an invalid one). */
export const DEFAULT_ACCENT = '#0f62fe';
