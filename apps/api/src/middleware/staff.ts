import { may, type Permission, STAFF_ROLES, type StaffRole } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { staffForToken } from '../access/staff-sessions';
import { type AppEnv, appContext } from '../context';
import { AppError, notFound } from '../lib/errors';
import { preparedRows } from '../lib/sql';
import { bearerToken } from './customer';

// Who may call the back office (`/admin/api`): a staff member's bearer token (never a customer's),
// then, for a shop's call, their role in the shop the call names (X-Store-Code), then what that
// role may do (PERMISSIONS of @shop/contracts, declared by each route).

export const SIGN_IN_FIRST = 'Sign in first: no valid staff token';
export const TOTP_REQUIRED =
  'This shop asks every staff member for a second factor: turn on two-factor sign-in (Security) first';

/** Signs the staff member in from `Authorization: Bearer st_…`; 401 otherwise. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const found = token ? await staffForToken(appContext(c), token) : null;
  if (!found) throw new AppError(401, SIGN_IN_FIRST);
  c.set('staff', found);
  await next();
});

/**
 * The staff member's role in the call's shop (mount after `requireStaff` and `store`): none, and
 * the shop is not found for them (404, as an unknown shop: another shop's staff learn nothing of
 * it); a role without `permission`, 403. A shop that asks for a second factor refuses a staff
 * member who has none (403), but for the calls that set it up, which name no shop.
 */
export function staffShop(permission: Permission | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const store = c.get('store');
    const member = c.get('staff');
    const [row] = await preparedRows<{ role: string; totpRequired: boolean }>(
      c.get('deps').db,
      sql`select r.role, st.staff_totp_required as "totpRequired"
          from staff_roles r join stores st on st.id = r.store_id
          where r.store_id = ${store.id} and r.staff_id = ${member.id}`,
    );
    if (!row || !(STAFF_ROLES as readonly string[]).includes(row.role))
      throw notFound(`Store ${store.code} not found`);
    const role = row.role as StaffRole;
    if (row.totpRequired && !member.totp) throw new AppError(403, TOTP_REQUIRED);
    if (permission && !may(role, permission))
      throw new AppError(403, `A ${role} may not do this (${permission})`);
    c.set('role', role);
    await next();
  });
}
