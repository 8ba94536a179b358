import type { Page } from '@playwright/test';
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

// The shop assistant in the browser: the /chat page (streamed answers with JavaScript, a form
// without), the chat entry's panel on every page, and the live provider against the fake model
// server (playwright.config.ts: shop S007 only; the others answer offline).

const answers = (scope: Page | ReturnType<Page['locator']>) => scope.getByTestId('chat-answer');

/** Types a question in the text box and sends it with Enter. */
async function ask(scope: Page | ReturnType<Page['locator']>, lang: Lang, question: string) {
  const box = scope.getByRole('textbox', { name: msg(lang, 'chat.inputLabel') });
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
}

/** The cards of the last answer, once it is complete. */
async function lastCards(scope: Page | ReturnType<Page['locator']>, lang: Lang) {
  const answer = answers(scope).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  return answer.getByRole('list', { name: msg(lang, 'chat.products') }).getByRole('listitem');
}

/** Every price a card shows (promo and struck price), in dollars. */
async function cardPrices(cards: ReturnType<Page['locator']>): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.flatMap((t) =>
    [...t.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => Number(m[1]?.replace(/,/g, ''))),
  );
}

for (const [lang, question, prefix] of [
  ['en', 'laptop under $900', ''],
  ['kh', 'កុំព្យូទ័រយួរដៃ ក្រោម $900', '/kh'],
] as const) {
  test(`${lang}: a budget question gets product cards within the budget, streamed in the page's language`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(shopUrl('S001', '/chat', lang, baseURL));
    await hydrated(page);
    await expect(page).toHaveTitle(
      msg(lang, 'chat.metaTitle', { shop: lang === 'en' ? 'Angkor Digital' : 'អង្គរ ឌីជីថល' }),
    );
    // The page is a form to finish: no floating buttons over its text box.
    await expect(page.getByRole('link', { name: msg(lang, 'floating.chat') })).toHaveCount(0);
    await ask(page, lang, question);
    await expect(
      page.getByRole('log', { name: msg(lang, 'chat.log') }).getByTestId('chat-question'),
    ).toHaveText(question);
    const cards = await lastCards(page, lang);
    expect(await cards.count()).toBeGreaterThan(0);
    const answer = answers(page).last();
    await expect(answer.getByTestId('chat-tool')).toHaveText(msg(lang, 'chat.searched'));
    if (lang === 'kh') await expect(answer.getByTestId('chat-text')).toHaveText(/[\u1780-\u17FF]/);
    // Each card: the catalogue's price (at most the budget), a link to its page in this language.
    for (const price of await cardPrices(cards)) expect(price).toBeLessThanOrEqual(900);
    await expect(cards.first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/product/\\d+$`),
    );
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^http/);
  });
}

test('a card adds to the guest cart, and the conversation outlives a visit to the product', async ({
  page,
  baseURL,
}) => {
  const lang = 'en';
  await page.goto(shopUrl('S001', '/chat', lang, baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg(lang, 'chat.starter1') }).click();
  const cards = await lastCards(page, lang);
  const first = cards.first();
  const name = (await first.getByTestId('chat-card-name').textContent()) ?? '';
  await first.getByRole('button', { name: `${msg(lang, 'product.addToCart')}: ${name}` }).click();
  await expect(first.getByRole('button', { name: `${msg(lang, 'chat.added')}: ${name}` })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number }[],
  );
  const href = (await first.getByRole('link').getAttribute('href')) ?? '';
  expect(stored.map((l) => l.id)).toEqual([Number(href.split('/').pop())]);
  await expect(page.getByRole('banner').getByRole('button', { name: /, 1 item$/ })).toBeVisible();

  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await hydrated(page);
  await expect(page.getByTestId('chat-question')).toHaveText(msg(lang, 'chat.starter1'));
  expect(await (await lastCards(page, lang)).count()).toBe(await cards.count());
});

test('a signed-in customer’s card adds to the server cart', async ({ page, context, request, baseURL }) => {
  const lang = 'zh';
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/chat', lang, baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg(lang, 'chat.starter1') }).click();
  const first = (await lastCards(page, lang)).first();
  await first.getByRole('button', { name: new RegExp(`^${msg(lang, 'product.addToCart')}: `) }).click();
  await expect(
    first.getByRole('button', { name: new RegExp(`^${msg(lang, 'chat.added')}: `) }),
  ).toBeVisible();
  const cart = await request.get(`${apiBase(baseURL)}/api/cart`, {
    headers: { authorization: `Bearer ${customer.token}`, 'x-store-code': 'S001' },
  });
  const lines = ((await cart.json()) as { data: { product_id: number }[] }).data;
  const href = (await first.getByRole('link').getAttribute('href')) ?? '';
  expect(lines.map((l) => l.product_id)).toEqual([Number(href.split('/').pop())]);
});

test('the chat entry opens the panel, loaded only then, and it answers', async ({ page, baseURL }) => {
  const lang = 'kh';
  const chatChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/chat-(panel|conversation)-/.test(r.url())) chatChunks.push(r.url());
  });
  await page.goto(shopUrl('S002', '/', lang, baseURL));
  await hydrated(page);
  const entry = page.getByRole('link', { name: msg(lang, 'floating.chat') });
  expect(chatChunks).toEqual([]);
  // The floating buttons are folded into one: reaching for it starts loading the panel.
  await page.getByTestId('floating-actions').locator('summary').click();
  await expect(entry).toHaveAttribute('href', '/kh/chat');
  await entry.click();
  const panel = page.getByRole('dialog', { name: msg(lang, 'chat.title') });
  await expect(panel).toBeVisible();
  expect(chatChunks.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(shopUrl('S002', '/', lang, baseURL));
  await expect(panel.getByRole('textbox', { name: msg(lang, 'chat.inputLabel') })).toBeFocused();
  await ask(panel, lang, msg(lang, 'chat.starter2'));
  expect(await (await lastCards(panel, lang)).count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(entry).toBeFocused();
  // Opened again: the same conversation.
  await entry.click();
  await expect(panel.getByTestId('chat-question')).toHaveCount(1);
});

test('without JavaScript the /chat form gets the whole answer, and carries the conversation on', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const lang = 'zh';
  await page.goto(shopUrl('S001', '/chat', lang, baseURL));
  await page.getByRole('button', { name: msg(lang, 'chat.starter1') }).click();
  await expect(page).toHaveURL(shopUrl('S001', '/chat', lang, baseURL));
  const cards = await lastCards(page, lang);
  expect(await cards.count()).toBeGreaterThan(0);
  for (const price of await cardPrices(cards)) expect(price).toBeLessThanOrEqual(900);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/zh\/product\/\d+$/);
  // A follow-up: the first question and answer travel in the form, and are shown again.
  const box = page.getByRole('textbox', { name: msg(lang, 'chat.inputLabel') });
  await box.fill('保修期有多长？');
  await page.getByRole('button', { name: msg(lang, 'chat.send') }).click();
  await expect(page.getByTestId('chat-question')).toHaveText([msg(lang, 'chat.starter1'), '保修期有多长？']);
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done');
  await expect(answers(page).last().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/zh\/help-center\//,
  );
  await context.close();
});

test('S007 answers with the live model: the tool it used, the streamed text and the cards', async ({
  page,
  baseURL,
}) => {
  const lang = 'zh';
  await page.goto(shopUrl('S007', '/chat', lang, baseURL));
  await hydrated(page);
  await ask(page, lang, 'laptop');
  const cards = await lastCards(page, lang);
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/zh\/product\/\d+$/);
  const answer = answers(page).last();
  await expect(answer.getByTestId('chat-tool')).toHaveText(msg(lang, 'chat.searched'));
  // The fake model's answer in the shopper's language, with the number of products the tool found.
  await expect(answer.getByTestId('chat-text')).toHaveText(`在本店为您找到 ${await cards.count()} 件商品。`);
  // The events the storefront's relay streams, asked from the page as it asks (the page's own
  // response body is not kept reliably by the browser for a stream read as it arrives).
  const events = await page.evaluate(async () => {
    const response = await fetch('/zh/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'laptop' }] }),
    });
    return `${response.status} ${await response.text()}`;
  });
  expect(events).toMatch(/^200 /);
  expect(events).toContain('"provider":"live"');
  // The text came in pieces, as the model streamed it, after the tool's call.
  expect(events?.match(/"type":"text"/g)?.length ?? 0).toBeGreaterThan(1);
  expect(events?.indexOf('"type":"tool"')).toBeLessThan(events?.indexOf('"type":"text"') ?? 0);
});
