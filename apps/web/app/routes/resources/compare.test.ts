import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';
import { parseCompareIds } from './compare';

describe('/api/compare', () => {
  it('answers the products with translated specification labels and the missing ids', async () => {
    const app = createTestServer();
    const response = await app.request('/api/compare?ids=1,2,999');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      products: { id: number; price_text: string; specifications: { key: string; label: string }[] }[];
      missing: number[];
    };
    expect(body.products.map((p) => p.id)).toEqual([1, 2]);
    expect(body.missing).toEqual([999]);
    expect(body.products[0]?.price_text).toBe('$649.00');
    expect(body.products[0]?.specifications).toContainEqual({
      key: 'cpu',
      label: 'Processor',
      value: 'Intel Core i5-1335U',
    });
    expect(body.products[0]?.specifications).toContainEqual({
      key: 'hinge_angle',
      label: 'hinge_angle',
      value: '180°',
    });
    expect(app.api.calls.some((c) => c.startsWith('/api/products/compare?ids=1%2C2%2C999'))).toBe(true);
  });

  it('labels in the page language', async () => {
    const app = createTestServer();
    const body = (await (await app.request('/kh/api/compare?ids=3')).json()) as {
      products: { specifications: { label: string }[] }[];
    };
    expect(body.products[0]?.specifications[0]?.label).toBe('ថ្ម');
  });

  it.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=a', 'ids=0', 'ids=1;2'])(
    '?%s is a 400 without an API call',
    async (q) => {
      const app = createTestServer();
      const response = await app.request(`/api/compare?${q}`);
      expect(response.status).toBe(400);
      expect(app.api.calls.some((c) => c.includes('compare'))).toBe(false);
    },
  );

  it('parses ids, dropping duplicates', () => {
    expect(parseCompareIds('3,1,3')).toEqual([3, 1]);
    expect(parseCompareIds(null)).toBeNull();
  });
});
