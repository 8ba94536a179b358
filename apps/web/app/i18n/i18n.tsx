import {
  fill,
  type Locale,
  localizePath,
  type MessageKey,
  type Messages,
  type MessageValues,
  splitLocale,
  translate,
} from '@shop/i18n';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useShellTexts } from './shell-texts';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface I18n {
  locale: Locale;
  t: Translate;
  /** A message's unbreakable runs on a Khmer page (null elsewhere, or for a text not in the catalogue). */
  runs: (text: string) => string[] | null;
}

/**
 * Each text of a Khmer catalogue by what `translate` makes of it, with its word marks (U+200B,
 * messages.server.ts): a marked version is kept over an unmarked one of the same text.
 */
function markedTexts(node: unknown, out: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') {
    const text = node.replaceAll('\u200b', '');
    if (node !== text || !out.has(text)) out.set(text, node);
  } else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) markedTexts(value, out);
  }
  return out;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The `words` a route's loader sent: texts of the shop's own (from the API) with their Khmer word
 * marks (i18n/shop-texts.server.ts), which `runs` then finds as it finds a message's.
 */
function routeWords(data: unknown): readonly string[] | null {
  if (!data || typeof data !== 'object' || !('words' in data)) return null;
  const { words } = data as { words: unknown };
  return Array.isArray(words) && words.length ? (words as string[]) : null;
}

/** The `messages` a route's loader sent: namespaces only its page uses (i18n/messages.server.ts). */
function routeMessages(data: unknown): Partial<Messages> | null {
  if (!data || typeof data !== 'object' || !('messages' in data)) return null;
  const { messages } = data as { messages: unknown };
  return messages && typeof messages === 'object' ? (messages as Partial<Messages>) : null;
}

/**
 * Gives the tree its locale and texts (the page's locale only): the shell's, which the document
 * carries (shell-texts.tsx), and the namespaces the matched pages' loaders send (`messages` in
 * their data).
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const shell = useShellTexts();
  const { messages } = shell;
  // The document's texts are of one language; a client navigation that ends in another (the
  // switcher loads a new document, but a redirect might not) loads the page anew.
  useEffect(() => {
    if (shell.locale !== locale) window.location.reload();
  }, [shell.locale, locale]);
  const matches = useMatches();
  // Only leaf routes send texts of their own: the deepest one that did.
  const page = matches
    .map((match) => (match.id === 'root' ? null : routeMessages(match.loaderData)))
    .findLast((texts) => texts !== null);
  // The shop's texts with their marks, of every matched route (the root's footer, a page's own).
  const words = matches.map((match) => routeWords(match.loaderData)).filter((w) => w !== null);
  const wordsKey = words.flat().join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wordsKey` stands for `words`, a new array each render
  const value = useMemo<I18n>(() => {
    const all = page ? ({ ...messages, ...page } as Messages) : messages;
    let cache: Map<string, string> | undefined;
    const marked = () => (cache ??= markedTexts([all, words], new Map()));
    return {
      locale,
      t: (key, values) => {
        const text = translate(all, key, values);
        // A text with values filled in is found by `runs` too: its template's marks, filled.
        if (values && locale === 'kh' && !marked().has(text)) {
          const template = marked().get(translate(all, key));
          if (template) marked().set(text, fill(template, values));
        }
        return text;
      },
      // Between words, and after a space.
      runs: (text) =>
        locale === 'kh'
          ? (marked()
              .get(text)
              ?.split(/\u200b|(?<= )/) ?? null)
          : null,
    };
  }, [locale, messages, page, wordsKey]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n needs an <I18nProvider>');
  return i18n;
}

/** The translate function of the page: `t('cart.empty')`, `t('footer.rights', { year, shop })`. */
export function useT(): Translate {
  return useI18n().t;
}

/** The locale of the current URL: what every link must keep. */
export function useUrlLocale(): Locale {
  return splitLocale(useLocation().pathname).locale ?? 'en';
}

/** `path` (unprefixed) in the current URL's locale. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useUrlLocale();
  // Stable per locale: effects that depend on it must not re-run on every render.
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
