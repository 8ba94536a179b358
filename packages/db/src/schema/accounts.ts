import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products, units } from './catalogue';
import { customers } from './customers';
import { createdAt, id, storeId } from './keys';

const customerId = () => integer('customer_id').notNull();
/** The customer of the same shop: a row can never point at another shop's customer. */
const ofCustomer = (t: { storeId: AnyPgColumn; customerId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.storeId, t.customerId],
    foreignColumns: [customers.storeId, customers.id],
  }).onDelete('cascade');
const ofProduct = (t: { storeId: AnyPgColumn; productId: AnyPgColumn }) =>
  foreignKey({ columns: [t.storeId, t.productId], foreignColumns: [products.storeId, products.id] }).onDelete(
    'cascade',
  );

/**
 * A login session. The bearer token is random; only its SHA-256 is stored, so a leaked table
 * cannot be replayed. A token belongs to one customer of one shop.
 */
export const sessions = pgTable(
  'sessions',
  {
    storeId: storeId(),
    id: id(),
    customerId: customerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('sessions_token_uq').on(t.storeId, t.tokenHash),
    ofCustomer(t),
    index('sessions_customer_idx').on(t.storeId, t.customerId),
  ],
);

/**
 * A one-time code: phone verification (`otp`) or a password reset (`password_reset`). Stored
 * hashed, expires, used at most once; `attempts` counts wrong guesses.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    storeId: storeId(),
    id: id(),
    purpose: text('purpose', { enum: ['otp', 'password_reset'] }).notNull(),
    /** The phone number or e-mail address the code was sent to (normalised). */
    target: text('target').notNull(),
    customerId: integer('customer_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('verification_codes_target_idx').on(t.storeId, t.purpose, t.target, t.createdAt.desc()),
  ],
);

/** Every SMS and e-mail the shop sends, as written; the default sender only writes here and logs. */
export const outbox = pgTable(
  'outbox',
  {
    storeId: storeId(),
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('outbox_recipient_idx').on(t.storeId, t.recipient, t.createdAt.desc()),
  ],
);

/** Delivery addresses ("locations") of a customer; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    storeId: storeId(),
    id: id(),
    customerId: customerId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    ofCustomer(t),
    index('addresses_customer_idx').on(t.storeId, t.customerId),
    check('addresses_lat_ck', sql`${t.lat} between -90 and 90`),
    check('addresses_long_ck', sql`${t.long} between -180 and 180`),
  ],
);

/**
 * A line of a customer's server cart. `variant_option_id` 0 means the product has no variant (the
 * specification's "variant option 0"); one line per product and variant, so adding again raises
 * the quantity. Prices are never stored here: they are read from the catalogue.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    storeId: storeId(),
    id: id(),
    customerId: customerId(),
    productId: integer('product_id').notNull(),
    variantOptionId: integer('variant_option_id').notNull().default(0),
    unitId: integer('unit_id'),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('cart_items_line_uq').on(t.storeId, t.customerId, t.productId, t.variantOptionId),
    ofCustomer(t),
    ofProduct(t),
    foreignKey({ columns: [t.storeId, t.unitId], foreignColumns: [units.storeId, units.id] }),
    check('cart_items_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);

/** A wishlist entry; one per product and variant. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    storeId: storeId(),
    id: id(),
    customerId: customerId(),
    productId: integer('product_id').notNull(),
    variantOptionId: integer('variant_option_id').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('wishlist_items_uq').on(t.storeId, t.customerId, t.productId, t.variantOptionId),
    ofCustomer(t),
    ofProduct(t),
    check('wishlist_items_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * A guest cart already merged into a customer's server cart, by the id the browser gave it: a
 * reload mid-way or a second tab sending the same cart again adds nothing.
 */
export const cartMerges = pgTable(
  'cart_merges',
  {
    storeId: storeId(),
    customerId: customerId(),
    mergeKey: text('merge_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.mergeKey] }), ofCustomer(t)],
);
