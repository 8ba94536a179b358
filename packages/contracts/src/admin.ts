import { z } from 'zod';
import { EmailSchema } from './account';
import {
  AUDIT_ENTITIES,
  CHANNELS,
  ORDER_QUEUES,
  ORDER_TRANSITIONS,
  STAFF_ROLES,
  STOCK_REASONS,
} from './admin-rules';
import { OrderStatusSchema, PAYMENT_OPTIONS, PaymentStatusSchema } from './checkout';
import { LocaleSchema, paginated } from './common';

// The back office (`/admin/api/…`, apps/admin): the shapes both sides share. Its rules (roles,
// permissions, moves, queues) are in admin-rules.ts, without Zod, and exported from here too.
export * from './admin-rules';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** Who did something: a staff member, as every timeline and audit row names them. */
export const StaffRefSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof StaffRefSchema>;

export const ChannelSchema = z.enum(CHANNELS);

// ---- Sign-in ------------------------------------------------------------------------------------

/** A sign-in refused (401) for a wrong e-mail or password: the same words for either. */
export const STAFF_BAD_CREDENTIALS = 'Email or password is incorrect';
/** A sign-in (401) that needs the authenticator's code: the admin then asks for it. */
export const TOTP_NEEDED = 'totp: enter the 6-digit code of your authenticator app';
/** A sign-in or a step (401/400) whose authenticator code is wrong, too old or used before. */
export const TOTP_WRONG = 'totp: the code is wrong or was already used';

export const StaffLoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'password is required').max(200),
  /** The six digits of an authenticator app, when two-factor sign-in is on. */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'totp: must be the 6 digits of the authenticator app')
    .optional(),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

/** A shop a staff member works for, and their role there. */
export const StaffShopSchema = z.object({
  store_code: z.string(),
  /** The shop's name in English (a Latin name for every shop); `names` has it in each language. */
  name: z.string(),
  names: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
  role: StaffRoleSchema,
  /** The shop asks every staff member for a second factor at sign-in. */
  totp_required: z.boolean(),
});
export type StaffShop = z.infer<typeof StaffShopSchema>;

export const MeSchema = z.object({
  staff: StaffRefSchema.extend({
    locale: LocaleSchema,
    operator: z.boolean(),
    totp_enabled: z.boolean(),
    /** Their Telegram account is linked: their taps in a shop's group act as them. */
    telegram_linked: z.boolean(),
  }),
  shops: z.array(StaffShopSchema),
});
export type Me = z.infer<typeof MeSchema>;

/** A one-time code to send the shop's bot (`/start <code>`), linking the staff member's Telegram account. */
export const TelegramLinkSchema = z.object({
  code: z.string(),
  expires_at: z.iso.datetime(),
  /** The bot's t.me address with the code, when the bot's username is known. */
  link: z.string().nullable(),
});
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

/** A message to the shop's group that could not be sent, or is still waiting. */
export const TelegramOutboxRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  kind: z.enum(['order', 'receipt']),
  chat_id: z.string(),
  created_at: z.iso.datetime(),
  attempts: z.number().int(),
  state: z.enum(['waiting', 'failed']),
  /** Telegram's words for the last failure. */
  error: z.string(),
});
export type TelegramOutboxRow = z.infer<typeof TelegramOutboxRowSchema>;

/** The shop's Telegram group as its owner sets it, and what has not reached it. */
export const TelegramSettingsSchema = z.object({
  /** Whether this platform has a bot (TELEGRAM_BOT_TOKEN): without one nothing is sent. */
  bot: z.boolean(),
  chat_id: z.string(),
  locale: LocaleSchema,
  /** Messages not sent yet (waiting) or not sendable (failed), newest first, at most 50. */
  outbox: z.array(TelegramOutboxRowSchema),
});
export type TelegramSettings = z.infer<typeof TelegramSettingsSchema>;

export const TelegramSettingsBodySchema = z.object({
  /** A group's id as Telegram gives it (-100…), or empty for none. */
  chat_id: z
    .string()
    .trim()
    .regex(/^(-?\d{1,20})?$/, 'chat_id must be a Telegram chat id such as -1001234567890, or empty'),
  locale: LocaleSchema,
});
export type TelegramSettingsBody = z.infer<typeof TelegramSettingsBodySchema>;

