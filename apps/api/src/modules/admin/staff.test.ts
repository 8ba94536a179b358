import { auditLog, staff, staffCodes, staffRoles, staffSessions, stores } from '@shop/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { accept, bearer, invite, lastMail, newStaff, shop, signIn, staffEmail } from './admin.fixtures';

let api: TestApi;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  api = await createTestApi();
  [owner, manager, cashier] = await Promise.all([
    api.staffTokenFor('owner@example.com'),
    api.staffTokenFor('manager@example.com'),
    api.staffTokenFor('cashier@example.com'),
  ]);
});
afterAll(() => api.close());

async function idOf(email: string) {
  const [row] = await api.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`No staff member ${email}`);
  return row.id;
}

async function roleIn(code: string, staffId: number) {
  const [row] = await api.db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .innerJoin(stores, eq(stores.id, staffRoles.storeId))
    .where(and(eq(stores.code, code), eq(staffRoles.staffId, staffId)));
  return row?.role ?? null;
}

const listed = async (code = 'S001', token = owner) => {
  const res = await api.get('/admin/api/staff', { ...bearer(token), ...shop(code) });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; email: string; role: string; status: string }[];
};

const ordersOf = (token: string, code = 'S001') =>
  api.get('/admin/api/orders', { ...bearer(token), ...shop(code) });

