import type { ChatProduct } from '@shop/contracts';
import type { RequestContext } from '../../context';
import { listProducts } from '../catalogue';
import { type Kind, type Node, productKinds, type Vocabulary, vocabulary } from './assistant.queries';
import type { Sort } from './keywords';
import { findKind, withoutDescendants } from './kinds';
import { findBrand, normalize, parseMessage, type SearchSlots } from './parse';
import { isSpecSort } from './specs';
import { cheapest, findProducts, type Place, type ProductSearch } from './tools';
import { isLatin } from './words';

// From what a shopper asked (`SearchSlots`, parse.ts) to the products that answer it: the one path
// both assistants take, the offline one from its parse of the question, the live one from its
// model's tool call (`slotsOf`), so both answer from one understanding of the catalogue.

/** What a search found, and what the answer must say about it. */
export interface SearchOutcome {
  products: ChatProduct[];
  total: number;
  /** Words searched in product names within the kind that found nothing there: left out. */
  dropped?: string;
  /** Nothing within the budget: `products` is the cheapest of the kind. */
  overBudget?: boolean;
  /** The shop has no place for this kind: `products` are the closest, those whose names say it. */
  missing?: Kind;
  /** An order by a specification none of the products found states. */
  noValues?: boolean;
  /** An order by a specification with nothing to order: no kind, brand or words. */
  needsKind?: boolean;
  /** The kind the words named, when the question named none ("cheapest iphone": smartphones). */
  nodes?: Node[];
}

/**
 * The places of these nodes as the catalogue filters them, one a node (a group: its subcategories,
 * listed in one read); a subcategory inside another node named is not listed again.
 */
export function placesOf(nodes: Node[]): Place[] {
  const seen = new Set<number>();
  const places: Place[] = [];
  for (const node of nodes) {
    if (node.level === 'category') {
      places.push({ categoryId: node.id });
      continue;
    }
    const ids = node.subcategory_ids.filter((id) => !seen.has(id));
    for (const id of ids) seen.add(id);
    if (ids.length) places.push({ subcategoryIds: ids });
  }
  return places;
}

function searchOf(slots: SearchSlots): ProductSearch {
  return {
    ...(slots.query ? { query: slots.query } : {}),
    ...(slots.nodes ? { places: placesOf(slots.nodes) } : {}),
    ...(slots.brand ? { brandId: slots.brand.id } : {}),
    ...(slots.minPrice === undefined ? {} : { minPrice: slots.minPrice }),
    ...(slots.maxPrice === undefined ? {} : { maxPrice: slots.maxPrice }),
    ...(slots.need ? { need: slots.need } : {}),
    ...(slots.sort ? { sort: slots.sort } : {}),
  };
}

/**
 * For a kind the shop has no place for, the closest it has: its products whose names say the
 * kind (a "TV box" for a TV), found by the catalogue's search for the shopper's word, else the
 * kind's English word. Not whatever else the search finds ("Prime Charger" for "printer").
 */
async function closest(ctx: RequestContext, slots: SearchSlots, missing: { kind: Kind; word: string }) {
  const { query: _query, nodes: _nodes, need: _need, ...rest } = slots;
  const words = [
    missing.word,
    ...missing.kind.words.filter((w) => isLatin(w) && w !== missing.word).slice(0, 1),
  ];
  for (const word of words) {
    const found = await findProducts(ctx, { ...searchOf(rest), query: word, nameHolds: missing.kind.words });
    if (found.products.length) return found;
  }
  return { products: [], total: 0 };
}

/** How many of the search's first products vote for the kind that words or a brand name. */
const KIND_VOTERS = 60;

/**
 * The kind that model words or a brand name, as places of the shop: the kind most of the search's
 * first products are of ("iphone": the phones, not the iPhones' screen protectors after them), its
 * first product's breaking a tie; all the shop's places of that kind. Undefined when nothing is found.
 */
