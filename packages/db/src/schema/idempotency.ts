import { index, integer, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { id, storeId } from './keys';

/**
 * The first answer of a write sent with an `Idempotency-Key` header, replayed to a retry with the
 * same key (apps/api/src/lib/idempotency.ts). The row is written in the transaction of the write it
 * answers, so a committed write always has its answer here and a rolled-back one leaves no row. A
 * key is unique per shop and caller (`scope`: the customer, or a guest caller), for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: storeId(),
    id: id(),
    /** Who sent the key: `customer:<id>`, or `client:<address>` for a call without a customer. */
    scope: text('scope').notNull(),
    /** As sent (IDEMPOTENCY_KEY_MAX_LENGTH of @shop/contracts: 255). */
    key: varchar('key', { length: 255 }).notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request body as sent. */
    requestHash: text('request_hash').notNull(),
    /** The answer; null only inside the transaction that is still computing it. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('idempotency_keys_uq').on(t.storeId, t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.storeId, t.createdAt),
  ],
);
