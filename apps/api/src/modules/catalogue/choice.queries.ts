import { MAX_INT32 } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { type AppError, badRequest, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';

/** What a shopper picked, checked against the catalogue of the request's shop. */
export interface Choice {
  productId: number;
  /** The variant's id; 0 for a product without variants. */
  variantOptionId: number;
  unitId: number;
  /** Units in stock of the variant (of the product, without variants). */
  stock: number;
}

export type ChoiceResult = { ok: true; choice: Choice } | { ok: false; error: AppError };

/**
 * Checks a product and variant picked by the shopper (`variant_option_id` names a variant):
 * - the product must be an active product of this shop (else 404 'Product not found');
 * - a product without variants takes 0 only;
 * - a product with variants takes one of its own variants, and 0 means its default variant (the
 *   lowest sequence: the one the product page opens on);
 * - `unit_id`, when given (not 0), must be the product's unit.
 * `db` may be a transaction.
 */
export async function checkChoice(
  ctx: RequestContext,
  input: { productId: number; variantOptionId: number; unitId?: number | null },
): Promise<ChoiceResult> {
  const { productId, variantOptionId } = input;
  // The contracts take any positive number; ids beyond the integer column are no product's.
  if (productId > MAX_INT32) return { ok: false, error: notFound('Product not found') };
  if (variantOptionId > MAX_INT32) {
    return {
      ok: false,
      error: badRequest(`variant_option_id: ${variantOptionId} is not a variant of product ${productId}`),
    };
  }
  const [product] = await rows<{ unit_id: number; stock: number }>(
    ctx.db,
    sql`select unit_id, stock from products where store_id = ${ctx.store.id} and id = ${productId} and active`,
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
  const variants = await rows<{ id: number; stock: number }>(
    ctx.db,
    sql`select id, stock from product_variants
        where store_id = ${ctx.store.id} and product_id = ${productId}
        order by sequence, id`,
  );
  if (!variants.length) {
    if (variantOptionId !== 0) {
      return {
        ok: false,
        error: badRequest(`variant_option_id: product ${productId} has no variants, send 0`),
      };
    }
    return {
      ok: true,
      choice: { productId, variantOptionId: 0, unitId: product.unit_id, stock: product.stock },
    };
  }
  const variant = variantOptionId === 0 ? variants[0] : variants.find((v) => v.id === variantOptionId);
  if (!variant) {
    return {
      ok: false,
      error: badRequest(`variant_option_id: ${variantOptionId} is not a variant of product ${productId}`),
    };
  }
  return {
    ok: true,
    choice: { productId, variantOptionId: variant.id, unitId: product.unit_id, stock: variant.stock },
  };
}
/** `checkChoice`, its refusal thrown. */
export async function requireChoice(...args: Parameters<typeof checkChoice>): Promise<Choice> {
  const result = await checkChoice(...args);
  if (!result.ok) throw result.error;
  return result.choice;
}
