import {
  type Locale,
  localizePath,
  type MessageKey,
  type Messages,
  type MessageValues,
  splitLocale,
  translate,
} from '@shop/i18n';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree its locale and texts (the page's locale only: the root loader sends them). */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({ locale, t: (key, values) => translate(messages, key, values) }),
    [locale, messages],
  );
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
