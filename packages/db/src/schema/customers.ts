import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** A shopper's account; accounts belong to one shop (the same e-mail may exist in two shops). */
export const customers = pgTable(
  'customers',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when the customer proved the phone number with an OTP code. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('customers_email_uq').on(t.storeId, sql`lower(${t.email})`),
    uniqueIndex('customers_phone_uq').on(t.storeId, t.phone),
  ],
);
