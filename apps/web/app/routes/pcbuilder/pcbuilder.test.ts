import { MESSAGES, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { dollars } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { cartOf, newCustomer } from '../../test/shoppers';

const testApi = openTestApi();

// The builder's page against the real API and its rules, with S001's seeded parts: product 72 is an
// AM5 processor, 80 an AM5 motherboard (DDR5), 75 an LGA1700 one (DDR4).
const CPU = 72;
const BOARD = 80;
const OTHER_BOARD = 75;

const kh = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
  translate(MESSAGES.kh, key, values);
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('/pcbuilder', () => {
  it('shows a socket mismatch beside both slots, in the page language, and refuses the build', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(`/kh/pcbuilder?cpu=${CPU}&motherboard=${OTHER_BOARD}`);
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
    const app = createTestServer(testApi());
    // The API's own check of the build: its total, in dollars and riel.
    const { body } = await testApi().send('POST', '/api/pcbuilder/check', {
      headers: { 'x-store-code': 'S001' },
      body: {
        items: [
          { slot: 'cpu', product_id: CPU, quantity: 1 },
          { slot: 'motherboard', product_id: BOARD, quantity: 1 },
        ],
      },
    });
    const { total, total_khr, compatible } = body.data as {
      total: number;
      total_khr: number;
      compatible: boolean;
    };
    expect(compatible).toBe(true);
    const html = await (await app.request(`/pcbuilder?cpu=${CPU}&motherboard=${BOARD}`)).text();
    expect(html).toContain('data-testid="build-total"');
    expect(html).toContain(dollars(total));
    expect(html).toContain(`≈ ${total_khr.toLocaleString('en-US')} ៛`);
    expect(html).not.toContain('data-severity="error"');
  });

  it('opens a link naming a part that is gone with the rest of the build', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(`/pcbuilder?cpu=999999&motherboard=${BOARD}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-slot="cpu" data-filled="false"/);
    expect(html).toMatch(/data-slot="motherboard" data-filled="true"/);
  });

  it('lists a slot’s parts that fit, says how many are hidden, and links each to the build', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request(`/pcbuilder?cpu=${CPU}&pick=motherboard`)).text();
    expect(html).toContain(`data-part="${BOARD}"`);
    expect(html).not.toContain(`data-part="${OTHER_BOARD}"`);
    const { body } = await testApi().get(`/api/pcbuilder/parts?slot=motherboard&cpu=${CPU}&compatible=1`, {
      'x-store-code': 'S001',
    });
    const hidden = body.data.hidden_incompatible as number;
    expect(hidden).toBeGreaterThan(0);
    expect(html).toContain(htmlText(translate(MESSAGES.en, 'pcbuilder.hidden', { count: String(hidden) })));
    expect(html).toContain(`href="/pcbuilder?cpu=${CPU}&amp;motherboard=${BOARD}#slot-motherboard"`);
    const all = await (
      await app.request(`/pcbuilder?cpu=${CPU}&pick=motherboard&compatible=0&compatible=1`)
    ).text();
    expect(all).not.toContain(`data-part="${OTHER_BOARD}"`);
    const every = await (await app.request(`/pcbuilder?cpu=${CPU}&pick=motherboard&compatible=0`)).text();
    expect(every).toContain(`data-part="${OTHER_BOARD}"`);
    expect(every).toContain('data-problem="socket_mismatch"');
  });

  it('sends a guest to log in and back to the build', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/kh/pcbuilder',
      post({ cpu: String(CPU), motherboard: String(BOARD) }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/login?redirect=${encodeURIComponent(`/kh/pcbuilder?cpu=${CPU}&motherboard=${BOARD}`)}`,
    );
    expect(accountRequests(app.api).filter((r) => r.path === '/api/cart/add-many')).toHaveLength(0);
  });

  it('adds a compatible build to the customer’s cart in one call, with the form’s key', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const key = 'build-key-12345678';
    const response = await app.request(
      `/pcbuilder?cpu=${CPU}&motherboard=${BOARD}`,
      post({ cpu: String(CPU), motherboard: String(BOARD), idempotency_key: key }, cookie),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      htmlText(translate(MESSAGES.en, 'pcbuilder.added', { count: '2' })),
    );
    const calls = accountRequests(app.api).filter((r) => r.path === '/api/cart/add-many');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(key);
    expect((await cartOf(testApi(), shopper)).map((l) => [l.product_id, l.quantity])).toEqual([
      [CPU, 1],
      [BOARD, 1],
    ]);
  });

  it('does not add a build with an error, and leaves the cart as it was', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const response = await app.request(
      '/pcbuilder',
      post({ cpu: String(CPU), motherboard: String(OTHER_BOARD) }, cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(translate(MESSAGES.en, 'pcbuilder.blocked'));
    expect(accountRequests(app.api).filter((r) => r.path === '/api/cart/add-many')).toHaveLength(0);
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });
});
