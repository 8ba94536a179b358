import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  customerHeaders,
  useSession as customerSession,
  msg,
  registerCustomer,
  saveAddress,
  hydrated as shopHydrated,
  shopUrl,
} from '../../../web/tests/e2e/fixtures';
import { TEST_CATEGORY, uniqueWord } from './catalogue';
import { adminUrl, apiBase, clean, expect, type Lang, marked, shot, t, tx } from './fixtures';

// The steps of the catalogue import and of the variants editor, shared by the desktop tests
// (import.e2e.ts, variants.e2e.ts) and the phone ones (*.mobile.e2e.ts). Every product is the
// test's own: a unique slug and SKU, in Smart Home (catalogue.ts says why), with stock enough.

/** The export's columns, in its order. */
export const COLUMNS = [
  'product',
  'sku',
  'variant',
  'name_en',
  'name_kh',
  'name_zh',
  'description_en',
  'description_kh',
  'description_zh',
  'category',
  'subcategory',
  'brand',
  'published',
  'price',
  'promo_price',
  'stock',
  'images',
] as const;

type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV of the export's columns. */
export const csvOf = (rows: Row[]) =>
  `${[COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => cell(row[c] ?? '')).join(','))].join('\n')}\n`;

/** The slug of S001's test category (Smart Home), as GET /api/categories gives it. */
export async function testCategorySlug(request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.get(`${apiBase(baseURL)}/api/categories?store_code=S001`);
  expect(response.status()).toBe(200);
  const categories = ((await response.json()) as { data: { id: number; slug: string }[] }).data;
  const slug = categories.find((c) => c.id === TEST_CATEGORY)?.slug;
  expect(slug, 'the test category’s slug').toBeTruthy();
  return slug ?? '';
}

/** A file of two rows: a new product of the test's own, and one in a category the shop has not. */
export async function importFile(request: APIRequestContext, baseURL: string | undefined) {
  const word = uniqueWord();
  const slug = `e2e-lamp-${word.toLowerCase()}`;
  const category = await testCategorySlug(request, baseURL);
  const product = {
    product: slug,
    sku: `IMP-${word}`,
    name_en: `Imported lamp ${word}`,
    name_kh: `ចង្កៀងនាំចូល ${word}`,
    name_zh: `导入台灯 ${word}`,
    description_en: 'A desk lamp.\nWarm light.',
    category,
    published: 'true',
    price: '9.50',
    stock: '100',
  };
  const refused = {
    ...product,
    product: `e2e-bad-${word.toLowerCase()}`,
    sku: `BAD-${word}`,
    name_en: `Refused lamp ${word}`,
    category: `no-such-${word.toLowerCase()}`,
  };
  return { word, slug, product, csv: csvOf([product, refused]) };
}

/** The import page's file field: a CSV picked from the test's memory. */
export async function pickFile(page: Page, lang: Lang, name: string, content: string | Buffer) {
  await page
    .getByLabel(tx(lang, 'import.file', { mb: 20 }))
    .first()
    .setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
    });
}

/**
 * The import as the staff member does it: the list's "Import CSV", the file checked (the new row
 * and the refused one, its reason in the page's language), then imported for real.
 */
