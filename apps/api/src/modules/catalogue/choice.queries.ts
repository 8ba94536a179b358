import { MAX_INT32 } from '@shop/contracts';
import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { type AppError, badRequest, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';

/** What a shopper picked, checked against the catalogue of the request's shop. */
export interface Choice {
  productId: number;
  /** 0 for a product without variants. */
  variantOptionId: number;
  unitId: number;
}

export type ChoiceResult = { ok: true; choice: Choice } | { ok: false; error: AppError };

/**
 * Checks a product and variant option picked by the shopper:
 * - the product must be an active product of this shop (else 404 'Product not found');
 * - a product without variants takes option 0 only;
 * - a product with variants takes one of its own options, and 0 means its first option (the one
 *   the product page shows selected: first type, first option, by sequence);
 * - `unit_id`, when given (not 0), must be the product's unit.
 * `db` may be a transaction.
 */
export async function checkChoice(
  db: Database,
  ctx: RequestContext,
  input: { productId: number; variantOptionId: number; unitId?: number | null },
): Promise<ChoiceResult> {
  const { productId, variantOptionId } = input;
  // The contracts take any positive number; ids beyond the integer column are no product's.
  if (productId > MAX_INT32) return { ok: false, error: notFound('Product not found') };
  if (variantOptionId > MAX_INT32) {
    return {
      ok: false,
      error: badRequest(`variant_option_id: ${variantOptionId} is not an option of product ${productId}`),
    };
  }
  const [product] = await rows<{ unit_id: number }>(
    db,
    sql`select unit_id from products where store_id = ${ctx.store.id} and id = ${productId} and active`,
  );
  if (!product) return { ok: false, error: notFound('Product not found') };
  if (input.unitId && input.unitId !== product.unit_id) {
    return {
      ok: false,
      error: badRequest(
        `unit_id: product ${productId} is sold per unit ${product.unit_id}, not ${input.unitId}`,
      ),
    };
  }
  const options = await rows<{ id: number }>(
    db,
    sql`select o.id from variant_options o
        join variant_option_types vt on vt.store_id = o.store_id and vt.id = o.type_id
        where o.store_id = ${ctx.store.id} and o.product_id = ${productId}
        order by vt.sequence, vt.id, o.sequence, o.id`,
  );
  let optionId = variantOptionId;
  if (!options.length) {
    if (optionId !== 0) {
      return {
        ok: false,
        error: badRequest(`variant_option_id: product ${productId} has no variants, send 0`),
      };
    }
  } else if (optionId === 0) {
    optionId = options[0]!.id;
  } else if (!options.some((o) => o.id === optionId)) {
    return {
      ok: false,
      error: badRequest(`variant_option_id: ${optionId} is not an option of product ${productId}`),
    };
  }
  return { ok: true, choice: { productId, variantOptionId: optionId, unitId: product.unit_id } };
}

/** `checkChoice`, its refusal thrown. */
export async function requireChoice(...args: Parameters<typeof checkChoice>): Promise<Choice> {
  const result = await checkChoice(...args);
  if (!result.ok) throw result.error;
  return result.choice;
}
