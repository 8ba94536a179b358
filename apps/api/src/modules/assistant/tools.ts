import { CHAT_MAX_PRODUCTS, type ChatLink, type ChatProduct } from '@shop/contracts';
import { isSignedIn, type RequestContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findProduct, listProducts, type ProductFilter, type ProductSort } from '../catalogue';
import { orderDetail, orderPage } from '../checkout';
import { helpSearch } from '../content';
import { productFacts, productNames, type Vocabulary } from './assistant.queries';
import { type Need, needScore } from './needs';
import { bySpec, isSpecSort, SPEC_SORT, type SpecSort } from './specs';
import { holds } from './words';

// The assistant's tools: read-only calls over the catalogue, the help center and the signed-in
// customer's own orders. The shop and the customer always come from the request's context (a
// `CustomerContext` when signed in), never from a tool's arguments, so neither a shopper's words
// nor a model can reach another shop or another customer. Nothing here writes.

/** Products read to rank by a need or a specification (a shop has a few dozen of a kind). */
const CANDIDATES = 60;
const HELP_RESULTS = 3;
const RECENT_ORDERS = 5;

/** Where products are looked for: a category, or subcategories (a group is its subcategories). */
export type Place = { categoryId: number } | { subcategoryIds: number[] };

export interface ProductSearch {
  query?: string;
  /** Only these places (each listed apart, the lists merged); none at all finds nothing. */
  places?: Place[];
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  /** The catalogue's orders, or a specification's (best first). */
  sort?: ProductSort | SpecSort;
  need?: Need;
  /** Only products whose names, in some language, hold one of these words (lower case). */
  nameHolds?: string[];
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
type Facts = Awaited<ReturnType<typeof productFacts>>;

/** A card of a product; ordered by a specification, its value comes first among the highlights. */
function card(p: Summary, { facts, shown }: Facts, spec?: SpecSort): ChatProduct {
  const key = spec ? SPEC_SORT[spec].key : undefined;
  const value = key ? shown.get(p.id)?.[key] : undefined;
  const rest = highlights(facts.get(p.id), shown.get(p.id));
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    price: p.price,
    promo_price: p.promo_price,
    variant_option_id: p.variant_option_id,
    highlights: value
      ? [value, ...rest.split(' · ').filter((h) => h && h !== value)].slice(0, 3).join(' · ')
      : rest,
  };
}

const paid = (p: { price: number; promo_price: number | null }) => p.promo_price ?? p.price;

/** As the catalogue orders by price: the price paid, then the id the same way. */
const byPrice = (sort: 'price_asc' | 'price_desc') => (a: Summary, b: Summary) =>
  (sort === 'price_asc' ? 1 : -1) * (paid(a) - paid(b) || a.id - b.id);

/**
 * A page of the catalogue's listing within these places: each place listed by the catalogue (its
 * filters, its search, its order) and the lists merged, by the price paid when ordered by price,
 * else taking from each in turn.
 */
async function listWithin(
  ctx: RequestContext,
  filter: ProductFilter,
  places: Place[] | undefined,
  read: number,
  sort: ProductSort,
): Promise<{ data: Summary[]; total: number }> {
  if (!places) return listProducts(ctx, filter, 1, read, sort);
  if (places.length === 1) return listProducts(ctx, { ...filter, ...places[0] }, 1, read, sort);
  const pages = await Promise.all(
    places.map((place) => listProducts(ctx, { ...filter, ...place }, 1, read, sort)),
  );
  const total = pages.reduce((sum, page) => sum + page.total, 0);
  if (sort === 'price_asc' || sort === 'price_desc') {
    const data = pages.flatMap((page) => page.data).sort(byPrice(sort));
    return { data: data.slice(0, read), total };
  }
  const data: Summary[] = [];
  for (let i = 0; data.length < read && pages.some((page) => i < page.data.length); i++)
    for (const page of pages) if (page.data[i] && data.length < read) data.push(page.data[i]!);
  return { data, total };
}

/**
 * Products of the shop by place, brand, words of their names and price, as cards priced by the
 * catalogue, in the order asked: by price through the catalogue's own order; by a specification
 * (best camera, biggest battery, lightest…) over the first `CANDIDATES` of the dearest, leaving
 * out those without the value. For a need (video editing, gaming…), the ones whose facts suit it
 * most: first, or, with an order asked, the best few in that order. Without either, with a budget
 * the dearest within it (the most one gets for the money), else the listing's order.
 */
export async function findProducts(ctx: RequestContext, search: ProductSearch) {
  const limit = Math.min(search.limit ?? CHAT_MAX_PRODUCTS, CHAT_MAX_PRODUCTS);
  const filter: ProductFilter = {
    ...(search.query ? { name: search.query } : {}),
    ...(search.brandId === undefined ? {} : { brandId: search.brandId }),
    ...(search.minPrice === undefined ? {} : { priceMin: search.minPrice }),
    ...(search.maxPrice === undefined ? {} : { priceMax: search.maxPrice }),
  };
  const spec = isSpecSort(search.sort) ? search.sort : undefined;
  const asked = isSpecSort(search.sort) ? undefined : search.sort;
  const sort: ProductSort = spec
    ? 'price_desc'
    : (asked ?? (search.maxPrice !== undefined && !search.query ? 'price_desc' : 'relevance'));
  const read = search.need || spec || search.nameHolds ? CANDIDATES : limit;
  const page = await listWithin(ctx, filter, search.places, read, sort);
  let list = page.data;
  if (search.nameHolds) {
    const words = search.nameHolds;
    const names = await productNames(
      ctx,
      list.map((p) => p.id),
    );
    list = list.filter((p) => (names.get(p.id) ?? []).some((name) => words.some((w) => holds(name, w))));
  }
  const known = await productFacts(
    ctx,
    list.map((p) => p.id),
  );
  const factsOf = (p: Summary) => known.facts.get(p.id) ?? {};
  if (spec) list = bySpec(spec, list, factsOf);
  if (search.need) {
    const need = search.need;
    const ranked = list
      .map((p, i) => ({ p, i, s: needScore(need, factsOf(p), paid(p)) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .map((x) => x.p);
    // With an order asked, the few that suit the need best, kept in that order.
    const ordered = spec || search.sort === 'price_asc' || search.sort === 'price_desc';
    const best = new Set(ranked.slice(0, limit));
    list = ordered ? list.filter((p) => best.has(p)) : ranked;
  }
  list = list.slice(0, limit);
  return { products: list.map((p) => card(p, known, spec)), total: page.total };
}

/** The cheapest product of a search (to say where a kind starts when a budget is too low). */
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

export type { Vocabulary };
