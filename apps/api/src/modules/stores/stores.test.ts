import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_HOST, createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

describe('GET /api/store/info (store info by domain)', () => {
  it('answers each demo host with its own shop and every configuration field', async () => {
    const s001 = await api.get('/api/store/info?domain=localhost');
    expect(s001.status).toBe(200);
    expect(s001.body.code).toBe(0);
    expect(s001.body.data).toMatchObject({ store_code: 'S001', footer: 'default', domain: 'localhost' });
    for (const field of [
      'name',
      'logo',
      'color',
      'playstore',
      'appstore',
      'chat_id',
      'telegram_url',
      'telegram_channel',
      'facebook_url',
      'tiktok_url',
      'youtube_url',
      'smart',
      'cellcard',
      'metfone',
      'whatapp',
      'about_us',
    ]) {
      expect(s001.body.data[field], field).toEqual(expect.any(String));
      expect(s001.body.data[field].length, field).toBeGreaterThan(0);
    }
    expect(s001.body.data.menu.length).toBeGreaterThan(0);
    expect(s001.body.data.logo.startsWith(`${ASSET_HOST}/media/logos/`)).toBe(true);

    const s002 = await api.get('/api/store/info?domain=s002.localhost');
    const s007 = await api.get('/api/store/info?domain=s007.localhost');
    expect(s002.body.data.store_code).toBe('S002');
    expect(s007.body.data).toMatchObject({ store_code: 'S007', footer: 'workshop' });
    const names = new Set([s001, s002, s007].map((r) => r.body.data.name));
    const colours = new Set([s001, s002, s007].map((r) => r.body.data.color));
    expect(names.size).toBe(3);
    expect(colours.size).toBe(3);
    expect(s002.body.data.menu).not.toEqual(s001.body.data.menu);
  });

  it('ignores the port and case of a Host header value', async () => {
    const res = await api.get('/api/store/info?domain=S002.LocalHost:3000');
    expect(res.body.data.store_code).toBe('S002');
    const ip = await api.get('/api/store/info?domain=127.0.0.1:3000');
    expect(ip.body.data.store_code).toBe('S001');
  });

  it('translates the name, about-us text and menu', async () => {
    const en = await api.get('/api/store/info?domain=localhost&lang=en');
    const kh = await api.get('/api/store/info?domain=localhost&lang=kh');
    const zh = await api.get('/api/store/info?domain=localhost', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(kh.body.data.about_us).toMatch(/[\u1780-\u17FF]/);
    expect(zh.body.data.about_us).toMatch(/[\u4E00-\u9FFF]/);
    expect(kh.body.data.menu[0].title).not.toBe(en.body.data.menu[0].title);
  });

  it('answers an unknown host with 404 and a missing or bad domain with 400', async () => {
    const unknown = await api.get('/api/store/info?domain=nobody.example');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 404,
      message: 'No shop answers to the host nobody.example',
      data: null,
      request_id: expect.any(String),
    });
    const missing = await api.get('/api/store/info');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('domain is required');
    const bad = await api.get(`/api/store/info?domain=${encodeURIComponent('a b/c')}`);
    expect(bad.status).toBe(400);
    const lang = await api.get('/api/store/info?domain=localhost&lang=fr');
    expect(lang.status).toBe(400);
    expect(lang.body.message).toBe('lang must be one of en, kh, zh');
  });
});

describe('GET /api/vendor/info', () => {
  it('gives the Anakut Cash discount label of the shop, in the language asked for', async () => {
    const res = await api.get('/api/vendor/info?store_code=S001');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.store_code).toBe('S001');
    expect(res.body.data.anakut_bank.discount_label).toEqual(expect.any(String));
    const kh = await api.get('/api/vendor/info?store_code=S001&lang=kh');
    expect(kh.body.data.anakut_bank.discount_label).toMatch(/[\u1780-\u17FF]/);
  });

  it('takes the shop from the X-Store-Code header too', async () => {
    const res = await api.get('/api/vendor/info', { 'x-store-code': 'S007' });
    expect(res.body.data.store_code).toBe('S007');
  });

  it('refuses a missing store code with 400 and an unknown one with 404', async () => {
    const missing = await api.get('/api/vendor/info');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/store_code is required/);
    const unknown = await api.get('/api/vendor/info?store_code=S999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 404,
      message: 'Store S999 not found',
      data: null,
      request_id: expect.any(String),
    });
    const bad = await api.get(`/api/vendor/info?store_code=${encodeURIComponent("S001' or 1=1")}`);
    expect(bad.status).toBe(400);
  });
});

describe('unknown routes', () => {
  it('answer 404 in the envelope', async () => {
    const res = await api.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      message: 'No route for GET /api/nothing-here',
      data: null,
      request_id: expect.any(String),
    });
  });
});
