import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiBase,
  expect,
  hydrated,
  type Lang,
  msg,
  registerCustomer,
  shopUrl,
  test,
  useSession,
} from './fixtures';

// The PC builder (/pcbuilder) of Khmer PC Zone (S007, the shop whose menu leads to it), against the
// real API and its seeded parts: the parts are looked up through the API, never hard-coded.

const SHOP = 'S007' as const;
type Slot = 'cpu' | 'motherboard' | 'memory' | 'gpu' | 'storage' | 'psu' | 'case' | 'cooler';
interface Option {
  product: { id: number; name: string };
  part: { slot: Slot; socket?: string };
}

/** A slot's parts as the API lists them for a build (`?cpu=1&…`). */
async function parts(
  request: APIRequestContext,
  baseURL: string | undefined,
  slot: Slot,
  build: Record<string, string> = {},
  compatible = true,
): Promise<Option[]> {
  const q = new URLSearchParams({ ...build, slot, compatible: compatible ? '1' : '0', sort: 'price_asc' });
  const response = await request.get(`${apiBase(baseURL)}/api/pcbuilder/parts?${q}`, {
    headers: { 'x-store-code': SHOP },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { data: Option[] } }).data.data;
}

/** An AM5 processor and an LGA1700 motherboard: a socket mismatch. */
async function mismatch(request: APIRequestContext, baseURL: string | undefined) {
  const cpu = (await parts(request, baseURL, 'cpu', {}, false)).find((o) => o.part.socket === 'AM5');
  const board = (await parts(request, baseURL, 'motherboard', {}, false)).find(
    (o) => o.part.socket === 'LGA1700',
  );
  expect(cpu, 'an AM5 processor in the seed').toBeDefined();
  expect(board, 'an LGA1700 motherboard in the seed').toBeDefined();
  return { cpu: cpu as Option, board: board as Option };
}

/** A full build the API finds compatible: each slot's cheapest part that fits what is chosen. */
async function compatibleBuild(request: APIRequestContext, baseURL: string | undefined) {
  const build: Record<string, string> = {};
  const names: string[] = [];
  // The power supply last: it must carry what the others draw.
  for (const slot of ['cpu', 'motherboard', 'memory', 'storage', 'gpu', 'case', 'cooler', 'psu'] as const) {
    const [first] = await parts(request, baseURL, slot, build);
    expect(first, `a ${slot} that fits`).toBeDefined();
    build[slot] = String(first?.product.id);
    names.push(first?.product.name ?? '');
  }
  expect(await compatible(request, baseURL, build)).toBe(true);
  return { build, names };
}

/** Whether the API finds a build (`{ cpu: '12', memory_qty: '2', … }`) compatible. */
async function compatible(
  request: APIRequestContext,
  baseURL: string | undefined,
  build: Record<string, string>,
): Promise<boolean> {
  const items = Object.entries(build)
    .filter(([name]) => !name.endsWith('_qty'))
    .map(([slot, id]) => ({ slot, product_id: Number(id), quantity: Number(build[`${slot}_qty`] ?? 1) }));
  const check = await request.post(`${apiBase(baseURL)}/api/pcbuilder/check`, {
    headers: { 'x-store-code': SHOP },
    data: { items },
  });
  expect(check.status(), await check.text()).toBe(200);
  return ((await check.json()) as { data: { compatible: boolean } }).data.compatible;
}

const slotRow = (page: Page, slot: Slot) => page.locator(`li[data-slot="${slot}"]`);

for (const lang of ['en', 'kh'] as const satisfies Lang[]) {
  test(`${lang}: an AM5 processor on an LGA1700 motherboard shows the socket error beside both slots`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { cpu, board } = await mismatch(request, baseURL);
    await page.goto(
      shopUrl(SHOP, `/pcbuilder?cpu=${cpu.product.id}&motherboard=${board.product.id}`, lang, baseURL),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'pcbuilder.title'));
    const text = msg(lang, 'pcbuilder.problem_socket_mismatch', {
      cpu_socket: 'AM5',
      board_socket: 'LGA1700',
    });
    for (const slot of ['cpu', 'motherboard'] as const) {
      const problem = slotRow(page, slot).locator('[data-problem="socket_mismatch"]');
      await expect(problem).toContainText(text);
      // Not by colour alone: the severity is written out.
      await expect(problem).toContainText(msg(lang, 'pcbuilder.error'));
    }
    // Names are the page's language: the parts are found by their links.
    await expect(slotRow(page, 'cpu').locator(`a[href$="/product/${cpu.product.id}"]`)).toHaveCount(1);
    await expect(slotRow(page, 'memory').locator('[data-problem]')).toHaveCount(0);
    // Such a build does not go into the cart, and the page says why.
    const add = page.getByRole('button', { name: msg(lang, 'pcbuilder.addToCart') });
    await expect(add).toBeDisabled();
    await expect(page.locator('#build-add-reason')).toHaveText(msg(lang, 'pcbuilder.blocked'));
    await expect(page.getByTestId('build-total-khr')).toContainText('៛');
  });
}

