import type { StaffMember, StaffRole } from '@shop/contracts';
import { staff, staffRoles, stores } from '@shop/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { revokeAllStaffSessions } from '../../access/staff-sessions';
import { inTransaction, type StaffContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { audit } from './audit';
import { issueStaffCode } from './auth.service';

// A shop's staff, kept by its owners: invite someone by e-mail (a code in a link, never a password),
// change a role, remove someone (their sessions end at once). A shop always keeps one owner.

const memberColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staffRoles.role,
  invited: sql<boolean>`${staff.passwordHash} is null`,
  totp: sql<boolean>`${staff.totpSecret} is not null`,
  createdAt: staffRoles.createdAt,
};

type MemberRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  invited: boolean;
  totp: boolean;
  createdAt: Date;
};

const member = (row: MemberRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  status: row.invited ? 'invited' : 'active',
  totp_enabled: row.totp,
  created_at: row.createdAt.toISOString(),
});

/** The shop's staff, owners first. */
export async function staffOf(ctx: StaffContext): Promise<StaffMember[]> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(eq(staffRoles.storeId, ctx.store.id))
    .orderBy(
      sql`array_position(array['owner','manager','cashier','packer','editor'], ${staffRoles.role})`,
      asc(staff.email),
    );
  return rows.map(member);
}

async function memberOf(ctx: StaffContext, staffId: number): Promise<StaffMember> {
  const [row] = await ctx.db
    .select(memberColumns)
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staffRoles.storeId, ctx.store.id), eq(staffRoles.staffId, staffId)));
  if (!row) throw notFound(`Staff member ${staffId} not found in this shop`);
  return member(row);
}

/** The invitation e-mail: a link with a one-time code (never a password), in the three languages. */
function invitation(shop: string, link: string | null, inviter: string) {
  const join = link
    ? `Open this link to set your password and join (good for 7 days):\n${link}`
    : 'Sign in to the back office with your password as before.';
  return [
    `${inviter} added you to the staff of ${shop}.`,
    join,
    '',
    `${inviter} បានបន្ថែមអ្នកជាបុគ្គលិករបស់ ${shop}។`,
    link ? `បើកតំណនេះ ដើម្បីកំណត់ពាក្យសម្ងាត់ (មានសុពលភាព ៧ ថ្ងៃ)៖\n${link}` : 'ចូលដោយពាក្យសម្ងាត់របស់អ្នកដូចមុន។',
    '',
    `${inviter} 已将您添加为 ${shop} 的员工。`,
    link ? `打开此链接设置密码并加入（7 天内有效）：\n${link}` : '请像以前一样用您的密码登录。',
  ].join('\n');
}

/**
 * Invites someone to the shop in `role`: a new staff account (no password yet) with a code mailed
 * in a link, or, for someone with an account already, the role at once and a mail that says so.
 */
export async function inviteStaff(
  outer: StaffContext,
  input: { email: string; name: string; role: StaffRole },
): Promise<StaffMember> {
  const sent = await inTransaction(outer, async (ctx) => {
    const storeId = ctx.store.id;
    await ctx.db.insert(staff).values({ email: input.email, name: input.name }).onConflictDoNothing();
    const [person] = await ctx.db.select().from(staff).where(eq(staff.email, input.email));
    if (!person) throw new Error('staff row not written');
    const added = await ctx.db
      .insert(staffRoles)
      .values({ storeId, staffId: person.id, role: input.role })
      .onConflictDoNothing()
      .returning({ staffId: staffRoles.staffId });
    if (!added.length) throw conflict(`${input.email} already works in this shop`);
    const code = person.passwordHash ? null : await issueStaffCode(ctx, person.id, 'invite');
    await audit(ctx, {
      action: 'staff.invited',
      entity: 'staff',
      entityId: person.id,
      after: { email: input.email, role: input.role },
    });
    const [shop] = await ctx.db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    const base = (ctx.deps.adminUrl ?? 'http://localhost:3001').replace(/\/$/, '');
    const link = code ? `${base}/invite?code=${encodeURIComponent(code)}` : null;
    return {
      staffId: person.id,
      mail: {
        store: ctx.store,
        channel: 'email' as const,
        recipient: input.email,
        subject: `${shop?.name.en ?? ctx.store.code}: staff invitation`,
        body: invitation(shop?.name.en ?? ctx.store.code, link, ctx.staff.name),
      },
    };
  });
  // Once the invitation is committed (the outbox is written on the pool, not in the transaction).
  await outer.deps.sender.send(sent.mail);
  return memberOf(outer, sent.staffId);
}

