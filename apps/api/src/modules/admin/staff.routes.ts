import {
  AuditQuerySchema,
  AuditRowSchema,
  envelope,
  NullAnswerSchema,
  paginated,
  ShopSecuritySchema,
  StaffBodySchema,
  StaffMemberSchema,
  StaffUpdateSchema,
} from '@shop/contracts';
import { staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { idParam } from '../../lib/params';
import { jsonBody, type Router, router, staffRoute, z } from '../../routing';
import { auditPage } from './audit.queries';
import { inviteStaff, removeStaff, setShopTotp, staffOf, updateStaff } from './staff.service';

const StaffParams = z.object({ id: idParam('id').describe("The staff member's id") });
const NOT_HERE = 'No such staff member in this shop';

const list = staffRoute(
  { method: 'get', path: '/admin/api/staff', summary: 'The shop’s staff and their roles (invited ones too)' },
  'staff.manage',
  envelope(z.array(StaffMemberSchema)),
);

const invite = staffRoute(
  {
    method: 'post',
    path: '/admin/api/staff',
    summary: 'Invite someone to the shop’s staff by e-mail, in a role',
    description:
      'A new person gets an e-mail with a link and a one-time code to set their password (never a password); someone with a staff account already gets the role at once.',
    request: { ...jsonBody(StaffBodySchema) },
  },
  'staff.manage',
  envelope(StaffMemberSchema),
  { 409: 'They already work in this shop' },
);

const update = staffRoute(
  {
    method: 'put',
    path: '/admin/api/staff/{id}',
    summary: 'Change a staff member’s role (or name) in the shop',
    request: { params: StaffParams, ...jsonBody(StaffUpdateSchema) },
  },
  'staff.manage',
  envelope(StaffMemberSchema),
  { 404: NOT_HERE, 409: 'The shop would have no owner left' },
);

const remove = staffRoute(
  {
    method: 'delete',
    path: '/admin/api/staff/{id}',
    summary: 'Remove a staff member from the shop: their sessions end at once',
    request: { params: StaffParams },
  },
  'staff.manage',
  NullAnswerSchema,
  { 404: NOT_HERE, 409: 'The shop would have no owner left' },
);

const security = staffRoute(
  {
    method: 'put',
    path: '/admin/api/shop/security',
    summary: 'Whether every staff member of the shop must sign in with a second factor',
    request: { ...jsonBody(ShopSecuritySchema) },
  },
  'staff.manage',
  envelope(ShopSecuritySchema),
);

const auditLog = staffRoute(
  {
    method: 'get',
    path: '/admin/api/audit',
    summary: 'The shop’s audit log, newest first: who did what, before and after, when, from where',
    description: 'Append-only: no call changes or removes a row.',
    request: { query: AuditQuerySchema },
  },
  'audit.read',
  envelope(paginated(AuditRowSchema)),
);

export const adminStaffRoutes: Router = router()
  .openapi(list, async (c) => c.json(ok(await staffOf(staffContext(c))), 200))
  .openapi(invite, async (c) => c.json(ok(await inviteStaff(staffContext(c), c.req.valid('json'))), 200))
  .openapi(update, async (c) =>
    c.json(ok(await updateStaff(staffContext(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(remove, async (c) => {
    await removeStaff(staffContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Removed'), 200);
  })
  .openapi(security, async (c) =>
    c.json(ok(await setShopTotp(staffContext(c), c.req.valid('json').totp_required)), 200),
  )
  .openapi(auditLog, async (c) => c.json(ok(await auditPage(staffContext(c), c.req.valid('query'))), 200));
