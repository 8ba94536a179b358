import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/harness';

// A malformed percent-escape in a path or a query is the caller's mistake: never a 500, on any
// route the API documents.

let api: TestApi;
let paths: string[];
beforeAll(async () => {
  api = await createTestApi();
  const document = (await api.get('/openapi.json')).body;
  paths = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path);
});
afterAll(() => api?.close());

const MALFORMED = ['%', '%zz', 'ab%2', '%C3%28', '%E0%A4%A', '%25%'];

describe('malformed escapes', () => {
  it('answer no GET route of the document with a 500, in a path parameter or a query', async () => {
    expect(paths.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const path of paths) {
      for (const bad of MALFORMED) {
        const inPath = path.replace(/\{[^}]+\}/g, `${bad}.svg`);
        for (const url of [
          inPath,
          `${path.replace(/\{[^}]+\}/g, '1')}?store_code=S001&q=${bad}&lang=${bad}`,
        ]) {
          const res = await api.get(url, { 'x-store-code': 'S001' });
          if (res.status >= 500) failures.push(`${url} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
