import type { z } from 'zod';
import {
  type AddressBody,
  AddressSchema,
  OtpSentSchema,
  ProfileSchema,
  type ProfileUpdateBodySchema,
  type RegisterBody,
  SessionSchema,
} from '../account';
import { envelope, NullAnswerSchema } from '../common';
import type { Call, Caller, ShopContext, WriteOptions } from './core';

/**
 * Accounts: sign-up, sign-in and out, codes, the profile and its addresses. A missing or revoked
 * token is an ApiError with status 401; refused input (400, 409, 429) carries the API's message.
 */
export function accountCalls(call: Call) {
  return {
    async register(shop: ShopContext, caller: Caller, body: RegisterBody) {
      return (await call('POST', '/api/auth/register', envelope(SessionSchema), { shop, caller, body })).data;
    },
    async login(shop: ShopContext, caller: Caller, body: { email: string; password: string }) {
      return (await call('POST', '/api/auth/login', envelope(SessionSchema), { shop, caller, body })).data;
    },
    /** Revokes the caller's token. */
    async logout(shop: ShopContext, caller: Caller) {
      await call('POST', '/api/auth/logout', NullAnswerSchema, { shop, caller, body: {} });
    },
    /** Sends a reset code when the e-mail has an account (the answer is the same either way). */
    async forgotPassword(shop: ShopContext, caller: Caller, body: { email: string }) {
      await call('POST', '/api/auth/forgot-password', NullAnswerSchema, { shop, caller, body });
    },
    async resetPassword(
      shop: ShopContext,
      caller: Caller,
      body: { email: string; code: string; password: string },
    ) {
      return (await call('POST', '/api/auth/reset-password', envelope(SessionSchema), { shop, caller, body }))
        .data;
    },
    async resendOtp(
      shop: ShopContext,
      caller: Caller,
      body: { phone: string; type: 'verify' | 'login'; secret?: string },
    ) {
      return (await call('POST', '/api/auth/resend', envelope(OtpSentSchema), { shop, caller, body })).data;
    },
    async verifyOtp(shop: ShopContext, caller: Caller, body: { phone: string; otp: string }) {
      return (await call('POST', '/api/verify', envelope(SessionSchema), { shop, caller, body })).data;
    },
    async profile(shop: ShopContext, caller: Caller) {
      return (await call('GET', '/api/profile', envelope(ProfileSchema), { shop, caller })).data;
    },
    async updateProfile(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof ProfileUpdateBodySchema>,
      write: WriteOptions = {},
    ) {
      return (await call('PUT', '/api/profile', envelope(ProfileSchema), { shop, caller, body, ...write }))
        .data;
    },
    async addresses(shop: ShopContext, caller: Caller) {
      return (await call('GET', '/api/profile/location', envelope(AddressSchema.array()), { shop, caller }))
        .data;
    },
    async addAddress(shop: ShopContext, caller: Caller, body: AddressBody, write: WriteOptions = {}) {
      const answer = envelope(AddressSchema);
      return (await call('POST', '/api/profile/location/add', answer, { shop, caller, body, ...write })).data;
    },
    async updateAddress(
      shop: ShopContext,
      caller: Caller,
      id: number,
      body: AddressBody,
      write: WriteOptions = {},
    ) {
      const answer = envelope(AddressSchema);
      return (await call('PUT', `/api/profile/location/${id}`, answer, { shop, caller, body, ...write }))
        .data;
    },
    async deleteAddress(shop: ShopContext, caller: Caller, id: number, write: WriteOptions = {}) {
      await call('DELETE', `/api/profile/location/${id}`, NullAnswerSchema, { shop, caller, ...write });
    },
    async makeDefaultAddress(shop: ShopContext, caller: Caller, id: number, write: WriteOptions = {}) {
      const path = `/api/profile/location/${id}/default`;
      return (await call('POST', path, envelope(AddressSchema), { shop, caller, body: {}, ...write })).data;
    },
  };
}
