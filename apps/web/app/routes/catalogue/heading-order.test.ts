import { describe, expect, it } from 'vitest';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

/** The levels of the page's headings, in document order (h1 → 1). */
function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

/**
 * The jumps axe's `heading-order` reports: a heading more than one level below the one before it
 * (h1 then h3). Going back up (h3 then h2) is fine.
 */
function skippedLevels(levels: number[]): string[] {
  const skips: string[] = [];
  for (let i = 1; i < levels.length; i++) {
    const [before, level] = [levels[i - 1] ?? 0, levels[i] ?? 0];
    if (level > before + 1) skips.push(`h${before} → h${level} (heading ${i + 1})`);
  }
  return skips;
}

describe('heading order of the listing pages (issue 14, part 5)', () => {
  it('an h2 between the h1 and the product cards’ h3, in every language', async () => {
    const app = createTestServer(testApi());
    for (const path of [
      '/category?cat_id=1',
      '/kh/category?cat_id=1',
      '/zh/category?brand_id=3',
      '/promotions',
      '/search/galaxy',
      '/kh/search/galaxy',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const levels = headingLevels(await response.text());
      expect(levels, path).toContain(3);
      expect(levels.indexOf(2), path).toBeLessThan(levels.indexOf(3));
      expect(skippedLevels(levels), path).toEqual([]);
    }
  });

  it('the heading of the grid is in the page’s language', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/zh/category?cat_id=1')).text();
    expect(html).toMatch(/<h2 id="[^"]+" class="sr-only">商品<\/h2>/);
  });
});
