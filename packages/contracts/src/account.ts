import { z } from 'zod';

/**
 * Accounts: sign-up, sign-in, one-time codes, the profile and its addresses. The calls, their
 * parameters and answers are described by the API's routes (`GET /openapi.json`); these are the
 * shapes both apps share.
 */

/** The message of every call that needs a customer and has none (the specification's text). */
export const LOGIN_FIRST_MESSAGE = 'please login first';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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