test('zh: a compatible build goes into the signed-in customer’s cart in one step, every line', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL, SHOP);
  await useSession(context, customer, baseURL, SHOP);
  const { build, names } = await compatibleBuild(request, baseURL);
  await page.goto(shopUrl(SHOP, `/pcbuilder?${new URLSearchParams(build)}`, 'zh', baseURL));
  await hydrated(page);
  await expect(page.locator('[data-severity="error"]')).toHaveCount(0);
  await expect(page.getByText(msg('zh', 'pcbuilder.compatible'))).toBeVisible();
  // Two of the memory kit or of the drive (whichever the board has room for): the quantity is part
  // of the build (and of its link).
  const twice = (await compatible(request, baseURL, { ...build, memory_qty: '2' })) ? 'memory' : 'storage';
  expect(await compatible(request, baseURL, { ...build, [`${twice}_qty`]: '2' })).toBe(true);
  await page
    .getByRole('link', { name: `${msg('zh', 'pcbuilder.more')}: ${msg('zh', `pcbuilder.slot_${twice}`)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${twice}_qty=2`));
  await expect(page.getByTestId(`quantity-${twice}`)).toHaveText('2');
  const total = await page.getByTestId('build-total').textContent();

  await page.getByRole('button', { name: msg('zh', 'pcbuilder.addToCart') }).click();
  await expect(page.getByTestId('build-added')).toHaveText(
    `✓ ${msg('zh', 'pcbuilder.added', { count: '9' })}`,
  );

  // The header's cart counts the build's nine at once (the layout reloads the server cart).
  await expect(
    page.getByRole('banner').getByRole('button', {
      name: `${msg('zh', 'header.cart')}, ${msg('zh', 'a11y.itemCount', { count: '9' })}`,
    }),
  ).toBeVisible();
  const cart = await request.get(`${apiBase(baseURL)}/api/cart`, {
    headers: { authorization: `Bearer ${customer.token}`, 'x-store-code': SHOP },
  });
  const body = (await cart.json()) as {
    data: { product_id: number; quantity: number }[];
    total: number;
    total_quantity: number;
  };
  expect(body.data.map((l) => l.product_id).sort()).toEqual(Object.values(build).map(Number).sort());
  expect(body.data.find((l) => l.product_id === Number(build[twice]))?.quantity).toBe(2);
  expect(body.total_quantity).toBe(9);
  expect(`$${body.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(total);
  expect(names).toHaveLength(8);
});

test('the build’s link opened in a new browser restores the build', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { cpu, board } = await mismatch(request, baseURL);
  await page.goto(shopUrl(SHOP, '/pcbuilder', 'kh', baseURL));
  await hydrated(page);
  // Built by clicking: the CPU from its pick list, with every part shown.
  await slotRow(page, 'cpu')
    .getByRole('link', { name: new RegExp(msg('kh', 'pcbuilder.choose')) })
    .click();
  await page.locator('#pick-q').fill(cpu.product.name);
  await page.getByRole('button', { name: msg('kh', 'pcbuilder.apply') }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page
    .locator(`li[data-part="${cpu.product.id}"]`)
    .getByRole('link', { name: new RegExp(msg('kh', 'pcbuilder.chooseThis')) })
    .click();
  const cpuLink = `a[href$="/product/${cpu.product.id}"]`;
  await expect(slotRow(page, 'cpu').locator(cpuLink)).toHaveCount(1);
  await page.goto(`${page.url().split('#')[0]}&motherboard=${board.product.id}`);
  const shared = page.url();

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(shared);
  await expect(slotRow(fresh, 'cpu').locator(cpuLink)).toHaveCount(1);
  await expect(slotRow(fresh, 'motherboard').locator(`a[href$="/product/${board.product.id}"]`)).toHaveCount(
    1,
  );
  await expect(slotRow(fresh, 'cpu').locator('[data-problem="socket_mismatch"]')).toHaveCount(1);
  await expect(fresh.getByTestId('build-total')).toHaveText(
    (await page.getByTestId('build-total').textContent()) ?? '',
  );
  await other.close();
});

test('picking a part works without JavaScript: sort, only parts that fit, choose, remove', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const lang: Lang = 'kh';
  await page.goto(shopUrl(SHOP, '/pcbuilder', lang, baseURL));
  await expect(page.locator('li[data-slot]')).toHaveCount(8);
  await slotRow(page, 'cpu')
    .getByRole('link', { name: new RegExp(msg(lang, 'pcbuilder.choose')) })
    .click();
  await expect(page).toHaveURL(/pick=cpu/);
  await expect(page.locator('#pick-title')).toHaveText(
    msg(lang, 'pcbuilder.pickTitle', { slot: msg(lang, 'pcbuilder.slot_cpu') }),
  );
  // Sorted dearest first, through the GET form.
  await page.getByLabel(msg(lang, 'pcbuilder.sort')).selectOption('price_desc');
  await page.getByRole('button', { name: msg(lang, 'pcbuilder.apply') }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  const first = page.locator('li[data-part]').first();
  const name = (await first.getByTestId('part-name').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: new RegExp(msg(lang, 'pcbuilder.chooseThis')) }).click();
  await expect(page).toHaveURL(/[?&]cpu=\d+/);
  await expect(slotRow(page, 'cpu')).toContainText(name);

  // The motherboard's list hides boards of other sockets, and says how many.
  await slotRow(page, 'motherboard')
    .getByRole('link', { name: new RegExp(msg(lang, 'pcbuilder.choose')) })
    .click();
  await expect(page.getByTestId('hidden-count')).toBeVisible();
  const shown = await page.locator('li[data-part]').count();
  await page.getByRole('link', { name: msg(lang, 'pcbuilder.showAll') }).click();
  await expect(page).toHaveURL(/compatible=0/);
  expect(await page.locator('li[data-part]').count()).toBeGreaterThanOrEqual(shown);
  // Boards of another socket now show, each with the error it would bring.
  await expect(page.locator('li[data-part] [data-problem="socket_mismatch"]').first()).toBeVisible();
  await page
    .locator('li[data-part]')
    .first()
    .getByRole('link', { name: new RegExp(msg(lang, 'pcbuilder.chooseThis')) })
    .click();
  await expect(slotRow(page, 'motherboard')).toHaveAttribute('data-filled', 'true');

  // Remove takes the part out again.
  await slotRow(page, 'motherboard')
    .getByRole('link', { name: new RegExp(msg(lang, 'pcbuilder.remove')) })
    .click();
  await expect(slotRow(page, 'motherboard')).toHaveAttribute('data-filled', 'false');
  await context.close();
});

test('a guest without JavaScript is sent to log in to add the build, and back to it', async ({
  browser,
  request,
  baseURL,
}) => {
  const { build } = await compatibleBuild(request, baseURL);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const query = `?${new URLSearchParams(build)}`;
  await page.goto(shopUrl(SHOP, `/pcbuilder${query}`, 'kh', baseURL));
  await page.getByRole('button', { name: msg('kh', 'pcbuilder.addToCart') }).click();
  await expect(page).toHaveURL(/\/kh\/login\?redirect=/);
  // Back to the same build (its parameters in the builder's slot order).
  const back = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', page.url());
  expect(back.pathname).toBe('/kh/pcbuilder');
  expect([...back.searchParams].sort()).toEqual(Object.entries(build).sort());
  await context.close();
});

test('a guest with JavaScript puts the whole build into the browser’s cart in one step', async ({
  page,
  request,
  baseURL,
}) => {
  const { build } = await compatibleBuild(request, baseURL);
  await page.goto(shopUrl(SHOP, `/pcbuilder?${new URLSearchParams(build)}`, 'en', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('en', 'pcbuilder.addToCart') }).click();
  await expect(page.getByTestId('build-added')).toHaveText(
    `✓ ${msg('en', 'pcbuilder.added', { count: '8' })}`,
  );
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number }[],
  );
  expect(stored.map((l) => l.id).sort()).toEqual(Object.values(build).map(Number).sort());
});

test('the shop’s menu leads to the builder', async ({ page, baseURL }) => {
  await page.goto(shopUrl(SHOP, '/', 'zh', baseURL));
  await page.getByRole('navigation').getByRole('link', { name: '装机配置' }).first().click();
  await expect(page).toHaveURL(/\/zh\/pcbuilder$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('zh', 'pcbuilder.title'));
});
