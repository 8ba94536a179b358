import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { localized, translationJoin } from '../../lib/sql';

/**
 * The name of the variant `variantId` in the request's language: its options' names in the order
 * of their types ('Black / 256GB'); null for no variant. A scalar subquery.
 */
export const variantName = (ctx: RequestContext, variantId: SQL) =>
  sql`(select string_agg(${localized('vno')}, ' / ' order by vnt.sequence, vnt.id)
       from product_variant_options vno_link
       join variant_option_types vnt on vnt.store_id = vno_link.store_id and vnt.id = vno_link.type_id
       ${translationJoin('variant_option_translations', 'option_id', 'vno', 'vno_link.option_id', ctx.locale)}
       where vno_link.store_id = ${ctx.store.id} and vno_link.variant_id = ${variantId})`;
