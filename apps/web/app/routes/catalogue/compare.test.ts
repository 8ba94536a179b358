import { describe, expect, it } from 'vitest';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

describe('/compare', () => {
  it('renders the page shell in every language', async () => {
    const app = createTestServer(testApi());
    for (const [path, title] of [
      ['/compare', 'Compare products – Angkor Digital'],
      ['/zh/compare', '商品对比 – 吴哥数码'],
    ]) {
      const response = await app.request(path as string);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
  });
});
