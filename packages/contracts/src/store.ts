import { z } from 'zod';
import { PaymentOptionSchema } from './checkout';

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
  footer: z.enum(['default', 'workshop']),
  address: z.string(),
  email: z.string(),
  opening_hours: z.string(),
  payment_methods: z.array(z.string()),
  /** The methods of payment_methods with what a checkout of each must send (the API's rules). */
  payment_options: z.array(PaymentOptionSchema),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

/** A bank-transfer type of the checkout (the specification's id, name, image, description). */
export const BankTransferTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  /** How to pay: the account's holder and number, in the shopper's language. */
  description: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});
export type BankTransferType = z.infer<typeof BankTransferTypeSchema>;

export const VendorInfoSchema = z.object({
  store_code: z.string(),
  name: z.string(),
  /** The discount Anakut Cash gives (percent of the subtotal, applied by the API at checkout). */
  anakut_bank: z.object({ discount_label: z.string(), discount_percent: z.number() }),
  /** The bank transfers the shop takes (the checkout's transfer types), with its accounts. */
  bank_transfer: z.array(BankTransferTypeSchema),
  /** Riel per US dollar, the shop's own rate: the riel totals and a KHQR in riel use it. */
  khr_per_usd: z.number().int().positive(),
  /** The payments run in the offline sandbox: the checkout shows its "simulate payment" control. */
  payments_sandbox: z.boolean(),
});
export type VendorInfo = z.infer<typeof VendorInfoSchema>;
