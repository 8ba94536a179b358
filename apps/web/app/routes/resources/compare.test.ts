import { MESSAGES } from '@shop/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSpecification } from '../../../../api/src/test/factories';
import { dollars, productOf } from '../../test/lookups';
import { createTestServer, openTestApi } from '../../test/server';
import { parseCompareIds } from './compare';

const testApi = openTestApi();

beforeAll(async () => {
  // A specification key no page translates: labelled with the key itself.
  await addSpecification(testApi(), 1, 'hinge_angle', '180°');
});

describe('/api/compare', () => {
  it('answers the products with translated specification labels and the missing ids', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/api/compare?ids=1,2,999999');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      products: { id: number; price_text: string; specifications: { key: string; label: string }[] }[];
      missing: number[];
    };
    expect(body.products.map((p) => p.id)).toEqual([1, 2]);
    expect(body.missing).toEqual([999999]);
    const first = await productOf(testApi(), 1);
    expect(body.products[0]?.price_text).toBe(dollars(first.price));
    const cpu = first.specifications.find((s) => s.key === 'cpu');
    expect(cpu).toBeDefined();
    expect(body.products[0]?.specifications).toContainEqual({
      key: 'cpu',
      label: 'Processor',
      value: cpu?.value,
    });
    expect(body.products[0]?.specifications).toContainEqual({
      key: 'hinge_angle',
      label: 'hinge_angle',
      value: '180°',
    });
    expect(app.api.calls.some((c) => c.startsWith('/api/products/compare?ids=1%2C2%2C999999'))).toBe(true);
  });

  it('labels in the page language', async () => {
    const app = createTestServer(testApi());
    const body = (await (await app.request('/kh/api/compare?ids=3')).json()) as {
      products: { specifications: { key: string; label: string }[] }[];
    };
    const [spec] = body.products[0]?.specifications ?? [];
    expect(spec?.label).toBe(MESSAGES.kh.specs[spec?.key as keyof typeof MESSAGES.kh.specs]);
    expect(spec?.label).toMatch(/[\u1780-\u17FF]/);
  });

  it.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=a', 'ids=0', 'ids=1;2'])(
    '?%s is a 400 without an API call',
    async (q) => {
      const app = createTestServer(testApi());
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
