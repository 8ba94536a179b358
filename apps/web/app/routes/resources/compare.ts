import { MAX_COMPARE } from '@shop/contracts/constants';
import { MESSAGES } from '@shop/i18n';
import { apiContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { log, reason } from '../../log.server';
import { type PricedProduct, withPriceText } from '../../utils/money';
import type { Route } from './+types/compare';

export interface CompareProduct extends PricedProduct {
  specifications: { key: string; label: string; value: string }[];
}

export interface CompareAnswer {
  products: CompareProduct[];
  /** Ids the shop no longer has: the page drops them from the list. */
  missing: number[];
}

/** The ids of `?ids=1,2,3`: 1 to 4 distinct positive whole numbers, else null. */
export function parseCompareIds(value: string | null): number[] | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length > MAX_COMPARE || !parts.every((p) => /^\d{1,9}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.every((id) => id > 0) ? ids : null;
}

/** `GET /api/compare?ids=…` (JSON): the compare page's products, from the API's compare call. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseCompareIds(new URL(request.url).searchParams.get('ids'));
  if (!ids) return Response.json({ message: `ids: 1 to ${MAX_COMPARE} product ids` }, { status: 400 });
  const shop = context.get(shopContext);
  const { catalogue } = context.get(servicesContext);
  const labels = MESSAGES[shop.locale].specs as Record<string, string>;
  try {
    const answer = await catalogue.compare(apiContext(shop), ids);
    const body: CompareAnswer = {
      products: answer.data.map((p) => ({
        ...withPriceText(p, shop.locale),
        specifications: p.specifications.map((s) => ({
          key: s.key,
          label: labels[s.key] ?? s.key,
          value: s.value,
        })),
      })),
      missing: answer.missing,
    };
    return Response.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    log.warn({ reason: reason(error) }, 'compare failed');
    return Response.json({ message: 'unavailable' }, { status: 503 });
  }
}
