import type { AdminProduct, VariantsBody } from '@shop/contracts';
import { toCents as cents } from '@shop/contracts/money';
import { LOCALES } from '@shop/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { audit } from './audit';
import { adminProduct, countedStock, lockedAt, skusChecked, syncDefaultPrice } from './products.service';

// A product's options and variants, saved whole (issue 30, part 2; decision 034): its option types
// and their values in the three languages, and the variants they make, each with SKU, price, own
// promotion price and stock. What is kept keeps its id: a type or value by its id or its English
// name, a variant by its options. So carts, wishlists and links holding a variant that is still
// sold keep it; a variant left out is removed, and a cart holding it says so (the cart's query).

/** A name as a key and a slug: lower case, runs of other characters one hyphen. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'option';

type Names = { en: string; kh: string; zh: string };

/** Writes a row's names in the three languages: a row where there is one, none where it is empty. */
async function writeNames(ctx: StaffContext, table: SQL, key: SQL, id: number, name: Names) {
  for (const locale of LOCALES) {
    if (name[locale])
      await ctx.db.execute(
        sql`insert into ${table} (store_id, ${key}, locale, name) values (${ctx.store.id}, ${id}, ${locale}, ${name[locale]})
            on conflict (store_id, ${key}, locale) do update set name = excluded.name
            where ${table}.name is distinct from excluded.name`,
      );
    else
      await ctx.db.execute(
        sql`delete from ${table} where store_id = ${ctx.store.id} and ${key} = ${id} and locale = ${locale}`,
      );
  }
}

/** Pairs each wanted item with the existing one it keeps (by id, else by slug), or none. */
function match<W extends { id?: number | undefined; name: Names }, E extends { id: number; name: Names }>(
  wanted: W[],
  existing: E[],
  where: string,
): (E | null)[] {
  const taken = new Set<number>();
  const byId = wanted.map((w) => {
    if (w.id === undefined) return null;
    const found = existing.find((e) => e.id === w.id);
    if (!found) throw badRequest(`${where}: ${w.id} is not one of this product's`);
    taken.add(found.id);
    return found;
  });
  return wanted.map((w, i) => {
    if (byId[i]) return byId[i];
    const found = existing.find((e) => !taken.has(e.id) && slugOf(e.name.en) === slugOf(w.name.en));
    if (found) taken.add(found.id);
    return found ?? null;
  });
}

/**
 * Saves the product's option types, their values and its variants as the body gives them, if
 * `version` is still the product's (409 with the product as it is now otherwise).
 */
