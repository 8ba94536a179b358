import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'kh' | 'zh';
type Messages = Record<string, Record<string, string>>;

const messagesDir = new URL('../../../../packages/i18n/src/messages/', import.meta.url);
const load = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`${lang}.json`, messagesDir), 'utf8')) as Messages;
export const MESSAGES: Record<Lang, Messages> = { en: load('en'), kh: load('kh'), zh: load('zh') };

/** A message of the interface, as the shopper sees it: `msg('kh', 'cart.empty')`. */
export function msg(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const [group, name] = key.split('.') as [string, string];
  const text = MESSAGES[lang][group]?.[name];
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}

export const SHOPS = {
  S001: {
    host: 'localhost',
    name: { en: 'Angkor Digital', kh: 'អង្គរ ឌីជីថល', zh: '吴哥数码' },
    footer: 'default',
  },
  S002: {
    host: 's002.localhost',
    name: { en: 'Mekong Mobile', kh: 'មេគង្គ ម៉ូបាយ', zh: '湄公手机' },
    footer: 'default',
  },
  S007: {
    host: 's007.localhost',
    name: { en: 'Khmer PC Zone', kh: 'ខ្មែរ ភីស៊ី ហ្សូន', zh: '高棉电脑城' },
    footer: 's007',
  },
} as const;
export type ShopCode = keyof typeof SHOPS;

/** The address of a page of a demo shop, in a language: shopUrl('S002', '/', 'kh'). */
export function shopUrl(
  code: ShopCode,
  path = '/',
  lang: Lang = 'en',
  baseURL = `http://localhost:${process.env.E2E_WEB_PORT ?? 3300}`,
): string {
  const port = new URL(baseURL).port;
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const suffix = path === '/' && prefix ? '' : path;
  return `http://${SHOPS[code].host}:${port}${prefix}${suffix}`;
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      // A 404 page logs the 404 of its own document; that one is expected.
      const unexpected = errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of 404/.test(e),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