export const StaffSessionAnswerSchema = MeSchema.extend({ token: z.string() });
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswerSchema>;

/** One of the staff member's own sessions (signed-in devices). */
export const StaffSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  user_agent: z.string(),
  address: z.string(),
  current: z.boolean(),
});

export const TotpSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code, an SVG document. */
  qr_svg: z.string(),
});

export const TotpCodeBodySchema = z.object({
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'totp: must be the 6 digits of the authenticator app'),
});

export const PasswordChangeBodySchema = z.object({
  current_password: z.string().min(1, 'current_password is required').max(200),
  new_password: z.string().min(8, 'new_password: at least 8 characters').max(200),
});

export const AcceptInviteBodySchema = z.object({
  code: z.string().trim().min(16, 'code: not a valid invitation code').max(200),
  name: z.string().trim().min(1, 'name is required').max(100).optional(),
  password: z.string().min(8, 'password: at least 8 characters').max(200),
});

export const LocaleBodySchema = z.object({ locale: LocaleSchema });

// ---- The order desk ----------------------------------------------------------------------------

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

export const AdminOrdersQuerySchema = z.object({
  queue: z.enum(ORDER_QUEUES).optional(),
  status: OrderStatusSchema.optional(),
  payment_status: PaymentStatusSchema.optional(),
  payment_method: z.enum(PAYMENT_OPTIONS).optional(),
  /** An order number, a phone number or a customer's name. */
  q: z.string().trim().max(100).optional(),
  /** Placed on or after this day, and on or before `to` (the shop's days, Asia/Phnom_Penh). */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  row_per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema,
  payment_method: z.string(),
  queue: z.enum(ORDER_QUEUES),
  total: z.number(),
  total_khr: z.number().int(),
  created_at: z.iso.datetime(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  items: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListSchema = paginated(AdminOrderRowSchema).extend({
  /** How many orders wait in each queue (the whole shop, not only this filter). */
  queues: z.record(z.enum(ORDER_QUEUES), z.number().int()),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  status: PaymentStatusSchema,
  provider: z.string(),
  amount: z.number(),
  amount_khr: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The transfer's receipt: an /admin/api address, readable with the staff token. */
  receipt_url: z.string().nullable(),
  /** Another payment of the shop came with the very same receipt picture. */
  receipt_used_before: z.array(
    z.object({ payment_id: z.number().int(), order_id: z.number().int().nullable() }),
  ),
  /** The shop's account the money should reach (a transfer's type). */
  to_account: z.object({ bank: z.string(), account_name: z.string(), account_number: z.string() }).nullable(),
  /** The staff moves this payment has now. */
  can: z.object({ review: z.boolean(), collect: z.boolean(), refund: z.boolean() }),
  /** Why it was rejected, failed or refunded, as the staff wrote it. */
  reason: z.string().nullable(),
  /** A refund's reference: how the money went back (a bank's reference, "cash"). */
  refund_reference: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const TimelineEntrySchema = z.object({
  at: z.iso.datetime(),
  /** `order.confirmed`, `payment.paid`, `note`… */
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  staff: StaffRefSchema.nullable(),
  channel: ChannelSchema,
  note: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const AdminOrderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string(),
  is_service: z.boolean(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  /** Serial numbers recorded at packing. */
  serials: z.array(z.string()),
});

export const AdminOrderSchema = AdminOrderRowSchema.extend({
  lines: z.array(AdminOrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  delivery_fee: z.number(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string() }),
  address: z.object({
    name: z.string(),
    description: z.string(),
    lat: z.number(),
    long: z.number(),
    map_url: z.string(),
  }),
  note: z.string(),
  transfer_type: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  payments: z.array(AdminPaymentSchema),
  timeline: z.array(TimelineEntrySchema),
  notes: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      staff: StaffRefSchema.nullable(),
      text: z.string(),
    }),
  ),
  /** The moves this staff member may make now (the machine's and the role's). */
  can: z.array(z.enum(ORDER_TRANSITIONS)),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const SerialsSchema = z
  .array(
    z.object({
      line_id: z.number().int().positive(),
      serials: z.array(z.string().trim().min(1).max(64)).max(999),
    }),
  )
  .max(200);

export const TransitionBodySchema = z.object({
  to: z.enum(ORDER_TRANSITIONS),
  reason: z.string().trim().max(500).optional(),
  courier: z.string().trim().max(100).optional(),
  tracking_number: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._\-/ ]*$/, 'tracking_number: letters, digits and . _ - / only')
    .optional(),
  /** Packing: each unit's serial number, by order line. */
  serials: SerialsSchema.optional(),
  /** Cancelling a paid order: how the money went back (a bank reference, "cash"). */
  refund_reference: z.string().trim().max(200).optional(),
});
export type TransitionBody = z.infer<typeof TransitionBodySchema>;

export const ReviewBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});

export const CollectBodySchema = z.object({
  /** The cash taken, in dollars; it must be the amount due. */
  amount: z.number().positive().max(1_000_000).optional(),
});

export const RefundBodySchema = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(500),
  reference: z.string().trim().max(200).optional(),
});