/** Refuses a change that would leave the shop without an owner. */
async function keepAnOwner(ctx: StaffContext, staffId: number) {
  // One such change at a time in a shop: two owners demoting each other at once would each still
  // see the other as owner. The second waits here, then sees the first's change.
  await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, ctx.store.id)).for('no key update');
  const [other] = await ctx.db
    .select({ id: staffRoles.staffId })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.storeId, ctx.store.id),
        eq(staffRoles.role, 'owner'),
        ne(staffRoles.staffId, staffId),
      ),
    )
    .limit(1);
  if (!other) throw conflict('A shop keeps at least one owner: make someone else owner first');
}

/** Changes a staff member's role (or name) in the shop. */
export async function updateStaff(
  outer: StaffContext,
  staffId: number,
  input: { role?: StaffRole; name?: string },
): Promise<StaffMember> {
  await inTransaction(outer, async (ctx) => {
    const [row] = await ctx.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(and(eq(staffRoles.storeId, ctx.store.id), eq(staffRoles.staffId, staffId)))
      .for('update');
    if (!row) throw notFound(`Staff member ${staffId} not found in this shop`);
    if (input.role && input.role !== row.role) {
      if (row.role === 'owner') await keepAnOwner(ctx, staffId);
      await ctx.db
        .update(staffRoles)
        .set({ role: input.role })
        .where(and(eq(staffRoles.storeId, ctx.store.id), eq(staffRoles.staffId, staffId)));
      await audit(ctx, {
        action: 'staff.role_changed',
        entity: 'staff',
        entityId: staffId,
        before: { role: row.role },
        after: { role: input.role },
      });
    }
    if (input.name) {
      await ctx.db.update(staff).set({ name: input.name }).where(eq(staff.id, staffId));
      await audit(ctx, {
        action: 'staff.renamed',
        entity: 'staff',
        entityId: staffId,
        after: { name: input.name },
      });
    }
  });
  return memberOf(outer, staffId);
}

/** Removes a staff member from the shop; every session of theirs ends at once. */
export async function removeStaff(outer: StaffContext, staffId: number) {
  await inTransaction(outer, async (ctx) => {
    const [row] = await ctx.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(and(eq(staffRoles.storeId, ctx.store.id), eq(staffRoles.staffId, staffId)))
      .for('update');
    if (!row) throw notFound(`Staff member ${staffId} not found in this shop`);
    if (row.role === 'owner') await keepAnOwner(ctx, staffId);
    await ctx.db
      .delete(staffRoles)
      .where(and(eq(staffRoles.storeId, ctx.store.id), eq(staffRoles.staffId, staffId)));
    await revokeAllStaffSessions(ctx, staffId);
    await audit(ctx, {
      action: 'staff.removed',
      entity: 'staff',
      entityId: staffId,
      before: { role: row.role },
    });
  });
}

/** Whether every staff member of the shop must sign in with a second factor. */
export async function setShopTotp(outer: StaffContext, required: boolean) {
  await inTransaction(outer, async (ctx) => {
    const [before] = await ctx.db
      .select({ required: stores.staffTotpRequired })
      .from(stores)
      .where(eq(stores.id, ctx.store.id));
    await ctx.db.update(stores).set({ staffTotpRequired: required }).where(eq(stores.id, ctx.store.id));
    await audit(ctx, {
      action: 'shop.totp_required',
      entity: 'shop',
      entityId: ctx.store.code,
      before: { totp_required: before?.required ?? false },
      after: { totp_required: required },
    });
  });
  return { totp_required: required };
}
