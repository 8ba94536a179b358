import { customers } from '@shop/db';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { identity, lastCode, registered, shop } from './accounts.fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const home = { name: 'Home', description: 'Street 51, Phnom Penh', lat: 11.5564, long: 104.9282 };
const office = { name: 'Office', description: '', lat: 11.57, long: 104.92 };
const shopHouse = { name: 'Shop', lat: '13.36', long: '103.86' };

describe('GET and PUT /api/profile', () => {
  it('needs a signed-in customer', async () => {
    const res = await api.send('GET', '/api/profile', { headers: shop() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 401,
      message: 'please login first',
      data: null,
      request_id: expect.any(String),
    });
    const bad = await api.send('GET', '/api/profile', { headers: shop(), token: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
  });

  it('answers the customer with no address at first', async () => {
    const { who, token } = await registered(api);
    const res = await api.send('GET', '/api/profile', { headers: shop(), token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: who.name,
      email: who.email,
      phone: who.phone,
      phone_verified: false,
      address: null,
      addresses: [],
    });
  });

  it('changes the name and phone; a new phone is unverified again', async () => {
    const { who, token } = await registered(api);
    await api.send('POST', '/api/verify', {
      headers: shop(),
      body: { phone: who.phone, otp: await lastCode(api, who.phone) },
    });
    const same = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: 'New Name', phone: who.phone },
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ name: 'New Name', phone: who.phone, phone_verified: true });

    const next = identity();
    const changed = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: 'New Name', phone: `0${next.phone.slice(4)}` },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: next.phone, phone_verified: false });
    const [row] = await api.db.select().from(customers).where(eq(customers.email, who.email));
    expect(row).toMatchObject({ name: 'New Name', phone: next.phone, phoneVerifiedAt: null });
  });

  it('refuses a phone of another customer of the shop with 409, but not of another shop', async () => {
    const { token } = await registered(api);
    const taken = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: 'Me', phone: DEMO_CUSTOMER.phone },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 409,
      message: expect.stringMatching(/^phone: .*already used/),
      data: null,
      request_id: expect.any(String),
    });

    const { who: elsewhere } = await registered(api, identity(), 'S002');
    const fine = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: 'Me', phone: elsewhere.phone },
    });
    expect(fine.status).toBe(200);
  });

  it('answers bad input with 400 naming the field', async () => {
    const { token } = await registered(api);
    const res = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: '', phone: '999' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/name: .*phone: /);
  });
});

describe('/api/profile/location (addresses)', () => {
  it('adds addresses; the first becomes the default and the profile shows it', async () => {
    const { token } = await registered(api);
    const first = await api.send('POST', '/api/profile/location/add', { headers: shop(), token, body: home });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: expect.any(Number), ...home, is_default: true });
    const second = await api.send('POST', '/api/profile/location/add', {
      headers: shop(),
      token,
      body: shopHouse,
    });
    expect(second.body.data).toMatchObject({
      name: 'Shop',
      description: '',
      lat: 13.36,
      long: 103.86,
      is_default: false,
    });

    const list = await api.send('GET', '/api/profile/location', { headers: shop(), token });
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual(['Home', 'Shop']);
    const profile = await api.send('GET', '/api/profile', { headers: shop(), token });
    expect(profile.body.data.address).toMatchObject({ name: 'Home', is_default: true });
    expect(profile.body.data.addresses).toHaveLength(2);
  });

  it('makes exactly one default when first addresses are added at the same time', async () => {
    const { token } = await registered(api);
    const added = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.send('POST', '/api/profile/location/add', {
          headers: shop(),
          token,
          body: { ...home, name: `A${i}` },
        }),
      ),
    );
    expect(added.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const list = (await api.send('GET', '/api/profile/location', { headers: shop(), token })).body.data;
    expect(list).toHaveLength(5);
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it('edits, sets the default, and deleting the default makes the oldest remaining one default', async () => {
    const { token } = await registered(api);
    const add = async (body: object) =>
      (await api.send('POST', '/api/profile/location/add', { headers: shop(), token, body })).body.data
        .id as number;
    const a = await add(home);
    const b = await add(office);
    const c = await add(shopHouse);

    const edited = await api.send('PUT', `/api/profile/location/${b}`, {
      headers: shop(),
      token,
      body: { ...office, name: 'Office 2' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: b, name: 'Office 2', is_default: false });

    const def = await api.send('POST', `/api/profile/location/${c}/default`, { headers: shop(), token });
    expect(def.status).toBe(200);
    expect(def.body.data).toMatchObject({ id: c, is_default: true });
    const list = (await api.send('GET', '/api/profile/location', { headers: shop(), token })).body.data;
    expect(
      list.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: number }) => x.id),
    ).toEqual([c]);

    const del = await api.send('DELETE', `/api/profile/location/${c}`, { headers: shop(), token });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ code: 0, data: null });
    const after = (await api.send('GET', '/api/profile', { headers: shop(), token })).body.data;
    expect(after.address).toMatchObject({ id: a, is_default: true });
    expect(after.addresses.map((x: { id: number }) => x.id)).toEqual([a, b]);

    // Deleting one that is not the default leaves the default alone.
    await api.send('DELETE', `/api/profile/location/${b}`, { headers: shop(), token });
    const last = (await api.send('GET', '/api/profile/location', { headers: shop(), token })).body.data;
    expect(last).toEqual([expect.objectContaining({ id: a, is_default: true })]);
  });

  it("answers 404 for another customer's or another shop's address", async () => {
    const { token: mine } = await registered(api);
    const { token: theirs } = await registered(api);
    const id = (
      await api.send('POST', '/api/profile/location/add', { headers: shop(), token: theirs, body: home })
    ).body.data.id;
    const calls: [string, string, object?][] = [
      ['PUT', `/api/profile/location/${id}`, home],
      ['DELETE', `/api/profile/location/${id}`],
      ['POST', `/api/profile/location/${id}/default`],
    ];
    for (const [method, path, body] of calls) {
      const res = await api.send(method, path, { headers: shop(), token: mine, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        message: `Address ${id} not found`,
        data: null,
        request_id: expect.any(String),
      });
    }
    // Another shop's customer with the same id space sees nothing either.
    const { token: s002 } = await registered(api, identity(), 'S002');
    expect(
      (await api.send('DELETE', `/api/profile/location/${id}`, { headers: shop('S002'), token: s002 }))
        .status,
    ).toBe(404);
    const still = await api.send('GET', '/api/profile/location', { headers: shop(), token: theirs });
    expect(still.body.data).toHaveLength(1);
  });

  it('answers bad input with 400 naming the field', async () => {
    const { token } = await registered(api);
    const res = await api.send('POST', '/api/profile/location/add', {
      headers: shop(),
      token,
      body: { name: '', lat: 91, long: 'east' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/name: .*lat: .*long: /);
    const badId = await api.send('PUT', '/api/profile/location/abc', { headers: shop(), token, body: home });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^id: /);
    const hugeId = await api.send('DELETE', '/api/profile/location/99999999999', { headers: shop(), token });
    expect(hugeId.status).toBe(400);
  });
});
