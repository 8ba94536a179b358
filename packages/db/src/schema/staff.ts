import { CHANNELS, STAFF_ROLES } from '@shop/contracts/admin-rules';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, storeId } from './keys';
import { orderLines, orders } from './orders';
import { stores } from './stores';

// The back office's people: staff accounts of their own (never customers), a role in each shop
// they work for, their sessions and one-time codes, and the append-only audit log of what they
// did. A staff account belongs to the platform, not to a shop: one sign-in serves every shop the
// person has a role in, and each call names the shop it acts on.

/** A person who works in one or more shops (or the platform's operator). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; one account per address on the platform. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Argon2id; null until an invited person sets theirs. */
    passwordHash: text('password_hash'),
    /** The platform's operator: opens shops, their domains and first owner. */
    operator: boolean('operator').notNull().default(false),
    /** The admin's language for this person. */
    locale: text('locale', { enum: ['en', 'kh', 'zh'] })
      .notNull()
      .default('en'),
    /** A TOTP secret (base32), once confirmed with a first code; `totp_pending` while being set up. */
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Their Telegram user id, once linked (a code sent to the bot): their presses in a shop's group act as them. */
    telegramUserId: bigint('telegram_user_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email), uniqueIndex('staff_telegram_uq').on(t.telegramUserId)],
);

/** A staff member's role in one shop. Removing the row removes them from the shop. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    storeId: storeId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.staffId] }),
    index('staff_roles_staff_idx').on(t.staffId),
    oneOf('staff_roles_role_ck', t.role, STAFF_ROLES),
  ],
);

/**
 * A signed-in device. The bearer token is random; only its SHA-256 is kept. It ends when it
 * expires or stays unused 12 hours, when its person signs out or ends it, changes their password,
 * or is removed from a shop (every session of theirs: they sign in again to their other shops).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * A one-time code mailed to a staff member: an invitation (set a password and join) or a
 * password reset; or shown to them to send to the shop's Telegram bot (linking their account). Kept hashed, good once, until it expires.
 */
export const staffCodes = pgTable(
  'staff_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset', 'telegram'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_codes_hash_uq').on(t.codeHash), index('staff_codes_staff_idx').on(t.staffId)],
);

/**
 * Every staff action, one row each, written in the transaction of the action: who, in which shop,
 * what, on what, before and after, when, from where. Append-only: a trigger (migration 0019)
 * refuses any update or delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: not a staff member (the system, a shopper's own action). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    channel: text('channel', { enum: CHANNELS }).notNull().default('web'),
    address: text('address').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('audit_log_at_idx').on(t.storeId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.storeId, t.entity, t.entityId, t.at.desc()),
    oneOf('audit_log_channel_ck', t.channel, CHANNELS),
  ],
);

/** A note the staff keep on an order (the customer never sees it). */
export const orderNotes = pgTable(
  'order_notes',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_notes_order_idx').on(t.storeId, t.orderId),
  ],
);

/**
 * The serial number of each unit packed, by order line: written at packing, made warranty units
 * when the order is delivered.
 */
export const orderSerials = pgTable(
  'order_serials',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    /** Upper-cased without spaces, as the warranty lookup normalises. */
    serial: text('serial').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.storeId, t.orderLineId],
      foreignColumns: [orderLines.storeId, orderLines.id],
    }).onDelete('cascade'),
    unique('order_serials_uq').on(t.storeId, t.serial),
    index('order_serials_order_idx').on(t.storeId, t.orderId),
  ],
);
