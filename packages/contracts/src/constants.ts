// Constants without Zod: safe to import from browser code (no schema library in the bundle).

/**
 * The widths the API serves an uploaded picture at (`/media/uploads/{file}?w=`): a fixed list, so
 * the disk cache of variants stays bounded.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `GET /api/products/lines` names at most this many cart lines at once (a guest cart's). */
export const MAX_NAMED_LINES = 100;

/** The compare list holds at most this many products (the specification's constant). */
export const MAX_COMPARE = 4;

/** Most list calls cap their page size here. */
export const MAX_ROWS_PER_PAGE = 100;

/** The most product ids `/api/products/ids` answers per page (one paged sitemap's worth). */
export const MAX_PRODUCT_IDS_PER_PAGE = 20_000;

/** The largest value of a database `integer` column: no id or count of ours is larger. */
export const MAX_INT32 = 2_147_483_647;

/**
 * The id a URL or a form names (`/product/42`, `?brand_id=7`, a hidden `payment_id`): a whole number
 * from 1 to MAX_INT32 written in plain digits, else null. The one reading of an id everywhere a
 * storefront page takes one, so `/product/1e3`, `/product/+5` or an id past the column are no id.
 */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT32 ? id : null;
}

/**
 * The id of one request, in every log line it makes, in its answer's header and error body, and in
 * every call the storefront makes for it: the storefront sends its page's id, the API takes a
 * well-formed one (REQUEST_ID_PATTERN) and makes one otherwise.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** The header that names the shop of an API call (the query parameter `store_code` also does). */
export const STORE_CODE_HEADER = 'x-store-code';
/**
 * The secret the storefront's server sends beside X-Forwarded-For: the API believes a forwarded
 * shopper's address only from a caller that knows it (or from a configured proxy address).
 */
export const FORWARDED_SECRET_HEADER = 'x-forwarded-secret';

/**
 * A write sent with this header is done once: a retry with the same key gets the first answer
 * again (with `Idempotent-Replayed: true`) instead of doing the write a second time. One key per
 * action of the shopper; the storefront's forms carry it as the field `idempotency_key`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';
/** 1 to this many visible ASCII characters (a UUID has 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The shop assistant (chat.ts): most messages one request carries (older ones are dropped by the storefront). */
export const CHAT_MAX_MESSAGES = 20;
/** Longest message of a chat, characters. */
export const CHAT_MAX_MESSAGE_CHARS = 1000;
/** Most products one answer of the assistant shows. */
export const CHAT_MAX_PRODUCTS = 6;
