import { z } from 'zod';
import { EmailSchema } from './account';
import { PAYMENT_OPTIONS } from './statuses';

// The shop's settings as the back office keeps them (issue 30, part 7): its profile (name,
// colour, contacts, links, texts, menu), kept by owners and managers, and its money settings
// (payment methods, transfer accounts, KHQR, Anakut discount, riel rate, delivery fee), kept by
// owners only. Each save carries the version it read: a save over another's is a 409.

/** One language's text of `field`, trimmed, at most `max` characters. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A text in en, kh and zh; English required when `required`, the others may be empty. */
const texts = (field: string, max: number, required: boolean) =>
  z.object(
    {
      en: required
        ? text(`${field}.en`, max).min(1, `${field}.en is required`)
        : text(`${field}.en`, max).default(''),
      kh: text(`${field}.kh`, max).default(''),
      zh: text(`${field}.zh`, max).default(''),
    },
    { error: `${field} must be its text in en, kh and zh ({ en, kh, zh })` },
  );

const link = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(300, `${field} must be at most 300 characters`)
    .refine(
      (v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
      `${field} must start with https:// or be empty`,
    );

const phone = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(40, `${field} must be at most 40 characters`)
    .regex(/^[0-9 +()-]*$/, `${field} must be a phone number (digits, spaces, + - ( )) or empty`);

/** One item of the shop's menu bar: an icon's name, a title, where it leads, a style. */
export const MenuItemSchema = z.object({
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,40}$/, 'menu.icon must be an icon name such as phone (letters, digits, -)'),
  title: texts('menu.title', 60, true),
  to: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
      'menu.to must be a path of the shop such as /phone, or an https:// address',
    ),
  class: z
    .string()
    .trim()
    .regex(/^[a-z0-9 :_-]{0,80}$/, 'menu.class must be style classes such as text-red-600 font-semibold'),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** The version read, sent back with a save. */
const version = z
  .number({ error: 'version must be the number the settings were read with' })
  .int()
  .positive()
  .optional()
  .describe('The version read; omitted: saved whatever changed in between');

export const ShopProfileBodySchema = z.object({
  version,
  name: texts('name', 100, true),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'color must be a colour such as #1d4ed8')
    .transform((c) => c.toLowerCase()),
  email: z.union([z.literal(''), EmailSchema], { error: 'email must be an e-mail address or empty' }),
  smart: phone('smart'),
  cellcard: phone('cellcard'),
  metfone: phone('metfone'),
  whatapp: phone('whatapp'),
  telegram_url: link('telegram_url'),
  telegram_channel: link('telegram_channel'),
  facebook_url: link('facebook_url'),
  tiktok_url: link('tiktok_url'),
  youtube_url: link('youtube_url'),
  playstore: link('playstore'),
  appstore: link('appstore'),
  about_us: texts('about_us', 5000, false),
  address: texts('address', 500, false),
  opening_hours: texts('opening_hours', 200, false),
  footer: z.enum(['default', 'workshop'], { error: 'footer must be default or workshop' }),
  menu: z.array(MenuItemSchema).max(20, 'menu must have at most 20 items'),
});
export type ShopProfileBody = z.infer<typeof ShopProfileBodySchema>;

/** Dollars as the storefront API gives them: at most two decimals, never below zero. */
const dollars = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number of dollars` })
    .min(0, `${field} must not be below 0`)
    .max(max, `${field} must be at most ${max.toLocaleString('en')}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${field} must have at most 2 decimals`);

export const BANK_ACCOUNT_TYPES = ['ABA', 'ACLEDA', 'phone'] as const;

export const BankAccountSchema = z.object({
  id: z.enum(BANK_ACCOUNT_TYPES, { error: 'bank_transfer.id must be ABA, ACLEDA or phone' }),
  name: texts('bank_transfer.name', 60, true),
  account_name: z
    .string()
    .trim()
    .min(1, 'bank_transfer.account_name is required')
    .max(80, 'bank_transfer.account_name must be at most 80 characters'),
  account_number: z
    .string()
    .trim()
    .min(1, 'bank_transfer.account_number is required')
    .max(40, 'bank_transfer.account_number must be at most 40 characters')
    .regex(/^[0-9A-Za-z ._-]+$/, 'bank_transfer.account_number must be digits, letters, spaces, . _ or -'),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

const MoneyFieldsSchema = z.object({
  version,
  methods: z
    .array(z.enum(PAYMENT_OPTIONS, { error: `must be one of ${PAYMENT_OPTIONS.join(', ')}` }))
    .min(1, 'at least one payment method must stay on')
    .transform((methods) => PAYMENT_OPTIONS.filter((m) => methods.includes(m))),
  bank_transfer: z
    .array(BankAccountSchema)
    .max(3)
    .refine(
      (accounts) => new Set(accounts.map((a) => a.id)).size === accounts.length,
      'each account type at most once',
    ),
  khqr_account: z
    .string()
    .trim()
    .max(32, 'khqr_account must be at most 32 characters')
    .regex(/^([A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+)?$/, 'khqr_account must be a Bakong account such as shop@aclb'),
  merchant_city: z
    .string()
    .trim()
    .min(1, 'merchant_city is required')
    .max(15, 'merchant_city must be at most 15 characters (a KHQR carries at most 15)')
    .regex(/^[\x20-\x7e]+$/, 'merchant_city must be written in Latin letters'),
  anakut_discount_percent: z
    .number({ error: 'anakut_discount_percent must be a number' })
    .int('anakut_discount_percent must be a whole number')
    .min(0, 'anakut_discount_percent must not be below 0')
    .max(50, 'anakut_discount_percent must be at most 50'),
  anakut_discount_label: texts('anakut_discount_label', 120, false),
  khr_per_usd: z
    .number({ error: 'khr_per_usd must be a number' })
    .int('khr_per_usd must be a whole number of riel')
    .min(1000, 'khr_per_usd must be between 1000 and 10000')
    .max(10000, 'khr_per_usd must be between 1000 and 10000'),
  delivery_fee: dollars('delivery_fee', 1000),
  /** null: delivery is never free. */
  free_delivery_from: dollars('free_delivery_from', 1_000_000).nullable(),
});

export const ShopMoneyBodySchema = MoneyFieldsSchema.superRefine((body, ctx) => {
  if (body.methods.includes('khqr') && !body.khqr_account)
    ctx.addIssue({
      code: 'custom',
      path: ['khqr_account'],
      message: 'KHQR needs a Bakong account',
    });
  if (body.methods.includes('bankTransfer') && body.bank_transfer.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['bank_transfer'],
      message: 'a bank transfer needs at least one account',
    });
});
export type ShopMoneyBody = z.infer<typeof ShopMoneyBodySchema>;

/** The settings as the back office reads them: both parts, with the version to send back. */
export const ShopSettingsSchema = z.object({
  store_code: z.string(),
  version: z.number().int(),
  logo: z.string(),
  domains: z.array(z.string()),
  profile: ShopProfileBodySchema.omit({ version: true }),
  money: MoneyFieldsSchema.omit({ version: true }),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

// ---- The platform's shops (the operator) ----------------------------------------------------------

/** One shop as the platform's operator sees it. */
export const PlatformShopSchema = z.object({
  store_code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  owners: z.array(z.string()),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type PlatformShop = z.infer<typeof PlatformShopSchema>;

export const ShopSuspendBodySchema = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters'),
});
