import type { LineName } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { localized, rows, translationJoin } from '../../lib/sql';
import { variantName } from './variants.queries';

/**
 * Cart lines (a product and its variant, 0 for none) named in the request's language: the
 * product's name and the variant's ('Black / 256GB'), in the order asked. A line of a product the
 * shop no longer sells, or of a variant the product does not have, is left out.
 */
export async function lineNames(
  ctx: RequestContext,
  lines: { product_id: number; variant_option_id: number }[],
): Promise<LineName[]> {
  if (lines.length === 0) return [];
  const wanted = sql.join(
    lines.map((line, i) => sql`(${i}::int, ${line.product_id}::int, ${line.variant_option_id}::int)`),
    sql`, `,
  );
  return rows<LineName>(
    ctx.db,
    sql`select w.product_id, w.variant_option_id, ${localized('t')} as name,
          ${variantName(ctx, sql`v.id`)} as variant_name
        from (values ${wanted}) as w(position, product_id, variant_option_id)
        join products p on p.store_id = ${ctx.store.id} and p.id = w.product_id and p.active
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        left join product_variants v
          on v.store_id = p.store_id and v.product_id = p.id and v.id = w.variant_option_id
        where w.variant_option_id = 0 or v.id is not null
        order by w.position`,
  );
}
