import { randomInt } from 'node:crypto';
import { ORDER_QUEUES } from '@shop/contracts';
import { auditLog, staff, staffRoles, stores } from '@shop/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { accept, bearer, lastMail, shop, staffEmail } from './admin.fixtures';

let api: TestApi;
let operator: string;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  [operator, owner] = await Promise.all([
    api.staffTokenFor('operator@example.com'),
    api.staffTokenFor('owner@example.com'),
  ]);
});
afterAll(() => api.close());

/** A new shop's request: a code, a name, two host names and an owner no other test uses. */
function newShop() {
  const n = `${process.pid % 1000}${randomInt(100_000, 999_999)}`;
  return {
    store_code: `k${n}`,
    name: 'Phsar Kandal',
    domains: [`kandal${n}.example.com`, `www.kandal${n}.example.com`],
    owner_email: staffEmail('founder'),
  };
}

const open = (body: unknown, token: string | null = operator) =>
  api.send('POST', '/admin/api/shops', { token: token ?? undefined, body });

async function shopCount() {
  const [row] = await api.db.select({ n: count() }).from(stores);
  return row?.n ?? 0;
}

describe('opening a shop', () => {
  it('the operator opens a shop: its storefront answers on its domains at once, its owner is invited by mail', async () => {
    const body = newShop();
    const code = body.store_code.toUpperCase();
    const res = await open({ ...body, domains: [body.domains[0]?.toUpperCase(), body.domains[1]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      message: 'OK',
      data: {
        store_code: code,
        name: 'Phsar Kandal',
        names: { en: 'Phsar Kandal', kh: 'Phsar Kandal', zh: 'Phsar Kandal' },
        domains: body.domains,
        owner_email: body.owner_email,
      },
    });
    for (const domain of body.domains) {
      const info = await api.get(`/api/store/info?domain=${domain}`);
      expect(info.status, domain).toBe(200);
      expect(info.body.data).toMatchObject({
        store_code: code,
        name: 'Phsar Kandal',
        domains: [...body.domains].sort(),
      });
    }
    const vendor = await api.get('/api/vendor/info', shop(code));
    expect(vendor.status).toBe(200);
    expect(vendor.body.data.khr_per_usd).toBeGreaterThan(0);
    const mail = await lastMail(api, body.owner_email, code);
    expect(mail.subject).toBe('Phsar Kandal: your new shop');
    expect(mail.body).toMatch(/http:\/\/localhost:3001\/invite\?code=/);
    expect(mail.code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const [person] = await api.db.select().from(staff).where(eq(staff.email, body.owner_email));
    expect(person?.passwordHash).toBeNull();
    const [shopRow] = await api.db.select().from(stores).where(eq(stores.code, code));
    const [role] = await api.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(and(eq(staffRoles.storeId, shopRow?.id ?? 0), eq(staffRoles.staffId, person?.id ?? 0)));
    expect(role?.role).toBe('owner');
    const [audited] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, shopRow?.id ?? 0), eq(auditLog.action, 'shop.created')));
    const [op] = await api.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'operator@example.com'));
    expect(audited).toMatchObject({ entity: 'shop', entityId: code, staffId: op?.id });
  });

  it('its owner joins from the mail and finds the shop in /me, its order desk empty', async () => {
    const body = { ...newShop(), name: { en: 'Kandal Market', kh: 'ផ្សារកណ្ដាល' } };
    const code = body.store_code.toUpperCase();
    const res = await open(body);
    expect(res.status).toBe(200);
    expect(res.body.data.names).toEqual({ en: 'Kandal Market', kh: 'ផ្សារកណ្ដាល', zh: 'Kandal Market' });
    const mail = await lastMail(api, body.owner_email, code);
    const joined = await accept(api, { code: mail.code ?? '', password: 'founder-password', name: 'Vichea' });
    expect(joined.status).toBe(200);
    const token = joined.body.data.token as string;
    const me = await api.get('/admin/api/me', bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.data.staff).toMatchObject({ email: body.owner_email, name: 'Vichea', operator: false });
    expect(me.body.data.shops).toEqual([
      {
        store_code: code,
        name: 'Kandal Market',
        names: { en: 'Kandal Market', kh: 'ផ្សារកណ្ដាល', zh: 'Kandal Market' },
        role: 'owner',
        totp_required: false,
      },
    ]);
    const desk = await api.get('/admin/api/orders', { ...bearer(token), ...shop(code) });
    expect(desk.status).toBe(200);
    expect(desk.body.data).toMatchObject({ data: [], total: 0, current_page: 1 });
    expect(desk.body.data.queues).toEqual(Object.fromEntries(ORDER_QUEUES.map((q) => [q, 0])));
    const team = await api.get('/admin/api/staff', { ...bearer(token), ...shop(code) });
    expect(team.body.data).toEqual([
      expect.objectContaining({ email: body.owner_email, role: 'owner', status: 'active' }),
    ]);
    // Nobody else works there: not even the demo owner, nor the operator who opened it.
    for (const other of [owner, operator])
      expect((await api.get('/admin/api/orders', { ...bearer(other), ...shop(code) })).status).toBe(404);
  });

  it('someone with a staff account already is made its owner at once, with no code to redeem', async () => {
    const body = { ...newShop(), owner_email: 'manager@example.com' };
    const code = body.store_code.toUpperCase();
    expect((await open(body)).status).toBe(200);
    const mail = await lastMail(api, 'manager@example.com', code);
    expect(mail.code).toBeNull();
    expect(mail.body).toMatch(/with your password/);
    const manager = await api.staffTokenFor('manager@example.com');
    const me = await api.get('/admin/api/me', bearer(manager));
    expect(
      me.body.data.shops.map((s: { store_code: string; role: string }) => [s.store_code, s.role]),
    ).toEqual(
      expect.arrayContaining([
        ['S001', 'manager'],
        [code, 'owner'],
      ]),
    );
    expect((await api.get('/admin/api/staff', { ...bearer(manager), ...shop(code) })).status).toBe(200);
    expect((await api.get('/admin/api/staff', { ...bearer(manager), ...shop('S001') })).status).toBe(403);
  });

  it('a store code or a domain already taken is a 409, and nothing is written', async () => {
    const first = newShop();
    expect((await open(first)).status).toBe(200);
    const before = await shopCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ store_code: 'S001' }, /^store_code: /],
      [{ store_code: 's001' }, /^store_code: /],
      [{ store_code: first.store_code.toUpperCase() }, /^store_code: /],
      [{ domains: ['localhost'] }, /^domains: localhost/],
      [{ domains: [`fresh${randomInt(1e6)}.example.com`, first.domains[1]] }, /^domains: /],
    ];
    for (const [change, message] of cases) {
      const body = { ...newShop(), ...change };
      const res = await open(body);
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body).toMatchObject({ code: 409, data: null });
      expect(res.body.message, JSON.stringify(change)).toMatch(message);
      expect(await api.db.select().from(staff).where(eq(staff.email, body.owner_email))).toEqual([]);
    }
    expect(await shopCount()).toBe(before);
  });

  it('two requests opening the same shop at once: one opens it, the other gets 409', async () => {
    const body = newShop();
    const sameCode = await Promise.all([open(body), open({ ...newShop(), store_code: body.store_code })]);
    expect(sameCode.map((r) => r.status).sort()).toEqual([200, 409]);
    const other = newShop();
    const sameDomain = await Promise.all([open(other), open({ ...newShop(), domains: [other.domains[0]] })]);
    expect(sameDomain.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await api.db
      .select({ n: count() })
      .from(stores)
      .where(eq(stores.code, body.store_code.toUpperCase()));
    expect(row?.n).toBe(1);
  });

  it('a bad domain or field is a 400 naming it', async () => {
    const before = await shopCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ domains: ['not a domain'] }, /^domains\.0: /],
      [{ domains: ['shop.example.com:3000'] }, /^domains\.0: /],
      [{ domains: ['https://shop.example.com'] }, /^domains\.0: /],
      [{ domains: ['-shop.example.com'] }, /^domains\.0: /],
      [{ domains: [] }, /^domains: /],
      [{ store_code: 'x' }, /^store_code: /],
      [{ store_code: 'S 01' }, /^store_code: /],
      [{ owner_email: 'nobody' }, /^owner_email: /],
      [{ name: '' }, /^name/],
    ];
    for (const [change, message] of cases) {
      const res = await open({ ...newShop(), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message, JSON.stringify(change)).toMatch(message);
    }
    expect(await shopCount()).toBe(before);
  });

  it('only the platform operator opens shops: 403 for staff, 401 without a staff token', async () => {
    const before = await shopCount();
    const customer = await newCustomer(api);
    const manager = await api.staffTokenFor('manager@example.com');
    for (const token of [owner, manager]) {
      const res = await open(newShop(), token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 403,
        message: 'Only the platform operator opens shops',
        data: null,
      });
    }
    for (const token of [null, customer.token]) expect((await open(newShop(), token)).status).toBe(401);
    expect(await shopCount()).toBe(before);
  });
});
