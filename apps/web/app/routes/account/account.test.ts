import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { post, sessionCookie } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { newCustomer, profileOf } from '../../test/shoppers';

const testApi = openTestApi();

describe('the auth guard', () => {
  it.each([
    ['/account/myaccount/mydata', '/login?redirect=%2Faccount%2Fmyaccount%2Fmydata'],
    ['/kh/account/myaccount', '/kh/login?redirect=%2Fkh%2Faccount%2Fmyaccount'],
  ])('sends %s without a session to %s', async (path, location) => {
    const app = createTestServer(testApi());
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(accountRequests(app.api)).toHaveLength(0);
  });

  it('ends a session the API no longer knows and asks to log in again', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/account/myaccount', {
      headers: { cookie: 'session=revoked-token-0123456789' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount%2Fmyaccount');
    expect(sessionCookie(response)).toContain('Max-Age=0');
  });

  it('shows My Account with the profile to a customer', async () => {
    const app = createTestServer(testApi());
    const { token, cookie } = await newCustomer(testApi(), { name: 'Sokha Chan' });
    const response = await app.request('/zh/account/myaccount', { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('您好，Sokha Chan');
    expect(html).toContain('已验证');
    expect(html).toContain('href="/zh/account/myaccount/mydata"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The header: My Account instead of Login (login_status_code 0).
    expect(html).toContain('aria-label="我的账户"');
    expect(html).not.toContain('href="/zh/login"');
    const profile = accountRequests(app.api).find((r) => r.path === '/api/profile');
    expect(profile?.authorization).toBe(`Bearer ${token}`);
  });
});

describe('/account/myaccount/mydata', () => {
  it('edits the profile and adds an address with the placeholder coordinates', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const saved = await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'profile', name: 'Dara', phone: '097 765 4321' }, cookie),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your details were saved.');
    expect((await profileOf(testApi(), shopper)).name).toBe('Dara');
    await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'address-add', name: 'Home', description: 'Street 130' }, cookie),
    );
    const add = accountRequests(app.api).find((r) => r.path === '/api/profile/location/add');
    expect(add?.body).toEqual({ name: 'Home', description: 'Street 130', lat: 11.5564, long: 104.9282 });
    const refused = await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'profile', name: 'Dara', phone: '123' }, cookie),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/data-field-error="phone"/);
  });

  it('gives each form a key made with the page and passes it on as the Idempotency-Key', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const html = await (await app.request('/account/myaccount/mydata', { headers: cookie })).text();
    const keys = [...html.matchAll(/name="idempotency_key" value="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual([expect.stringMatching(/\.profile$/), expect.stringMatching(/\.address-add$/)]);
    // Sent twice (a second click, the browser sending the page's form again): the same key.
    for (let i = 0; i < 2; i++)
      await app.request(
        '/account/myaccount/mydata',
        post({ intent: 'address-add', name: 'Home', description: '', idempotency_key: keys[1]! }, cookie),
      );
    const adds = accountRequests(app.api).filter((r) => r.path === '/api/profile/location/add');
    expect(adds.map((r) => r.idempotencyKey)).toEqual([keys[1], keys[1]]);
    // The next page has new keys.
    const next = await (await app.request('/account/myaccount/mydata', { headers: cookie })).text();
    expect(next).not.toContain(keys[1]);
  });
});
