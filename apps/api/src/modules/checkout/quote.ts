import { createHash } from 'node:crypto';
import type { CheckoutType } from '@shop/contracts';
import type { Localized, OrderLineNames } from '@shop/db';
import { LOCALES } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { notFound, Refusal } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { localized, rows, translationJoin } from '../../lib/sql';
import { cartLines, type DeliveryRule, deliveryFeeCents } from '../cart';
import {
  checkChoice,
  linePrices,
  type PricedLineRow,
  pricedLine,
  unitPrice,
  variantName,
} from '../catalogue';
import { findPaymentSettings } from '../stores';

/** One line of what is bought, priced now by the catalogue (the snapshot an order keeps). */
export interface QuoteLine {
  productId: number;
  /** The variant bought; 0 for a product without variants. */
  variantId: number;
  name: string;
  variantName: string | null;
  image: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  note: string;
}

/**
 * What a checkout costs, computed by the server only: the amount a payment is made for and the
 * order is written from. `subject` is a digest of the lines, prices and sums: a payment made for
 * one quote pays only an order of the same quote (a cart changed in between needs a new payment).
 */
export interface Quote {
  checkoutType: CheckoutType;
  lines: QuoteLine[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  subject: string;
}

function digest(quote: Omit<Quote, 'subject'>): string {
  const canonical = JSON.stringify([
    quote.checkoutType,
    quote.lines.map((l) => [l.productId, l.variantId, l.quantity, l.unitPriceCents]),
    quote.subtotalCents,
    quote.discountCents,
    quote.deliveryFeeCents,
    quote.totalCents,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A quote of lines under the shop's delivery rule: the sums beside them and the digest. */
export function quoteOf(
  checkoutType: CheckoutType,
  lines: QuoteLine[],
  rule: DeliveryRule,
  discountCents = 0,
): Quote {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const fee = deliveryFeeCents({ subtotalCents, address: null, rule });
  const discount = Math.min(discountCents, subtotalCents);
  const base = {
    checkoutType,
    lines,
    subtotalCents,
    discountCents: discount,
    deliveryFeeCents: fee,
    totalCents: subtotalCents - discount + fee,
  };
  return { ...base, subject: digest(base) };
}

/** The customer's server cart, priced now; an empty cart is a 409 (nothing to pay for). */
export async function quoteCart(ctx: CustomerContext, discountPercent = 0): Promise<Quote> {
  const [lines, rule] = await Promise.all([cartLines(ctx), deliveryRuleOf(ctx)]);
  if (lines.length === 0) throw new Refusal(409, 'orderRefusal.cartEmpty');
  return quoteOf(
    'cart',
    lines.map(({ line, lineCents }) => ({
      productId: line.product_id,
      variantId: line.variant_option_id,
      name: line.name,
      variantName: line.variant_name,
      image: line.image,
      unitPriceCents: lineCents / line.quantity,
      quantity: line.quantity,
      lineTotalCents: lineCents,
      note: line.note,
    })),
    rule,
    discountOf(
      lines.reduce((sum, l) => sum + l.lineCents, 0),
      discountPercent,
    ),
  );
}

/** The shop's delivery rule (its money settings). */
async function deliveryRuleOf(ctx: CustomerContext): Promise<DeliveryRule> {
  const settings = await findPaymentSettings(ctx);
  if (!settings) throw notFound('Store not found');
  return settings;
}

/** A percentage of a subtotal, in whole cents (half a cent rounds up). */
export const discountOf = (subtotalCents: number, percent: number) =>
  Math.round((subtotalCents * percent) / 100);

/** What a buy-now checkout is for: one product (one variant), a quantity. */
export interface BuyNowLine {
  productId: number;
  quantity: number;
  variantOptionId: number;
  unitId?: number | null;
}

/** One product bought now (the cart untouched), priced now by the catalogue. */
export async function quoteBuyNow(
  ctx: CustomerContext,
  input: BuyNowLine,
  discountPercent = 0,
): Promise<Quote> {
  const { choice } = await requireChoiceOf(ctx, input);
  const priced = pricedLine(ctx, sql`${choice.productId}::integer`, sql`${choice.variantOptionId}::integer`);
  const [row] = await rows<PricedLineRow>(
    ctx.db,
    sql`select ${priced.columns} from (select 1) as line ${priced.joins} where ${priced.exists}`,
  );
  if (!row) throw new Refusal(409, 'orderRefusal.notSold');
  const { paidCents } = unitPrice(linePrices(row));
  const rule = await deliveryRuleOf(ctx);
  return quoteOf(
    'buynow',
    [
      {
        productId: choice.productId,
        variantId: choice.variantOptionId,
        name: row.name,
        variantName: row.variant_name,
        image: assetUrl(ctx.deps.assetHost, row.image),
        unitPriceCents: paidCents,
        quantity: input.quantity,
        lineTotalCents: paidCents * input.quantity,
        note: '',
      },
    ],
    rule,
    discountOf(paidCents * input.quantity, discountPercent),
  );
}

async function requireChoiceOf(ctx: CustomerContext, input: BuyNowLine) {
  const result = await checkChoice(ctx, {
    productId: input.productId,
    variantOptionId: input.variantOptionId,
    unitId: input.unitId,
  });
  if (!result.ok) throw result.error;
  return result;
}

/** What an order line keeps beside its price: its names in every language, and whether it is a service. */
export interface LineSnapshot {
  names: OrderLineNames;
  isService: boolean;
}

/**
 * The snapshots of a quote's lines, in its order: the product's and the variant's names in en,
 * kh and zh (an order reads in whatever language its shopper later uses), and whether the
 * product is a service (its unit is 'service'). One query, at order time.
 */
export async function lineSnapshots(
  ctx: CustomerContext,
  lines: readonly QuoteLine[],
): Promise<LineSnapshot[]> {
  if (lines.length === 0) return [];
  const pairs = sql.join(
    lines.map((l, i) => sql`(${i}::int, ${l.productId}::int, ${l.variantId}::int)`),
    sql`, `,
  );
  const perLocale = LOCALES.map(
    (locale) => sql`,
      (select ${localized(`t_${locale}`)} from products pp
         ${translationJoin('product_translations', 'product_id', `t_${locale}`, 'pp.id', locale)}
         where pp.store_id = p.store_id and pp.id = p.id) as name_${sql.raw(locale)},
      ${variantName({ ...ctx, locale }, sql`l.variant_id`)} as variant_${sql.raw(locale)}`,
  );
  const found = await rows<Record<string, string | number | boolean | null>>(
    ctx.db,
    sql`select l.i, coalesce(u.slug = 'service', false) as is_service ${sql.join(perLocale, sql``)}
        from (values ${pairs}) as l(i, product_id, variant_id)
        join products p on p.store_id = ${ctx.store.id} and p.id = l.product_id
        left join units u on u.store_id = p.store_id and u.id = p.unit_id
        order by l.i`,
  );
  const byIndex = new Map(found.map((row) => [Number(row.i), row]));
  return lines.map((line, i) => {
    const row = byIndex.get(i);
    const text = (key: string, fallback: string) => (typeof row?.[key] === 'string' && row[key]) || fallback;
    const name = Object.fromEntries(LOCALES.map((l) => [l, text(`name_${l}`, line.name)])) as Localized;
    const variant = line.variantName
      ? (Object.fromEntries(
          LOCALES.map((l) => [l, text(`variant_${l}`, line.variantName as string)]),
        ) as Localized)
      : null;
    return { names: { name, variant }, isService: row?.is_service === true };
  });
}
