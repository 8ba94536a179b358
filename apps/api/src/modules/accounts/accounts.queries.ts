import { addresses, customers } from '@shop/db';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { CustomerContext, RequestContext } from '../../context';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const inStore = (ctx: RequestContext) => eq(customers.storeId, ctx.store.id);

export async function findCustomerById(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(inStore(ctx), eq(customers.id, id)));
  return row;
}

export async function findCustomerByEmail(ctx: RequestContext, email: string) {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(inStore(ctx), sql`lower(${customers.email}) = ${email.toLowerCase()}`));
  return row;
}

/** The customer with this phone, other than `exceptId` when given. */
export async function findCustomerByPhone(ctx: RequestContext, phone: string, exceptId?: number) {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        inStore(ctx),
        eq(customers.phone, phone),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    );
  return row;
}

/** The signed-in customer's addresses: the default first, then by age. */
export function listAddresses(ctx: CustomerContext) {
  return ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.storeId, ctx.store.id), eq(addresses.customerId, ctx.customerId)))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** PostgreSQL's unique violation, seen through the driver's and Drizzle's wrappers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return !constraint || String(e.constraint ?? e.message).includes(constraint);
  }
  return false;
}