export async function saveVariants(
  outer: StaffContext,
  id: number,
  body: VariantsBody,
): Promise<AdminProduct> {
  await skusChecked(() =>
    inTransaction(outer, async (ctx) => {
      const store = ctx.store.id;
      await lockedAt(ctx, id, body.version);
      const before = await adminProduct(ctx, id);
      const existingVariants = await rows<{ id: number; option_key: string; stock: number }>(
        ctx.db,
        sql`select id, option_key, stock from product_variants where store_id = ${store} and product_id = ${id}`,
      );

      // The types and their values: kept (renamed, reordered), or new; the others removed.
      const keptTypes = match(body.types, before.option_types, 'types[].id');
      const keptOptions = body.types.map((t, i) =>
        match(t.options, keptTypes[i]?.options ?? [], `types[${i}].options[].id`),
      );
      const keepTypeIds = keptTypes.flatMap((t) => (t ? [t.id] : []));
      const keepOptionIds = keptOptions.flat().flatMap((o) => (o ? [o.id] : []));
      await ctx.db.execute(
        sql`delete from variant_option_types where store_id = ${store} and product_id = ${id}
              and id <> all(${`{${keepTypeIds.join(',')}}`}::int[])`,
      );
      await ctx.db.execute(
        sql`delete from variant_options where store_id = ${store} and product_id = ${id}
              and id <> all(${`{${keepOptionIds.join(',')}}`}::int[])`,
      );
      // Slugs are unique per product (types) and per type (values): moved out of the way first.
      await ctx.db.execute(
        sql`update variant_option_types set slug = concat('~', id) where store_id = ${store} and product_id = ${id}`,
      );
      await ctx.db.execute(
        sql`update variant_options set slug = concat('~', id) where store_id = ${store} and product_id = ${id}`,
      );
      /** Each type's values by slug of their English name: their ids. */
      const optionIds: Map<string, number>[] = [];
      const typeIds: number[] = [];
      for (const [i, type] of body.types.entries()) {
        let typeId = keptTypes[i]?.id;
        if (typeId)
          await ctx.db.execute(
            sql`update variant_option_types set slug = ${slugOf(type.name.en)}, sequence = ${i}
                where store_id = ${store} and id = ${typeId}`,
          );
        else
          typeId = (
            await rows<{ id: number }>(
              ctx.db,
              sql`insert into variant_option_types (store_id, product_id, slug, sequence)
                  values (${store}, ${id}, ${slugOf(type.name.en)}, ${i}) returning id`,
            )
          )[0]!.id;
        typeIds.push(typeId);
        await writeNames(ctx, sql`variant_option_type_translations`, sql`type_id`, typeId, type.name);
        const ids = new Map<string, number>();
        for (const [j, option] of type.options.entries()) {
          let optionId = keptOptions[i]![j]?.id;
          if (optionId)
            await ctx.db.execute(
              sql`update variant_options set slug = ${slugOf(option.name.en)}, sequence = ${j}
                  where store_id = ${store} and id = ${optionId}`,
            );
          else
            optionId = (
              await rows<{ id: number }>(
                ctx.db,
                sql`insert into variant_options (store_id, type_id, product_id, slug, sequence)
                    values (${store}, ${typeId}, ${id}, ${slugOf(option.name.en)}, ${j}) returning id`,
              )
            )[0]!.id;
          ids.set(slugOf(option.name.en), optionId);
          await writeNames(ctx, sql`variant_option_translations`, sql`option_id`, optionId, option.name);
        }
        optionIds.push(ids);
      }

      // The variants: one per combination; the same options keep their variant.
      const wanted = body.variants.map((v, sequence) => {
        const options = v.options.map((name, t) => optionIds[t]!.get(slugOf(name))!);
        return { ...v, sequence: sequence + 1, options, key: options.join(',') };
      });
      const keys = new Set(wanted.map((v) => v.key));
      const gone = existingVariants.filter((v) => !keys.has(v.option_key));
      if (gone.length)
        await ctx.db.execute(
          sql`delete from product_variants where store_id = ${store}
                and id = any(${`{${gone.map((v) => v.id).join(',')}}`}::int[])`,
        );
      for (const v of wanted) {
        const old = existingVariants.find((e) => e.option_key === v.key);
        const promo = v.promo_price === null ? null : cents(v.promo_price);
        if (old) {
          await ctx.db.execute(
            sql`update product_variants set price_cents = ${cents(v.price)}, promo_price_cents = ${promo},
                  stock = ${v.stock ?? sql`stock`}, sequence = ${v.sequence}, sku = coalesce(${v.sku || null}, sku)
                where store_id = ${store} and id = ${old.id}`,
          );
          if (v.stock !== undefined && old.stock !== v.stock)
            await countedStock(ctx, id, old.id, old.stock, v.stock);
          continue;
        }
        const [made] = await rows<{ id: number }>(
          ctx.db,
          sql`insert into product_variants (store_id, product_id, option_key, price_cents, promo_price_cents, stock, sequence, sku)
              values (${store}, ${id}, ${v.key}, ${cents(v.price)}, ${promo}, ${v.stock ?? 0}, ${v.sequence}, ${v.sku || null})
              returning id`,
        );
        for (const [t, optionId] of v.options.entries())
          await ctx.db.execute(
            sql`insert into product_variant_options (store_id, variant_id, type_id, option_id)
                values (${store}, ${made!.id}, ${typeIds[t]!}, ${optionId})`,
          );
        if (v.stock) await countedStock(ctx, id, made!.id, 0, v.stock);
      }
      await ctx.db.execute(
        sql`update products set version = version + 1 where store_id = ${store} and id = ${id}`,
      );
      await syncDefaultPrice(ctx, [id]);
      const after = await adminProduct(ctx, id);
      await audit(ctx, {
        action: 'product.variants_saved',
        entity: 'product',
        entityId: id,
        before: { option_types: before.option_types, variants: before.variants },
        after: { option_types: after.option_types, variants: after.variants },
      });
    }),
  );
  return adminProduct(outer, id);
}
