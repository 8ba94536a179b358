import { MAX_NAMED_LINES } from '@shop/contracts/constants';
import { apiContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { log, reason } from '../../log.server';
import type { LineNames } from '../../state/guest-cart-names';
import type { Route } from './+types/line-names';

/** The lines of `?items=12:0,14:201` (product:variant, 0 for none): 1 to 100 pairs, else null. */
export function parseLineItems(value: string | null) {
  if (!value) return null;
  const pairs = value.split(',');
  if (pairs.length > MAX_NAMED_LINES || !pairs.every((p) => /^[1-9]\d{0,8}:\d{1,9}$/.test(p))) return null;
  return pairs.map((pair) => {
    const [product_id = 0, variant_option_id = 0] = pair.split(':').map(Number);
    return { product_id, variant_option_id };
  });
}

/**
 * `GET /{lang}/api/line-names?items=…` (JSON): a guest cart's lines named in the page's language,
 * as the API names them (GET /api/products/lines): the browser keeps the names of the language
 * the cart was filled in, and the cart drawer shows these instead (state/guest-cart-names.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = parseLineItems(new URL(request.url).searchParams.get('items'));
  if (!items)
    return Response.json(
      { message: `items: 1 to ${MAX_NAMED_LINES} product_id:variant_option_id pairs` },
      { status: 400 },
    );
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  try {
    const body: LineNames = { lines: await catalogue.lineNames(apiContext(shop), items) };
    return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    log.warn({ reason: reason(error) }, 'line names failed');
    return Response.json({ message: 'unavailable' }, { status: 503 });
  }
}
