import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from './common';

export interface StoreMenuItem {
  icon: string;
  title: Localized;
  to: string;
  class: string;
}

export interface StorePayment {
  methods: string[];
  anakut_discount_label: Localized;
  /** The discount paying with Anakut Cash takes off the subtotal, in percent (0 or absent: none). */
  anakut_discount_percent?: number;
  khqr_account: string;
  merchant_city: string;
  /** Riel per US dollar for riel totals and a KHQR in riel (absent: DEFAULT_KHR_PER_USD). */
  khr_per_usd?: number;
  /** The accounts a bank transfer can go to: the checkout's transfer types, in order. */
  bank_transfer?: StoreBankAccount[];
  /** What delivery costs an order, in cents (absent: 0, the specification's default). */
  delivery_fee_cents?: number;
  /** From this subtotal on, in cents, delivery is free (absent: never). */
  free_delivery_from_cents?: number;
}

/** One account a shopper can transfer to (ABA, ACLEDA, or a phone wallet number). */
export interface StoreBankAccount {
  id: 'ABA' | 'ACLEDA' | 'phone';
  name: Localized;
  image?: string;
  account_name: string;
  account_number: string;
}

/** A shop. Its configuration is the store config of the specification, section 3. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  logo: text('logo').notNull().default(''),
  color: text('color').notNull().default('#1d4ed8'),
  playstore: text('playstore').notNull().default(''),
  appstore: text('appstore').notNull().default(''),
  menu: jsonb('menu').$type<StoreMenuItem[]>().notNull().default([]),
  /** The shop's Telegram group (its order messages); empty: none. */
  chatId: text('chat_id').notNull().default(''),
  /** The language of the group's messages. */
  telegramLocale: text('telegram_locale', { enum: ['en', 'kh', 'zh'] })
    .notNull()
    .default('en'),
  telegramUrl: text('telegram_url').notNull().default(''),
  telegramChannel: text('telegram_channel').notNull().default(''),
  facebookUrl: text('facebook_url').notNull().default(''),
  tiktokUrl: text('tiktok_url').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  smart: text('smart').notNull().default(''),
  cellcard: text('cellcard').notNull().default(''),
  metfone: text('metfone').notNull().default(''),
  whatapp: text('whatapp').notNull().default(''),
  aboutUs: jsonb('about_us').$type<Localized>().notNull(),
  footer: text('footer', { enum: ['default', 'workshop'] })
    .notNull()
    .default('default'),
  address: jsonb('address').$type<Localized>().notNull(),
  email: text('email').notNull().default(''),
  openingHours: jsonb('opening_hours').$type<Localized>().notNull(),
  payment: jsonb('payment').$type<StorePayment>().notNull(),
  /** Every staff member of the shop signs in with a second factor (an authenticator app's code). */
  staffTotpRequired: boolean('staff_totp_required').notNull().default(false),
  /** Moved by every save of the shop's settings: two owners saving at once, the second is told. */
  version: integer('version').notNull().default(1),
  /** Set by the platform's operator: the storefront answers no more, the back office keeps it. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The host names a shop answers to; one host belongs to one shop. */
export const storeDomains = pgTable(
  'store_domains',
  {
    domain: text('domain').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [index('store_domains_store_idx').on(t.storeId)],
);
