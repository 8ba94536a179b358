import { z } from 'zod';
import { PhoneSchema } from './account';

/**
 * Services and technicians: the shop's service categories, the technicians ("freelancers") it
 * works with, and a shopper's request to book one. The shop calls back; nothing is paid here.
 */

export const BOOKING_NAME_MAX = 80;
export const BOOKING_MESSAGE_MAX = 1000;
/** How far ahead a preferred date may be. */
export const BOOKING_MAX_DAYS_AHEAD = 90;
/** Technicians per page of the list. */
export const FREELANCERS_PER_PAGE = 12;

const Named = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof Named>;

export const ServiceCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  /** Active technicians who do this. */
  freelancer_count: z.number().int(),
});
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

export const FreelancerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  headline: z.string(),
  /** A picture URL, or '' (the storefront draws initials). */
  photo: z.string(),
  skills: z.array(Named),
  areas: z.array(Named),
  /** Average stars, 0–5 with one decimal. */
  rating: z.number(),
  rating_count: z.number().int(),
  years_experience: z.number().int(),
});
export type FreelancerSummary = z.infer<typeof FreelancerSummarySchema>;

export const ServiceProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  promo_price: z.number().nullable(),
  paid_price: z.number(),
});
export type ServiceProduct = z.infer<typeof ServiceProductSchema>;

export const ServicesAnswerSchema = z.object({
  categories: z.array(ServiceCategorySchema),
  /** The category asked for with cat_id, else null. */
  selected: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      icon: z.string(),
      freelancers: z.array(FreelancerSummarySchema),
      products: z.array(ServiceProductSchema),
    })
    .nullable(),
});
export type ServicesAnswer = z.infer<typeof ServicesAnswerSchema>;

export const FreelancerListSchema = z.object({
  data: z.array(FreelancerSummarySchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** The filters' choices: the service categories and the areas. */
  skills: z.array(Named),
  areas: z.array(Named),
});
export type FreelancerList = z.infer<typeof FreelancerListSchema>;

export const FreelancerDetailSchema = FreelancerSummarySchema.extend({
  bio: z.string(),
  /** The shop's contact: technicians are booked through the shop. */
  contact: z.object({ telegram_url: z.string(), phone: z.string() }),
});
export type FreelancerDetail = z.infer<typeof FreelancerDetailSchema>;

/** YYYY-MM-DD. Whether it is today or later (in Phnom Penh) is the API's check. */
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'preferred_date must be a date YYYY-MM-DD');

export const BookingBodySchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(BOOKING_NAME_MAX),
  phone: PhoneSchema,
  category_id: z.number().int().positive().optional().nullable(),
  area_id: z.number().int().positive().optional().nullable(),
  preferred_date: DateSchema.optional().nullable(),
  message: z.string().trim().max(BOOKING_MESSAGE_MAX).optional().default(''),
});
export type BookingBody = z.input<typeof BookingBodySchema>;

export const BookingAnswerSchema = z.object({ booking_id: z.number().int() });
