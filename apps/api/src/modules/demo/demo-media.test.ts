import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

describe('demo brand logos', () => {
  it('draws the brand named in the file, URL-encoded once as the seed writes it', async () => {
    for (const [file, drawn] of [
      ['Corsair.svg', 'Corsair'],
      ['Cooler%20Master.svg', 'Cooler Master'],
      ['A%26B.svg', 'A&#38;B'],
      ['100%25.svg', '100%'],
    ]) {
      const res = await api.get(`/media/gen/brand/ff0000/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain(`>${drawn}</text>`);
    }
  });

  it('answers a malformed escape with 400 naming the problem', async () => {
    for (const file of ['%.svg', '%zz.svg', '%E0%A4%A.svg', 'ab%2.svg', '%C3%28.svg']) {
      const res = await api.get(`/media/gen/brand/ff0000/${file}`);
      expect([res.status, res.body], file).toEqual([
        400,
        {
          code: 400,
          message: 'the path is not valid URL encoding',
          data: null,
          request_id: expect.any(String),
        },
      ]);
    }
  });
});
