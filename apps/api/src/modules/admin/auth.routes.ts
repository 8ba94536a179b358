import {
  AcceptInviteBodySchema,
  envelope,
  LocaleBodySchema,
  MeSchema,
  NullAnswerSchema,
  PasswordChangeBodySchema,
  StaffLoginBodySchema,
  StaffSessionAnswerSchema,
  StaffSessionSchema,
  TotpCodeBodySchema,
  TotpSetupSchema,
} from '@shop/contracts';
import type { Context } from 'hono';
import { revokeStaffSession } from '../../access/staff-sessions';
import { type AppEnv, appContext } from '../../context';
import { ok } from '../../lib/answer';
import { clientAddress } from '../../lib/client-address';
import { notFound } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { answers, createRoute, jsonBody, type Router, router, staffSelfRoute, z } from '../../routing';
import {
  beginTotp,
  changePassword,
  confirmTotp,
  type Device,
  disableTotp,
  meOf,
  redeemCode,
  sessionsOf,
  setLocale,
  staffLogin,
} from './auth.service';

const LIMITED = 'Too many attempts; the Retry-After header gives the seconds to wait';

/** Where a call comes from: the address (forwarded by the admin's server) and the browser. */
function deviceOf(c: Context<AppEnv>): Device {
  return {
    client: clientAddress(c, c.get('deps').forwarding),
    userAgent: c.req.header('user-agent') ?? '',
  };
}

const login = createRoute({
  method: 'post',
  path: '/admin/api/auth/login',
  summary: 'Sign a staff member in: a staff token, who they are and the shops they work for',
  description:
    'Staff accounts are not customers: a customer’s e-mail and password are refused. With two-factor sign-in on, `totp` is the authenticator’s 6 digits (401 asks for it when missing). Wrong passwords of one account and tries from one address are limited (429 with Retry-After).',
  request: { ...jsonBody(StaffLoginBodySchema) },
  responses: answers(envelope(StaffSessionAnswerSchema), {
    400: 'A field is wrong; the message names it',
    401: 'Email or password is incorrect, or the authenticator code is missing, wrong or used',
    429: LIMITED,
  }),
});

const acceptInvite = createRoute({
  method: 'post',
  path: '/admin/api/auth/accept-invite',
  summary: 'Join a shop from an invitation (or set a new password from a reset code): a staff token',
  request: { ...jsonBody(AcceptInviteBodySchema) },
  responses: answers(envelope(StaffSessionAnswerSchema), {
    400: 'The code is unknown, used or expired, or a field is wrong',
    429: LIMITED,
  }),
});

const logout = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/auth/logout',
    summary: 'End this staff session: its token stops working',
  },
  NullAnswerSchema,
);

const me = staffSelfRoute(
  {
    method: 'get',
    path: '/admin/api/me',
    summary: 'Who is signed in, and the shops they work for with their role',
  },
  envelope(MeSchema),
);

const sessions = staffSelfRoute(
  { method: 'get', path: '/admin/api/me/sessions', summary: 'The staff member’s signed-in devices' },
  envelope(z.array(StaffSessionSchema)),
);

const endSession = staffSelfRoute(
  {
    method: 'delete',
    path: '/admin/api/me/sessions/{id}',
    summary: 'Sign one of the staff member’s devices out',
    request: { params: z.object({ id: idParam('id') }) },
  },
  NullAnswerSchema,
  { 404: 'No such session of this staff member' },
);

const password = staffSelfRoute(
  {
    method: 'put',
    path: '/admin/api/me/password',
    summary: 'A new password (the current one given); every other device is signed out',
    request: { ...jsonBody(PasswordChangeBodySchema) },
  },
  NullAnswerSchema,
);

const totpSetup = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/me/totp',
    summary: 'Start two-factor sign-in: a secret and its QR code for an authenticator app',
  },
  envelope(TotpSetupSchema),
);

const totpConfirm = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/me/totp/confirm',
    summary: 'Turn two-factor sign-in on with a first code of the app',
    request: { ...jsonBody(TotpCodeBodySchema) },
  },
  envelope(MeSchema),
  { 409: 'Setting up was not started' },
);

const totpDisable = staffSelfRoute(
  {
    method: 'post',
    path: '/admin/api/me/totp/disable',
    summary: 'Turn two-factor sign-in off with a current code (not while a shop of theirs asks for it)',
    request: { ...jsonBody(TotpCodeBodySchema) },
  },
  envelope(MeSchema),
  { 409: 'It is not on, or a shop asks for it' },
);

const locale = staffSelfRoute(
  {
    method: 'put',
    path: '/admin/api/me/locale',
    summary: 'The admin’s language for this staff member',
    request: { ...jsonBody(LocaleBodySchema) },
  },
  envelope(MeSchema),
);

export const adminAuthRoutes: Router = router()
  .openapi(login, async (c) =>
    c.json(ok(await staffLogin(appContext(c), deviceOf(c), c.req.valid('json'))), 200),
  )
  .openapi(acceptInvite, async (c) =>
    c.json(ok(await redeemCode(appContext(c), deviceOf(c), c.req.valid('json'))), 200),
  )
  .openapi(logout, async (c) => {
    const member = c.get('staff');
    await revokeStaffSession(appContext(c), member.id, member.sessionId);
    return c.json(ok(null, 'Signed out'), 200);
  })
  .openapi(me, async (c) => c.json(ok(await meOf(appContext(c), c.get('staff').id)), 200))
  .openapi(sessions, async (c) => c.json(ok(await sessionsOf(appContext(c), c.get('staff'))), 200))
  .openapi(endSession, async (c) => {
    const member = c.get('staff');
    const { id } = c.req.valid('param');
    if (!(await revokeStaffSession(appContext(c), member.id, id))) throw notFound(`Session ${id} not found`);
    return c.json(ok(null, 'Signed out'), 200);
  })
  .openapi(password, async (c) => {
    const body = c.req.valid('json');
    await changePassword(appContext(c), c.get('staff'), body.current_password, body.new_password);
    return c.json(ok(null, 'Password changed'), 200);
  })
  .openapi(totpSetup, async (c) => c.json(ok(await beginTotp(appContext(c), c.get('staff'))), 200))
  .openapi(totpConfirm, async (c) => {
    const ctx = appContext(c);
    await confirmTotp(ctx, c.get('staff'), c.req.valid('json').totp);
    return c.json(ok(await meOf(ctx, c.get('staff').id)), 200);
  })
  .openapi(totpDisable, async (c) => {
    const ctx = appContext(c);
    await disableTotp(ctx, c.get('staff'), c.req.valid('json').totp);
    return c.json(ok(await meOf(ctx, c.get('staff').id)), 200);
  })
  .openapi(locale, async (c) => {
    const ctx = appContext(c);
    await setLocale(ctx, c.get('staff'), c.req.valid('json').locale);
    return c.json(ok(await meOf(ctx, c.get('staff').id)), 200);
  });
