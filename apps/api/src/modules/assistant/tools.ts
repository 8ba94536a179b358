import { CHAT_MAX_PRODUCTS, type ChatLink, type ChatProduct } from '@shop/contracts';
import { isSignedIn, type RequestContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findProduct, listProducts, type ProductFilter, type ProductSort } from '../catalogue';
import { orderDetail, orderPage } from '../checkout';
import { helpSearch } from '../content';
import { productFacts, type Term, type Vocabulary, vocabulary } from './assistant.queries';
import { type Need, needScore } from './needs';

// The assistant's tools: read-only calls over the catalogue, the help center and the signed-in
// customer's own orders. The shop and the customer always come from the request's context (a
// `CustomerContext` when signed in), never from a tool's arguments, so neither a shopper's words
// nor a model can reach another shop or another customer. Nothing here writes.

/** Products read to rank by a need (a shop has at most a few dozen laptops within a budget). */
const NEED_CANDIDATES = 60;
const HELP_RESULTS = 3;
const RECENT_ORDERS = 5;

export interface ProductSearch {
  query?: string;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  need?: Need;
  limit?: number;
}

/**
 * The key facts of a card: memory, storage, and a dedicated graphics card or the processor, chosen
 * on `facts` (English) and written as `shown` gives them (the shopper's language).
 */
export function highlights(facts: Record<string, string> | undefined, shown = facts): string {
  if (!facts || !shown) return '';
  const gpu = facts.gpu && isDedicatedGpu(facts.gpu) ? shown.gpu?.replace(/^NVIDIA (GeForce )?/, '') : null;
  return [shown.ram, shown.storage, gpu ?? shown.cpu].filter(Boolean).slice(0, 3).join(' · ');
}

export const isDedicatedGpu = (gpu: string) => /\b(RTX|GTX|Radeon RX|Arc A\d|Ada)\b/i.test(gpu);

type Summary = Awaited<ReturnType<typeof listProducts>>['data'][number];

function card(p: Summary, { facts, shown }: Awaited<ReturnType<typeof productFacts>>): ChatProduct {
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    price: p.price,
    promo_price: p.promo_price,
    variant_option_id: p.variant_option_id,
    highlights: highlights(facts.get(p.id), shown.get(p.id)),
  };
}

const paid = (p: { price: number; promo_price: number | null }) => p.promo_price ?? p.price;

/**
 * Products of the shop by category, brand, words of their names and price, as cards priced by the
 * catalogue, best first: for a need (video editing, gaming…) the ones whose facts suit it most; with
 * a budget the dearest within it (the most one gets for the money); else the listing's order.
 */
export async function findProducts(ctx: RequestContext, search: ProductSearch) {
  const limit = Math.min(search.limit ?? CHAT_MAX_PRODUCTS, CHAT_MAX_PRODUCTS);
  const filter: ProductFilter = {
    ...(search.query ? { name: search.query } : {}),
    ...(search.categoryId === undefined ? {} : { categoryId: search.categoryId }),
    ...(search.subcategoryId === undefined ? {} : { subcategoryId: search.subcategoryId }),
    ...(search.brandId === undefined ? {} : { brandId: search.brandId }),
    ...(search.minPrice === undefined ? {} : { priceMin: search.minPrice }),
    ...(search.maxPrice === undefined ? {} : { priceMax: search.maxPrice }),
  };
  const sort: ProductSort =
    search.sort ?? (search.maxPrice !== undefined && !search.query ? 'price_desc' : 'relevance');
  const read = search.need ? NEED_CANDIDATES : limit;
  const page = await listProducts(ctx, filter, 1, read, sort);
  let list = page.data;
  const known = await productFacts(
    ctx,
    list.map((p) => p.id),
  );
  if (search.need) {
    const need = search.need;
    const score = (p: Summary) => needScore(need, known.facts.get(p.id) ?? {}, paid(p));
    list = list
      .map((p, i) => ({ p, i, s: score(p) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .map((x) => x.p);
  }
  list = list.slice(0, limit);
  return { products: list.map((p) => card(p, known)), total: page.total };
}

/** The cheapest product of a filter (to say where a category starts when a budget is too low). */
export async function cheapest(ctx: RequestContext, search: ProductSearch) {
  const { minPrice: _min, maxPrice: _max, need: _need, ...rest } = search;
  const found = await findProducts(ctx, { ...rest, sort: 'price_asc', limit: 1 });
  return found.products[0] ?? null;
}

/** One product of the shop with its facts, or null. */
export async function getProduct(ctx: RequestContext, id: number) {
  const found = await findProduct(ctx, id);
  if (!found) return null;
  const facts = Object.fromEntries(found.specifications.map((s) => [s.key, s.value]));
  const product: ChatProduct = {
    id: found.id,
    name: found.name,
    image: found.image,
    price: found.price,
    promo_price: found.promo_price,
    variant_option_id: found.variant_option_id,
    highlights: highlights(facts),
  };
  return {
    product,
    brand: found.brand?.name ?? null,
    facts,
    description: found.description.slice(0, 600),
  };
}

/** Two to four products of the shop side by side: each one's facts, and the keys they share. */
export async function compareProducts(ctx: RequestContext, ids: number[]) {
  const found = (await Promise.all([...new Set(ids)].slice(0, 4).map((id) => getProduct(ctx, id)))).filter(
    (x): x is NonNullable<typeof x> => x !== null,
  );
  const keys = [...new Set(found.flatMap((p) => Object.keys(p.facts)))].filter((key) =>
    found.every((p) => key in p.facts),
  );
  return { products: found, keys };
}

export const orderHref = (id: number) => `/account/myaccount/myorders/checkout-detail/${id}`;
export const helpHref = (id: number) => `/help-center/detail/${id}`;

/**
 * The signed-in customer's orders: one by its number, or the latest few. A guest gets
 * `signed_in: false`; an order of anyone else is `found: false`, exactly as a number nobody has.
 */
export async function getMyOrders(ctx: RequestContext, orderId?: number) {
  if (!isSignedIn(ctx)) return { signed_in: false as const };
  const customer = ctx;
  if (orderId !== undefined) {
    try {
      const order = await orderDetail(customer, orderId);
      return { signed_in: true as const, found: true as const, orders: [order] };
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        return { signed_in: true as const, found: false as const, orders: [] };
      throw error;
    }
  }
  const page = await orderPage(customer, 1, RECENT_ORDERS);
  return { signed_in: true as const, found: page.data.length > 0, orders: page.data };
}

/** Help articles of the shop holding these words, in the request's language, best first. */
export async function searchHelp(ctx: RequestContext, query: string) {
  const found = await helpSearch(ctx, query);
  return found.slice(0, HELP_RESULTS).map((a) => ({ id: a.id, title: a.title, summary: a.summary }));
}

export const helpLinks = (articles: { id: number; title: string }[]): ChatLink[] =>
  articles.map((a) => ({ title: a.title, href: helpHref(a.id) }));

/** A category, subcategory or brand of the shop by a name in any language (or its slug). */
export async function resolveTerms(ctx: RequestContext, words: { category?: string; brand?: string }) {
  const vocab = await vocabulary(ctx);
  const match = (list: Term[], word?: string) => {
    const w = word?.trim().toLowerCase();
    if (!w) return undefined;
    return (
      list.find((t) => t.names.includes(w) || t.slug === w) ??
      list.find((t) => t.names.some((n) => n.includes(w) || w.includes(n)))
    );
  };
  return {
    category: match(vocab.categories, words.category),
    subcategory: match(vocab.subcategories, words.category),
    brand: match(vocab.brands, words.brand),
  };
}

export type { Vocabulary };
