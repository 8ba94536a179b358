import { apiContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { log, reason } from '../../log.server';
import { type PricedProduct, withPriceText } from '../../utils/money';
import { asksSuggestions, type SuggestFrom } from '../../utils/suggest';
import type { Route } from './+types/suggest';

export interface Suggestions {
  products: PricedProduct[];
}

/**
 * `GET /api/suggest?q=…[&from=header]` (JSON): the suggestions of a typed text: up to 12 from the
 * search field, up to 15 from the header bar, each through its own API call. Nothing is asked
 * below the threshold. The browser asks the storefront; only the storefront talks to the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const term = query.get('q')?.trim() ?? '';
  const from: SuggestFrom = query.get('from') === 'header' ? 'header' : 'field';
  const headers = { 'Cache-Control': 'private, max-age=60' };
  if (!asksSuggestions(term, from)) return Response.json({ products: [] } satisfies Suggestions, { headers });
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  try {
    const ctx = apiContext(shop);
    const products = await (from === 'header'
      ? catalogue.headerSuggest(ctx, term)
      : catalogue.suggest(ctx, term));
    const body: Suggestions = { products: products.map((p) => withPriceText(p, shop.locale)) };
    return Response.json(body, { headers });
  } catch (error) {
    log.warn({ reason: reason(error) }, 'suggestions failed');
    return Response.json({ products: [] } satisfies Suggestions, { status: 503 });
  }
}
