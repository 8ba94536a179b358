import { addresses, customers, type Database } from '@shop/db';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { StoreRef } from '../../context';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const inStore = (store: StoreRef) => eq(customers.storeId, store.id);

export async function findCustomerById(db: Database, store: StoreRef, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(inStore(store), eq(customers.id, id)));
  return row;
}

export async function findCustomerByEmail(db: Database, store: StoreRef, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(inStore(store), sql`lower(${customers.email}) = ${email.toLowerCase()}`));
  return row;
}

/** The customer with this phone, other than `exceptId` when given. */
export async function findCustomerByPhone(db: Database, store: StoreRef, phone: string, exceptId?: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        inStore(store),
        eq(customers.phone, phone),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    );
  return row;
}

/** A customer's addresses: the default first, then by age. */
export function listAddresses(db: Database, store: StoreRef, customerId: number) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.storeId, store.id), eq(addresses.customerId, customerId)))
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
