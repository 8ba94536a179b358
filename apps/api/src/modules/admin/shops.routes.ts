import { envelope, NewShopBodySchema, NewShopSchema } from '@shop/contracts';
import { staff, staffRoles, storeDomains, stores } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import { appContext, inTransaction } from '../../context';
import { ok } from '../../lib/answer';
import { AppError, conflict } from '../../lib/errors';
import { jsonBody, type Router, router, staffSelfRoute } from '../../routing';
import { isUniqueViolation } from '../accounts/accounts.queries';
import { writeAudit } from './audit';
import { issueStaffCode } from './auth.service';

// The platform's operator opens a shop: its code, name, host names and first owner (invited by
// e-mail when they have no staff account yet). Its storefront answers on those names at once;
// its owner fills in the rest in the back office.

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

const EMPTY = { en: '', kh: '', zh: '' };

export const adminShopRoutes: Router = router().openapi(create, async (c) => {
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
      .values({ email: body.owner_email, name: body.owner_name ?? body.owner_email.split('@')[0] ?? 'Owner' })
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
