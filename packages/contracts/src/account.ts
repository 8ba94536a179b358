import { z } from 'zod';

/**
 * Accounts, cart, wishlist and addresses: the request bodies the API validates and the answers it
 * gives. Paths (see docs/decisions/005-accounts.md):
 *
 *   POST   /api/auth/register          RegisterBody        → Session
 *   POST   /api/auth/login             LoginBody           → Session
 *   POST   /api/auth/logout            (bearer)            → null
 *   POST   /api/auth/forgot-password   ForgotPasswordBody  → null (same answer whether or not the e-mail exists)
 *   POST   /api/auth/reset-password    ResetPasswordBody   → Session
 *   POST   /api/auth/resend            OtpResendBody       → OtpSent
 *   POST   /api/verify                 OtpVerifyBody       → Session
 *   GET    /api/profile                                    → Profile
 *   PUT    /api/profile                ProfileUpdateBody   → Profile
 *   GET    /api/profile/location                           → Address[]
 *   POST   /api/profile/location/add   AddressBody         → Address (data.id)
 *   PUT    /api/profile/location/{id}  AddressBody         → Address
 *   DELETE /api/profile/location/{id}                      → null
 *   POST   /api/profile/location/{id}/default              → Address
 *   GET    /api/cart[?address_id]                          → CartResponse (data, total, delivery_fee, grand_total beside code)
 *   POST   /api/cart/add               CartAddBody         → CartLine
 *   PUT    /api/cart/update/{id}       CartUpdateBody      → CartLine
 *   DELETE /api/cart/remove/{id}                           → null
 *   POST   /api/cart/convert           CartConvertBody     → CartConvertResponse (the merged cart, skipped items)
 *   GET    /api/wishlist                                   → WishlistEntry[]
 *   POST   /api/wishlist/add           WishlistAddBody     → WishlistEntry
 *   DELETE /api/wishlist/remove/{wishlist_id}              → null
 *
 * Every call takes the shop from `store_code` / `X-Store-Code`; the account calls need
 * `Authorization: Bearer <token>` and answer 401 'please login first' without a valid one.
 */

/** The message of every call that needs a customer and has none (the specification's text). */
export const LOGIN_FIRST_MESSAGE = 'please login first';

/** Largest quantity of one cart or wishlist line. */
export const MAX_LINE_QUANTITY = 999;
/** Largest number of lines one guest cart may bring to the convert call. */
export const MAX_CONVERT_ITEMS = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const id = z.coerce.number().int().positive();
const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** A Cambodian mobile number: +855 or 0, then 8 or 9 digits; spaces and dashes allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+855|0)[1-9]\d{7,8}$/, 'phone must be a Cambodian mobile number'));

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const RegisterBodySchema = z.object({
  name: trimmed(100),
  email: EmailSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be 6 digits'),
  password: PasswordSchema,
});

/**
 * `type`: 'verify' proves the phone of an account; 'login' signs in with the phone. `secret` is an
 * optional id of the asking device or installation, used as one more rate-limit key.
 */
export const OtpResendBodySchema = z.object({
  phone: PhoneSchema,
  type: z.enum(['verify', 'login']).default('verify'),
  secret: z.string().trim().max(128).optional(),
});
export const OtpVerifyBodySchema = z.object({
  phone: PhoneSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otp must be 6 digits'),
});
export const OtpSentSchema = z.object({
  /** Seconds before another code may be asked for this phone. */
  retry_after: z.number().int(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});

export const CustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phone_verified: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** A signed-in session: the bearer token (shown once) and its expiry. */
export const SessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** 0: logged in (the specification's login_status_code). */
  login_status_code: z.literal(0),
  customer: CustomerSchema,
});
export type Session = z.infer<typeof SessionSchema>;

export const AddressBodySchema = z.object({
  name: trimmed(100),
  description: z.string().trim().max(500).default(''),
  lat: z.coerce.number().min(-90).max(90),
  long: z.coerce.number().min(-180).max(180),
});
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  lat: z.number(),
  long: z.number(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ProfileSchema = CustomerSchema.extend({
  /** The default address, or the first one, or null. */
  address: AddressSchema.nullable(),
  addresses: z.array(AddressSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateBodySchema = z.object({ name: trimmed(100), phone: PhoneSchema });

const quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
/** 0 means "no variant" (the specification's "variant option 0"). */
const variantOptionId = z.coerce.number().int().min(0).default(0);

export const CartAddBodySchema = z.object({
  product_id: id,
  quantity: quantity.default(1),
  variant_option_id: variantOptionId,
  unit_id: z.coerce.number().int().min(0).optional().nullable(),
  note: z.string().trim().max(500).default(''),
});
export type CartAddBody = z.infer<typeof CartAddBodySchema>;

export const CartUpdateBodySchema = z.object({
  quantity: z.union([z.literal(1), z.literal(-1)], { error: 'quantity must be 1 or -1' }),
});

export const CartConvertBodySchema = z.object({
  /** The id the browser gave its guest cart: the same key is merged once. */
  merge_key: z.string().trim().min(8).max(64),
  items: z
    .array(z.object({ product_id: id, quantity, variant_option_id: variantOptionId }))
    .max(MAX_CONVERT_ITEMS),
});
export type CartConvertBody = z.infer<typeof CartConvertBodySchema>;

export const CartLineSchema = z.object({
  cart_id: z.number().int(),
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  product_name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit price now, from the catalogue: promo price if any, plus the variant's difference. */
  price: z.number(),
  /** The regular unit price when a promotion applies, else null. */
  regular_price: z.number().nullable(),
  grand_total: z.number(),
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  variant_name: z.string().nullable(),
  variant_option_id: z.number().int(),
  note: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** `GET /api/cart`: the lines in `data`, the sums beside it. */
export const CartResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(CartLineSchema),
  /** Sum of the lines. */
  total: z.number(),
  delivery_fee: z.number(),
  grand_total: z.number(),
  /** Sum of the quantities (the header badge). */
  total_quantity: z.number().int(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** `POST /api/cart/convert`: the merged cart and the guest items that could not be added. */
export const CartConvertResponseSchema = CartResponseSchema.extend({
  /** Product ids of guest items left out: the product is gone or the variant is not valid. */
  skipped: z.array(z.number().int()),
});

export const WishlistAddBodySchema = z.object({
  product_id: id,
  quantity: quantity.default(1),
  variant_option_id: variantOptionId,
});

export const WishlistEntrySchema = z.object({
  wishlist_id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  variant_option_id: z.number().int(),
  /** For display: the product's id, name, image and prices. */
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
