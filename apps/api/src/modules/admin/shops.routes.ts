import {
  envelope,
  NewShopBodySchema,
  NewShopSchema,
  PlatformShopSchema,
  ShopSuspendBodySchema,
} from '@shop/contracts';
import { staff, staffRoles, storeDomains, stores } from '@shop/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { forgetStore } from '../../access/stores';
import { type AppContext, appContext, inTransaction } from '../../context';
import { ok } from '../../lib/answer';
import { AppError, conflict, notFound } from '../../lib/errors';
import { jsonBody, type Router, router, staffSelfRoute, z } from '../../routing';
import { isUniqueViolation } from '../accounts/accounts.queries';
import { writeAudit } from './audit';
import { issueStaffCode } from './auth.service';

// The platform's operator opens a shop: its code, name, host names and first owner (invited by
// e-mail when they have no staff account yet). Its storefront answers on those names at once;
// its owner fills in the rest in the back office. The operator lists the shops and can suspend
// one (its storefront stops answering; its back office stays open) and resume it.

const create = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/shops',
    summary: 'Open a new shop with its domains and first owner (the platform operator only)',
    request: { ...jsonBody(NewShopBodySchema) },
  },
  envelope(NewShopSchema),
  { 403: 'Only the platform operator opens shops', 409: 'The store code or a domain is taken' },
);

const ONLY_OPERATOR = 'Only the platform operator manages shops';

const list = staffSelfRoute(
  {
    method: 'get',
    path: '/admin/api/shops',
    summary:
      'Every shop of the platform with its domains, owners and whether it is suspended (the operator only)',
  },
  envelope(z.array(PlatformShopSchema)),
  { 403: ONLY_OPERATOR },
);

const ShopCodeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'code must be a store code')
    .describe('The shop’s store code'),
});

const suspend = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/shops/{code}/suspend',
    summary:
      'Suspend a shop: its storefront and its storefront API stop answering at once (the operator only)',
    description:
      'Its back office stays open, so that its staff can finish what is under way. Suspending a suspended shop changes nothing.',
    request: { params: ShopCodeParams, ...jsonBody(ShopSuspendBodySchema) },
  },
  envelope(PlatformShopSchema),
  { 403: ONLY_OPERATOR, 404: 'No such shop' },
);

const resume = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/shops/{code}/resume',
    summary: 'Open a suspended shop again (the operator only)',
    request: { params: ShopCodeParams },
  },
  envelope(PlatformShopSchema),
  { 403: ONLY_OPERATOR, 404: 'No such shop' },
);

/** The platform's shops (or one), oldest first. */
async function platformShops({ db }: Pick<AppContext, 'db'>, code?: string) {
  const found = await db
    .select({
      id: stores.id,
      code: stores.code,
      name: stores.name,
      suspendedAt: stores.suspendedAt,
      createdAt: stores.createdAt,
      domains: sql<
        string[]
      >`coalesce((select array_agg(d.domain order by d.domain) from store_domains d where d.store_id = ${stores.id}), '{}')`,
      owners: sql<
        string[]
      >`coalesce((select array_agg(s.email order by s.email) from staff_roles r join staff s on s.id = r.staff_id where r.store_id = ${stores.id} and r.role = 'owner'), '{}')`,
    })
    .from(stores)
    .where(code ? eq(stores.code, code.toUpperCase()) : undefined)
    .orderBy(asc(stores.id));
  return found.map((s) => ({
    store_code: s.code,
    name: s.name.en,
    domains: s.domains,
    owners: s.owners,
    suspended: s.suspendedAt !== null,
    suspended_at: s.suspendedAt ? new Date(s.suspendedAt).toISOString() : null,
    created_at: new Date(s.createdAt).toISOString(),
  }));
}

const EMPTY = { en: '', kh: '', zh: '' };

/** Suspends (with a reason) or resumes a shop: its lookups forgotten, an audit row in the shop. */
async function setSuspended(
  ctx: AppContext & { requestId: string },
  staffId: number,
  code: string,
  reason: string | null,
) {
  const key = code.toUpperCase();
  await inTransaction(ctx, async (tx) => {
    const [shop] = await tx.db
      .select({ id: stores.id, suspendedAt: stores.suspendedAt })
      .from(stores)
      .where(eq(stores.code, key))
      .for('update');
    if (!shop) throw notFound(`Store ${key} not found`);
    if ((shop.suspendedAt !== null) === (reason !== null)) return;
    await tx.db
      .update(stores)
      .set({ suspendedAt: reason === null ? null : new Date() })
      .where(eq(stores.id, shop.id));
    await writeAudit(tx.db, {
      storeId: shop.id,
      staffId,
      action: reason === null ? 'shop.resumed' : 'shop.suspended',
      entity: 'shop',
      entityId: key,
      after: reason === null ? { suspended: false } : { suspended: true, reason },
      channel: 'web',
      address: '',
      requestId: ctx.requestId,
    });
  });
  forgetStore(ctx, key);
  const [shop] = await platformShops(ctx, key);
  if (!shop) throw notFound(`Store ${key} not found`);
  return shop;
}

