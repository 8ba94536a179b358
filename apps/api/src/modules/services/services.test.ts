import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import { checkPreferredDate } from './services.service';

let api: TestApi;
const Q = '?store_code=S001';

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.execute(sql`delete from booking_requests`);
});

/** A date YYYY-MM-DD `days` from today in Phnom Penh. */
const phnomPenhDate = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function firstFreelancer(code = 'S001') {
  const res = await api.get(`/api/freelancers?store_code=${code}`);
  return res.body.data.data[0];
}

describe('GET /api/services', () => {
  it('lists the categories with their technician counts', async () => {
    const res = await api.get(`/api/services${Q}`);
    expect(res.status).toBe(200);
    const slugs = res.body.data.categories.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual([
      'repair',
      'installation',
      'cctv-networking',
      'it-support',
      'pc-assembly',
      'data-recovery',
    ]);
    expect(res.body.data.categories[0]).toMatchObject({ name: 'Repair', icon: 'wrench' });
    expect(res.body.data.categories[0].freelancer_count).toBeGreaterThan(0);
    expect(res.body.data.selected).toBeNull();
  });

  it('with cat_id: its description, technicians and service products', async () => {
    const all = await api.get(`/api/services${Q}`);
    const repair = all.body.data.categories[0];
    const res = await api.get(`/api/services${Q}&cat_id=${repair.id}`);
    expect(res.status).toBe(200);
    const selected = res.body.data.selected;
    expect(selected.description).toContain('genuine parts');
    expect(selected.freelancers).toHaveLength(repair.freelancer_count);
    for (const f of selected.freelancers)
      expect(f.skills.map((s: { id: number }) => s.id)).toContain(repair.id);
    expect(selected.products.length).toBeGreaterThan(0);
    expect(selected.products[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(typeof selected.products[0].paid_price).toBe('number');
  });

  it('speaks kh and zh', async () => {
    const kh = await api.get(`/api/services${Q}&lang=kh`);
    expect(kh.body.data.categories[0].name).toBe('ជួសជុល');
    const zh = await api.get(`/api/services${Q}`, { 'accept-language': 'zh' });
    expect(zh.body.data.categories[0].name).toBe('维修');
  });

  it("answers 404 for another shop's category and 400 for a bad cat_id", async () => {
    const other = await api.get('/api/services?store_code=S002');
    const res = await api.get(`/api/services${Q}&cat_id=${other.body.data.categories[0].id}`);
    expect(res.status).toBe(404);
    const bad = await api.get(`/api/services${Q}&cat_id=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('cat_id');
  });
});

describe('GET /api/freelancers', () => {
  it('lists active technicians with skills, areas, rating and the filter choices', async () => {
    const res = await api.get(`/api/freelancers${Q}`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.total).toBe(7); // 8 seeded, one inactive
    expect(page.data).toHaveLength(7);
    expect(page.skills).toHaveLength(6);
    expect(page.areas.map((a: { name: string }) => a.name)).toContain('Toul Kork');
    const f = page.data[0];
    expect(f).toMatchObject({ name: 'Sok Dara', photo: '', rating: 4.8 });
    expect(f.skills[0]).toMatchObject({ id: expect.any(Number), name: 'Repair' });
    expect(f.areas.length).toBeGreaterThan(0);
    expect(f.bio).toBeUndefined();
  });

  it('filters by skill and by area', async () => {
    const all = await api.get(`/api/freelancers${Q}`);
    const skill = all.body.data.skills.find((s: { name: string }) => s.name === 'PC assembly').id;
    const area = all.body.data.areas.find((a: { name: string }) => a.name === 'Daun Penh').id;
    const bySkill = await api.get(`/api/freelancers${Q}&skill=${skill}`);
    expect(bySkill.body.data.total).toBeGreaterThan(0);
    expect(bySkill.body.data.total).toBeLessThan(7);
    for (const f of bySkill.body.data.data)
      expect(f.skills.map((s: { id: number }) => s.id)).toContain(skill);
    const both = await api.get(`/api/freelancers${Q}&skill=${skill}&area=${area}`);
    for (const f of both.body.data.data) {
      expect(f.skills.map((s: { id: number }) => s.id)).toContain(skill);
      expect(f.areas.map((a: { id: number }) => a.id)).toContain(area);
    }
    const empty = await api.get(`/api/freelancers${Q}&page=5`);
    expect(empty.body.data.data).toEqual([]);
    const bad = await api.get(`/api/freelancers${Q}&area=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('area');
  });

  it('speaks kh and zh, and differs per shop', async () => {
    const kh = await api.get(`/api/freelancers${Q}&lang=kh`);
    expect(kh.body.data.data[0].name).toBe('សុខ ដារា');
    const zh = await api.get(`/api/freelancers${Q}&lang=zh`);
    expect(zh.body.data.data[0].name).toContain('索达拉');
    const s002 = await firstFreelancer('S002');
    expect(s002.name).not.toBe('Sok Dara');
  });
});

describe('GET /api/freelancer/{id}', () => {
  it("answers one technician with the bio and the shop's contact", async () => {
    const f = await firstFreelancer();
    const res = await api.get(`/api/freelancer/${f.id}${Q}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: f.id, name: 'Sok Dara', years_experience: 9 });
    expect(res.body.data.bio).toContain('iPhone');
    expect(res.body.data.contact.telegram_url).toMatch(/^https:\/\/t\.me\//);
    expect(res.body.data.contact.phone).not.toBe('');
  });

  it("answers 404 for another shop's technician, an inactive one or an unknown id", async () => {
    const other = await firstFreelancer('S002');
    expect((await api.get(`/api/freelancer/${other.id}${Q}`)).status).toBe(404);
    const [inactive] = await rows<{ id: number }>(
      api.db,
      sql`select f.id from freelancers f join stores s on s.id = f.store_id where s.code = 'S001' and f.active = 0`,
    );
    expect((await api.get(`/api/freelancer/${inactive!.id}${Q}`)).status).toBe(404);
    expect((await api.get(`/api/freelancer/999999${Q}`)).status).toBe(404);
  });
});

describe('POST /api/freelancer/{id}/booking', () => {
  const book = (id: number, body: unknown, headers: Record<string, string> = {}, token?: string) =>
    api.send('POST', `/api/freelancer/${id}/booking${Q}`, { body, headers, token });

  it('stores the request once, with the phone normalised and the locale', async () => {
    const f = await firstFreelancer();
    const res = await book(
      f.id,
      {
        name: '  Chea Sokun ',
        phone: '012 345 678',
        category_id: f.skills[0].id,
        area_id: f.areas[0].id,
        preferred_date: phnomPenhDate(3),
        message: 'Screen cracked',
      },
      { ...forwardedFrom('10.1.0.1'), 'accept-language': 'kh' },
    );
    expect(res.status).toBe(200);
    const id = res.body.data.booking_id;
    expect(id).toEqual(expect.any(Number));
    const stored = await rows<Record<string, unknown>>(api.db, sql`select * from booking_requests`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      freelancer_id: f.id,
      name: 'Chea Sokun',
      phone: '+85512345678',
      locale: 'kh',
      message: 'Screen cracked',
      customer_id: null,
      status: 'new',
    });
  });

  it('links the signed-in customer', async () => {
    const f = await firstFreelancer();
    const token = await api.tokenFor('S001');
    const res = await book(f.id, { name: 'Sokha', phone: '+85599887766' }, forwardedFrom('10.1.0.2'), token);
    expect(res.status).toBe(200);
    const [row] = await rows<{ customer_id: number | null }>(
      api.db,
      sql`select customer_id from booking_requests`,
    );
    expect(row!.customer_id).toEqual(expect.any(Number));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const f = await firstFreelancer();
    const other = await firstFreelancer('S002');
    const cases: [unknown, string][] = [
      [{ phone: '012345678' }, 'name'],
      [{ name: 'x'.repeat(81), phone: '012345678' }, 'name'],
      [{ name: 'A', phone: '12345' }, 'phone'],
      [{ name: 'A', phone: '012345678', preferred_date: '2020-01-01' }, 'preferred_date'],
      [{ name: 'A', phone: '012345678', preferred_date: phnomPenhDate(120) }, 'preferred_date'],
      [{ name: 'A', phone: '012345678', preferred_date: '2026-02-30' }, 'preferred_date'],
      [{ name: 'A', phone: '012345678', message: 'x'.repeat(1001) }, 'message'],
      [{ name: 'A', phone: '012345678', category_id: other.skills[0].id }, 'category_id'],
      [{ name: 'A', phone: '012345678', area_id: other.areas[0].id }, 'area_id'],
    ];
    for (const [i, [body, field]] of cases.entries()) {
      const res = await book(f.id, body, forwardedFrom(`10.2.0.${i + 1}`));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(await rows(api.db, sql`select id from booking_requests`)).toHaveLength(0);
  });

  it("answers 404 for another shop's technician", async () => {
    const other = await firstFreelancer('S002');
    const res = await book(other.id, { name: 'A', phone: '012345678' }, forwardedFrom('10.1.0.4'));
    expect(res.status).toBe(404);
  });

  it('limits a client to 5 requests an hour per shop (429 with Retry-After)', async () => {
    const f = await firstFreelancer();
    const headers = forwardedFrom('10.1.0.5');
    for (let i = 0; i < 5; i++) {
      expect((await book(f.id, { name: 'A', phone: '012345678' }, headers)).status).toBe(200);
    }
    const res = await book(f.id, { name: 'A', phone: '012345678' }, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows(api.db, sql`select id from booking_requests`)).toHaveLength(5);
    const elsewhere = await book(f.id, { name: 'A', phone: '012345678' }, forwardedFrom('10.1.0.6'));
    expect(elsewhere.status).toBe(200);
  });
});

describe('checkPreferredDate', () => {
  it('takes today in Phnom Penh, which starts at 17:00 UTC', () => {
    const now = Date.parse('2026-03-01T17:30:00Z'); // 00:30 on 2 March in Phnom Penh
    expect(() => checkPreferredDate('2026-03-02', now)).not.toThrow();
    expect(() => checkPreferredDate('2026-03-01', now)).toThrow('today or later');
    expect(() => checkPreferredDate('2026-05-31', now)).not.toThrow();
    expect(() => checkPreferredDate('2026-06-01', now)).toThrow('90 days');
  });
});
