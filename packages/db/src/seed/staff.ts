import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { staff, staffRoles, stores } from '../schema/index';

/** The password of every demo staff account (README, docs: the back office's demo). */
export const DEMO_STAFF_PASSWORD = 'staff-pass-123';

/** The demo's staff (shared/design/back-office.md): who, and their role in which demo shops. */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  operator?: boolean;
  /** The Telegram user id the demo links them to (their presses in the demo group act as them). */
  telegram?: number;
  roles: Record<string, 'owner' | 'manager' | 'cashier' | 'packer' | 'editor'>;
}[] = [
  { email: 'owner@example.com', name: 'Sokha Owner', roles: { S001: 'owner', S002: 'owner', S007: 'owner' } },
  { email: 'manager@example.com', name: 'Vanna Manager', roles: { S001: 'manager' } },
  { email: 'cashier@example.com', name: 'Dara Cashier', telegram: 7000001, roles: { S001: 'cashier' } },
  { email: 'packer@example.com', name: 'Piseth Packer', telegram: 7000002, roles: { S001: 'packer' } },
  { email: 'editor@example.com', name: 'Channary Editor', roles: { S001: 'editor' } },
  { email: 'operator@example.com', name: 'Platform Operator', operator: true, roles: {} },
];

/**
 * The demo staff accounts and their roles in the demo shops that exist: made once (an account
 * or role already there is left as it is), so a database of an older version gets them too.
 */
export async function seedDemoStaff(db: Database, passwordHash: string) {
  const shops = await db
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(inArray(stores.code, ['S001', 'S002', 'S007']));
  if (!shops.length) return;
  for (const person of DEMO_STAFF) {
    await db
      .insert(staff)
      .values({ email: person.email, name: person.name, passwordHash, operator: person.operator ?? false })
      .onConflictDoNothing();
    const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, person.email));
    if (!row) continue;
    // Linked once; a link the person changed, or an id another account holds, is left alone.
    if (person.telegram)
      await db.execute(sql`
        update staff set telegram_user_id = ${person.telegram}
        where id = ${row.id} and telegram_user_id is null
          and not exists (select 1 from staff s where s.telegram_user_id = ${person.telegram})`);
    const roles = shops
      .filter((shop) => person.roles[shop.code])
      .map((shop) => ({ storeId: shop.id, staffId: row.id, role: person.roles[shop.code] as string }));
    if (roles.length)
      await db
        .insert(staffRoles)
        .values(roles as (typeof staffRoles.$inferInsert)[])
        .onConflictDoNothing();
  }
}

/**
 * A demo database made before the back office existed: the demo staff, if the demo shops are
 * there and no staff account exists at all (a shop that has begun to use the back office is left
 * alone). Answers whether it added them.
 */
export async function seedDemoStaffOnce(
  db: Database,
  deps: { hashPassword(password: string): Promise<string> },
) {
  const [any] = await db.select({ id: staff.id }).from(staff).limit(1);
  if (any) return false;
  const [demo] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.code, ['S001', 'S002', 'S007']))
    .limit(1);
  if (!demo) return false;
  await seedDemoStaff(db, await deps.hashPassword(DEMO_STAFF_PASSWORD));
  return true;
}