export async function importSteps(
  page: Page,
  lang: Lang,
  file: Awaited<ReturnType<typeof importFile>>,
  photograph?: (name: string) => Promise<void>,
) {
  await page.goto(adminUrl('/s/S001/products'));
  await page.getByRole('link', { name: tx(lang, 'products.import') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'import.title'));
  await photograph?.('import');
  await pickFile(page, lang, `${file.slug}.csv`, file.csv);
  await page.getByRole('button', { name: tx(lang, 'import.check') }).click();
  const counts = { rows: 2, created: 1, updated: 0, unchanged: 0, refused: 1 };
  await expect(
    page.getByRole('status').filter({ hasText: tx(lang, 'import.checked', counts) }),
  ).toBeVisible();
  const lines = page.getByRole('list', { name: tx(lang, 'import.linesList') });
  const created = lines.getByRole('listitem').filter({ hasText: file.slug });
  await expect(created).toContainText(file.product.sku);
  await expect(created).toContainText(tx(lang, 'import.created', undefined, false));
  const refusals = page.getByRole('list', { name: tx(lang, 'import.refusedList') });
  const refused = refusals
    .getByRole('listitem')
    .filter({ hasText: tx(lang, 'import.lineN', { line: 3 }, false) });
  await expect(refused).toContainText('category');
  await expect(refused).toContainText(tx(lang, 'import.code.unknown_category', undefined, false));
  // The API's own words beside, for what only they say (which category).
  await expect(refused).toContainText(`no category no-such-${file.word.toLowerCase()}`);
  await photograph?.('import-checked');
  await page.getByRole('button', { name: tx(lang, 'import.submit', { count: 1 }) }).click();
  await expect(page.getByRole('status').filter({ hasText: tx(lang, 'import.done', counts) })).toBeVisible();
  await expect(
    page.getByRole('list', { name: tx(lang, 'import.refusedList') }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await photograph?.('import-done');
}

/** The product the import made, as the storefront's API finds it by name (its id). */
export async function storefrontFinds(
  request: APIRequestContext,
  baseURL: string | undefined,
  name: string,
): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${apiBase(baseURL)}/api/products?store_code=S001&name=${encodeURIComponent(name)}&row_per_page=5`,
        );
        const products = ((await response.json()) as { data: { id: number; name: string }[] }).data;
        id = products.find((p) => p.name === name)?.id ?? 0;
        return id;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);
  return id;
}

/** The storefront's page of a product in `lang`: its title, polled (its page cache keeps 10 s). */
export async function shopPageSays(
  page: Page,
  baseURL: string | undefined,
  lang: Lang,
  id: number,
  title: string,
) {
  await expect
    .poll(
      async () => {
        await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
        return clean((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '');
      },
      { timeout: 30_000, intervals: [500, 1000, 2000, 3000] },
    )
    .toBe(title);
}

/** A type of the variants editor: its names in three languages and its values'. */
export async function fillType(
  page: Page,
  lang: Lang,
  n: number,
  name: Record<Lang, string>,
  values: Record<Lang, string>[],
) {
  const type = page.getByRole('group', { name: marked(t(lang, 'variants.type', { n }), false) }).first();
  for (const l of ['en', 'kh', 'zh'] as const)
    await type.getByLabel(marked(`${t(lang, 'variants.typeName')} (${t(lang, `lang.${l}`)})`)).fill(name[l]);
  for (const [j, value] of values.entries()) {
    for (const l of ['en', 'kh', 'zh'] as const)
      await type
        .getByLabel(marked(`${t(lang, 'variants.value', { n: j + 1 })} (${t(lang, `lang.${l}`)})`))
        .fill(value[l]);
  }
}

/** A variant's row of the editor, by its options as the page says them ("Black"). */
export const variantRow = (page: Page, label: string) => page.getByRole('group', { name: marked(label) });

/**
 * The variants of a test product made in the editor: Colour (Black, White) in three languages,
 * every combination, Black 100 in stock with a SKU of its own, White 5 and an automatic SKU; saved.
 */
export async function makeColours(
  page: Page,
  lang: Lang,
  word: string,
  photograph?: (name: string) => Promise<void>,
) {
  await expect(page.getByText(tx(lang, 'product.variantsNone'))).toBeVisible();
  await page.getByRole('link', { name: tx(lang, 'product.variantsEdit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'variants.title'));
  await expect(page.getByText(tx(lang, 'variants.sellsItself'))).toBeVisible();
  await photograph?.('variants-empty');
  await fillType(page, lang, 1, { en: 'Colour', kh: 'ពណ៌', zh: '颜色' }, [
    { en: 'Black', kh: 'ខ្មៅ', zh: '黑色' },
    { en: 'White', kh: 'ស', zh: '白色' },
  ]);
  await page.getByRole('button', { name: tx(lang, 'variants.combine') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: tx(lang, 'variants.combined', { count: 2 }) }),
  ).toBeVisible();
  const black = variantRow(page, lang === 'en' ? 'Black' : lang === 'kh' ? 'ខ្មៅ' : '黑色');
  const white = variantRow(page, lang === 'en' ? 'White' : lang === 'kh' ? 'ស' : '白色');
  await expect(black.getByLabel(tx(lang, 'variants.price'))).toHaveValue('12.50');
  await expect(black.getByLabel(tx(lang, 'product.stock'))).toHaveValue('0');
  await black.getByLabel(tx(lang, 'product.sku')).fill(`VAR-B-${word}`);
  await black.getByLabel(tx(lang, 'product.stock')).fill('100');
  await white.getByLabel(tx(lang, 'variants.price')).fill('14');
  await white.getByLabel(tx(lang, 'product.stock')).fill('5');
  await photograph?.('variants-combined');
  await page.getByRole('button', { name: tx(lang, 'variants.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: tx(lang, 'variants.saved') })).toBeVisible();
  await photograph?.('variants-saved');
  await page.getByRole('link', { name: tx(lang, 'variants.back', undefined, false) }).click();
  await expect(page.getByText(tx(lang, 'product.variantsCount', { count: 2 }))).toBeVisible();
  await photograph?.('product-variants');
}

/** Picks an option of the storefront's product page by its name. */
async function pick(page: Page, option: string) {
  const name = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('main fieldset label')
    .filter({ hasText: new RegExp(`^${name}(?![\\p{L}\\p{N} ])`, 'u') })
    .click();
}

/**
 * A new customer buys one of a variant on the storefront in `lang`: the option chosen on the
 * product's page, added to the cart there, then the order placed (cash on delivery).
 */
export async function buyVariant(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  lang: Lang,
  productId: number,
  option: string,
) {
  const customer = await registerCustomer(request, baseURL);
  await customerSession(context, customer, baseURL);
  await expect
    .poll(
      async () => {
        const detail = await request.get(
          `${apiBase(baseURL)}/api/product/${productId}?store_code=S001&lang=${lang}`,
        );
        return ((await detail.json()) as { data: { variants: { name: string }[] } }).data.variants.map(
          (v) => v.name,
        );
      },
      { timeout: 30_000 },
    )
    .toContain(option);
  await page.goto(shopUrl('S001', `/product/${productId}`, lang, baseURL));
  await shopHydrated(page);
  await pick(page, option);
  await page.getByRole('button', { name: msg(lang, 'product.addToCart') }).click();
  await expect(page.getByText(msg(lang, 'product.addedToCart'))).toBeVisible();
  const headers = customerHeaders(customer);
  const cart = await request.get(`${apiBase(baseURL)}/api/cart?store_code=S001&lang=${lang}`, { headers });
  const lines = ((await cart.json()) as { data: { variant_name: string; quantity: number }[] }).data;
  expect(lines).toEqual([expect.objectContaining({ variant_name: option, quantity: 1 })]);
  const address = await saveAddress(request, customer, baseURL);
  const placed = await request.post(`${apiBase(baseURL)}/api/checkout`, {
    headers,
    data: { address, payment_type: 'cash', payment_method: 'cod' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { data: { order_id: number } }).data.order_id;
}

export { shot, TEST_CATEGORY };
