import { STOCK_REASONS } from '@shop/contracts/admin-rules';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { id, storeId } from './keys';
import { staff } from './staff';

/** A change of stock by the staff, with its reason (decision 034); an order's stock is the order's. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    storeId: storeId(),
    id: id(),
    productId: integer('product_id').notNull(),
    /** Null: the stock of a product without options. */
    variantId: integer('variant_id'),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'stock_movements_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    index('stock_movements_product_idx').on(t.storeId, t.productId, t.at.desc()),
    check('stock_movements_reason_ck', sql`${t.reason} in ('received', 'damaged', 'counted', 'correction')`),
  ],
);