function operatorOnly(member: { operator: boolean }) {
  if (!member.operator) throw new AppError(403, ONLY_OPERATOR);
}

export const adminShopRoutes: Router = router()
  .openapi(list, async (c) => {
    operatorOnly(c.get('staff'));
    return c.json(ok(await platformShops(appContext(c))), 200);
  })
  .openapi(suspend, async (c) => {
    operatorOnly(c.get('staff'));
    const { code } = c.req.valid('param');
    const shop = await setSuspended(appContext(c), c.get('staff').id, code, c.req.valid('json').reason);
    return c.json(ok(shop), 200);
  })
  .openapi(resume, async (c) => {
    operatorOnly(c.get('staff'));
    const shop = await setSuspended(appContext(c), c.get('staff').id, c.req.valid('param').code, null);
    return c.json(ok(shop), 200);
  })
  .openapi(create, async (c) => {
    const member = c.get('staff');
    if (!member.operator) throw new AppError(403, 'Only the platform operator opens shops');
    const body = c.req.valid('json');
    const name =
      typeof body.name === 'string'
        ? { en: body.name, kh: body.name, zh: body.name }
        : { en: body.name.en, kh: body.name.kh || body.name.en, zh: body.name.zh || body.name.en };
    const ctx = appContext(c);
    const code = body.store_code.toUpperCase();
    const result = await inTransaction(ctx, async (tx) => {
      const [taken] = await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
      if (taken) throw conflict(`store_code: ${code} is taken`);
      const [used] = await tx.db
        .select({ domain: storeDomains.domain })
        .from(storeDomains)
        .where(inArray(storeDomains.domain, body.domains));
      if (used) throw conflict(`domains: ${used.domain} belongs to another shop`);
      const [shop] = await tx.db
        .insert(stores)
        .values({
          code,
          name,
          aboutUs: EMPTY,
          address: EMPTY,
          openingHours: EMPTY,
          payment: {
            methods: ['cod'],
            anakut_discount_label: EMPTY,
            khqr_account: '',
            merchant_city: 'Phnom Penh',
          },
        })
        .returning({ id: stores.id });
      if (!shop) throw new Error('shop not written');
      await tx.db
        .insert(storeDomains)
        .values([...new Set(body.domains)].map((domain) => ({ domain, storeId: shop.id })));
      await tx.db
        .insert(staff)
        .values({
          email: body.owner_email,
          name: body.owner_name ?? body.owner_email.split('@')[0] ?? 'Owner',
        })
        .onConflictDoNothing();
      const [owner] = await tx.db.select().from(staff).where(eq(staff.email, body.owner_email));
      if (!owner) throw new Error('owner not written');
      await tx.db.insert(staffRoles).values({ storeId: shop.id, staffId: owner.id, role: 'owner' });
      const invite = owner.passwordHash ? null : await issueStaffCode(tx, owner.id, 'invite');
      await writeAudit(tx.db, {
        storeId: shop.id,
        staffId: member.id,
        action: 'shop.created',
        entity: 'shop',
        entityId: code,
        after: { name, domains: body.domains, owner_email: body.owner_email },
        channel: 'web',
        address: '',
        requestId: ctx.requestId,
      });
      return { storeId: shop.id, invite };
    }).catch((error: unknown) => {
      // Two requests for one code or host name at once: the second's insert meets the first's row.
      if (isUniqueViolation(error, 'stores_code')) throw conflict(`store_code: ${code} is taken`);
      if (isUniqueViolation(error, 'store_domains')) throw conflict('domains: one belongs to another shop');
      throw error;
    });
    const base = (ctx.deps.adminUrl ?? 'http://localhost:3001').replace(/\/$/, '');
    await ctx.deps.sender.send({
      store: { id: result.storeId, code },
      channel: 'email',
      recipient: body.owner_email,
      subject: `${name.en}: your new shop`,
      body: result.invite
        ? `Your shop ${name.en} is open. Set your password and sign in (the link is good for 7 days):\n${base}/invite?code=${encodeURIComponent(result.invite)}`
        : `Your shop ${name.en} is open: sign in to the back office (${base}) with your password.`,
    });
    return c.json(
      ok({
        store_code: code,
        name: name.en,
        names: name,
        domains: body.domains,
        owner_email: body.owner_email,
      }),
      200,
    );
  });
