import { bookingRequests } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { localized, rows, translationJoin } from '../../lib/sql';
import { priceFields } from '../catalogue';

// The shop's service categories, areas and technicians, and the booking requests shoppers send.
// Every query is scoped by the request's shop.

interface Named {
  id: number;
  name: string;
}

/** The service categories, in order, with how many active technicians do each. */
export async function serviceCategories(ctx: RequestContext) {
  return rows<{
    id: number;
    slug: string;
    icon: string;
    name: string;
    description: string;
    subcategory_id: number | null;
    freelancer_count: number;
  }>(
    ctx.db,
    sql`select c.id, c.slug, c.icon, c.subcategory_id, ${localized('t')} as name,
          ${localized('t', 'description')} as description,
          (select count(*)::int from freelancer_skills s
             join freelancers f on f.store_id = s.store_id and f.id = s.freelancer_id and f.active = 1
            where s.store_id = c.store_id and s.category_id = c.id) as freelancer_count
        from service_categories c
        ${translationJoin('service_category_translations', 'category_id', 't', 'c.id', ctx.locale)}
        where c.store_id = ${ctx.store.id}
        order by c.sequence, c.id`,
  );
}

/** The service areas, in order. */
export async function serviceAreas(ctx: RequestContext): Promise<Named[]> {
  return rows<Named>(
    ctx.db,
    sql`select a.id, ${localized('t')} as name
        from service_areas a
        ${translationJoin('service_area_translations', 'area_id', 't', 'a.id', ctx.locale)}
        where a.store_id = ${ctx.store.id}
        order by a.sequence, a.id`,
  );
}

interface FreelancerRow {
  id: number;
  name: string;
  headline: string;
  bio: string;
  photo: string;
  rating_tenths: number;
  rating_count: number;
  years_experience: number;
}

export interface FreelancerFilter {
  skill?: number;
  area?: number;
  id?: number;
  limit?: number;
  offset?: number;
}

function where(ctx: RequestContext, filter: FreelancerFilter): SQL {
  const parts: SQL[] = [sql`f.store_id = ${ctx.store.id} and f.active = 1`];
  if (filter.id !== undefined) parts.push(sql`f.id = ${filter.id}`);
  if (filter.skill !== undefined)
    parts.push(
      sql`exists (select 1 from freelancer_skills s where s.store_id = f.store_id and s.freelancer_id = f.id and s.category_id = ${filter.skill})`,
    );
  if (filter.area !== undefined)
    parts.push(
      sql`exists (select 1 from freelancer_areas a where a.store_id = f.store_id and a.freelancer_id = f.id and a.area_id = ${filter.area})`,
    );
  return sql.join(parts, sql` and `);
}

/** How many active technicians match. */
export async function countFreelancers(ctx: RequestContext, filter: FreelancerFilter) {
  const [row] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from freelancers f where ${where(ctx, filter)}`,
  );
  return row?.n ?? 0;
}

/** Active technicians matching the filter (best rated first), with their skills and areas. */
export async function findFreelancers(ctx: RequestContext, filter: FreelancerFilter) {
  const page = filter.limit === undefined ? sql`` : sql` limit ${filter.limit} offset ${filter.offset ?? 0}`;
  const list = await rows<FreelancerRow>(
    ctx.db,
    sql`select f.id, f.photo, f.rating_tenths, f.rating_count, f.years_experience,
          ${localized('t')} as name, ${localized('t', 'headline')} as headline, ${localized('t', 'bio')} as bio
        from freelancers f
        ${translationJoin('freelancer_translations', 'freelancer_id', 't', 'f.id', ctx.locale)}
        where ${where(ctx, filter)}
        order by f.sequence, f.id${page}`,
  );
  if (!list.length) return [];
  const ids = sql.join(
    list.map((f) => sql`${f.id}`),
    sql`, `,
  );
  const skills = await rows<Named & { freelancer_id: number }>(
    ctx.db,
    sql`select s.freelancer_id, c.id, ${localized('t')} as name
        from freelancer_skills s
        join service_categories c on c.store_id = s.store_id and c.id = s.category_id
        ${translationJoin('service_category_translations', 'category_id', 't', 'c.id', ctx.locale)}
        where s.store_id = ${ctx.store.id} and s.freelancer_id in (${ids})
        order by c.sequence, c.id`,
  );
  const areas = await rows<Named & { freelancer_id: number }>(
    ctx.db,
    sql`select fa.freelancer_id, a.id, ${localized('t')} as name
        from freelancer_areas fa
        join service_areas a on a.store_id = fa.store_id and a.id = fa.area_id
        ${translationJoin('service_area_translations', 'area_id', 't', 'a.id', ctx.locale)}
        where fa.store_id = ${ctx.store.id} and fa.freelancer_id in (${ids})
        order by a.sequence, a.id`,
  );
  const of = (list: (Named & { freelancer_id: number })[], id: number) =>
    list.filter((x) => x.freelancer_id === id).map(({ id, name }) => ({ id, name }));
  return list.map((f) => ({
    id: f.id,
    name: f.name,
    headline: f.headline,
    bio: f.bio,
    photo: f.photo ? assetUrl(ctx.deps.assetHost, f.photo) : '',
    skills: of(skills, f.id),
    areas: of(areas, f.id),
    rating: f.rating_tenths / 10,
    rating_count: f.rating_count,
    years_experience: f.years_experience,
  }));
}

/** The shop's products of a catalogue subcategory (its service products), priced now. */
export async function serviceProducts(ctx: RequestContext, subcategoryId: number) {
  const list = await rows<{
    id: number;
    name: string;
    image: string | null;
    price_cents: number;
    promo_price_cents: number | null;
  }>(
    ctx.db,
    sql`select p.id, ${localized('t')} as name, p.image, p.price_cents, p.promo_price_cents
        from products p
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        where p.store_id = ${ctx.store.id} and p.subcategory_id = ${subcategoryId} and p.active
        order by p.id
        limit 24`,
  );
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    image: assetUrl(ctx.deps.assetHost, p.image),
    ...priceFields({
      priceCents: p.price_cents,
      promoPriceCents: p.promo_price_cents,
      variantPriceCents: null,
      variantPromoPriceCents: null,
    }),
  }));
}

/** The ids of a technician's skills and areas (to check a booking's choice). */
export async function freelancerChoices(ctx: RequestContext, id: number) {
  const skills = await rows<{ id: number }>(
    ctx.db,
    sql`select category_id as id from freelancer_skills where store_id = ${ctx.store.id} and freelancer_id = ${id}`,
  );
  const areas = await rows<{ id: number }>(
    ctx.db,
    sql`select area_id as id from freelancer_areas where store_id = ${ctx.store.id} and freelancer_id = ${id}`,
  );
  return { skills: skills.map((s) => s.id), areas: areas.map((a) => a.id) };
}

export interface NewBooking {
  freelancerId: number;
  categoryId: number | null;
  areaId: number | null;
  customerId: number | null;
  name: string;
  phone: string;
  preferredDate: string | null;
  message: string;
}

export async function insertBooking(ctx: RequestContext, booking: NewBooking) {
  const [row] = await ctx.db
    .insert(bookingRequests)
    .values({ storeId: ctx.store.id, locale: ctx.locale, ...booking })
    .returning({ id: bookingRequests.id });
  return row!.id;
}
