import type { Limit } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the account calls in one place. Keys carry the shop where the thing
 * counted belongs to a shop (an account, a phone); a client address is counted across shops.
 */
export const LIMITS = {
  /**
   * Wrong passwords of one account: every try is counted before its check (so guesses sent at once
   * cannot pass the limit) and the right password clears the count, so what it holds is failures.
   */
  loginFailures: (storeId: number, email: string): Limit => ({
    key: `login:fail:${storeId}:${email}`,
    limit: 5,
    windowMs: 15 * MINUTE,
  }),
  /** New accounts from one client address (each sends an SMS). */
  registerClient: (client: string): Limit => ({ key: `register:ip:${client}`, limit: 20, windowMs: HOUR }),
  loginClient: (client: string): Limit => ({ key: `login:ip:${client}`, limit: 30, windowMs: 15 * MINUTE }),
  resendPhoneMinute: (storeId: number, phone: string): Limit => ({
    key: `otp:send:1m:${storeId}:${phone}`,
    limit: 1,
    windowMs: MINUTE,
  }),
  resendPhoneHour: (storeId: number, phone: string): Limit => ({
    key: `otp:send:1h:${storeId}:${phone}`,
    limit: 5,
    windowMs: HOUR,
  }),
  resendClient: (client: string): Limit => ({ key: `otp:send:ip:${client}`, limit: 20, windowMs: HOUR }),
  resendSecret: (secret: string): Limit => ({ key: `otp:send:secret:${secret}`, limit: 20, windowMs: HOUR }),
  verifyPhone: (storeId: number, phone: string): Limit => ({
    key: `otp:verify:${storeId}:${phone}`,
    limit: 10,
    windowMs: 15 * MINUTE,
  }),
  verifyClient: (client: string): Limit => ({
    key: `otp:verify:ip:${client}`,
    limit: 30,
    windowMs: 15 * MINUTE,
  }),
  forgotEmail: (storeId: number, email: string): Limit => ({
    key: `forgot:${storeId}:${email}`,
    limit: 3,
    windowMs: HOUR,
  }),
};

/** How long an SMS code and an e-mailed reset code stay valid. */
export const OTP_TTL_MS = 5 * MINUTE;
export const RESET_CODE_TTL_MS = 15 * MINUTE;
/** Seconds before another SMS code may be asked for the same phone (the resend limit above). */
export const OTP_RESEND_SECONDS = 60;
