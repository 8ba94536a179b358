import {
  AddressBodySchema,
  AddressSchema,
  envelope,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MAX_INT32,
  NullAnswerSchema,
  OtpResendBodySchema,
  OtpSentSchema,
  OtpVerifyBodySchema,
  ProfileSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
} from '@shop/contracts';
import { revokeSession } from '../../access/sessions';
import { customerContext, requestContext } from '../../context';
import { ok } from '../../lib/answer';
import { customerRoute, jsonBody, type Router, router, shopRoute, z } from '../../routing';
import { forgotPassword, login, register, resetPassword } from './auth.service';
import { resendOtp, verifyOtp } from './otp.service';
import {
  addAddress,
  addressList,
  deleteAddress,
  getProfile,
  setDefaultAddress,
  updateAddress,
  updateProfile,
} from './profile.service';

const LIMITED = 'Too many attempts; the Retry-After header gives the seconds to wait';
const AddressParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_INT32).describe("The address's id"),
});
const NO_ADDRESS = 'No such address of this customer';

/** A call that signs in, or sends a code: a JSON body, no token. */
function accountCall<B extends z.ZodType, D extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  data: D,
  errors: { 409?: string; 429?: string } = {},
) {
  return shopRoute({ method: 'post', path, summary, request: { ...jsonBody(body) } }, envelope(data), errors);
}

const registerRoute = accountCall(
  '/api/auth/register',
  'Create an account, sign in, and send an SMS code for the phone',
  RegisterBodySchema,
  SessionSchema,
  { 409: 'The e-mail or phone is already used in this shop', 429: LIMITED },
);
const loginRoute = accountCall(
  '/api/auth/login',
  'Sign in with e-mail and password (401: Email or password is incorrect)',
  LoginBodySchema,
  SessionSchema,
  { 429: LIMITED },
);
const forgotRoute = accountCall(
  '/api/auth/forgot-password',
  'E-mail a 6-digit reset code (the same answer for an unknown e-mail)',
  ForgotPasswordBodySchema,
  z.null(),
  { 429: LIMITED },
);
const resetRoute = accountCall(
  '/api/auth/reset-password',
  'Set a new password with the e-mailed code; every other session ends',
  ResetPasswordBodySchema,
  SessionSchema,
  { 429: LIMITED },
);
const resendRoute = accountCall(
  '/api/auth/resend',
  'Send a 6-digit SMS code to a phone (the same answer for an unknown phone)',
  OtpResendBodySchema,
  OtpSentSchema,
  { 429: LIMITED },
);
const verifyRoute = accountCall(
  '/api/verify',
  'Prove the phone with its SMS code: marks it verified and signs in',
  OtpVerifyBodySchema,
  SessionSchema,
  { 429: LIMITED },
);

const logoutRoute = customerRoute(
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End this session on the server',
  },
  NullAnswerSchema,
  {},
  // A retry after the session ended is refused (401) before any key could be looked at.
  { idempotent: false },
);

const profileRoute = customerRoute(
  {
    method: 'get',
    path: '/api/profile',
    summary: 'The customer, the default address and all addresses',
  },
  envelope(ProfileSchema),
);

const updateProfileRoute = customerRoute(
  {
    method: 'put',
    path: '/api/profile',
    summary: 'Change name and phone (a new phone is unverified)',
    request: { ...jsonBody(ProfileUpdateBodySchema) },
  },
  envelope(ProfileSchema),
  {
    409: 'The phone is used by another customer of this shop',
  },
);

const addressesRoute = customerRoute(
  {
    method: 'get',
    path: '/api/profile/location',
    summary: 'The addresses, the default first',
  },
  envelope(z.array(AddressSchema)),
);

const addAddressRoute = customerRoute(
  {
    method: 'post',
    path: '/api/profile/location/add',
    summary: 'Add an address; the first becomes the default',
    request: { ...jsonBody(AddressBodySchema) },
  },
  envelope(AddressSchema),
);

const updateAddressRoute = customerRoute(
  {
    method: 'put',
    path: '/api/profile/location/{id}',
    summary: 'Change an address',
    request: { params: AddressParams, ...jsonBody(AddressBodySchema) },
  },
  envelope(AddressSchema),
  { 404: NO_ADDRESS },
);

const deleteAddressRoute = customerRoute(
  {
    method: 'delete',
    path: '/api/profile/location/{id}',
    summary: 'Delete an address; the oldest remaining one becomes the default',
    request: { params: AddressParams },
  },
  NullAnswerSchema,
  { 404: NO_ADDRESS },
);

const defaultAddressRoute = customerRoute(
  {
    method: 'post',
    path: '/api/profile/location/{id}/default',
    summary: 'Make an address the default',
    request: { params: AddressParams },
  },
  envelope(AddressSchema),
  { 404: NO_ADDRESS },
);

/** Register, sign in and out, reset a password, prove a phone; the profile and its addresses. */
export const accountsRoutes: Router = router()
  .openapi(registerRoute, async (c) =>
    c.json(ok(await register(requestContext(c), c.req.valid('json')), 'Registered'), 200),
  )
  .openapi(loginRoute, async (c) =>
    c.json(ok(await login(requestContext(c), c.req.valid('json')), 'Logged in'), 200),
  )
  .openapi(logoutRoute, async (c) => {
    const ctx = customerContext(c);
    await revokeSession(ctx, ctx.sessionId);
    return c.json(ok(null, 'Logged out'), 200);
  })
  .openapi(forgotRoute, async (c) => {
    const { email } = c.req.valid('json');
    await forgotPassword(requestContext(c), email);
    return c.json(ok(null, 'If an account uses this e-mail, a reset code has been sent to it'), 200);
  })
  .openapi(resetRoute, async (c) =>
    c.json(ok(await resetPassword(requestContext(c), c.req.valid('json')), 'Password changed'), 200),
  )
  .openapi(resendRoute, async (c) =>
    c.json(ok(await resendOtp(requestContext(c), c.req.valid('json')), 'Code sent'), 200),
  )
  .openapi(verifyRoute, async (c) =>
    c.json(ok(await verifyOtp(requestContext(c), c.req.valid('json')), 'Phone verified'), 200),
  )
  .openapi(profileRoute, async (c) => c.json(ok(await getProfile(customerContext(c))), 200))
  .openapi(updateProfileRoute, async (c) =>
    c.json(ok(await updateProfile(customerContext(c), c.req.valid('json')), 'Profile saved'), 200),
  )
  .openapi(addressesRoute, async (c) => c.json(ok(await addressList(customerContext(c))), 200))
  .openapi(addAddressRoute, async (c) =>
    c.json(ok(await addAddress(customerContext(c), c.req.valid('json')), 'Address added'), 200),
  )
  .openapi(updateAddressRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(ok(await updateAddress(customerContext(c), id, c.req.valid('json')), 'Address saved'), 200);
  })
  .openapi(deleteAddressRoute, async (c) => {
    await deleteAddress(customerContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Address deleted'), 200);
  })
  .openapi(defaultAddressRoute, async (c) =>
    c.json(
      ok(await setDefaultAddress(customerContext(c), c.req.valid('param').id), 'Default address set'),
      200,
    ),
  );
