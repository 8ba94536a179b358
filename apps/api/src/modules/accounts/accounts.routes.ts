import {
  AddressBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  OtpResendBodySchema,
  OtpVerifyBodySchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@shop/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { clientAddress } from '../../lib/client-address';
import { jsonBody, parseInput } from '../../lib/validate';
import { requireCustomer } from '../../middleware/customer';
import { store } from '../../middleware/store';
import { forgotPassword, login, register, resetPassword } from './auth.service';
import type { AccountContext } from './context';
import { resendOtp, verifyOtp } from './otp.service';
import {
  addAddress,
  addressList,
  deleteAddress,
  getProfile,
  type ProfileContext,
  setDefaultAddress,
  updateAddress,
  updateProfile,
} from './profile.service';
import { revokeSession } from './sessions';

const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const ok = <T>(c: Context<AppEnv>, data: T, message = 'OK') => c.json({ code: 0, message, data });

const account = (c: Context<AppEnv>): AccountContext => ({
  deps: c.get('deps'),
  store: c.get('store'),
  client: clientAddress(c, c.get('deps').trustProxy),
});
const profile = (c: Context<AppEnv>): ProfileContext => ({
  db: c.get('deps').db,
  store: c.get('store'),
  customerId: c.get('customer').id,
});
const addressId = (c: Context<AppEnv>) => parseInput(IdParam, c.req.param()).id;

/** Register, sign in and out, reset a password, prove a phone; the profile and its addresses. */
export const accountsRoutes = new Hono<AppEnv>()
  .post('/api/auth/register', store, async (c) =>
    ok(c, await register(account(c), parseInput(RegisterBodySchema, await jsonBody(c))), 'Registered'),
  )
  .post('/api/auth/login', store, async (c) =>
    ok(c, await login(account(c), parseInput(LoginBodySchema, await jsonBody(c))), 'Logged in'),
  )
  .post('/api/auth/logout', store, requireCustomer, async (c) => {
    await revokeSession(c.get('deps').db, c.get('store'), c.get('customer').sessionId);
    return ok(c, null, 'Logged out');
  })
  .post('/api/auth/forgot-password', store, async (c) => {
    const { email } = parseInput(ForgotPasswordBodySchema, await jsonBody(c));
    await forgotPassword(account(c), email);
    return ok(c, null, 'If an account uses this e-mail, a reset code has been sent to it');
  })
  .post('/api/auth/reset-password', store, async (c) =>
    ok(
      c,
      await resetPassword(account(c), parseInput(ResetPasswordBodySchema, await jsonBody(c))),
      'Password changed',
    ),
  )
  .post('/api/auth/resend', store, async (c) =>
    ok(c, await resendOtp(account(c), parseInput(OtpResendBodySchema, await jsonBody(c))), 'Code sent'),
  )
  .post('/api/verify', store, async (c) =>
    ok(c, await verifyOtp(account(c), parseInput(OtpVerifyBodySchema, await jsonBody(c))), 'Phone verified'),
  )
  .get('/api/profile', store, requireCustomer, async (c) => ok(c, await getProfile(profile(c))))
  .put('/api/profile', store, requireCustomer, async (c) =>
    ok(
      c,
      await updateProfile(profile(c), parseInput(ProfileUpdateBodySchema, await jsonBody(c))),
      'Profile saved',
    ),
  )
  .get('/api/profile/location', store, requireCustomer, async (c) => ok(c, await addressList(profile(c))))
  .post('/api/profile/location/add', store, requireCustomer, async (c) =>
    ok(c, await addAddress(profile(c), parseInput(AddressBodySchema, await jsonBody(c))), 'Address added'),
  )
  .put('/api/profile/location/:id', store, requireCustomer, async (c) => {
    const id = addressId(c);
    return ok(
      c,
      await updateAddress(profile(c), id, parseInput(AddressBodySchema, await jsonBody(c))),
      'Address saved',
    );
  })
  .delete('/api/profile/location/:id', store, requireCustomer, async (c) => {
    await deleteAddress(profile(c), addressId(c));
    return ok(c, null, 'Address deleted');
  })
  .post('/api/profile/location/:id/default', store, requireCustomer, async (c) =>
    ok(c, await setDefaultAddress(profile(c), addressId(c)), 'Default address set'),
  );