export const NoteBodySchema = z.object({ text: z.string().trim().min(1, 'text is required').max(2000) });

// ---- Staff -------------------------------------------------------------------------------------

export const StaffMemberSchema = StaffRefSchema.extend({
  role: StaffRoleSchema,
  /** invited: has not yet set a password from the invitation. */
  status: z.enum(['active', 'invited']),
  totp_enabled: z.boolean(),
  created_at: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffBodySchema = z.object({
  email: EmailSchema,
  name: z.string().trim().min(1, 'name is required').max(100),
  role: StaffRoleSchema,
});
export const StaffUpdateSchema = z.object({
  role: StaffRoleSchema.optional(),
  name: z.string().trim().min(1).max(100).optional(),
});

export const ShopSecuritySchema = z.object({ totp_required: z.boolean() });

// ---- Audit ------------------------------------------------------------------------------------

export const AuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.string().trim().max(64).optional(),
  staff_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  row_per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const AuditRowSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  staff: StaffRefSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  channel: ChannelSchema,
  address: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

// ---- Shops (the platform operator) -------------------------------------------------------------

export const NewShopBodySchema = z.object({
  store_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, 'store_code: 2 to 32 letters, digits, _ or -'),
  name: z.union([
    z.string().trim().min(1).max(100),
    z.object({
      en: z.string().trim().min(1).max(100),
      kh: z.string().trim().max(100).optional(),
      zh: z.string().trim().max(100).optional(),
    }),
  ]),
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
          'domains: a host name such as shop.example.com',
        ),
    )
    .min(1, 'domains: at least one')
    .max(10),
  owner_email: EmailSchema,
  owner_name: z.string().trim().min(1).max(100).optional(),
});
export type NewShopBody = z.infer<typeof NewShopBodySchema>;

export const NewShopSchema = z.object({
  store_code: z.string(),
  name: z.string(),
  names: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
  domains: z.array(z.string()),
  owner_email: z.string(),
});

// ---- The dashboard -----------------------------------------------------------------------------

