import { MESSAGES, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';
import { post } from '../../test/requests';

// The builder's page against the fake API (test/fake-pcbuilder.ts): products 1 and 2 are an AM5
// and an LGA1700 processor, 3 and 4 an AM5 and an LGA1700 motherboard.

const kh = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
  translate(MESSAGES.kh, key, values);
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('/pcbuilder', () => {
  it('shows a socket mismatch beside both slots, in the page language, and refuses the build', async () => {
    const app = createTestServer();
    const response = await app.request('/kh/pcbuilder?cpu=1&motherboard=4');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = kh('pcbuilder.problem_socket_mismatch', { cpu_socket: 'AM5', board_socket: 'LGA1700' });
    expect(html.split(htmlText(text)).length - 1).toBe(2);
    expect(html).toContain('data-severity="error"');
    expect(html).toContain(kh('pcbuilder.blocked'));
    expect(html).toMatch(/<button type="submit" disabled=""/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/kh/pcbuilder"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('prices a compatible build as the API sent it, in dollars and riel', async () => {
    const app = createTestServer();
    const html = await (await app.request('/pcbuilder?cpu=1&motherboard=3')).text();
    // $599 (promo) + $429-$389 promo: the fake's own sums, shown as sent.
    expect(html).toContain('data-testid="build-total"');
    expect(html).toContain('$988.00');
    expect(html).toContain('≈ 4,050,800 ៛');
    expect(html).not.toContain('data-severity="error"');
  });

  it('opens a link naming a part that is gone with the rest of the build', async () => {
    const app = createTestServer();
    const response = await app.request('/pcbuilder?cpu=999&motherboard=3');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-slot="cpu" data-filled="false"/);
    expect(html).toMatch(/data-slot="motherboard" data-filled="true"/);
  });

  it('lists a slot’s parts that fit, says how many are hidden, and links each to the build', async () => {
    const app = createTestServer();
    const html = await (await app.request('/pcbuilder?cpu=1&pick=motherboard')).text();
    expect(html).toContain('data-part="3"');
    expect(html).not.toContain('data-part="4"');
    expect(html).toContain(htmlText(translate(MESSAGES.en, 'pcbuilder.hidden', { count: '1' })));
    expect(html).toContain('href="/pcbuilder?cpu=1&amp;motherboard=3#slot-motherboard"');
    const all = await (
      await app.request('/pcbuilder?cpu=1&pick=motherboard&compatible=0&compatible=1')
    ).text();
    expect(all).not.toContain('data-part="4"');
    const every = await (await app.request('/pcbuilder?cpu=1&pick=motherboard&compatible=0')).text();
    expect(every).toContain('data-part="4"');
    expect(every).toContain('data-problem="socket_mismatch"');
  });

  it('sends a guest to log in and back to the build', async () => {
    const app = createTestServer();
    const response = await app.request('/kh/pcbuilder', post({ cpu: '1', motherboard: '3' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/login?redirect=${encodeURIComponent('/kh/pcbuilder?cpu=1&motherboard=3')}`,
    );
    expect(app.api.accounts.requests.filter((r) => r.path === '/api/cart/add-many')).toHaveLength(0);
  });

  it('adds a compatible build to the customer’s cart in one call, with the form’s key', async () => {
    const app = createTestServer();
    const cookie = { cookie: `session=${app.api.accounts.tokenFor()}` };
    const key = 'build-key-12345678';
    const response = await app.request(
      '/pcbuilder?cpu=1&motherboard=3',
      post({ cpu: '1', motherboard: '3', idempotency_key: key }, cookie),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      htmlText(translate(MESSAGES.en, 'pcbuilder.added', { count: '2' })),
    );
    const calls = app.api.accounts.requests.filter((r) => r.path === '/api/cart/add-many');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(key);
    expect(app.api.accounts.cartOf().map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 1],
      [3, 1],
    ]);
  });

  it('does not add a build with an error, and leaves the cart as it was', async () => {
    const app = createTestServer();
    const cookie = { cookie: `session=${app.api.accounts.tokenFor()}` };
    const response = await app.request('/pcbuilder', post({ cpu: '1', motherboard: '4' }, cookie));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(translate(MESSAGES.en, 'pcbuilder.blocked'));
    expect(app.api.accounts.requests.filter((r) => r.path === '/api/cart/add-many')).toHaveLength(0);
    expect(app.api.accounts.cartOf()).toEqual([]);
  });
});
