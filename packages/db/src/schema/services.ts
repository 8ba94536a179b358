import { BOOKING_STATUSES } from '@shop/contracts/aftersales';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { subcategories } from './catalogue';
import { translations } from './common';
import { createdAt, id, oneOf, storeId } from './keys';

// The shop's services (repair, installation, CCTV and networking, IT support…) and the
// technicians ("freelancers") it works with, whom a shopper can ask to book.

export const serviceCategories = pgTable(
  'service_categories',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** The icon's name (the storefront's icon set). */
    icon: text('icon').notNull().default('wrench'),
    /** The catalogue's subcategory of the service products of this kind, if the shop sells some. */
    subcategoryId: integer('subcategory_id'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('service_categories_slug_uq').on(t.storeId, t.slug),
    foreignKey({
      columns: [t.storeId, t.subcategoryId],
      foreignColumns: [subcategories.storeId, subcategories.id],
    }),
  ],
);
export const serviceCategoryTranslations = translations(
  'service_category_translations',
  serviceCategories,
  'category_id',
  { name: text('name').notNull(), description: text('description').notNull().default('') },
);

/** A district or town a technician goes to (Daun Penh, Toul Kork, Siem Reap…). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), unique('service_areas_slug_uq').on(t.storeId, t.slug)],
);
export const serviceAreaTranslations = translations('service_area_translations', serviceAreas, 'area_id', {
  name: text('name').notNull(),
});

/** A technician the shop sends out or recommends. Contact goes through the shop (its Telegram or phone). */
export const freelancers = pgTable(
  'freelancers',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    /** A picture path (media). */
    photo: text('photo').notNull().default(''),
    /** Average rating in tenths of a star (0–50), and how many ratings it is of. */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    yearsExperience: integer('years_experience').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    active: integer('active').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('freelancers_slug_uq').on(t.storeId, t.slug),
    check('freelancers_rating_ck', sql`${t.ratingTenths} between 0 and 50 and ${t.ratingCount} >= 0`),
  ],
);
export const freelancerTranslations = translations('freelancer_translations', freelancers, 'freelancer_id', {
  name: text('name').notNull(),
  headline: text('headline').notNull().default(''),
  bio: text('bio').notNull().default(''),
});

/** What a technician does: their service categories. */
export const freelancerSkills = pgTable(
  'freelancer_skills',
  {
    storeId: storeId(),
    freelancerId: integer('freelancer_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.freelancerId, t.categoryId] }),
    foreignKey({
      columns: [t.storeId, t.freelancerId],
      foreignColumns: [freelancers.storeId, freelancers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.categoryId],
      foreignColumns: [serviceCategories.storeId, serviceCategories.id],
    }).onDelete('cascade'),
    index('freelancer_skills_category_idx').on(t.storeId, t.categoryId),
  ],
);

/** Where a technician goes. */
export const freelancerAreas = pgTable(
  'freelancer_areas',
  {
    storeId: storeId(),
    freelancerId: integer('freelancer_id').notNull(),
    areaId: integer('area_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.freelancerId, t.areaId] }),
    foreignKey({
      columns: [t.storeId, t.freelancerId],
      foreignColumns: [freelancers.storeId, freelancers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.areaId],
      foreignColumns: [serviceAreas.storeId, serviceAreas.id],
    }).onDelete('cascade'),
    index('freelancer_areas_area_idx').on(t.storeId, t.areaId),
  ],
);

/** A shopper's request to book a technician: kept for the shop, which calls back. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    storeId: storeId(),
    id: id(),
    freelancerId: integer('freelancer_id').notNull(),
    categoryId: integer('category_id'),
    areaId: integer('area_id'),
    /** The signed-in customer who asked, if any. */
    customerId: integer('customer_id'),
    name: text('name').notNull(),
    /** +855… (normalised as accounts do). */
    phone: text('phone').notNull(),
    preferredDate: date('preferred_date'),
    message: text('message').notNull().default(''),
    /** The language the shopper wrote in (the shop answers in it). */
    locale: text('locale').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.freelancerId],
      foreignColumns: [freelancers.storeId, freelancers.id],
    }).onDelete('cascade'),
    index('booking_requests_created_idx').on(t.storeId, t.createdAt),
    oneOf('booking_requests_status_ck', t.status, BOOKING_STATUSES),
  ],
);