export const DashboardSchema = z.object({
  /** Today, the last 7 and the last 30 days (the shop's days), paid and unpaid orders alike. */
  periods: z.array(
    z.object({
      days: z.number().int(),
      orders: z.number().int(),
      sales: z.number(),
      sales_khr: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  /** Sales per day of the last 30, oldest first. */
  daily: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: z.number() })),
  queues: z.record(z.enum(ORDER_QUEUES), z.number().int()),
  top_products: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      sales: z.number(),
    }),
  ),
  by_method: z.array(z.object({ method: z.string(), orders: z.number().int(), sales: z.number() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ---- The catalogue (issue 30) --------------------------------------------------------------------

/** Money as the storefront API gives it: dollars, at most two decimals, never below zero. */
const DollarsSchema = (field: string) =>
  z
    .number({ error: `${field} must be a number of dollars` })
    .min(0, `${field} must not be below 0`)
    .max(1_000_000, `${field} must be at most 1,000,000`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${field} must have at most 2 decimals`);

/** A text in the three languages; English is required, Khmer and Chinese may be missing. */
const LocalizedSchema = (field: string, max: number, required: boolean) =>
  z.object({
    en: required
      ? z.string().trim().min(1, `${field}.en is required`).max(max)
      : z.string().trim().max(max).default(''),
    kh: z.string().trim().max(max).default(''),
    zh: z.string().trim().max(max).default(''),
  });

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

/** One unit a product sells: a variant, or (`id` null) the product itself when it has no options. */
export const AdminVariantSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  sku: z
    .string()
    .trim()
    .min(1, 'sku is required')
    .max(64, 'sku must be at most 64 characters')
    .regex(SKU_PATTERN, 'sku: letters, digits and . _ - / only'),
  /** The variant's name ("Black / 256GB"); empty for the product itself. */
  name: z.string().trim().max(120).default(''),
  price: DollarsSchema('price'),
  promo_price: DollarsSchema('promo_price').nullable().default(null),
  /**
   * Left out on a save: the stock stays as it is then (a sale between reading and saving is not
   * undone); given: a count, its difference a `counted` stock movement. 0 for a new unit without.
   */
  stock: z
    .number({ error: 'stock must be a whole number' })
    .int('stock must be a whole number')
    .min(0, 'stock must not be below 0')
    .max(10_000_000)
    .optional(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

/** A product as POST and PUT take it, and as GET gives it (with `id` and `version`). */
export const AdminProductBodySchema = z
  .object({
    name: LocalizedSchema('name', 200, true),
    description: LocalizedSchema('description', 20_000, false).default({ en: '', kh: '', zh: '' }),
    category_id: z.number().int().positive(),
    subcategory_id: z.number().int().positive().nullable().optional(),
    brand_id: z.number().int().positive().nullable().optional(),
    published: z.boolean().default(true),
    variants: z.array(AdminVariantSchema).min(1, 'variants: at least one').max(200),
    /** The version the product was read at (PUT): another one means someone saved in between. */
    version: z.number().int().positive().optional(),
  })
  .superRefine((p, ctx) => {
    p.variants.forEach((v, i) => {
      if (v.promo_price !== null && v.promo_price >= v.price)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'promo_price'],
          message: `variants[${i}].promo_price must be below its price`,
        });
    });
    const skus = p.variants.map((v) => v.sku.toLowerCase());
    const twice = skus.find((s, i) => skus.indexOf(s) !== i);
    if (twice) ctx.addIssue({ code: 'custom', path: ['variants'], message: `sku ${twice} is given twice` });
  });
export type AdminProductBody = z.infer<typeof AdminProductBodySchema>;

// ---- Pictures (issue 30, part 3) ----------------------------------------------------------------

/** The most pictures a product has. */
export const MAX_PRODUCT_IMAGES = 20;

/**
 * One picture of a product, in the order the storefront shows them. One rule: the first is the
 * main one (`sequence` lowest); the product's own `image` (its lists' thumbnail) is that picture.
 */
export const ProductImageSchema = z.object({
  id: z.number().int(),
  /** Its address (on the asset host, or an outside one an import gave). */
  url: z.string(),
  main: z.boolean(),
  sequence: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** A product's pictures put in order: every one of its ids once; `main`, if given, goes first. */
export const ProductImagesOrderSchema = z.object({
  order: z
    .array(z.number({ error: 'order: picture ids' }).int().positive(), { error: 'order: picture ids' })
    .min(1, 'order: at least one picture id')
    .max(MAX_PRODUCT_IMAGES, `order: at most ${MAX_PRODUCT_IMAGES} pictures`),
  main: z.number({ error: 'main: a picture id' }).int().positive().optional(),
});
export type ProductImagesOrder = z.infer<typeof ProductImagesOrderSchema>;

/** The new address of a category's or brand's picture, or of the shop's logo. */
export const PictureAnswerSchema = z.object({ image: z.string() });

export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
  description: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
  category_id: z.number().int(),
  subcategory_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  published: z.boolean(),
  variants: z.array(
    z.object({
      id: z.number().int().nullable(),
      sku: z.string(),
      name: z.string(),
      price: z.number(),
      promo_price: z.number().nullable(),
      stock: z.number().int(),
    }),
  ),
  version: z.number().int(),
  /** The texts a shopper reads in English for want of Khmer or Chinese: `name.kh`, `description.zh`… */
  missing: z.array(z.string()),
  /** The main picture's address (the first of `images`), or null without any. */
  image: z.string().nullable(),
  /** Its pictures, main first. */
  images: z.array(ProductImageSchema),
  /** The option types (colour, storage…) and their values the variants are made of, in order. */
  option_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
      options: z.array(
        z.object({
          id: z.number().int(),
          name: z.object({ en: z.string(), kh: z.string(), zh: z.string() }),
        }),
      ),
    }),
  ),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** The most option types a product has, and values per type. */
export const MAX_OPTION_TYPES = 3;
export const MAX_OPTIONS_PER_TYPE = 30;
/** The most variants a product has. */
export const MAX_VARIANTS = 200;

/**
 * A product's options and variants, saved whole (PUT /admin/api/products/{id}/variants): its option
 * types with their values (an `id` keeps one, renamed if its name changed; without an id, one of
 * the same English name is kept, else it is new), and its variants, each named by the English
 * names of its options in the types' order. A variant of the same options keeps its id (carts and
 * wishlists holding it stay); one left out is removed; no types and no variants: the product sells
 * itself, as one unit.
 */
export const VariantsBodySchema = z
  .object({
    version: z.number().int().positive(),
    types: z
      .array(
        z.object({
          id: z.number().int().positive().optional(),
          name: LocalizedSchema('name', 60, true),
          options: z
            .array(
              z.object({
                id: z.number().int().positive().optional(),
                name: LocalizedSchema('name', 60, true),
              }),
            )
            .min(1, 'types[].options: at least one')
            .max(MAX_OPTIONS_PER_TYPE),
        }),
      )
      .max(MAX_OPTION_TYPES, `types: at most ${MAX_OPTION_TYPES}`),
    variants: z
      .array(
        AdminVariantSchema.omit({ id: true, name: true, sku: true }).extend({
          /** The English names of its options, one per type, in the types' order. */
          options: z.array(z.string().trim().min(1)).min(1),
          /** Empty: `P{product id}-{variant id}`. */
          sku: z
            .string()
            .trim()
            .max(64, 'sku must be at most 64 characters')
            .refine((s) => !s || SKU_PATTERN.test(s), 'sku: letters, digits and . _ - / only')
            .default(''),
        }),
      )
      .max(MAX_VARIANTS, `variants: at most ${MAX_VARIANTS}`),
  })
  .superRefine((b, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (!b.types.length !== !b.variants.length)
      issue(['variants'], b.types.length ? 'variants: at least one' : 'variants: none without option types');
    const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ');
    const typeNames = b.types.map((t) => key(t.name.en));
    const again = typeNames.find((n, i) => typeNames.indexOf(n) !== i);
    if (again) issue(['types'], `types: ${again} is given twice`);
    b.types.forEach((t, i) => {
      const names = t.options.map((o) => key(o.name.en));
      const twice = names.find((n, j) => names.indexOf(n) !== j);
      if (twice) issue(['types', i, 'options'], `types[${i}].options: ${twice} is given twice`);
    });
    const combinations = new Set<string>();
    const skus = new Set<string>();
    for (const [i, v] of b.variants.entries()) {
      if (v.promo_price !== null && v.promo_price >= v.price)
        issue(['variants', i, 'promo_price'], `variants[${i}].promo_price must be below its price`);
      if (v.options.length !== b.types.length) {
        issue(['variants', i, 'options'], `variants[${i}].options: one per option type (${b.types.length})`);
        continue;
      }
      v.options.forEach((name, t) => {
        if (!b.types[t]!.options.some((o) => key(o.name.en) === key(name)))
          issue(
            ['variants', i, 'options', t],
            `variants[${i}].options: no ${name} in ${b.types[t]!.name.en}`,
          );
      });
      const combination = v.options.map(key).join(' / ');
      if (combinations.has(combination))
        issue(['variants', i, 'options'], `variants: ${combination} is given twice`);
      combinations.add(combination);
      if (v.sku) {
        if (skus.has(v.sku.toLowerCase())) issue(['variants', i, 'sku'], `sku ${v.sku} is given twice`);
        skus.add(v.sku.toLowerCase());
      }
    }
  });
export type VariantsBody = z.infer<typeof VariantsBodySchema>;

export const AdminProductsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  brand_id: z.coerce.number().int().positive().optional(),
  published: z.enum(['true', 'false']).optional(),
  /** Only products with a unit at or below this stock. */
  low_stock: z.coerce.number().int().min(0).max(1_000_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  row_per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** In the staff member's language, else English. */
  name: z.string(),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  published: z.boolean(),
  price: z.number(),
  promo_price: z.number().nullable(),
  /** The product's stock, or its variants' together. */
  stock: z.number().int(),
  variants: z.number().int(),
  image: z.string().nullable(),
  /** How many of its six texts (name and description in kh and zh… ) are missing. */
  missing: z.number().int(),
  version: z.number().int(),
});
export const AdminProductListSchema = paginated(AdminProductRowSchema);

/** A change of a unit's stock by staff, with its reason. */
export const StockAdjustBodySchema = z.object({
  /** The variant; null or absent for a product without options. */
  variant_id: z.number().int().positive().nullable().optional(),
  delta: z
    .number({ error: 'delta must be a whole number' })
    .int('delta must be a whole number')
    .refine((n) => n !== 0, 'delta must not be 0')
    .refine((n) => Math.abs(n) <= 1_000_000, 'delta must be at most 1,000,000 either way'),
  reason: z.enum(STOCK_REASONS, { error: `reason must be one of ${STOCK_REASONS.join(', ')}` }),
  note: z.string().trim().max(500).default(''),
});

export const StockMovementSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int().nullable(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  at: z.string(),
  staff: StaffRefSchema.nullable(),
});

/** One change made to many products at once; all of them or none. */
export const ProductsBulkBodySchema = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1, 'ids: at least one')
      .max(500, 'ids: at most 500 at once'),
    action: z.enum(['publish', 'unpublish', 'move', 'price'], {
      error: 'action must be publish, unpublish, move or price',
    }),
    /** move: the category (and subcategory) they go to. */
    category_id: z.number().int().positive().optional(),
    subcategory_id: z.number().int().positive().nullable().optional(),
    /** price: dollars added to every price (below 0 to lower them)… */
    amount: z.number().min(-1_000_000).max(1_000_000).optional(),
    /** …or a percentage (−10: ten per cent off), applied to regular and promotion prices alike. */
    percent: z.number().min(-99).max(1000).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'move' && b.category_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'category_id is required to move' });
    if (b.action === 'price' && (b.amount === undefined) === (b.percent === undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount or percent: give one of them' });
  });
export type ProductsBulkBody = z.infer<typeof ProductsBulkBodySchema>;

// The catalogue import (issue 30, part 4): the export's columns back in, a dry run first.

/** Why a row of an import is refused: the back office says it in the staff member's language. */
export const IMPORT_REFUSALS = [
  'file',
  'slug',
  'sku',
  'required',
  'too_long',
  'published',
  'money',
  'promo_not_below_price',
  'stock',
  'image_address',
  'unknown_category',
  'unknown_subcategory',
  'unknown_brand',
  'disagrees',
  'sku_twice',
  'sku_taken',
  'new_variant',
  'new_product_variants',
  'product_refused',
] as const;
export type ImportRefusalCode = (typeof IMPORT_REFUSALS)[number];

export const ImportRefusalSchema = z.object({
  line: z.number().int().describe('The line of the file (the header is line 1)'),
  column: z.string(),
  code: z.enum(IMPORT_REFUSALS),
  reason: z.string().describe('In English; `code` says it in any language'),
});
export type ImportRefusal = z.infer<typeof ImportRefusalSchema>;

export const ImportLineSchema = z.object({
  line: z.number().int(),
  product: z.string(),
  sku: z.string(),
  outcome: z.enum(['created', 'updated']),
  /** What changes: name.kh, price, stock… (empty for a unit created). */
  changes: z.array(z.string()),
});

export const ImportAnswerSchema = z.object({
  dry_run: z.boolean(),
  /** The file's rows (lines after the header). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The rows that create or change something, in file order. */
  lines: z.array(ImportLineSchema),
  refusals: z.array(ImportRefusalSchema),
});
export type ImportAnswer = z.infer<typeof ImportAnswerSchema>;