async function kindOfWords(ctx: RequestContext, slots: SearchSlots): Promise<Node[] | undefined> {
  const { sort: _sort, minPrice: _min, maxPrice: _max, need: _need, ...words } = slots;
  const filter = {
    ...(words.query ? { name: words.query } : {}),
    ...(words.brand ? { brandId: words.brand.id } : {}),
  };
  const { data } = await listProducts(ctx, filter, 1, KIND_VOTERS, 'relevance');
  const kinds = await productKinds(
    ctx,
    data.map((p) => p.id),
  );
  const votes = new Map<string, number>();
  for (const p of data) {
    const place = kinds.get(p.id);
    if (!place) continue;
    const key = place.kind ?? (place.subcategory_id ? `s${place.subcategory_id}` : `c${place.category_id}`);
    votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  // Map keeps the first product's kind first: a tie goes to it.
  const [chosen] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!chosen) return undefined;
  const { nodes } = await vocabulary(ctx);
  const places = nodes.filter(
    (n) =>
      n.kind === chosen ||
      (n.kind === null && `${n.level === 'category' ? 'c' : 's'}${n.id}` === chosen && n.level !== 'group'),
  );
  return places.length ? withoutDescendants(places) : undefined;
}

/** The products that answer a search, and what the answer must say about them. */
export async function searchBySlots(ctx: RequestContext, asked: SearchSlots): Promise<SearchOutcome> {
  if (asked.missing) return { ...(await closest(ctx, asked, asked.missing)), missing: asked.missing.kind };
  if (isSpecSort(asked.sort) && !asked.nodes && !asked.brand && !asked.query)
    return { products: [], total: 0, needsKind: true };
  // "cheapest iphone", "most expensive samsung": an order over the kind the words or brand name
  // (the iPhones), not over everything whose name says them (their screen protectors first).
  const inferred =
    asked.sort && (asked.query || asked.brand) && !asked.nodes ? await kindOfWords(ctx, asked) : undefined;
  const slots = inferred ? { ...asked, nodes: inferred } : asked;
  const found = await searchWithin(ctx, slots);
  return inferred ? { ...found, nodes: inferred } : found;
}

async function searchWithin(ctx: RequestContext, slots: SearchSlots): Promise<SearchOutcome> {
  let search = searchOf(slots);
  let found = await findProducts(ctx, search);
  let dropped: string | undefined;
  if (!found.total && search.query && (slots.nodes || slots.brand)) {
    // "earphones for running": no earbuds' name says "running"; the earbuds, saying so.
    const { query, ...rest } = search;
    const again = await findProducts(ctx, rest);
    if (again.total) {
      found = again;
      search = rest;
      dropped = query;
    }
  }
  const noted = dropped ? { dropped } : {};
  if (!found.products.length && found.total && isSpecSort(slots.sort))
    return { ...found, ...noted, noValues: true };
  if (!found.products.length && slots.maxPrice !== undefined && (slots.nodes || slots.brand)) {
    const first = await cheapest(ctx, search);
    if (first) return { products: [first], total: 1, overBudget: true, ...noted };
  }
  return { ...found, ...noted };
}

/** What the live model's search tool asks, in the same slots as a shopper's question. */
export interface ToolSearch {
  query?: string;
  kind?: string;
  brand?: string;
  max_price?: number;
  min_price?: number;
  sort?: Sort | 'relevance';
}

/**
 * The slots of a tool call: its words understood as a shopper's question (kind, brand, budget,
 * order, model words), then its own arguments over them: a kind or brand by any of its words in
 * any language, a price range, an order.
 */
export function slotsOf(args: ToolSearch, vocab: Vocabulary): SearchSlots {
  const asked = args.query ? parseMessage(args.query, vocab) : null;
  const slots: SearchSlots =
    asked?.kind === 'search' ? { ...asked.slots } : args.query ? { query: normalize(args.query) } : {};
  if (args.kind) {
    const found = findKind(normalize(args.kind), vocab);
    delete slots.nodes;
    delete slots.missing;
    delete slots.weak;
    if (found.nodes) slots.nodes = found.nodes;
    if (found.missing) slots.missing = found.missing;
  }
  if (args.brand) {
    const brand = findBrand(normalize(args.brand), vocab);
    if (brand) slots.brand = brand.term;
    else slots.query = [slots.query, normalize(args.brand)].filter(Boolean).join(' ');
  }
  if (args.max_price !== undefined) slots.maxPrice = args.max_price;
  if (args.min_price !== undefined) slots.minPrice = args.min_price;
  if (args.sort === 'relevance') delete slots.sort;
  else if (args.sort) slots.sort = args.sort;
  return slots;
}
