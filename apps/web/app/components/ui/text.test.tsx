import type { StoreInfo } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { khmerWords } from '@shop/i18n/khmer-words';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../i18n/i18n';
import { shellMessages } from '../../i18n/messages.server';
import { ShellTextsContext } from '../../i18n/shell-texts';
import { storeWords } from '../../i18n/shop-texts.server';
import { Text } from './text';

/** What the page draws: its locale, and the texts (`t` given) it puts in `<Text>`. */
let page: { locale: Locale; draw: (t: ReturnType<typeof useT>) => string[] };

function Texts() {
  const t = useT();
  return page.draw(t).map((text) => (
    <p key={text}>
      <Text>{text}</Text>
    </p>
  ));
}

function Page() {
  return (
    <ShellTextsContext value={{ locale: page.locale, messages: shellMessages(page.locale) }}>
      <I18nProvider locale={page.locale}>
        <Texts />
      </I18nProvider>
    </ShellTextsContext>
  );
}

const Stub = createRoutesStub([{ id: 'page', path: '/', Component: Page, loader: () => null }]);

/**
 * The markup of `<Text>` around messages, on a page in `locale` with the shell's texts (and the
 * `words` its loader sent).
 */
function render(locale: Locale, draw: typeof page.draw, words?: string[]): string {
  page = { locale, draw };
  return renderToStaticMarkup(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { page: words ? { words } : null } }} />,
  );
}

const runs = (html: string) => [...html.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Text', () => {
  it('draws a Khmer message as its unbreakable words, its text unchanged', () => {
    // 'រទេះទិញទំនិញរបស់អ្នកនៅទទេ។': ICU's words, where Chromium's list would also end a line in ទិញ|ទំនិញ.
    const html = render('kh', (t) => [t('cart.empty')]);
    expect(runs(html)).toEqual(['រទេះ', 'ទិញទំនិញ', 'របស់', 'អ្នក', 'នៅ', 'ទទេ។']);
    expect(html).toContain('class="whitespace-nowrap"');
    expect(html).toContain('<wbr/>');
    expect(text(html)).toBe('រទេះទិញទំនិញរបស់អ្នកនៅទទេ។');
    expect(html).not.toContain('\u200b');
  });

  it('keeps a one-word message whole, and splits a filled-in value off as a run of its own', () => {
    const html = render('kh', (t) => [t('header.help'), t('header.viewAllIn', { name: 'កាមេរ៉ា' })]);
    const [one, filled] = html.split('</p>');
    expect(runs(one!)).toEqual(['ជំនួយ']);
    expect(runs(filled!)).toEqual(['មើល', 'កាមេរ៉ា', 'ទាំងអស់']);
    expect(text(filled!)).toBe('មើលកាមេរ៉ាទាំងអស់');
  });

  it('leaves English, Chinese and text not in the catalogue as they are', () => {
    expect(render('en', (t) => [t('cart.empty')])).toBe('<p>Your shopping cart is empty.</p>');
    expect(render('zh', (t) => [t('cart.empty')])).not.toContain('<span');
    expect(render('kh', () => ['កុំព្យូទ័រថ្មី'])).toBe('<p>កុំព្យូទ័រថ្មី</p>');
  });

  it("draws the shop's own texts a loader sent marked (storeWords) as words, on Khmer pages only", () => {
    const store = {
      about_us: 'ហាងលក់ឧបករណ៍អេឡិចត្រូនិចពិតប្រាកដ និងដឹកជញ្ជូនឥតគិតថ្លៃ',
      address: 'ផ្ទះលេខ 12 ខណ្ឌដូនពេញ',
      opening_hours: 'Mon–Sat 8:00–18:00',
    } as StoreInfo;
    const words = storeWords(store, 'kh');
    // Texts without Khmer are not sent; the marks are computed once per answer.
    expect(words.map((w) => w.replaceAll('\u200b', ''))).toEqual([store.about_us, store.address]);
    expect(storeWords(store, 'kh')).toBe(words);
    expect(storeWords(store, 'en')).toEqual([]);
    const html = render('kh', () => [store.about_us, store.address, store.opening_hours], words);
    const [about, address, hours] = html.split('</p>');
    expect(runs(about!)).toEqual(khmerWords(store.about_us));
    expect(runs(about!).length).toBeGreaterThan(5);
    expect(text(about!)).toBe(store.about_us);
    expect(runs(address!)).toEqual(khmerWords(store.address));
    expect(hours).toBe(`<p>${store.opening_hours}`);
    // The same text without the loader's marks is drawn as it is.
    expect(render('kh', () => [store.about_us])).toBe(`<p>${store.about_us}</p>`);
  });
});