describe('inviting staff', () => {
  it('mails a link with a one-time code, never a password; the person is listed as invited until they join', async () => {
    const email = staffEmail('packer');
    const member = await invite(api, owner, { email, name: 'Rotha Packer', role: 'packer' });
    expect(member).toMatchObject({ email, name: 'Rotha Packer', role: 'packer', status: 'invited' });
    const [row] = await api.db.select().from(staff).where(eq(staff.email, email));
    expect(row?.passwordHash).toBeNull();
    const mail = await lastMail(api, email);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toMatch(/staff invitation/);
    expect(mail.body).toMatch(/http:\/\/localhost:3001\/invite\?code=[A-Za-z0-9_-]{16,}/);
    expect(mail.body).toContain('Sokha Owner');
    expect(mail.body).not.toMatch(/password\s*[:=]/i);
    expect(mail.code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect((await listed()).find((m) => m.email === email)).toMatchObject({
      id: member.id,
      role: 'packer',
      status: 'invited',
    });
    // Invited, with no password yet: no password signs them in.
    expect((await signIn(api, { email, password: 'anything-at-all' })).status).toBe(401);

    const joined = await accept(api, { code: mail.code ?? '', password: 'my-own-password', name: 'Rotha' });
    expect(joined.status).toBe(200);
    expect(joined.body.data.token).toMatch(/^st_/);
    expect(joined.body.data.staff).toMatchObject({ id: member.id, email, name: 'Rotha' });
    expect(joined.body.data.shops).toEqual([expect.objectContaining({ store_code: 'S001', role: 'packer' })]);
    expect((await listed()).find((m) => m.email === email)).toMatchObject({
      status: 'active',
      name: 'Rotha',
    });
    expect((await ordersOf(joined.body.data.token)).status).toBe(200);
    expect((await signIn(api, { email, password: 'my-own-password' })).status).toBe(200);
    const [audited] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(member.id))));
    expect(audited).toMatchObject({
      action: 'staff.invited',
      after: { email, role: 'packer' },
      staffId: await idOf('owner@example.com'),
    });
  });

  it('an invitation code works once', async () => {
    const email = staffEmail();
    await invite(api, owner, { email, role: 'cashier' });
    const { code } = await lastMail(api, email);
    const first = await accept(api, { code: code ?? '', password: 'first-password' });
    expect(first.status).toBe(200);
    const again = await accept(api, { code: code ?? '', password: 'second-password' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 400, data: null });
    expect(again.body.message).toMatch(/^code: /);
    expect((await signIn(api, { email, password: 'second-password' })).status).toBe(401);
    expect((await signIn(api, { email, password: 'first-password' })).status).toBe(200);
    const made = await accept(api, { code: 'x'.repeat(32), password: 'some-password' });
    expect(made.status).toBe(400);
  });

  it('an invitation past its 7 days is refused', async () => {
    const email = staffEmail();
    const member = await invite(api, owner, { email, role: 'cashier' });
    const { code } = await lastMail(api, email);
    await api.db
      .update(staffCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(staffCodes.staffId, member.id));
    const late = await accept(api, { code: code ?? '', password: 'late-password' });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/^code: /);
    expect((await listed()).find((m) => m.id === member.id)?.status).toBe('invited');
  });

  it('inviting someone who already works in the shop is a 409, and their role stays', async () => {
    for (const email of ['cashier@example.com', 'Cashier@Example.com']) {
      const res = await api.send('POST', '/admin/api/staff', {
        token: owner,
        body: { email, name: 'Again', role: 'manager' },
        headers: shop('S001'),
      });
      expect(res.status, email).toBe(409);
      expect(res.body).toMatchObject({ code: 409, data: null });
    }
    expect(await roleIn('S001', await idOf('cashier@example.com'))).toBe('cashier');
  });

  it('someone who works in another shop gets the role at once, with no code to redeem', async () => {
    const person = await newStaff(api, owner, { shop: 'S002', role: 'packer' });
    expect((await ordersOf(person.token, 'S001')).status).toBe(404);
    const member = await invite(api, owner, { email: person.email, name: 'Another Name', role: 'cashier' });
    expect(member).toMatchObject({ id: person.id, role: 'cashier', status: 'active', name: person.name });
    const mail = await lastMail(api, person.email, 'S001');
    expect(mail.code).toBeNull();
    expect(mail.body).toMatch(/Sign in to the back office with your password/);
    // Their session reaches the new shop at once.
    expect((await ordersOf(person.token, 'S001')).status).toBe(200);
    const me = await api.get('/admin/api/me', bearer(person.token));
    expect(
      me.body.data.shops.map((s: { store_code: string; role: string }) => [s.store_code, s.role]),
    ).toEqual([
      ['S001', 'cashier'],
      ['S002', 'packer'],
    ]);
    expect((await signIn(api, { email: person.email, password: person.password })).status).toBe(200);
  });

  it('refuses a malformed invitation with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ email: 'nope', name: 'X', role: 'cashier' }, 'email'],
      [{ email: staffEmail(), name: 'X', role: 'boss' }, 'role'],
      [{ email: staffEmail(), name: '', role: 'cashier' }, 'name'],
    ] as const) {
      const res = await api.send('POST', '/admin/api/staff', { token: owner, body, headers: shop() });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('changing a role', () => {
  it('an owner changes a role; it takes effect at once and the audit shows before and after', async () => {
    const person = await newStaff(api, owner, { role: 'cashier' });
    expect((await api.get('/admin/api/dashboard', { ...bearer(person.token), ...shop() })).status).toBe(403);
    const res = await api.send('PUT', `/admin/api/staff/${person.id}`, {
      token: owner,
      body: { role: 'manager' },
      headers: shop(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: person.id,
      email: person.email,
      role: 'manager',
      status: 'active',
    });
    expect(await roleIn('S001', person.id)).toBe('manager');
    expect((await api.get('/admin/api/dashboard', { ...bearer(person.token), ...shop() })).status).toBe(200);
    const audit = await api.get(`/admin/api/audit?entity=staff&entity_id=${person.id}`, {
      ...bearer(owner),
      ...shop(),
    });
    expect(audit.status).toBe(200);
    const rows = audit.body.data.data;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['staff.role_changed', 'staff.invited']);
    expect(rows[0]).toMatchObject({
      entity: 'staff',
      entity_id: String(person.id),
      before: { role: 'cashier' },
      after: { role: 'manager' },
      channel: 'web',
      staff: { email: 'owner@example.com', name: 'Sokha Owner' },
    });
    expect(Date.parse(rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
    // The same role again changes nothing and writes no row.
    await api.send('PUT', `/admin/api/staff/${person.id}`, {
      token: owner,
      body: { role: 'manager' },
      headers: shop(),
    });
    const after = await api.get(`/admin/api/audit?entity=staff&entity_id=${person.id}`, {
      ...bearer(owner),
      ...shop(),
    });
    expect(after.body.data.total).toBe(2);
  });

  it('a staff member of another shop is not found here', async () => {
    const elsewhere = await newStaff(api, owner, { shop: 'S002', role: 'cashier' });
    for (const method of ['PUT', 'DELETE']) {
      const res = await api.send(method, `/admin/api/staff/${elsewhere.id}`, {
        token: owner,
        body: method === 'PUT' ? { role: 'manager' } : undefined,
        headers: shop('S001'),
      });
      expect(res.status, method).toBe(404);
    }
    expect(await roleIn('S002', elsewhere.id)).toBe('cashier');
    expect(await roleIn('S001', elsewhere.id)).toBeNull();
  });

  it('the last owner can be neither demoted nor removed (409); with a second owner they can', async () => {
    const ownerId = await idOf('owner@example.com');
    const demote = await api.send('PUT', `/admin/api/staff/${ownerId}`, {
      token: owner,
      body: { role: 'manager' },
      headers: shop('S002'),
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/owner/);
    const remove = await api.send('DELETE', `/admin/api/staff/${ownerId}`, {
      token: owner,
      headers: shop('S002'),
    });
    expect(remove.status).toBe(409);
    expect(await roleIn('S002', ownerId)).toBe('owner');

    const second = await newStaff(api, owner, { shop: 'S002', role: 'owner' });
    const demoted = await api.send('PUT', `/admin/api/staff/${second.id}`, {
      token: owner,
      body: { role: 'editor' },
      headers: shop('S002'),
    });
    expect(demoted.status).toBe(200);
    // Now the only owner again: the second one, now an editor, cannot demote them.
    expect(
      (
        await api.send('PUT', `/admin/api/staff/${ownerId}`, {
          token: second.token,
          body: { role: 'editor' },
          headers: shop('S002'),
        })
      ).status,
    ).toBe(403);
    expect(await roleIn('S002', ownerId)).toBe('owner');
  });

  it('two owners demoting each other at once leave the shop one owner', async () => {
    const ownerId = await idOf('owner@example.com');
    for (let round = 0; round < 3; round++) {
      const second = await newStaff(api, owner, { shop: 'S002', role: 'owner' });
      const results = await Promise.all([
        api.send('PUT', `/admin/api/staff/${second.id}`, {
          token: owner,
          body: { role: 'manager' },
          headers: shop('S002'),
        }),
        api.send('PUT', `/admin/api/staff/${ownerId}`, {
          token: second.token,
          body: { role: 'manager' },
          headers: shop('S002'),
        }),
      ]);
      // One goes through; the other is refused: 409 (the shop would have no owner), or 403 when
      // the first was done before the second was let in (its sender is no longer an owner).
      const [done, refused] = [...results].sort((a, b) => a.status - b.status);
      expect([done?.status, refused?.status], `round ${round + 1}`).toEqual([200, expect.any(Number)]);
      expect([403, 409], `round ${round + 1}`).toContain(refused?.status);
      const owners = (
        await listed('S002', (await roleIn('S002', ownerId)) === 'owner' ? owner : second.token)
      )
        .filter((m) => m.role === 'owner')
        .map((m) => m.id);
      expect(owners).toHaveLength(1);
      // Back as it was: the demo owner the only owner, the second one gone.
      if (owners[0] === second.id)
        expect(
          (
            await api.send('PUT', `/admin/api/staff/${ownerId}`, {
              token: second.token,
              body: { role: 'owner' },
              headers: shop('S002'),
            })
          ).status,
        ).toBe(200);
      const gone = await api.send('DELETE', `/admin/api/staff/${second.id}`, {
        token: owner,
        headers: shop('S002'),
      });
      expect(gone.status).toBe(200);
    }
  });
});

describe('removing staff', () => {
  it('ends the removed person’s sessions at once; signed in again, they reach only the shops they still work for', async () => {
    const person = await newStaff(api, owner, { shop: 'S001', role: 'cashier' });
    await invite(api, owner, { email: person.email, role: 'packer', shop: 'S002' });
    expect((await ordersOf(person.token, 'S001')).status).toBe(200);
    const removed = await api.send('DELETE', `/admin/api/staff/${person.id}`, {
      token: owner,
      headers: shop('S001'),
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ code: 0, data: null });
    expect(await roleIn('S001', person.id)).toBeNull();
    const refused = await ordersOf(person.token, 'S001');
    expect(refused.status).toBe(401);
    expect(refused.body.data).toBeNull();
    const open = await api.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, person.id), isNull(staffSessions.revokedAt)));
    expect(open).toEqual([]);
    expect((await listed()).some((m) => m.id === person.id)).toBe(false);

    const again = await signIn(api, { email: person.email, password: person.password });
    expect(again.status).toBe(200);
    expect(again.body.data.shops).toEqual([expect.objectContaining({ store_code: 'S002', role: 'packer' })]);
    const notHere = await ordersOf(again.body.data.token, 'S001');
    expect(notHere.status).toBe(404);
    expect(notHere.body).toMatchObject({ code: 404, message: 'Store S001 not found', data: null });
    expect((await ordersOf(again.body.data.token, 'S002')).status).toBe(200);
    const [audited] = await api.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'staff'),
          eq(auditLog.entityId, String(person.id)),
          eq(auditLog.action, 'staff.removed'),
        ),
      );
    expect(audited).toMatchObject({ before: { role: 'cashier' } });
  });

  it('someone removed from their only shop signs in to no shop at all', async () => {
    const person = await newStaff(api, owner, { shop: 'S001', role: 'editor' });
    const removed = await api.send('DELETE', `/admin/api/staff/${person.id}`, {
      token: owner,
      headers: shop('S001'),
    });
    expect(removed.status).toBe(200);
    expect((await api.get('/admin/api/me', bearer(person.token))).status).toBe(401);
    const again = await signIn(api, { email: person.email, password: person.password });
    expect(again.status).toBe(200);
    expect(again.body.data.shops).toEqual([]);
    expect((await ordersOf(again.body.data.token, 'S001')).status).toBe(404);
  });
});

describe('who manages staff', () => {
  it('only owners: a manager or a cashier gets 403 for every staff call, and nothing changes', async () => {
    const cashierId = await idOf('cashier@example.com');
    const email = staffEmail('refused');
    const calls = [
      ['GET', '/admin/api/staff', undefined],
      ['POST', '/admin/api/staff', { email, name: 'Refused', role: 'owner' }],
      ['PUT', `/admin/api/staff/${cashierId}`, { role: 'owner' }],
      ['DELETE', `/admin/api/staff/${cashierId}`, undefined],
      ['PUT', '/admin/api/shop/security', { totp_required: true }],
    ] as const;
    for (const token of [manager, cashier])
      for (const [method, path, body] of calls) {
        const res = await api.send(method, path, { token, body, headers: shop() });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ code: 403, data: null });
        expect(res.body.message).toMatch(/staff\.manage/);
      }
    expect(await roleIn('S001', cashierId)).toBe('cashier');
    expect(await api.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
    const [shopRow] = await api.db
      .select({ required: stores.staffTotpRequired })
      .from(stores)
      .where(eq(stores.code, 'S001'));
    expect(shopRow?.required).toBe(false);
  });
});
