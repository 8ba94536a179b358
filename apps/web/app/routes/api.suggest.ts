import { SEARCH_SUGGEST_MIN_CHARS } from '../constants';
import { apiContext, shopContext } from '../context.server';
import { servicesContext } from '../data/services.server';
import { requireLocaleSegment } from '../utils/locale-segment';
import { type PricedProduct, withPriceText } from '../utils/money';
import type { Route } from './+types/api.suggest';

export interface Suggestions {
  products: PricedProduct[];
}

/** Characters as a shopper counts them (a Khmer consonant with its vowel sign counts twice). */
export function typedLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * `GET /api/suggest?q=…` (JSON): the search field's suggestions, from 3 characters on. The browser
 * asks the storefront; only the storefront talks to the API.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireLocaleSegment(params.lang);
  const term = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const headers = { 'Cache-Control': 'private, max-age=60' };
  if (typedLength(term) < SEARCH_SUGGEST_MIN_CHARS)
    return Response.json({ products: [] } satisfies Suggestions, { headers });
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  try {
    const products = await catalogue.suggest(apiContext(shop), term);
    const body: Suggestions = { products: products.map((p) => withPriceText(p, shop.locale)) };
    return Response.json(body, { headers });
  } catch (error) {
    console.warn('[web] suggestions failed:', error instanceof Error ? error.message : error);
    return Response.json({ products: [] } satisfies Suggestions, { status: 503 });
  }
}
