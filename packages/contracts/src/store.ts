import { z } from 'zod';

export const StoreMenuItemSchema = z.object({
  icon: z.string(),
  title: z.string(),
  to: z.string(),
  class: z.string(),
});

/** The store configuration of the specification (section 3), in the language asked for. */
export const StoreInfoSchema = z.object({
  id: z.number().int(),
  store_code: z.string(),
  domain: z.string(),
  domains: z.array(z.string()),
  name: z.string(),
  logo: z.string(),
  color: z.string(),
  playstore: z.string(),
  appstore: z.string(),
  menu: z.array(StoreMenuItemSchema),
  chat_id: z.string(),
  telegram_url: z.string(),
  telegram_channel: z.string(),
  facebook_url: z.string(),
  tiktok_url: z.string(),
  youtube_url: z.string(),
  smart: z.string(),
  cellcard: z.string(),
  metfone: z.string(),
  whatapp: z.string(),
  about_us: z.string(),
  footer: z.enum(['default', 's007']),
  address: z.string(),
  email: z.string(),
  opening_hours: z.string(),
  payment_methods: z.array(z.string()),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

export const VendorInfoSchema = z.object({
  store_code: z.string(),
  name: z.string(),
  /** The discount Anakut Cash gives (percent of the subtotal, applied by the API at checkout). */
  anakut_bank: z.object({ discount_label: z.string(), discount_percent: z.number() }),
});
export type VendorInfo = z.infer<typeof VendorInfoSchema>;
