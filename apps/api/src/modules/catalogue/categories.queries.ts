import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { localized, rows, translationJoin } from '../../lib/sql';
import { productCounts } from './counts.queries';

interface CategoryRow {
  id: number;
  name: string;
  sequence: number;
  image: string | null;
  slug: string;
  colour: string;
  products_count: number;
}

export async function listCategories(ctx: RequestContext) {
  const { db } = ctx;
  const { assetHost } = ctx.deps;
  const [list, counts] = await Promise.all([
    rows<Omit<CategoryRow, 'products_count'>>(
      db,
      sql`select c.id, ${localized('t')} as name, c.sequence, c.image, c.slug, c.colour
        from categories c
        ${translationJoin('category_translations', 'category_id', 't', 'c.id', ctx.locale)}
        where c.store_id = ${ctx.store.id}
        order by c.sequence, c.id`,
    ),
    productCounts(ctx, 'category_id'),
  ]);
  return list.map((c) => ({
    ...c,
    image: assetUrl(assetHost, c.image),
    products_count: counts.get(c.id) ?? 0,
  }));
}

interface GroupRow {
  id: number;
  category_id: number;
  name: string;
  sub_id: number | null;
  sub_name: string | null;
  sub_image: string | null;
}

/** Feature groups with their subcategories, of one category or of all. */
export async function listGroups(ctx: RequestContext, categoryId?: number) {
  const { db } = ctx;
  const { assetHost } = ctx.deps;
  const list = await rows<GroupRow>(
    db,
    sql`select g.id, g.category_id, ${localized('gt')} as name, s.id as sub_id, ${localized('st')} as sub_name, s.image as sub_image
        from category_groups g
        ${translationJoin('category_group_translations', 'group_id', 'gt', 'g.id', ctx.locale)}
        left join subcategories s on s.store_id = g.store_id and s.group_id = g.id
        ${translationJoin('subcategory_translations', 'subcategory_id', 'st', 's.id', ctx.locale)}
        where g.store_id = ${ctx.store.id} ${categoryId === undefined ? sql`` : sql`and g.category_id = ${categoryId}`}
        order by g.category_id, g.sequence, g.id, s.sequence, s.id`,
  );
  const groups = new Map<
    number,
    {
      id: number;
      category_id: number;
      name: string;
      subcategories: { id: number; name: string; image: string }[];
    }
  >();
  for (const row of list) {
    let group = groups.get(row.id);
    if (!group) {
      group = { id: row.id, category_id: row.category_id, name: row.name, subcategories: [] };
      groups.set(row.id, group);
    }
    if (row.sub_id !== null) {
      group.subcategories.push({
        id: row.sub_id,
        name: row.sub_name ?? '',
        image: assetUrl(assetHost, row.sub_image),
      });
    }
  }
  return [...groups.values()];
}

export async function categoryExists(ctx: RequestContext, categoryId: number): Promise<boolean> {
  const found = await rows(
    ctx.db,
    sql`select 1 from categories where store_id = ${ctx.store.id} and id = ${categoryId}`,
  );
  return found.length > 0;
}
